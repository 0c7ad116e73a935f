import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import {
  bypassHoldMs,
  type GetPositionInput,
  geofenceMachine,
  locationWaitMs,
  type Position,
  positionIntervalMs,
  recentFixMs,
  selectCanBypass,
  selectIsHolding,
  selectIsPassed,
  selectOverlay,
} from '../../machines/geofence';

const station = { latitude: 52.52, longitude: 13.405 };
const near: Position = { latitude: 52.5205, longitude: 13.405 };
const far: Position = { latitude: 52.522, longitude: 13.405 };

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * Each fix answers with the next scripted result; the last one repeats; `{ code }` rejects like
 * GeolocationPositionError; `'silent'` never answers, as WebKit and an unanswered prompt do.
 */
type Fix = Position | { code: number } | 'silent';
function start(...script: Fix[]) {
  const clock = new SimulatedClock();
  const getPosition = vi.fn(async (_: { input: GetPositionInput }) => {
    const next = script.length > 1 ? script.shift()! : script[0]!;
    if (next === 'silent') return new Promise<Position>(() => {});
    if ('code' in next) throw next;
    return next;
  });
  const machine = geofenceMachine.provide({ actors: { getPosition: fromPromise(getPosition) } });
  const actor = createActor(machine, { input: { station }, clock }).start();
  /** Advances simulated time, then lets the fix's promise settle. */
  const advance = async (ms: number) => {
    clock.increment(ms);
    await flush();
  };
  return { actor, getPosition, advance };
}

describe('geofence polling', () => {
  it('re-checks the position every 5 s while inside, asking for a fresh fix each time', async () => {
    const { actor, getPosition, advance } = start(near);
    await flush();
    expect(actor.getSnapshot().matches('inside')).toBe(true);
    expect(getPosition).toHaveBeenCalledTimes(1);
    await advance(positionIntervalMs - 1);
    expect(getPosition).toHaveBeenCalledTimes(1);
    await advance(1);
    expect(getPosition).toHaveBeenCalledTimes(2);
    for (let tick = 0; tick < 10; tick++) await advance(positionIntervalMs);
    expect(getPosition).toHaveBeenCalledTimes(12);
    // The first may be a coarse fix from the last minute; every re-check wants a fresh, precise one.
    expect(getPosition.mock.calls.map(([{ input }]) => input)).toEqual([
      { maximumAgeMs: recentFixMs, highAccuracy: false },
      ...Array(11).fill({ maximumAgeMs: 0, highAccuracy: true }),
    ]);
    expect(recentFixMs).toBe(60_000);
    expect(positionIntervalMs).toBe(5_000);
    actor.stop();
  });

  it('keeps polling while outside and lets the driver in when the car arrives, and out when it leaves', async () => {
    const { actor, getPosition, advance } = start(far, far, far, near, far);
    await flush();
    expect(actor.getSnapshot().matches('outside')).toBe(true);
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('outside')).toBe(true);
    await advance(positionIntervalMs);
    expect(selectIsPassed(actor.getSnapshot())).toBe(true);
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('outside')).toBe(true);
    expect(getPosition).toHaveBeenCalledTimes(5);
    actor.stop();
  });
});

describe('the first check', () => {
  it('lets a driver in at once on a coarse fix from the last minute that says they are at the station', async () => {
    const { actor, getPosition } = start(near);
    await flush();
    expect(selectIsPassed(actor.getSnapshot())).toBe(true);
    expect(getPosition.mock.calls.map(([{ input }]) => input)).toEqual([
      { maximumAgeMs: recentFixMs, highAccuracy: false },
    ]);
    actor.stop();
  });

  it('never turns a driver away on such a fix alone: a fresh one decides, and lets the driver who arrived in', async () => {
    const { actor, getPosition } = start(far, near);
    await flush();
    expect(selectIsPassed(actor.getSnapshot())).toBe(true);
    expect(getPosition.mock.calls.map(([{ input }]) => input)).toEqual([
      { maximumAgeMs: recentFixMs, highAccuracy: false },
      { maximumAgeMs: 0, highAccuracy: true },
    ]);
    actor.stop();
  });

  it('keeps saying it checks while the fresh fix comes, then says "not at this station" when it agrees', async () => {
    const { actor, advance } = start(far, 'silent');
    await flush();
    expect(actor.getSnapshot().matches('confirming')).toBe(true);
    expect(selectOverlay(actor.getSnapshot())).toBe('locating');
    expect(selectCanBypass(actor.getSnapshot())).toBe(false);
    // No fresh fix within 8 s: the recent one stands, and the checks go on.
    await advance(locationWaitMs);
    expect(selectOverlay(actor.getSnapshot())).toBe('notNearStation');
    expect(selectCanBypass(actor.getSnapshot())).toBe(true);
    actor.stop();
  });

  it('treats an unavailable fix after the first as a missed tick and tries again next tick', async () => {
    const { actor, getPosition, advance } = start(near, { code: 2 }, { code: 3 }, far);
    await flush();
    await advance(positionIntervalMs);
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('inside')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeUndefined();
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('outside')).toBe(true);
    expect(getPosition).toHaveBeenCalledTimes(4);
    actor.stop();
  });

  it('stops polling when the permission is denied, until retried', async () => {
    const { actor, getPosition, advance } = start(near, { code: 1 }, near);
    await flush();
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('noGeolocation')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('geolocationDenied');
    await advance(10 * positionIntervalMs);
    expect(getPosition).toHaveBeenCalledTimes(2);
    actor.send({ type: 'geolocation.retried' });
    await flush();
    expect(actor.getSnapshot().matches('inside')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeUndefined();
    actor.stop();
  });
});

describe('a browser that does not answer', () => {
  it('leaves "checking" after 8 s for the way on without a position, the bypass offered; a retry asks again', async () => {
    const { actor, getPosition, advance } = start('silent', near);
    await flush();
    await advance(locationWaitMs - 1);
    expect(actor.getSnapshot().matches('locating')).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().matches('noGeolocation')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBe('geolocationUnanswered');
    expect(actor.getSnapshot().children.getPosition).toBeUndefined();
    expect(selectCanBypass(actor.getSnapshot())).toBe(true);
    expect(locationWaitMs).toBe(8_000);
    actor.send({ type: 'geolocation.retried' });
    await flush();
    expect(actor.getSnapshot().matches('inside')).toBe(true);
    expect(getPosition).toHaveBeenCalledTimes(2);
    actor.stop();
  });

  it('once located, counts a silent check as missed and goes on polling', async () => {
    const { actor, getPosition, advance } = start(near, 'silent', far);
    await flush();
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches({ inside: 'checking' })).toBe(true);
    await advance(locationWaitMs);
    expect(actor.getSnapshot().matches({ inside: 'waiting' })).toBe(true);
    await advance(positionIntervalMs);
    expect(actor.getSnapshot().matches('outside')).toBe(true);
    expect(getPosition).toHaveBeenCalledTimes(3);
    actor.stop();
  });
});

describe('geofence bypass hold', () => {
  it('needs the full 5 s: 4999 ms is not enough', async () => {
    const { actor, advance } = start(far);
    await flush();
    actor.send({ type: 'bypass.pressed' });
    expect(selectIsHolding(actor.getSnapshot())).toBe(true);
    await advance(bypassHoldMs - 1);
    expect(selectIsPassed(actor.getSnapshot())).toBe(false);
    expect(selectIsHolding(actor.getSnapshot())).toBe(true);
    await advance(1);
    expect(actor.getSnapshot().matches('bypassed')).toBe(true);
    expect(selectIsPassed(actor.getSnapshot())).toBe(true);
    expect(bypassHoldMs).toBe(5_000);
  });

  it('is cancelled by releasing the button, and a new press starts from zero', async () => {
    const { actor, advance } = start(far);
    await flush();
    actor.send({ type: 'bypass.pressed' });
    await advance(4_000);
    actor.send({ type: 'bypass.released' });
    expect(selectIsHolding(actor.getSnapshot())).toBe(false);
    await advance(2_000);
    expect(selectIsPassed(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'bypass.pressed' });
    await advance(bypassHoldMs - 1);
    expect(selectIsPassed(actor.getSnapshot())).toBe(false);
    await advance(1);
    expect(actor.getSnapshot().matches('bypassed')).toBe(true);
  });

  it('is not restarted by a poll that keeps the driver outside', async () => {
    const { actor, getPosition, advance } = start(far);
    await flush();
    await advance(2_000);
    actor.send({ type: 'bypass.pressed' });
    await advance(3_000); // the poll at 5 s answers "far" while the button is held
    expect(getPosition).toHaveBeenCalledTimes(3); // the first fix, its confirmation, the poll
    await advance(bypassHoldMs - 3_000);
    expect(actor.getSnapshot().matches('bypassed')).toBe(true);
  });

  it('works without geolocation too, and clears the error', async () => {
    const { actor, advance } = start({ code: 1 });
    await flush();
    expect(actor.getSnapshot().context.errorCode).toBe('geolocationDenied');
    actor.send({ type: 'bypass.pressed' });
    await advance(bypassHoldMs);
    expect(actor.getSnapshot().matches('bypassed')).toBe(true);
    expect(actor.getSnapshot().context.errorCode).toBeUndefined();
  });

  it('stops polling once bypassed', async () => {
    const { actor, getPosition, advance } = start(far);
    await flush();
    actor.send({ type: 'bypass.pressed' });
    await advance(bypassHoldMs);
    const calls = getPosition.mock.calls.length;
    for (let tick = 0; tick < 12; tick++) await advance(positionIntervalMs);
    expect(getPosition).toHaveBeenCalledTimes(calls);
    expect(actor.getSnapshot().children.getPosition).toBeUndefined();
    expect(actor.getSnapshot().matches('bypassed')).toBe(true);
  });

  it('is not offered while locating or inside', async () => {
    const { actor, advance } = start(near);
    actor.send({ type: 'bypass.pressed' });
    expect(selectIsHolding(actor.getSnapshot())).toBe(false);
    await flush();
    actor.send({ type: 'bypass.pressed' });
    await advance(bypassHoldMs);
    expect(actor.getSnapshot().matches('inside')).toBe(true);
    actor.stop();
  });
});
