import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import {
  type Coordinates,
  type NearbyStation,
  nearestStation,
  type PayStation,
  type PayStationInput,
  parseCoordinates,
  payStationMachine,
  selectLeavesForMap,
  selectStationId,
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
const nearby = (id: string, latitude: number, longitude: number, isRydPay = true): NearbyStation => ({
  _id: id,
  location: { latitude, longitude },
  isRydPay,
});

const events = traversalEvents<Event>({
  'xstate.done.actor.fetchStation': [
    { output: station() },
    { output: station({ status: 'OFFLINE' }) },
    { output: station({ products: [] }) },
  ],
  'xstate.error.actor.fetchStation': [{ error: { status: 502 } }, { error: { status: 404 } }],
  'xstate.done.actor.lookupStations': [{ output: [nearby('st-1', 52.52, 13.405)] }, { output: [] }],
  'xstate.error.actor.lookupStations': [{ error: { status: 502 } }, { error: { status: 400 } }],
});
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.attempts, s.context.errorCode ?? null, s.context.lookupId ?? null]);

const byPid: PayStationInput = { reference: { by: 'pid', id: 'st-1' }, hasOrderId: false };
const inputs: [string, PayStationInput][] = [
  ['a pid', byPid],
  ['a pid with an order under way', { ...byPid, hasOrderId: true }],
  ['an mtskid', { reference: { by: 'mtskid', id: 'legacy-1' }, hasOrderId: false }],
  ['coordinates', { reference: { by: 'coordinates', latitude: '52.5200', longitude: '13.4050' }, hasOrderId: false }],
  [
    'coordinates that are not numbers',
    { reference: { by: 'coordinates', latitude: 'x', longitude: '13' }, hasOrderId: false },
  ],
];

const inert = payStationMachine.provide({
  actors: {
    fetchStation: fromPromise<PayStation, { stationId: string }>(() => new Promise(() => {})),
    lookupStations: fromPromise<NearbyStation[], Coordinates>(() => new Promise(() => {})),
  },
});

describeFlowPaths('payStation', {
  machine: payStationMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    // An offline station interrupts nothing that is already paid or being paid for.
    if (snapshot.matches('offline')) expect(snapshot.context.hasOrderId).toBe(false);
    expect(snapshot.context.attempts).toBeLessThanOrEqual(3);
    // What is loaded is always a station id: the reference's, or the one the lookup found.
    if (snapshot.matches('loading')) expect(snapshot.context.lookupId).toMatch(/^(st-1|legacy-1)$/);
    if (snapshot.matches('ready')) expect(selectStationId(snapshot)).toBe('st-1');
  },
});

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('payStation retries', () => {
  it('tries 3 times, 2 s apart, then fails', async () => {
    const clock = new SimulatedClock();
    const fetchStation = vi.fn((): Promise<PayStation> => Promise.reject({ status: 503 }));
    const actor = createActor(payStationMachine.provide({ actors: { fetchStation: fromPromise(fetchStation) } }), {
      input: byPid,
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
      { input: byPid, clock },
    ).start();
    await flush();
    clock.increment(2_000);
    await flush();
    expect(flaky.getSnapshot().value).toBe('ready');

    const missing = vi.fn((): Promise<PayStation> => Promise.reject({ status: 404 }));
    const unknown = createActor(payStationMachine.provide({ actors: { fetchStation: fromPromise(missing) } }), {
      input: byPid,
      clock: new SimulatedClock(),
    }).start();
    await flush();
    expect(unknown.getSnapshot().value).toBe('notFound');
    expect(missing).toHaveBeenCalledTimes(1);
  });
});

describe('payStation resolution', () => {
  function start(input: PayStationInput, lookup: () => Promise<NearbyStation[]>) {
    const fetchStation = vi.fn(({ input: { stationId } }: { input: { stationId: string } }) =>
      Promise.resolve(station({ _id: stationId === 'legacy-7' ? 'st-7' : stationId })),
    );
    const lookupStations = vi.fn(lookup);
    const clock = new SimulatedClock();
    const actor = createActor(
      payStationMachine.provide({
        actors: { fetchStation: fromPromise(fetchStation), lookupStations: fromPromise(lookupStations) },
      }),
      { input, clock },
    ).start();
    return { actor, clock, fetchStation, lookupStations };
  }
  const at = (latitude: string, longitude: string): PayStationInput => ({
    reference: { by: 'coordinates', latitude, longitude },
    hasOrderId: false,
  });

  it('loads a legacy id through the platform and knows the station by its own id', async () => {
    const { actor, fetchStation, lookupStations } = start(
      { reference: { by: 'mtskid', id: 'legacy-7' }, hasOrderId: false },
      async () => [],
    );
    await flush();
    expect(fetchStation).toHaveBeenCalledWith(expect.objectContaining({ input: { stationId: 'legacy-7' } }));
    expect(lookupStations).not.toHaveBeenCalled();
    expect(actor.getSnapshot().value).toBe('ready');
    expect(selectStationId(actor.getSnapshot())).toBe('st-7');
  });

  it('looks up the coordinates and loads the nearest station', async () => {
    const { actor, fetchStation, lookupStations } = start(at('52.5200', '13.4050'), async () => [
      nearby('st-far', 52.5215, 13.405),
      nearby('st-near', 52.5201, 13.4051),
    ]);
    await flush();
    expect(lookupStations).toHaveBeenCalledWith(
      expect.objectContaining({ input: { latitude: 52.52, longitude: 13.405 } }),
    );
    expect(fetchStation).toHaveBeenCalledWith(expect.objectContaining({ input: { stationId: 'st-near' } }));
    expect(selectStationId(actor.getSnapshot())).toBe('st-near');
  });

  it('ends in noStationNearby when nothing is within reach, without loading anything', async () => {
    const { actor, fetchStation } = start(at('50', '-30'), async () => []);
    await flush();
    expect(actor.getSnapshot().value).toBe('noStationNearby');
    expect(actor.getSnapshot().context.errorCode).toBe('noStationNearby');
    expect(fetchStation).not.toHaveBeenCalled();
  });

  it.each([
    ['not numbers', 'abc', '13.405'],
    ['a missing latitude', '', '13.405'],
    ['a latitude beyond the pole', '95', '13.405'],
    ['a longitude beyond the date line', '52.52', '181'],
    ['numbers with trailing text', '52.52abc', '13.405'],
  ])('ends in noStationNearby for %s, without asking the platform', async (_, latitude, longitude) => {
    const { actor, lookupStations } = start(at(latitude, longitude), async () => [nearby('st-1', 52.52, 13.405)]);
    await flush();
    expect(actor.getSnapshot().value).toBe('noStationNearby');
    expect(lookupStations).not.toHaveBeenCalled();
  });

  it('retries a lookup that failed on the way, 2 s apart, and takes a refusal as an answer', async () => {
    const answers = [Promise.reject({ status: 502 }), Promise.resolve([nearby('st-1', 52.52, 13.405)])];
    for (const answer of answers) answer.catch(() => undefined);
    const retried = start(at('52.52', '13.405'), () => answers.shift()!);
    await flush();
    expect(retried.actor.getSnapshot().value).toBe('waitingToRetry');
    retried.clock.increment(2_000);
    await flush();
    expect(retried.lookupStations).toHaveBeenCalledTimes(2);
    expect(retried.actor.getSnapshot().value).toBe('ready');

    const refused = start(at('52.52', '13.405'), () => Promise.reject({ status: 400 }));
    await flush();
    expect(refused.actor.getSnapshot().value).toBe('noStationNearby');
    expect(refused.lookupStations).toHaveBeenCalledTimes(1);
  });

  it('tries the lookup 3 times, then offers to try again, which looks up afresh', async () => {
    const { actor, clock, lookupStations } = start(at('52.52', '13.405'), () => Promise.reject({ status: 503 }));
    await flush();
    clock.increment(2_000);
    await flush();
    clock.increment(2_000);
    await flush();
    expect(lookupStations).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('failed');
    actor.send({ type: 'station.reloaded' });
    await flush();
    expect(lookupStations).toHaveBeenCalledTimes(4);
  });
});

describe('payStation rules', () => {
  it('reads coordinates as a link writes them', () => {
    expect(parseCoordinates({ by: 'coordinates', latitude: '52.5200', longitude: '13.4050' })).toEqual({
      latitude: 52.52,
      longitude: 13.405,
    });
    expect(parseCoordinates({ by: 'coordinates', latitude: '-38.7', longitude: '+9.1' })).toEqual({
      latitude: -38.7,
      longitude: 9.1,
    });
    expect(parseCoordinates({ by: 'coordinates', latitude: '0x10', longitude: '1' })).toBeUndefined();
    expect(parseCoordinates({ by: 'coordinates', latitude: '1e1', longitude: '1' })).toBeUndefined();
    expect(parseCoordinates({ by: 'pid', id: 'st-1' })).toBeUndefined();
  });

  it('prefers the nearest station that can be paid at over a nearer one that cannot', () => {
    const point = { latitude: 52.52, longitude: 13.405 };
    const closed = nearby('closed', 52.52, 13.405, false);
    const far = nearby('far', 52.5015, 13.405);
    const near = nearby('near', 52.519, 13.405);
    expect(nearestStation([far, closed, near], point)?._id).toBe('near');
    expect(nearestStation([closed], point)?._id).toBe('closed');
    expect(nearestStation([], point)).toBeUndefined();
  });

  it('sends a gift-card or shop station with nothing to sell to the map, any other to the error page', async () => {
    const outcome = async (fields: Partial<PayStation>) => {
      const actor = createActor(
        payStationMachine.provide({
          actors: { fetchStation: fromPromise(async () => station({ products: [], ...fields })) },
        }),
        { input: byPid },
      ).start();
      await flush();
      expect(actor.getSnapshot().value).toBe('noPumps');
      return selectLeavesForMap(actor.getSnapshot());
    };
    expect(await outcome({ type: 'GIFT_CARD' })).toBe(true);
    expect(await outcome({})).toBe(false);
    expect(await outcome({ vendingMachines: [] })).toBe(false);
  });
});
