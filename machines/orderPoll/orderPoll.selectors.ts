import type { SnapshotFrom } from 'xstate';
import type { orderPollMachine } from './orderPoll.machine';

type Snapshot = SnapshotFrom<typeof orderPollMachine>;

export const selectLastOrder = (s: Snapshot) => s.context.lastOrder;
export const selectIsPaused = (s: Snapshot) => s.matches('paused');
export const selectIsFetching = (s: Snapshot) => s.hasTag('busy');
