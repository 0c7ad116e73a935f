import { describe, expect, it } from 'vitest';
import { type AnyEventObject, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  distanceM,
  type GeofenceInput,
  type GetPositionInput,
  geofenceMachine,
  geofenceRadiusM,
  type Position,
  selectCanBypass,
  selectIsHolding,
  selectIsPassed,
  selectOverlay,
  userDeniedGeolocation,
} from '../../machines/geofence';
import { describeFlowPaths, eventType } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof geofenceMachine>;
type Event = EventFromLogic<typeof geofenceMachine>;

const input: GeofenceInput = { station: { latitude: 52.52, longitude: 13.405 } };
/** About 56 m north of the station. */
const near: Position = { latitude: 52.5205, longitude: 13.405, accuracy: 10 };
/** About 222 m north of the station. */
const far: Position = { latitude: 52.522, longitude: 13.405, accuracy: 10 };
const denied = { code: 1, message: 'User denied Geolocation' };
const unavailable = { code: 2, message: 'Position unavailable' };

const events = traversalEvents<Event>({
  'xstate.done.actor.getPosition': [{ output: near }, { output: far }],
  'xstate.error.actor.getPosition': [{ error: denied }, { error: unavailable }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null]);

const inert = geofenceMachine.provide({
  actors: { getPosition: fromPromise(() => new Promise<Position>(() => {})) },
});

const describeEvent = (event: AnyEventObject) => {
  const output: Position | undefined = event.output;
  const error: { code: number } | undefined = event.error;
  if (output) return `${eventType(event)}(${output === near ? 'near' : 'far'})`;
  if (error) return `${eventType(event)}(code ${error.code})`;
  return eventType(event);
};

const verdict = (s: Snap) => (s.matches('inside') ? 'inside' : s.matches('outside') ? 'outside' : undefined);
const isFixing = (s: Snap) =>
  s.matches('locating') ||
  s.matches('confirming') ||
  s.matches({ inside: 'checking' }) ||
  s.matches({ outside: { poll: 'checking' } });

describeFlowPaths('geofence', {
  machine: geofenceMachine,
  inert,
  inputs: [['a station', input]],
  events,
  serializeState,
  describeEvent,
  check: (snapshot) => {
    expect(selectIsPassed(snapshot)).toBe(snapshot.matches('inside') || snapshot.matches('bypassed'));
    // The verdict agrees with the last fix.
    if (snapshot.matches('inside')) expect(snapshot.context.distanceM).toBeLessThanOrEqual(geofenceRadiusM);
    if (snapshot.matches('outside')) expect(snapshot.context.distanceM).toBeGreaterThan(geofenceRadiusM);
    // A position is asked for only while locating or checking: nothing polls in noGeolocation or bypassed.
    expect(snapshot.children.getPosition !== undefined).toBe(isFixing(snapshot));
    // The overlay hides the pay screens exactly while the gate is closed, and only then offers the bypass.
    expect(selectOverlay(snapshot) === undefined).toBe(selectIsPassed(snapshot));
    expect(selectCanBypass(snapshot)).toBe(snapshot.matches('outside') || snapshot.matches('noGeolocation'));
    expect(selectIsHolding(snapshot)).toBe(
      snapshot.matches({ outside: { bypass: 'holding' } }) || snapshot.matches({ noGeolocation: 'holding' }),
    );
  },
  checkTransition: ({ from, event, to }) => {
    const output: Position | undefined = event.output;
    const error: { code: number } | undefined = event.error;
    // A first fix (perhaps a minute old) that says "away" is confirmed by a fresh one before the driver is told.
    if (output && from.matches('locating') && output === far) expect(to.matches('confirming')).toBe(true);
    else if (output) expect(verdict(to)).toBe(output === near ? 'inside' : 'outside');
    if (error?.code === userDeniedGeolocation)
      expect([to.matches('noGeolocation'), to.context.errorCode]).toEqual([true, 'geolocationDenied']);
    // Once located, an unavailable fix is a missed tick and the verdict stands (while confirming, the recent fix's
    // "away"); on the first fix it is an error.
    const missedVerdict = from.matches('confirming') ? 'outside' : verdict(from);
    if (error && error.code !== userDeniedGeolocation) {
      if (from.matches('locating')) expect(to.context.errorCode).toBe('geolocationUnavailable');
      else expect(verdict(to)).toBe(missedVerdict);
    }
    // A browser that does not answer: on the first fix the way on without a position, later a missed tick.
    if (event.type.startsWith('xstate.after.locationWait.')) {
      if (from.matches('locating')) expect(to.context.errorCode).toBe('geolocationUnanswered');
      else expect(verdict(to)).toBe(missedVerdict);
    }
    // Only the first fix may be an old or a coarse one.
    if (to.children.getPosition && !to.matches('locating'))
      expect((to.children.getPosition as { options?: { input?: GetPositionInput } }).options?.input).toEqual({
        maximumAgeMs: 0,
        highAccuracy: true,
      });
    if (event.type === 'bypass.released') expect(selectIsHolding(to)).toBe(false);
    if (event.type.startsWith('xstate.after.bypassHold.')) expect(to.matches('bypassed')).toBe(true);
    if (to.matches('bypassed')) expect(event.type).toMatch(/^xstate\.after\.bypassHold\./);
  },
  pathTests: (paths) => {
    it('passes only by being near the station or by a completed hold', () => {
      const passed = paths.filter((path) => selectIsPassed(path.state));
      for (const path of passed) {
        const last = path.steps.at(-1)?.event;
        if (path.state.matches('bypassed')) expect(last?.type).toMatch(/^xstate\.after\.bypassHold\./);
        else
          expect(path.steps.findLast((step) => step.event && 'output' in step.event)?.event).toMatchObject({
            output: near,
          });
      }
      expect(passed.length).toBeGreaterThan(0);
    });
  },
});

describe('geofence fixtures', () => {
  it('judges the fixtures as intended (near inside the radius, far outside)', () => {
    expect(distanceM(input.station, near)).toBeLessThan(geofenceRadiusM);
    expect(distanceM(input.station, far)).toBeGreaterThan(geofenceRadiusM);
  });
});
