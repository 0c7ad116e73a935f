/**
 * The session's types, named pieces and helpers: its input, context and events, the actors it invokes (ports the
 * app provides), its actions, guards and delays. The chart itself is session.machine.ts.
 */
import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import type { AccountFeatureSet, AuthRecord, SessionErrorCode, SessionProfile } from '../shared/ports';

/** The auth record as the app keeps it: `registered` marks a login, as opposed to a guest session. */
export interface SessionAuth extends AuthRecord {
  registered?: boolean;
}

/** Why the session ended without the user asking; the screen they land on says so. */
export type SessionNotice = 'loginExpired' | 'sessionTimedOut';

export interface SessionInput {
  storedAuth?: SessionAuth | null;
  /** Milliseconds since the epoch; injected so tests control time. */
  now: number;
}

export interface SessionContext {
  auth?: SessionAuth;
  profile?: SessionProfile;
  features?: AccountFeatureSet;
  errorCode?: SessionErrorCode;
  notice?: SessionNotice;
  now: number;
  /** Failed attempts of the current start step (guest login or profile load), for its retries. */
  attempts: number;
}

export type SessionEvent =
  | { type: 'user.loggedIn'; auth: AuthRecord }
  | { type: 'user.loggedOut' }
  | { type: 'password.changed' }
  | { type: 'session.retried' }
  | { type: 'profile.updated' }
  | { type: 'clock.ticked'; now: number }
  /** The platform answered 401 to a call made with the session's token. */
  | { type: 'auth.rejected' }
  /** The device's connection is back (from `watchConnection`). */
  | { type: 'connection.restored' }
  | { type: 'notice.dismissed' };

export const authLifetimeMs = 31 * 24 * 3_600_000;

/** SPEC.md section 9, retries: 3 attempts, 2 s apart. */
export const startAttempts = 3;
export const startRetryDelayMs = 2_000;

/**
 * A failure worth another attempt: the platform client's network errors, timeouts and server errors (its
 * `ApiError` carries `kind` and `status`). A refusal (4xx), a schema mismatch or a bug would fail again.
 */
export const isTransientFailure = (error: unknown): boolean => {
  const { kind, status } = (error ?? {}) as { kind?: unknown; status?: unknown };
  return kind === 'network' || kind === 'timeout' || (kind === 'http' && typeof status === 'number' && status >= 500);
};

/** The longest single wait of the expiry check; setTimeout cannot hold a month. */
export const maxAuthCheckMs = 24 * 3_600_000;
export const untilNextAuthCheck = (context: SessionContext) =>
  Math.min(maxAuthCheckMs, Math.max(0, (context.auth?.expiry ?? 0) - context.now));

const notProvided = notProvidedIn('session');

export const isAuthValid = (auth: AuthRecord | null | undefined, now: number): auth is AuthRecord =>
  !!auth?.token && !!auth.userId && auth.expiry > now;

/** Forgets the ended session: stores cleared, auth gone; a guest session is created next. */
export const endSession = ['clearStores', 'forgetAuth'] as const;

export const sessionSetup = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** POST /auth/register/guest; resolves with the new auth record. */
    createGuest: fromPromise<AuthRecord>(notProvided('createGuest')),
    /** GET /users/{id} and GET /accounts/{id}/features. Rejects with `unauthorized` on 401. */
    loadProfile: fromPromise<{ profile: SessionProfile; features: AccountFeatureSet }, { auth: AuthRecord }>(
      notProvided('loadProfile'),
    ),
    /** POST /auth/logout; its failure does not keep anyone logged in. */
    logout: fromPromise<void, { auth?: AuthRecord }>(notProvided('logout')),
    /**
     * Listens to the platform client while the session is ready and sends `auth.rejected` when a call made
     * with this token answered 401. Calls made with an older token (before a login or logout) do not count.
     */
    watchAuthRejections: fromCallback<EventObject, { token: string }>(notProvided('watchAuthRejections')),
    /** Listens to the device's connection while the start has failed; sends `connection.restored` when it is back. */
    watchConnection: fromCallback<EventObject>(notProvided('watchConnection')),
  },
  actions: {
    /** Writes the auth record to browser storage (provided by the app). */
    persistAuth: (_, _params: { auth: SessionAuth }) => {},
    /** Removes the stored auth and every store of the previous user (provided by the app). */
    clearStores: () => {},
    /**
     * Drops what the driver typed in this tab's forms (provided by the app). Only a logout does: a session that
     * ran out keeps the drafts, each kept for its user, for when the driver logs in again.
     */
    clearDrafts: () => {},
    forgetAuth: assign({ auth: undefined }),
  },
  guards: {
    'the kept login is complete and has not expired': ({ context }) => isAuthValid(context.auth, context.now),
    /** The session belongs to a registered user: logged in now, or the stored record came from a login. */
    'the session belongs to a registered user': ({ context }) =>
      context.profile?.isGuest === false || context.auth?.registered === true,
    'the profile says the password is temporary or expired': (_, params: { profile: SessionProfile }) =>
      params.profile.passwordExpired === true,
    'the platform refused the session': (_, params: { error: unknown }) =>
      (params.error as { status?: number })?.status === 401,
    /** Another attempt of the start step is allowed: a transient failure, and attempts left. */
    'the failure may pass and attempts are left': ({ context }, params: { error: unknown }) =>
      context.attempts < startAttempts - 1 && isTransientFailure(params.error),
  },
  delays: {
    /** Until the stored auth expires, in steps of at most a day (timers cannot wait a month). */
    authCheck: ({ context }) => untilNextAuthCheck(context),
    /** Between two attempts of a start step. */
    retryDelay: startRetryDelayMs,
  },
});
