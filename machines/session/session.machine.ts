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
import { assign } from 'xstate';
import { endSession, sessionSetup, untilNextAuthCheck } from './session.setup';

export {
  authLifetimeMs,
  isAuthValid,
  isTransientFailure,
  maxAuthCheckMs,
  type SessionAuth,
  type SessionContext,
  type SessionEvent,
  type SessionInput,
  type SessionNotice,
  startAttempts,
  startRetryDelayMs,
} from './session.setup';

export const sessionMachine = sessionSetup.createMachine({
  id: 'session',
  description:
    'Who the driver is, for as long as the app is open: a registered user after a login, otherwise a guest the ' +
    'app signs in by itself. The driver sees a starting screen until the session is ready, and a notice when a ' +
    'login ended without them asking.',
  context: ({ input }) => ({ auth: input.storedAuth ?? undefined, now: input.now, attempts: 0 }),
  initial: 'restoring',
  on: {
    'clock.ticked': {
      actions: assign({ now: ({ event }) => event.now }),
      description: 'The app tells the session the current time, so the next expiry check uses it.',
    },
    'notice.dismissed': {
      actions: assign({ notice: undefined }),
      description: 'The driver closes the notice that their login expired or their session timed out.',
    },
  },
  states: {
    restoring: {
      description:
        'The app has just opened and looks at the login kept on this device. The driver sees the starting screen.',
      tags: 'busy',
      always: [
        {
          guard: 'the kept login is complete and has not expired',
          target: 'loadingProfile',
          description: 'The kept login is complete and still valid: the app uses it.',
        },
        {
          guard: 'the session belongs to a registered user',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'loginExpired' })],
          description:
            "A registered user's kept login ran out: it is forgotten, the driver is told their login expired, and " +
            'the app continues as a guest.',
        },
        {
          target: 'creatingGuest',
          actions: endSession,
          description:
            'There is no usable kept login: whatever is left of it is forgotten and the app signs in as a guest.',
        },
      ],
    },
    creatingGuest: {
      description:
        'The app signs the driver in as a guest, so they can use it without an account. The driver sees the ' +
        'starting screen.',
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
          description: 'The platform created a guest session: it is kept on this device and the profile loads.',
        },
        onError: [
          {
            guard: {
              type: 'the failure may pass and attempts are left',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'retryingGuest',
            actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
            description:
              'The guest sign-in failed in a way that may pass (no network, a timeout, a server error) and it has ' +
              'been tried fewer than 3 times: it is tried again after a pause.',
          },
          {
            target: 'failed',
            actions: assign({ errorCode: 'guestLoginFailed', attempts: 0 }),
            description: 'The guest sign-in was refused, or failed 3 times: the start has failed.',
          },
        ],
      },
    },
    /** A guest login failed on the way: tried again after a pause. */
    retryingGuest: {
      description:
        'A guest sign-in failed on the way; the app waits 2 seconds before trying again. The driver still sees ' +
        'the starting screen.',
      tags: 'busy',
      after: {
        retryDelay: { target: 'creatingGuest', description: 'After 2 seconds the guest sign-in is tried again.' },
      },
    },
    loadingProfile: {
      description:
        "The app loads the driver's profile and account features (such as EV charging or the gift card shop). " +
        'The driver sees the starting screen.',
      tags: 'busy',
      entry: assign({ errorCode: undefined }),
      invoke: {
        id: 'loadProfile',
        src: 'loadProfile',
        input: ({ context }) => ({ auth: context.auth! }),
        onDone: [
          {
            guard: {
              type: 'the profile says the password is temporary or expired',
              params: ({ event }) => ({ profile: event.output.profile }),
            },
            target: 'passwordExpired',
            actions: assign({
              profile: ({ event }) => event.output.profile,
              features: ({ event }) => event.output.features,
              attempts: 0,
            }),
            description: "The driver's password is temporary or expired: they must change it before going on.",
          },
          {
            // Through the expiry check, so `ready` never holds an auth that ran out while loading.
            target: 'checkingExpiry',
            actions: assign({
              profile: ({ event }) => event.output.profile,
              features: ({ event }) => event.output.features,
              attempts: 0,
            }),
            description:
              'The profile is loaded: the login is checked once more, in case it ran out while loading, before ' +
              'the app opens.',
          },
        ],
        onError: [
          {
            guard: { type: 'the platform refused the session', params: ({ event }) => ({ error: event.error }) },
            target: 'rejected',
            description: "The platform answered 'unauthorised' to the profile load: the session ends.",
          },
          {
            guard: {
              type: 'the failure may pass and attempts are left',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'retryingProfile',
            actions: assign({ attempts: ({ context }) => context.attempts + 1 }),
            description:
              'The profile load failed in a way that may pass (no network, a timeout, a server error) and it has ' +
              'been tried fewer than 3 times: it is tried again after a pause.',
          },
          {
            target: 'failed',
            actions: assign({ errorCode: 'profileLoadFailed', attempts: 0 }),
            description: 'The profile load was refused, or failed 3 times: the start has failed.',
          },
        ],
      },
    },
    /** The profile load failed on the way: tried again after a pause. */
    retryingProfile: {
      description:
        'A profile load failed on the way; the app waits 2 seconds before trying again. The driver still sees ' +
        'the starting screen.',
      tags: 'busy',
      after: {
        retryDelay: { target: 'loadingProfile', description: 'After 2 seconds the profile load is tried again.' },
      },
    },
    ready: {
      description:
        'The session is ready and the driver uses the app, as a guest or as a registered user. In the background ' +
        'the app notices when the platform stops accepting the login and when the login runs out.',
      invoke: {
        id: 'watchAuthRejections',
        src: 'watchAuthRejections',
        input: ({ context }) => ({ token: context.auth!.token }),
      },
      initial: 'current',
      states: {
        current: {
          description: 'The profile the app holds is up to date.',
          on: {
            'profile.updated': {
              target: 'refreshingProfile',
              description: 'The driver saved changes to their profile: it loads again in the background.',
            },
          },
        },
        refreshingProfile: {
          description:
            'After the driver edited their profile, the app loads it again in the background. The screens stay ' +
            'as they are.',
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
              description: 'The fresh profile and account features replace the old ones.',
            },
            onError: {
              target: 'current',
              description: 'The refresh failed: the app keeps the profile it had, without telling the driver.',
            },
          },
          // A second edit while the first refresh runs: load again, so the newest profile wins.
          on: {
            'profile.updated': {
              target: 'refreshingProfile',
              reenter: true,
              description:
                'The driver edited their profile again while it loads: the load starts over, so the newest wins.',
            },
          },
        },
      },
      after: {
        authCheck: {
          target: 'checkingExpiry',
          actions: assign({ now: ({ context }) => context.now + untilNextAuthCheck(context) }),
          description:
            'The time the kept login expires has come, or a day has passed (the longest the app waits at once): ' +
            'the login is checked.',
        },
      },
      on: {
        'user.loggedIn': {
          target: 'loadingProfile',
          actions: [
            assign({ auth: ({ event }) => ({ ...event.auth, registered: true }), notice: undefined }),
            { type: 'persistAuth', params: ({ event }) => ({ auth: { ...event.auth, registered: true } }) },
          ],
          description:
            "The driver logged in: the new login is kept on this device, any notice is cleared, and the driver's " +
            'profile loads.',
        },
        'user.loggedOut': 'loggingOut',
        // The app reports the time when the page wakes up; a sleeping device may have missed the timer.
        'clock.ticked': {
          target: 'checkingExpiry',
          actions: assign({ now: ({ event }) => event.now }),
          description:
            'The page became visible again (a sleeping device may have missed the timer): the login is checked ' +
            'against the current time.',
        },
        'auth.rejected': {
          target: 'rejected',
          description: "The platform answered 'unauthorised' to a call made with this login: the session ends.",
        },
      },
    },
    /** The platform refused the session's token: a registered user is told, a guest is renewed silently. */
    rejected: {
      description:
        "The platform no longer accepts the session's login. A registered user is told their session timed out; " +
        "a guest's session is renewed without a word. Passed through at once.",
      always: [
        {
          guard: 'the session belongs to a registered user',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'sessionTimedOut' })],
          description:
            "A registered user's session ended: their data on this device is forgotten, they see a 'session timed " +
            "out' notice and continue as a guest.",
        },
        {
          target: 'creatingGuest',
          actions: endSession,
          description: "A guest's session ended: a new guest session is created silently.",
        },
      ],
    },
    checkingExpiry: {
      description:
        'The app checks whether the kept login is still valid (it lasts one month from login) before it opens or ' +
        'goes on. Passed through at once.',
      always: [
        {
          guard: 'the kept login is complete and has not expired',
          target: 'ready',
          description: 'The login is still valid: the driver goes on using the app.',
        },
        {
          guard: 'the session belongs to a registered user',
          target: 'creatingGuest',
          actions: [...endSession, assign({ notice: 'loginExpired' })],
          description:
            "A registered user's login ran out: their data on this device is forgotten, they see a 'login expired' " +
            'notice and continue as a guest.',
        },
        {
          target: 'creatingGuest',
          actions: endSession,
          description: "A guest's login ran out: a new guest session is created silently.",
        },
      ],
    },
    passwordExpired: {
      description:
        "The driver's password is temporary or expired: every screen sends them to the change-password page " +
        'until they set a new one or log out.',
      on: {
        'password.changed': {
          target: 'loadingProfile',
          description: 'The driver set a new password: the profile loads again and the app opens.',
        },
        'user.loggedOut': 'loggingOut',
      },
    },
    loggingOut: {
      description:
        "The app tells the platform the driver logs out, then forgets the login and the driver's data on this " +
        'device. The driver sees the starting screen for a moment.',
      tags: 'busy',
      entry: assign({ notice: undefined }),
      invoke: {
        id: 'logout',
        src: 'logout',
        input: ({ context }) => ({ auth: context.auth }),
        onDone: {
          target: 'creatingGuest',
          actions: [...endSession, 'clearDrafts'],
          description:
            "Logged out: the login, the driver's data and what they typed in forms on this device are forgotten; a " +
            'guest session starts.',
        },
        onError: {
          target: 'creatingGuest',
          actions: [...endSession, 'clearDrafts'],
          description:
            'The logout call failed, which keeps nobody logged in: the login and data are forgotten all the same ' +
            'and a guest session starts.',
        },
      },
    },
    /** The start failed: "Try again", or by itself once the connection is back (a start that failed offline). */
    failed: {
      description:
        "The session could not start. The driver sees 'We could not start your session' with a Try again button; " +
        'the app also tries again by itself once the connection is back.',
      tags: 'error',
      invoke: { id: 'watchConnection', src: 'watchConnection' },
      on: {
        'session.retried': { target: 'restoring', description: 'The driver taps Try again.' },
        'connection.restored': {
          target: 'restoring',
          description: 'The device is back online: the start is tried again by itself.',
        },
      },
    },
  },
});
