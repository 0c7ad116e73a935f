import type { SnapshotFrom } from 'xstate';
import type { connectionMachine } from './connection.machine';

type Snapshot = SnapshotFrom<typeof connectionMachine>;

export const selectOnline = (s: Snapshot) => s.context.online;
