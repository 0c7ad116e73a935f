import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, SimulatedClock } from 'xstate';
import { type StationLike, selectStation, stationPollMachine } from '../../machines/stationPoll';

/** SimulatedClock drives only the machine's timers; a real 0 ms timeout lets settled promises deliver. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));
const station = (status: string): StationLike => ({
  _id: 'station-1',
  status,
  location: { latitude: 51.43, longitude: 9.7 },
});

/** Answers in turn; the last answer repeats. Records each call's abort signal. */
function start(answers: (string | Error)[], hasOrderId = false) {
  const clock = new SimulatedClock();
  const signals: AbortSignal[] = [];
  const fetchStation = vi.fn(async ({ signal }: { input: { stationId: string }; signal: AbortSignal }) => {
    signals.push(signal);
    const answer = answers[Math.min(fetchStation.mock.calls.length - 1, answers.length - 1)]!;
    if (answer instanceof Error) throw answer;
    return station(answer);
  });
  const machine = stationPollMachine.provide({ actors: { fetchStation: fromPromise(fetchStation) } });
  const actor = createActor(machine, { input: { stationId: 'station-1', hasOrderId }, clock }).start();
  const tick = async (times = 1, ms = 5_000) => {
    for (let i = 0; i < times; i++) {
      clock.increment(ms);
      await flush();
    }
  };
  return { actor, clock, fetchStation, signals, tick };
}

describe('stationPoll timing', () => {
  it('waits 5 s before the first fetch, then fetches every 5 s', async () => {
    const { actor, clock, fetchStation, tick } = start(['ONLINE']);
    await flush();
    expect(fetchStation).not.toHaveBeenCalled();
    clock.increment(4_999);
    await flush();
    expect(fetchStation).not.toHaveBeenCalled();
    clock.increment(1);
    await flush();
    expect(fetchStation).toHaveBeenCalledTimes(1);
    expect(fetchStation.mock.calls[0]![0].input).toEqual({ stationId: 'station-1' });
    await tick(5);
    expect(fetchStation).toHaveBeenCalledTimes(6);
    expect(selectStation(actor.getSnapshot())).toEqual(station('ONLINE'));
    actor.stop();
  });

  it('ends in offline when the station goes offline and there is no order, and stops polling', async () => {
    const { actor, fetchStation, tick } = start(['ONLINE', 'ONLINE', 'OFFLINE']);
    await tick(2);
    expect(actor.getSnapshot().status).toBe('active');
    await tick();
    expect(actor.getSnapshot().value).toBe('offline');
    expect(actor.getSnapshot().output).toEqual({ status: 'offline' });
    await tick(4);
    expect(fetchStation).toHaveBeenCalledTimes(3);
  });

  it('keeps polling an offline station while an order is under way', async () => {
    const { actor, fetchStation, tick } = start(['OFFLINE'], true);
    await tick(6);
    expect(fetchStation).toHaveBeenCalledTimes(6);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectStation(actor.getSnapshot())?.status).toBe('OFFLINE');
    actor.stop();
  });

  it('ignores failed fetches and keeps the last station', async () => {
    const error = Object.assign(new Error('Bad Gateway'), { status: 502 });
    const { actor, fetchStation, tick } = start(['ONLINE', error, new TypeError('Failed to fetch'), 'OFFLINE']);
    await tick(3);
    expect(fetchStation).toHaveBeenCalledTimes(3);
    expect(actor.getSnapshot().value).toBe('waiting');
    expect(selectStation(actor.getSnapshot())).toEqual(station('ONLINE'));
    await tick();
    expect(actor.getSnapshot().output).toEqual({ status: 'offline' });
  });

  it('stops polling when stopped, aborting the fetch in flight', async () => {
    const { actor, clock, fetchStation, signals, tick } = start(['ONLINE']);
    clock.increment(5_000);
    expect(fetchStation).toHaveBeenCalledTimes(1);
    actor.stop();
    expect(signals[0]!.aborted).toBe(true);
    await tick(10);
    expect(fetchStation).toHaveBeenCalledTimes(1);
  });
});
