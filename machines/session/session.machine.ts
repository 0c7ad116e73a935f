/**
 * Session: who the user is, for the app's whole lifetime (no final state).
 *
 * On start the stored auth record (input) is used while it has a token, a user id and an expiry in the future;
 * otherwise it is removed and a guest session is created. The profile and the account features load after
 * every login. An expired or temporary password holds the session in `passwordExpired` until the password is
 * changed. Logout clears the stored auth and continues as guest. The session also ends by itself, and the app
 * continues as guest, when the auth record expires (one month after login; checked while ready) and when the
 * platform refuses the session's token: a 401 on the profile fetch, or on any call while ready. After the user
 * edits their profile (`profile.updated`) the profile and features load again in the background: the session
 * stays `ready` (the app keeps its screens), and a failed refresh keeps the copy it has.
 *
 * A failure that may pass by itself (no network, a timeout, a server error) is tried again: the guest login
 * and the profile load get 3 attempts each, 2 s apart (SPEC.md section 9), before the start counts as failed;
 * a refusal fails at once.
 *
 * Where a registered user's session ends without them asking, `notice` says why (SPEC.md section 8): the
 * stored login ran out (`loginExpired`, also on start) or the platform ended it (`sessionTimedOut`). A guest's
 * session is renewed silently. The notice stays until the user dismisses it or logs in again.
 */
import { assign, type EventObject, fromCallback, fromPromise, setup } from 'xstate';
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
const untilNextAuthCheck = (context: SessionContext) =>
  Math.min(maxAuthCheckMs, Math.max(0, (context.auth?.expiry ?? 0) - context.now));

const notProvided = (name: string) => () => {
  throw new Error(`session: actor "${name}" not provided`);
};

export const isAuthValid = (auth: AuthRecord | null | undefined, now: number): auth is AuthRecord =>
  !!auth?.token && !!auth.userId && auth.expiry > now;

/** Forgets the ended session: stores cleared, auth gone; a guest session is created next. */
const endSession = ['clearStores', 'forgetAuth'] as const;

export const sessionMachine = setup({
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
    forgetAuth: assign({ auth: undefined }),
  },
  guards: {
    hasValidAuth: ({ context }) => isAuthValid(context.auth, context.now),
    /** The session belongs to a registered user: logged in now, or the stored record came from a login. */
    isRegistered: ({ context }) => context.profile?.isGuest === false || context.auth?.registered === true,
    isPasswordExpired: (_, params: { profile: SessionProfile }) => params.profile.passwordExpired === true,
    isUnauthorized: (_, params: { error: unknown }) => (params.error as { status?: number })?.status === 401,
    /** Another attempt of the start step is allowed: a transient failure, and attempts left. */
    canRetry: ({ context }, params: { error: unknown }) =>
      context.attempts < startAttempts - 1 && isTransientFailure(params.error),
  },
  delays: {
    /** Until the stored auth expires, in steps of at most a day (timers cannot wait a month). */
    authCheck: ({ context }) => untilNextAuthCheck(context),
    /** Between two attempts of a start step. */
    retryDelay: startRetryDelayMs,
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ auth: input.storedAuth ?? undefined, now: input.now, attempts: 0 }),
  initial: 'restoring',
  on: {
    'clock.ticked': { actions: assign({ now: ({ event }) => event.now }) },
    'notice.dismissed': { actions: assign({ notice: undefined }) },
  },
  states: {
    restoring: {
      tags: 'busy',
      always: [
        { guard: 'hasValidAuth', target: 'loadingProfile' },
        {
          guard: 'isRegistered',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'loginExpired' })],
        },
        { target: 'creatingGuest', actions: endSession },
      ],
    },
    creatingGuest: {
      tags: 'busy',
      entry: assign({ errorCode: undefined, profile: undefined, features: undefined }),
      invoke: {
        id: 'createGuest',
        src: 'createGuest',
        onDone: {
          target: 'loadingProfile',
          actions: [
            assign({ auth: ({ event }) => ({ ...event.output, registered: false }), attempts: 0 }),
            { type: 'persistAuth', params: ({ event }) => ({ auth: { ...event.output, registered: false } }) },
          ],
        },
        onError: [
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'retryingGuest',
            actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
          },
          { target: 'failed', actions: assign({ errorCode: 'guestLoginFailed', attempts: 0 }) },
        ],
      },
    },
    /** A guest login failed on the way: tried again after a pause. */
    retryingGuest: {
      tags: 'busy',
      after: { retryDelay: 'creatingGuest' },
    },
    loadingProfile: {
      tags: 'busy',
      entry: assign({ errorCode: undefined }),
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ auth: context.auth! }),
        onDone: [
          {
            guard: { type: 'isPasswordExpired', params: ({ event }) => ({ profile: event.output.profile }) },
            target: 'passwordExpired',
            actions: assign({
              profile: ({ event }) => event.output.profile,
              features: ({ event }) => event.output.features,
              attempts: 0,
            }),
          },
          {
            // Through the expiry check, so `ready` never holds an auth that ran out while loading.
            target: 'checkingExpiry',
            actions: assign({
              profile: ({ event }) => event.output.profile,
              features: ({ event }) => event.output.features,
              attempts: 0,
            }),
          },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
          },
          {
            guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) },
            target: 'retryingProfile',
            actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
          },
          { target: 'failed', actions: assign({ errorCode: 'profileLoadFailed', attempts: 0 }) },
        ],
      },
    },
    /** The profile load failed on the way: tried again after a pause. */
    retryingProfile: {
      tags: 'busy',
      after: { retryDelay: 'loadingProfile' },
    },
    ready: {
      invoke: {
        id: 'watchAuthRejections',
        src: 'watchAuthRejections',
        input: ({ context }) => ({ token: context.auth!.token }),
      },
      initial: 'current',
      states: {
        current: { on: { 'profile.updated': 'refreshingProfile' } },
        refreshingProfile: {
          invoke: {
            id: 'loadProfile',
            src: 'loadProfile',
            input: ({ context }) => ({ auth: context.auth! }),
            onDone: {
              target: 'current',
              actions: assign({
                profile: ({ event }) => event.output.profile,
                features: ({ event }) => event.output.features,
              }),
            },
            onError: 'current',
          },
          // A second edit while the first refresh runs: load again, so the newest profile wins.
          on: { 'profile.updated': { target: 'refreshingProfile', reenter: true } },
        },
      },
      after: {
        authCheck: {
          target: 'checkingExpiry',
          actions: assign({ now: ({ context }) => context.now + untilNextAuthCheck(context) }),
        },
      },
      on: {
        'user.loggedIn': {
          target: 'loadingProfile',
          actions: [
            assign({ auth: ({ event }) => ({ ...event.auth, registered: true }), notice: undefined }),
            { type: 'persistAuth', params: ({ event }) => ({ auth: { ...event.auth, registered: true } }) },
          ],
        },
        'user.loggedOut': 'loggingOut',
        // The app reports the time when the page wakes up; a sleeping device may have missed the timer.
        'clock.ticked': { target: 'checkingExpiry', actions: assign({ now: ({ event }) => event.now }) },
        'auth.rejected': 'rejected',
      },
    },
    /** The platform refused the session's token: a registered user is told, a guest is renewed silently. */
    rejected: {
      always: [
        {
          guard: 'isRegistered',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'sessionTimedOut' })],
        },
        { target: 'creatingGuest', actions: endSession },
      ],
    },
    checkingExpiry: {
      always: [
        { guard: 'hasValidAuth', target: 'ready' },
        {
          guard: 'isRegistered',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'loginExpired' })],
        },
        { target: 'creatingGuest', actions: endSession },
      ],
    },
    passwordExpired: {
      on: {
        'password.changed': 'loadingProfile',
        'user.loggedOut': 'loggingOut',
      },
    },
    loggingOut: {
      tags: 'busy',
      entry: assign({ notice: undefined }),
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ auth: context.auth }),
        onDone: { target: 'creatingGuest', actions: endSession },
        onError: { target: 'creatingGuest', actions: endSession },
      },
    },
    /** The start failed: "Try again", or by itself once the connection is back (a start that failed offline). */
    failed: {
      tags: 'error',
      invoke: { id: 'watchConnection', src: 'watchConnection' },
      on: { 'session.retried': 'restoring', 'connection.restored': 'restoring' },
    },
  },
});
