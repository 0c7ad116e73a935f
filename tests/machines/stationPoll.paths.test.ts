import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type StationLike, type StationPollInput, selectStation, stationPollMachine } from '../../machines/stationPoll';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

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

describeFlowPaths('stationPoll', {
  machine: stationPollMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot, { input }) => {
    expect(snapshot.hasTag('busy')).toBe(snapshot.value === 'fetching');
    if (snapshot.status === 'done') {
      expect(input.hasOrderId).toBe(false);
      expect(selectStation(snapshot)?.status).toBe('OFFLINE');
      expect(snapshot.output).toEqual({ status: 'offline' });
    } else {
      expect(snapshot.output).toBeUndefined();
    }
  },
  // The station kept is the last one fetched; a failed fetch keeps the one before.
  checkTransition: ({ from, event, to }) => {
    if (event.type === 'xstate.done.actor.fetchStation') expect(selectStation(to)).toEqual(event.output);
    if (event.type === 'xstate.error.actor.fetchStation') expect(selectStation(to)).toBe(selectStation(from));
  },
  pathTests: (paths, input) => {
    it('ends only when the station goes offline and there is no order', () => {
      const ends = paths.filter((p) => p.state.status === 'done').map((p) => p.state.context.station?.status);
      expect(ends).toEqual(input.hasOrderId ? [] : ['OFFLINE']);
    });
  },
});

describe('stationPoll start', () => {
  it('starts by waiting: the first load is the flow’s', () => {
    const actor = createActor(inert, { input: inputs[0]![1] }).start();
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectStation(actor.getSnapshot())).toBeUndefined();
    actor.stop();
  });
});
