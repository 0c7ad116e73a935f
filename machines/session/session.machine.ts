/**
 * Session: who the user is, for the app's whole lifetime (no final state).
 *
 * On start the stored auth record (input) is used while it has a token, a user id and an expiry in the future;
 * otherwise it is removed and a guest session is created. The profile and the account features load after
 * every login. A 401 on the profile fetch logs in as guest. An expired or temporary password holds the session
 * in `passwordExpired` until the password is changed. Logout clears the stored auth and continues as guest.
 * While ready, the session ends by itself when the auth record expires (one month after login). After the user
 * edits their profile (`profile.updated`) the profile and features load again in the background: the session
 * stays `ready` (the app keeps its screens), and a failed refresh keeps the copy it has.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { AccountFeatureSet, AuthRecord, SessionErrorCode, SessionProfile } from '../shared/ports';

export interface SessionInput {
  storedAuth?: AuthRecord | null;
  /** Milliseconds since the epoch; injected so tests control time. */
  now: number;
}

export interface SessionContext {
  auth?: AuthRecord;
  profile?: SessionProfile;
  features?: AccountFeatureSet;
  errorCode?: SessionErrorCode;
  now: number;
}

export type SessionEvent =
  | { type: 'user.loggedIn'; auth: AuthRecord }
  | { type: 'user.loggedOut' }
  | { type: 'password.changed' }
  | { type: 'session.retried' }
  | { type: 'profile.updated' }
  | { type: 'clock.ticked'; now: number };

export const authLifetimeMs = 31 * 24 * 3_600_000;

/** The longest single wait of the expiry check; setTimeout cannot hold a month. */
export const maxAuthCheckMs = 24 * 3_600_000;
const untilNextAuthCheck = (context: SessionContext) =>
  Math.min(maxAuthCheckMs, Math.max(0, (context.auth?.expiry ?? 0) - context.now));

const notProvided = (name: string) => () => {
  throw new Error(`session: actor "${name}" not provided`);
};

export const isAuthValid = (auth: AuthRecord | null | undefined, now: number): auth is AuthRecord =>
  !!auth?.token && !!auth.userId && auth.expiry > now;

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
  },
  actions: {
    /** Writes the auth record to browser storage (provided by the app). */
    persistAuth: (_, _params: { auth: AuthRecord }) => {},
    /** Removes the stored auth and every store of the previous user (provided by the app). */
    clearStores: () => {},
  },
  guards: {
    hasValidAuth: ({ context }) => isAuthValid(context.auth, context.now),
    isPasswordExpired: (_, params: { profile: SessionProfile }) => params.profile.passwordExpired === true,
    isUnauthorized: (_, params: { error: unknown }) => (params.error as { status?: number })?.status === 401,
  },
  delays: {
    /** Until the stored auth expires, in steps of at most a day (timers cannot wait a month). */
    authCheck: ({ context }) => untilNextAuthCheck(context),
  },
}).createMachine({
  id: 'session',
  context: ({ input }) => ({ auth: input.storedAuth ?? undefined, now: input.now }),
  initial: 'restoring',
  on: { 'clock.ticked': { actions: assign({ now: ({ event }) => event.now }) } },
  states: {
    restoring: {
      tags: 'busy',
      always: [
        { guard: 'hasValidAuth', target: 'loadingProfile' },
        { target: 'creatingGuest', actions: ['clearStores', assign({ auth: undefined })] },
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
            assign({ auth: ({ event }) => event.output }),
            { type: 'persistAuth', params: ({ event }) => ({ auth: event.output }) },
          ],
        },
        onError: { target: 'failed', actions: assign({ errorCode: 'guestLoginFailed' }) },
      },
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
            }),
          },
          {
            // Through the expiry check, so `ready` never holds an auth that ran out while loading.
            target: 'checkingExpiry',
            actions: assign({
              profile: ({ event }) => event.output.profile,
              features: ({ event }) => event.output.features,
            }),
          },
        ],
        onError: [
          {
            guard: { type: 'isUnauthorized', params: ({ event }) => ({ error: event.error }) },
            target: 'creatingGuest',
            actions: ['clearStores', assign({ auth: undefined })],
          },
          { target: 'failed', actions: assign({ errorCode: 'profileLoadFailed' }) },
        ],
      },
    },
    ready: {
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
            assign({ auth: ({ event }) => event.auth }),
            { type: 'persistAuth', params: ({ event }) => ({ auth: event.auth }) },
          ],
        },
        'user.loggedOut': 'loggingOut',
        // The app reports the time when the page wakes up; a sleeping device may have missed the timer.
        'clock.ticked': { target: 'checkingExpiry', actions: assign({ now: ({ event }) => event.now }) },
      },
    },
    checkingExpiry: {
      always: [
        { guard: 'hasValidAuth', target: 'ready' },
        { target: 'creatingGuest', actions: ['clearStores', assign({ auth: undefined })] },
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
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ auth: context.auth }),
        onDone: { target: 'creatingGuest', actions: ['clearStores', assign({ auth: undefined })] },
        onError: { target: 'creatingGuest', actions: ['clearStores', assign({ auth: undefined })] },
      },
    },
    failed: {
      tags: 'error',
      on: { 'session.retried': 'restoring' },
    },
  },
});
