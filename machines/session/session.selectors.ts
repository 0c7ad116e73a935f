import type { SnapshotFrom } from 'xstate';
import type { sessionMachine } from './session.machine';

type Snapshot = SnapshotFrom<typeof sessionMachine>;

export const selectIsReady = (s: Snapshot) => s.matches('ready') || s.matches('passwordExpired');
/**
 * The platform can be asked on the driver's behalf, though the account may still be loading: the session is
 * ready, or a guest's login stands while their profile and the account's features load. A guest's screens that
 * need no account (the QR code's pump list, the map) open here; a registered user's wait for the profile, which
 * may first send them to change their password.
 */
export const selectIsSignedIn = (s: Snapshot) =>
  selectIsReady(s) ||
  ((s.matches('loadingProfile') || s.matches('retryingProfile')) && s.context.auth?.registered === false);
/** A guest: by the profile, or, while it loads, by the login (a guest's or a registered user's). */
export const selectIsGuest = (s: Snapshot) => s.context.profile?.isGuest ?? s.context.auth?.registered !== true;
export const selectProfile = (s: Snapshot) => s.context.profile;
/** Whose session it is: the profile's id, or, while it loads, the login's (the same user). */
export const selectUserId = (s: Snapshot) => s.context.profile?.id ?? s.context.auth?.userId;
export const selectFeatures = (s: Snapshot) => s.context.features;
export const selectToken = (s: Snapshot) => s.context.auth?.token;
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
export const selectMustChangePassword = (s: Snapshot) => s.matches('passwordExpired');
/** Why the last session ended by itself, until the user dismisses it or logs in again. */
export const selectNotice = (s: Snapshot) => s.context.notice;
