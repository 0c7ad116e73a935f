import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  type PayStation,
  type PayStationInput,
  payStationMachine,
  stationLoadAttempts,
} from '../../machines/payStation';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof payStationMachine>;
type Event = EventFromLogic<typeof payStationMachine>;

const station = (fields: Partial<PayStation> = {}): PayStation => ({
  _id: 'st-1',
  status: 'ONLINE',
  location: { latitude: 52.52, longitude: 13.405 },
  products: [{}],
  ...fields,
});

const events = traversalEvents<Event>({
  'xstate.done.actor.fetchStation': [
    { output: station() },
    { output: station({ status: 'OFFLINE' }) },
    { output: station({ products: [] }) },
  ],
  'xstate.error.actor.fetchStation': [{ error: { status: 502 } }, { error: { status: 404 } }],
});
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.attempts, s.context.errorCode ?? null]);
const inputs: [string, PayStationInput][] = [
  ['no order', { stationId: 'st-1', hasOrderId: false }],
  ['an order under way', { stationId: 'st-1', hasOrderId: true }],
];
const inert = payStationMachine.provide({
  actors: { fetchStation: fromPromise(() => new Promise<PayStation>(() => {})) },
});

describeFlowPaths('payStation', {
  machine: payStationMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot, { input }) => {
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches('loading') || snapshot.matches('waitingToRetry'));
    // An offline station does not interrupt an order under way.
    if (snapshot.matches('offline')) expect(input.hasOrderId).toBe(false);
    expect(snapshot.context.attempts).toBeLessThanOrEqual(stationLoadAttempts);
    // A load fails for good only after its last attempt.
    if (snapshot.matches('failed')) expect(snapshot.context.attempts).toBe(stationLoadAttempts);
  },
});

describe('payStation retries', () => {
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('tries 3 times, 2 s apart, then fails', async () => {
    const clock = new SimulatedClock();
    const fetchStation = vi.fn((): Promise<PayStation> => Promise.reject({ status: 503 }));
    const actor = createActor(payStationMachine.provide({ actors: { fetchStation: fromPromise(fetchStation) } }), {
      input: inputs[0]![1],
      clock,
    }).start();
    await flush();
    expect(fetchStation).toHaveBeenCalledTimes(1);
    clock.increment(1_999);
    await flush();
    expect(fetchStation).toHaveBeenCalledTimes(1);
    clock.increment(1);
    await flush();
    expect(fetchStation).toHaveBeenCalledTimes(2);
    clock.increment(2_000);
    await flush();
    expect(fetchStation).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorCode).toBe('loadFailed');
  });

  it('succeeds on a later attempt, and does not retry an unknown station', async () => {
    const clock = new SimulatedClock();
    const answers = [Promise.reject({ status: 502 }), Promise.resolve(station())];
    for (const answer of answers) answer.catch(() => undefined);
    const flaky = createActor(
      payStationMachine.provide({ actors: { fetchStation: fromPromise(() => answers.shift()!) } }),
      { input: inputs[0]![1], clock },
    ).start();
    await flush();
    clock.increment(2_000);
    await flush();
    expect(flaky.getSnapshot().value).toBe('ready');

    const missing = vi.fn((): Promise<PayStation> => Promise.reject({ status: 404 }));
    const unknown = createActor(payStationMachine.provide({ actors: { fetchStation: fromPromise(missing) } }), {
      input: inputs[0]![1],
      clock: new SimulatedClock(),
    }).start();
    await flush();
    expect(unknown.getSnapshot().value).toBe('notFound');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});
