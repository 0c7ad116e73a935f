import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { isAuthValid, type SessionInput, sessionMachine } from '../../machines/session';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import {
  expiredAuth,
  expiredPasswordProfile,
  features,
  guestProfile,
  inertSession,
  t0,
  validAuth,
} from './session.fixtures';

type Snap = SnapshotFrom<typeof sessionMachine>;
type Event = EventFromLogic<typeof sessionMachine>;

const events = traversalEvents<Event>({
  'xstate.done.actor.createGuest': [{ output: validAuth }],
  'xstate.error.actor.createGuest': [{ error: new Error('offline') }],
  'xstate.done.actor.loadProfile': [
    { output: { profile: guestProfile, features } },
    { output: { profile: expiredPasswordProfile, features } },
  ],
  'xstate.error.actor.loadProfile': [{ error: { status: 401 } }, { error: { status: 500 } }],
  'xstate.done.actor.logout': [{ output: undefined }],
  'xstate.error.actor.logout': [{ error: new Error('nothing to logout') }],
  'user.loggedIn': [{ auth: validAuth }],
  'clock.ticked': [{ now: validAuth.expiry + 1 }],
});

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.errorCode ?? null, isAuthValid(s.context.auth, s.context.now)]);

const inputs: [string, SessionInput][] = [
  ['stored valid auth', { storedAuth: validAuth, now: t0 }],
  ['expired stored auth', { storedAuth: expiredAuth, now: t0 }],
  ['no stored auth', { storedAuth: null, now: t0 }],
];

describeFlowPaths('session', {
  machine: sessionMachine,
  inert: inertSession,
  inputs,
  events,
  serializeState,
  // The app is usable only with a valid session.
  check: (snapshot) => {
    if (snapshot.matches('ready')) expect(isAuthValid(snapshot.context.auth, snapshot.context.now)).toBe(true);
  },
});

describe('session start', () => {
  it('starts from valid stored auth without creating a guest, and otherwise creates one', () => {
    const valid = createActor(inertSession, { input: inputs[0]![1] }).start();
    expect(valid.getSnapshot().value).toBe('loadingProfile');
    const expired = createActor(inertSession, { input: inputs[1]![1] }).start();
    expect(expired.getSnapshot().value).toBe('creatingGuest');
    expect(expired.getSnapshot().context.auth).toBeUndefined();
  });
});
