import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import {
  distanceM,
  type GeofenceInput,
  geofenceMachine,
  geofenceRadiusM,
  type Position,
  selectCanBypass,
  selectIsHolding,
  selectIsPassed,
  selectOverlay,
} from '../../machines/geofence';
import { leafStateIds, transitionKeys, traversalEvents } from '../graph/traversalEvents';

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

const label = (event: Event) => {
  const { output, error } = event as { output?: Position; error?: { code: number } };
  if (output) return `${event.type}(${output === near ? 'near' : 'far'})`;
  if (error) return `${event.type}(code ${error.code})`;
  return event.type;
};

const verdict = (s: Snap) => (s.matches('inside') ? 'inside' : s.matches('outside') ? 'outside' : undefined);
const isFixing = (s: Snap) =>
  s.matches('locating') || s.matches({ inside: 'checking' }) || s.matches({ outside: { poll: 'checking' } });

describe('geofence paths', () => {
  const paths = getShortestPaths(geofenceMachine, { input, events, serializeState });

  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .slice(1)
            .map((s) => label(s.event))
            .join(' → ') || 'initial',
          p,
        ] as const,
    ),
  )('%s', (_name, path) => {
    const actor = createActor(inert, { input, clock: new SimulatedClock() }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    // An error overlay always has a code to translate, and only it has one.
    expect(snapshot.hasTag('error')).toBe(snapshot.context.errorCode !== undefined);
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

    actor.stop();
  });

  it('passes only by being near the station or by a completed hold', () => {
    const passed = paths.filter((p) => selectIsPassed(p.state));
    for (const path of passed) {
      const types = path.steps.map((s) => s.event.type);
      if (path.state.matches('bypassed')) expect(types.at(-1)).toMatch(/^xstate\.after\.bypassHold\./);
      else expect(path.steps.findLast((s) => 'output' in s.event)?.event).toMatchObject({ output: near });
    }
    expect(passed.length).toBeGreaterThan(0);
  });
});

describe('geofence graph coverage', () => {
  const reached = new Set<string>();
  const taken = new Set<string>();
  const edges: { from: Snap; event: Event; to: Snap }[] = [];
  const adjacency = getAdjacencyMap(geofenceMachine, { input, events, serializeState });
  for (const { state, transitions } of Object.values(adjacency)) {
    for (const node of state._nodes) reached.add(node.id);
    for (const { event, state: to } of Object.values(transitions) as { event: Event; state: Snap }[]) {
      edges.push({ from: state as Snap, event, to });
      for (const node of state._nodes) if (node.transitions.has(event.type)) taken.add(`${node.id} → ${event.type}`);
    }
  }

  it.each(edges.map((e) => [`${serializeState(e.from)} --${label(e.event)}-->`, e] as const))(
    'edge %s follows the rules',
    (_name, { from, event, to }) => {
      const { output, error } = event as { output?: Position; error?: { code: number } };
      if (output) expect(verdict(to)).toBe(output === near ? 'inside' : 'outside');
      if (error?.code === 1)
        expect([to.matches('noGeolocation'), to.context.errorCode]).toEqual([true, 'geolocationDenied']);
      // Once located, an unavailable fix is a missed tick and the verdict stands; on the first fix it is an error.
      if (error && error.code !== 1) {
        if (from.matches('locating')) expect(to.context.errorCode).toBe('geolocationUnavailable');
        else expect(verdict(to)).toBe(verdict(from));
      }
      if (event.type === 'bypass.released') expect(selectIsHolding(to)).toBe(false);
      if (event.type.startsWith('xstate.after.bypassHold.')) expect(to.matches('bypassed')).toBe(true);
      if (to.matches('bypassed')) expect(event.type).toMatch(/^xstate\.after\.bypassHold\./);
    },
  );

  it('reaches every state', () => {
    expect(leafStateIds(geofenceMachine).filter((id) => !reached.has(id))).toEqual([]);
  });

  it('takes every transition', () => {
    expect(transitionKeys(geofenceMachine).filter((key) => !taken.has(key))).toEqual([]);
  });

  it('judges the fixtures as intended (near inside the radius, far outside)', () => {
    expect(distanceM(input.station, near)).toBeLessThan(geofenceRadiusM);
    expect(distanceM(input.station, far)).toBeGreaterThan(geofenceRadiusM);
  });
});
