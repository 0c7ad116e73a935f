import type { SnapshotFrom } from 'xstate';
import type { payStationMachine } from './payStation.machine';

type Snapshot = SnapshotFrom<typeof payStationMachine>;

export const selectStation = (s: Snapshot) => s.context.station;
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy');
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
export const selectIsReady = (s: Snapshot) => s.matches('ready');
