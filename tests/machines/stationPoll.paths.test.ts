import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getAdjacencyMap, getShortestPaths } from 'xstate/graph';
import { type StationLike, type StationPollInput, selectStation, stationPollMachine } from '../../machines/stationPoll';
import { leafStateIds, transitionKeys, traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof stationPollMachine>;
type Event = EventFromLogic<typeof stationPollMachine>;

const station = (status: string): StationLike => ({
  _id: 'station-1',
  status,
  location: { latitude: 51.43, longitude: 9.7 },
});

const events = traversalEvents<Event>({
  'xstate.done.actor.fetchStation': [{ output: station('ONLINE') }, { output: station('OFFLINE') }],
  'xstate.error.actor.fetchStation': [{ error: Object.assign(new Error('Bad Gateway'), { status: 502 }) }],
});

/** The status of the last station seen tells "offline but an order goes on" apart from a healthy station. */
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.station?.status ?? null]);

const inputs: [string, StationPollInput][] = [
  ['no order', { stationId: 'station-1', hasOrderId: false }],
  ['an order under way', { stationId: 'station-1', hasOrderId: true }],
];

const inert = stationPollMachine.provide({
  actors: { fetchStation: fromPromise(() => new Promise<StationLike>(() => {})) },
});

describe.each(inputs)('stationPoll paths with %s', (_, input) => {
  const paths = getShortestPaths(stationPollMachine, { input, events, serializeState });

  it('ends only when the station goes offline and there is no order', () => {
    const ends = paths.filter((p) => p.state.status === 'done').map((p) => p.state.context.station?.status);
    expect(ends).toEqual(input.hasOrderId ? [] : ['OFFLINE']);
  });

  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .slice(1)
            .map((s) => {
              const output = (s.event as { output?: StationLike }).output;
              return output ? `${s.event.type}(${output.status})` : s.event.type;
            })
            .join(' → ') || 'initial',
          p,
        ] as const,
    ),
  )('%s', (_name, path) => {
    const actor = createActor(inert, { input, clock: new SimulatedClock() }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'fetching');
    const last = path.steps.at(-1)!.event as { type: string; output?: StationLike };
    if (last.output) expect(selectStation(snapshot)).toEqual(last.output);
    if (snapshot.status === 'done') {
      expect(input.hasOrderId).toBe(false);
      expect(selectStation(snapshot)?.status).toBe('OFFLINE');
      expect(snapshot.output).toEqual({ status: 'offline' });
    } else {
      expect(snapshot.output).toBeUndefined();
    }
    actor.stop();
  });
});

describe('stationPoll graph coverage', () => {
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const [, input] of inputs) {
    const adjacency = getAdjacencyMap(stationPollMachine, { input, events, serializeState });
    for (const { state, transitions } of Object.values(adjacency)) {
      for (const node of state._nodes) reached.add(node.id);
      for (const { event } of Object.values(transitions) as { event: Event }[]) {
        for (const node of state._nodes) if (node.transitions.has(event.type)) taken.add(`${node.id} → ${event.type}`);
      }
    }
  }

  it('reaches every state', () => {
    expect(leafStateIds(stationPollMachine).filter((id) => !reached.has(id))).toEqual([]);
  });

  it('takes every transition', () => {
    expect(transitionKeys(stationPollMachine).filter((key) => !taken.has(key))).toEqual([]);
  });

  it('starts by waiting: the first load is the flow’s', () => {
    const actor = createActor(inert, { input: inputs[0]![1] }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectStation(actor.getSnapshot())).toBeUndefined();
    actor.stop();
  });
});
