import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { isAuthValid, type SessionInput, selectNotice, sessionMachine } from '../../machines/session';
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
  'xstate.error.actor.createGuest': [{ error: new Error('offline') }],
  'xstate.done.actor.loadProfile': [
    { output: { profile: guestProfile, features } },
    { output: { profile: userProfile, features } },
    { output: { profile: expiredPasswordProfile, features } },
  ],
  'xstate.error.actor.loadProfile': [{ error: { status: 401 } }, { error: { status: 500 } }],
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
