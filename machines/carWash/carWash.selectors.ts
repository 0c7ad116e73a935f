import type { SnapshotFrom } from 'xstate';
import type { carWashMachine } from './carWash.machine';

type Snapshot = SnapshotFrom<typeof carWashMachine>;

/** The wash's last wait is over: the codes stay, with the total once the order was invoiced. */
export const selectIsSettled = (s: Snapshot) => s.matches('completed');
