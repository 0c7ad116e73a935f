import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromCallback, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type AccountFeatureSet,
  isAuthValid,
  type SessionInput,
  type SessionProfile,
  selectIsGuest,
  selectIsReady,
  selectIsSignedIn,
  selectNotice,
  selectProfile,
  selectUserId,
  sessionMachine,
} from '../../machines/session';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import {
  expiredAuth,
  expiredLogin,
  expiredPasswordProfile,
  features,
  guestProfile,
  inertSession,
  t0,
  userProfile,
  validAuth,
} from './session.fixtures';

type Snap = SnapshotFrom<typeof sessionMachine>;
type Event = EventFromLogic<typeof sessionMachine>;

const events = traversalEvents<Event>({
  'xstate.done.actor.createGuest': [{ output: validAuth }],
  'xstate.error.actor.createGuest': [{ error: new Error('refused') }, { error: { kind: 'network' } }],
  'xstate.done.actor.loadProfile': [
    { output: { profile: guestProfile, features } },
    { output: { profile: userProfile, features } },
    { output: { profile: expiredPasswordProfile, features } },
  ],
  'xstate.error.actor.loadProfile': [
    { error: { status: 401 } },
    { error: { kind: 'http', status: 422 } },
    { error: { kind: 'http', status: 502 } },
  ],
  'xstate.done.actor.logout': [{ output: undefined }],
  'xstate.error.actor.logout': [{ error: new Error('nothing to logout') }],
  'user.loggedIn': [{ auth: validAuth }],
  'clock.ticked': [{ now: validAuth.expiry + 1 }],
});

/** Registered or guest matters: only a registered user's ended session leaves a notice. */
const isRegistered = (s: Snap) => s.context.profile?.isGuest === false || s.context.auth?.registered === true;
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.errorCode ?? null,
    isAuthValid(s.context.auth, s.context.now),
    isRegistered(s),
    s.context.notice ?? null,
    s.context.attempts,
  ]);

const inputs: [string, SessionInput][] = [
  ['stored valid auth', { storedAuth: validAuth, now: t0 }],
  ['a stored valid login', { storedAuth: { ...validAuth, registered: true }, now: t0 }],
  ['expired stored guest auth', { storedAuth: expiredAuth, now: t0 }],
  ['an expired stored login', { storedAuth: expiredLogin, now: t0 }],
  ['no stored auth', { storedAuth: null, now: t0 }],
];

describeFlowPaths('session', {
  machine: sessionMachine,
  inert: inertSession,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    // The app is usable only with a valid session.
    if (snapshot.matches('ready')) expect(isAuthValid(snapshot.context.auth, snapshot.context.now)).toBe(true);
    // A notice tells why a registered user's session ended; it never stays once they are logged in again.
    if (selectNotice(snapshot)) expect(snapshot.context.auth?.registered ?? false).toBe(false);
  },
});

describe('session start', () => {
  it('starts from valid stored auth without creating a guest, and otherwise creates one', () => {
    const valid = createActor(inertSession, { input: inputs[0]![1] }).start();
    expect(valid.getSnapshot().value).toBe('loadingProfile');
    const expired = createActor(inertSession, { input: inputs[2]![1] }).start();
    expect(expired.getSnapshot().value).toBe('creatingGuest');
    expect(expired.getSnapshot().context.auth).toBeUndefined();
  });

  it('says the login expired only when the expired record came from a login', () => {
    const login = createActor(inertSession, { input: { storedAuth: expiredLogin, now: t0 } }).start();
    expect(login.getSnapshot().value).toBe('creatingGuest');
    expect(selectNotice(login.getSnapshot())).toBe('loginExpired');
    const guest = createActor(inertSession, { input: { storedAuth: expiredAuth, now: t0 } }).start();
    expect(selectNotice(guest.getSnapshot())).toBeUndefined();
    const none = createActor(inertSession, { input: { storedAuth: null, now: t0 } }).start();
    expect(selectNotice(none.getSnapshot())).toBeUndefined();
  });
});

describe('who is signed in while the profile loads', () => {
  const loading = (storedAuth: SessionInput['storedAuth']) =>
    createActor(inertSession, { input: { storedAuth, now: t0 } })
      .start()
      .getSnapshot();

  it("signs a guest in with their login: the station's screens need no profile", () => {
    const guest = loading({ ...validAuth, userId: 'guest-1', registered: false });
    expect(guest.value).toBe('loadingProfile');
    expect(selectIsReady(guest)).toBe(false);
    expect(selectIsSignedIn(guest)).toBe(true);
    expect(selectIsGuest(guest)).toBe(true);
    expect(selectUserId(guest)).toBe('guest-1');
  });

  it("keeps a registered user's screens for the profile, which may send them to change their password", () => {
    const user = loading({ ...validAuth, registered: true });
    expect(selectIsSignedIn(user)).toBe(false);
    expect(selectIsGuest(user)).toBe(false);
    // A kept record from before logins were marked: nobody knows whose it is until the profile answers.
    expect(selectIsSignedIn(loading(validAuth))).toBe(false);
  });

  it('signs nobody in while a guest login is asked for', () => {
    const none = loading(null);
    expect(none.value).toBe('creatingGuest');
    expect(selectIsSignedIn(none)).toBe(false);
    expect(selectUserId(none)).toBeUndefined();
  });
});

describe('session profile refresh after an edit', () => {
  const before: SessionProfile = { id: 'user-1', firstName: 'Dana', isGuest: false, passwordExpired: false };
  const after: SessionProfile = { ...before, firstName: 'Dora' };

  /** A session whose profile loads answer in the order the test settles them. */
  function startSession() {
    const loads: {
      resolve: (v: { profile: SessionProfile; features: AccountFeatureSet }) => void;
      reject: (e: unknown) => void;
    }[] = [];
    const machine = sessionMachine.provide({
      actors: {
        watchAuthRejections: fromCallback(() => {}),
        watchConnection: fromCallback(() => {}),
        loadProfile: fromPromise(
          () =>
            new Promise<{ profile: SessionProfile; features: AccountFeatureSet }>((resolve, reject) =>
              loads.push({ resolve, reject }),
            ),
        ),
      },
    });
    const actor = createActor(machine, { input: { storedAuth: validAuth, now: t0 } }).start();
    return { actor, loads };
  }
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('loads the profile again without leaving ready, and takes the new one', async () => {
    const { actor, loads } = startSession();
    loads[0]!.resolve({ profile: before, features });
    await settle();
    actor.send({ type: 'profile.updated' });
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshingProfile' });
    expect(selectIsReady(actor.getSnapshot())).toBe(true);
    expect(loads).toHaveLength(2);
    loads[1]!.resolve({ profile: after, features });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'current' });
    expect(selectProfile(actor.getSnapshot())?.firstName).toBe('Dora');
    actor.stop();
  });

  it('keeps the profile it has and stays ready when the refresh fails, even with a 401', async () => {
    const { actor, loads } = startSession();
    loads[0]!.resolve({ profile: before, features });
    await settle();
    actor.send({ type: 'profile.updated' });
    loads[1]!.reject({ status: 401 });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'current' });
    expect(selectProfile(actor.getSnapshot())?.firstName).toBe('Dana');
    actor.stop();
  });

  it('a second edit during a refresh loads again, and the last answer wins', async () => {
    const { actor, loads } = startSession();
    loads[0]!.resolve({ profile: before, features });
    await settle();
    actor.send({ type: 'profile.updated' });
    actor.send({ type: 'profile.updated' });
    expect(loads).toHaveLength(3);
    loads[1]!.resolve({ profile: { ...before, firstName: 'Stale' }, features });
    await settle();
    expect(actor.getSnapshot().value).toEqual({ ready: 'refreshingProfile' });
    loads[2]!.resolve({ profile: after, features });
    await settle();
    expect(selectProfile(actor.getSnapshot())?.firstName).toBe('Dora');
    actor.stop();
  });
});
