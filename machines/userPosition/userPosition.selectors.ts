import type { SnapshotFrom } from 'xstate';
import type { userPositionMachine } from './userPosition.machine';

type Snapshot = SnapshotFrom<typeof userPositionMachine>;

/** The last reading (the same object while the driver stands still), or none yet. */
export const selectReading = (s: Snapshot) => s.context.reading;
