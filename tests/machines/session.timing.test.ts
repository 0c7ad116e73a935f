import { describe, expect, it, vi } from 'vitest';
import { createActor, fromCallback, fromPromise, SimulatedClock } from 'xstate';
import {
  type AuthRecord,
  authLifetimeMs,
  maxAuthCheckMs,
  type SessionProfile,
  selectNotice,
  sessionMachine,
} from '../../machines/session';
import { day, features, guestProfile, t0, userProfile } from './session.fixtures';

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function start(expiry: number, profile: SessionProfile = guestProfile) {
  const clock = new SimulatedClock();
  const createGuest = vi.fn(() => new Promise<AuthRecord>(() => {}));
  const clearStores = vi.fn();
  const machine = sessionMachine.provide({
    actors: {
      createGuest: fromPromise(createGuest),
      loadProfile: fromPromise(async () => ({ profile, features })),
      logout: fromPromise(async () => {}),
      watchAuthRejections: fromCallback(() => {}),
      watchConnection: fromCallback(() => {}),
    },
    actions: { clearStores },
  });
  const actor = createActor(machine, { input: { storedAuth: { token: 't', userId: 'u', expiry }, now: t0 }, clock });
  actor.start();
  return { actor, clock, createGuest, clearStores };
}

describe('session expiry', () => {
  it('keeps the session until the stored auth expires, then clears it and continues as guest', async () => {
    const { actor, clock, createGuest, clearStores } = start(t0 + authLifetimeMs);
    await flush();
    expect(actor.getSnapshot().value).toEqual({ ready: 'current' });
    for (let elapsed = 0; elapsed < authLifetimeMs - maxAuthCheckMs; elapsed += maxAuthCheckMs) {
      clock.increment(maxAuthCheckMs);
      expect(actor.getSnapshot().value, `after ${elapsed / day + 1} days`).toEqual({ ready: 'current' });
    }
    expect(createGuest).not.toHaveBeenCalled();
    clock.increment(maxAuthCheckMs);
    expect(actor.getSnapshot().value).toBe('creatingGuest');
    expect(actor.getSnapshot().context.auth).toBeUndefined();
    expect(clearStores).toHaveBeenCalledTimes(1);
    expect(createGuest).toHaveBeenCalledTimes(1);
  });

  it('never waits longer than a day at once (timers cannot hold a month)', async () => {
    const { clock, actor } = start(t0 + authLifetimeMs);
    const waits: number[] = [];
    const schedule = clock.setTimeout.bind(clock);
    clock.setTimeout = (fn: () => void, timeout: number) => {
      waits.push(timeout);
      return schedule(fn, timeout);
    };
    await flush();
    for (let elapsed = 0; elapsed < authLifetimeMs; elapsed += maxAuthCheckMs) clock.increment(maxAuthCheckMs);
    expect(actor.getSnapshot().value).toBe('creatingGuest');
    expect(waits.length).toBeGreaterThanOrEqual(authLifetimeMs / maxAuthCheckMs);
    expect(Math.max(...waits)).toBeLessThanOrEqual(maxAuthCheckMs);
    // setTimeout fires at once for anything above 2^31 - 1 ms (under 25 days).
    expect(maxAuthCheckMs).toBeLessThan(2 ** 31 - 1);
  });

  it('ends the session at its expiry when that comes before the next daily check', async () => {
    const { actor, clock } = start(t0 + 90 * 60_000);
    await flush();
    clock.increment(90 * 60_000 - 1);
    expect(actor.getSnapshot().value).toEqual({ ready: 'current' });
    clock.increment(1);
    expect(actor.getSnapshot().value).toBe('creatingGuest');
  });

  it('tells a registered user whose login ran out, and renews a guest silently', async () => {
    const user = start(t0 + day, userProfile);
    await flush();
    user.clock.increment(day);
    expect(user.actor.getSnapshot().value).toBe('creatingGuest');
    expect(selectNotice(user.actor.getSnapshot())).toBe('loginExpired');
    user.actor.send({ type: 'notice.dismissed' });
    expect(selectNotice(user.actor.getSnapshot())).toBeUndefined();

    const guest = start(t0 + day);
    await flush();
    guest.clock.increment(day);
    expect(guest.actor.getSnapshot().value).toBe('creatingGuest');
    expect(selectNotice(guest.actor.getSnapshot())).toBeUndefined();
  });

  it('tells a registered user whose stored login the platform refused, on start', async () => {
    const machine = sessionMachine.provide({
      actors: {
        createGuest: fromPromise(() => new Promise<AuthRecord>(() => {})),
        loadProfile: fromPromise(() => Promise.reject({ status: 401 })),
        logout: fromPromise(async () => {}),
        watchAuthRejections: fromCallback(() => {}),
        watchConnection: fromCallback(() => {}),
      },
    });
    const storedAuth = { token: 't', userId: 'u', expiry: t0 + day, registered: true };
    const actor = createActor(machine, { input: { storedAuth, now: t0 } }).start();
    await flush();
    expect(actor.getSnapshot().value).toBe('creatingGuest');
    expect(selectNotice(actor.getSnapshot())).toBe('sessionTimedOut');
  });

  it('is one month long from login', () => {
    expect(authLifetimeMs).toBeGreaterThanOrEqual(28 * day);
    expect(authLifetimeMs).toBeLessThanOrEqual(31 * day);
  });
});

describe('session start on a flaky connection', () => {
  const lost = { kind: 'network' };
  const guestAuth: AuthRecord = { token: 'g', userId: 'guest', expiry: t0 + day };

  function startFresh(failures: { guest: unknown[]; profile: unknown[] }) {
    const clock = new SimulatedClock();
    const calls = { guest: 0, profile: 0 };
    const machine = sessionMachine.provide({
      actors: {
        createGuest: fromPromise(async () => {
          const failure = failures.guest[calls.guest++];
          if (failure) throw failure;
          return guestAuth;
        }),
        loadProfile: fromPromise(async () => {
          const failure = failures.profile[calls.profile++];
          if (failure) throw failure;
          return { profile: guestProfile, features };
        }),
        logout: fromPromise(async () => {}),
        watchAuthRejections: fromCallback(() => {}),
        watchConnection: fromCallback(() => {}),
      },
    });
    const actor = createActor(machine, { input: { storedAuth: null, now: t0 }, clock }).start();
    return { actor, clock, calls };
  }

  it('tries the guest login and the profile again, 2 s apart, and starts', async () => {
    const { actor, clock, calls } = startFresh({ guest: [lost, { kind: 'timeout' }], profile: [lost] });
    await flush();
    expect(actor.getSnapshot().value).toBe('retryingGuest');
    expect(actor.getSnapshot().context.errorCode).toBeUndefined();
    clock.increment(1_999);
    expect(calls.guest).toBe(1);
    clock.increment(1);
    await flush();
    expect(calls.guest).toBe(2);
    clock.increment(2_000);
    await flush();
    expect(calls.guest).toBe(3);
    expect(actor.getSnapshot().value).toBe('retryingProfile');
    clock.increment(2_000);
    await flush();
    expect(calls.profile).toBe(2);
    expect(actor.getSnapshot().value).toEqual({ ready: 'current' });
  });

  it('fails after 3 attempts of one step', async () => {
    const bad = { kind: 'http', status: 502 };
    const { actor, clock, calls } = startFresh({ guest: [], profile: [bad, bad, bad, bad] });
    await flush();
    clock.increment(2_000);
    await flush();
    clock.increment(2_000);
    await flush();
    expect(calls.profile).toBe(3);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorCode).toBe('profileLoadFailed');
    clock.increment(10_000);
    await flush();
    expect(calls.profile).toBe(3);
  });

  it('does not try a refusal again', async () => {
    const { actor, calls } = startFresh({ guest: [{ kind: 'http', status: 403 }], profile: [] });
    await flush();
    expect(calls.guest).toBe(1);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorCode).toBe('guestLoginFailed');
  });
});
