import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsReady = (s: Snapshot) => s.matches('ready') || s.matches('passwordExpired');
export const selectIsGuest = (s: Snapshot) => s.context.profile?.isGuest ?? true;
export const selectProfile = (s: Snapshot) => s.context.profile;
export const selectFeatures = (s: Snapshot) => s.context.features;
export const selectToken = (s: Snapshot) => s.context.auth?.token;
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
export const selectMustChangePassword = (s: Snapshot) => s.matches('passwordExpired');
/** Why the last session ended by itself, until the user dismisses it or logs in again. */
export const selectNotice = (s: Snapshot) => s.context.notice;
