import type { SnapshotFrom } from 'xstate';
import type { stationPollMachine } from './stationPoll.machine';

type Snapshot = SnapshotFrom<typeof stationPollMachine>;

export const selectStation = (s: Snapshot) => s.context.station;
export const selectIsStationOffline = (s: Snapshot) => s.context.station?.status === 'OFFLINE';
