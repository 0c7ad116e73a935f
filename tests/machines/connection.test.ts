import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromCallback, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { type ConnectionEvent, connectionMachine, selectOnline } from '../../machines/connection';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof connectionMachine>;
type Event = EventFromLogic<typeof connectionMachine>;

const events = traversalEvents<Event>({
  'xstate.done.actor.probe': [{ output: undefined }],
  'xstate.error.actor.probe': [{ error: new TypeError('Failed to fetch') }],
});

const inert = connectionMachine.provide({
  actors: {
    watchBrowser: fromCallback<ConnectionEvent>(() => undefined),
    probe: fromPromise(() => new Promise<void>(() => {})),
  },
});

describeFlowPaths('connection', {
  machine: connectionMachine,
  inert,
  inputs: [
    ['the browser says online', { online: true }],
    ['the browser says offline', { online: false }],
  ],
  events,
  serializeState: (s: Snap) => JSON.stringify([s.value, selectOnline(s)]),
  check: (snapshot) => expect(snapshot.hasTag('busy')).toBe(snapshot.matches('checking')),
  checkTransition: ({ from, event, to }) => {
    if (event.type === 'xstate.done.actor.probe') expect(selectOnline(to)).toBe(true);
    if (event.type === 'xstate.error.actor.probe' || event.type === 'browser.offline')
      expect(selectOnline(to)).toBe(false);
    if (event.type.startsWith('xstate.after.probeTimeout')) expect(selectOnline(to)).toBe(false);
    if (event.type === 'browser.online' || event.type.startsWith('xstate.after.checkInterval'))
      expect(selectOnline(to)).toBe(selectOnline(from));
  },
});

/** SimulatedClock drives only the machine's timers; a real 0 ms timeout lets settled promises deliver. */
const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A connection whose probes answer `reachable()`; records each probe's abort signal. */
function start(reachable: () => boolean | 'hang', online = true) {
  const clock = new SimulatedClock();
  const signals: AbortSignal[] = [];
  let browser: ((event: ConnectionEvent) => void) | undefined;
  const probe = vi.fn(({ signal }: { signal: AbortSignal }) => {
    signals.push(signal);
    const answer = reachable();
    if (answer === 'hang') return new Promise<void>(() => {});
    return answer ? Promise.resolve() : Promise.reject(new TypeError('Failed to fetch'));
  });
  const machine = connectionMachine.provide({
    actors: {
      watchBrowser: fromCallback<ConnectionEvent>(({ sendBack }) => {
        browser = sendBack;
      }),
      probe: fromPromise(probe),
    },
  });
  const actor = createActor(machine, { input: { online }, clock }).start();
  const online$ = () => selectOnline(actor.getSnapshot());
  return { actor, clock, probe, signals, online: online$, browser: (event: ConnectionEvent) => browser?.(event) };
}

describe('connection timing', () => {
  it("takes the browser's word at the start, checks 5 s later, then every 5 s after each answer", async () => {
    const { actor, clock, probe, online } = start(() => true);
    expect(probe).toHaveBeenCalledTimes(0);
    expect(online()).toBe(true);
    clock.increment(4_999);
    await flush();
    expect(probe).toHaveBeenCalledTimes(0);
    clock.increment(1);
    await flush();
    expect(probe).toHaveBeenCalledTimes(1);
    clock.increment(5_000);
    await flush();
    expect(probe).toHaveBeenCalledTimes(2);
    for (let i = 0; i < 4; i++) {
      clock.increment(5_000);
      await flush();
    }
    expect(probe).toHaveBeenCalledTimes(6);
    actor.stop();
  });

  it('starts offline when the browser says so, and the first check finds the connection back', async () => {
    const { actor, clock, online } = start(() => true, false);
    expect(online()).toBe(false);
    clock.increment(5_000);
    await flush();
    expect(online()).toBe(true);
    actor.stop();
  });

  it('finds a connection lost while the browser still says online, and finds it back', async () => {
    let reachable = true;
    const { actor, clock, online } = start(() => reachable);
    clock.increment(5_000);
    await flush();
    expect(online()).toBe(true);
    reachable = false;
    clock.increment(5_000);
    await flush();
    expect(online()).toBe(false);
    reachable = true;
    clock.increment(5_000);
    await flush();
    expect(online()).toBe(true);
    actor.stop();
  });

  it('counts a probe without an answer after 4 s as offline, and aborts it', async () => {
    const { actor, clock, signals, online } = start(() => 'hang');
    clock.increment(5_000);
    clock.increment(3_999);
    await flush();
    expect(online()).toBe(true);
    clock.increment(1);
    await flush();
    expect(online()).toBe(false);
    expect(signals[0]?.aborted).toBe(true);
    actor.stop();
  });

  it('believes the browser going offline at once, and checks as soon as it says online again', async () => {
    const { actor, probe, online, browser } = start(() => true);
    await flush();
    browser({ type: 'browser.offline' });
    expect(online()).toBe(false);
    expect(probe).toHaveBeenCalledTimes(0);
    browser({ type: 'browser.online' });
    expect(probe).toHaveBeenCalledTimes(1);
    await flush();
    expect(online()).toBe(true);
    actor.stop();
  });

  it('stops probing when stopped', async () => {
    const { actor, clock, probe, signals } = start(() => 'hang');
    clock.increment(5_000);
    actor.stop();
    expect(signals[0]?.aborted).toBe(true);
    clock.increment(20_000);
    await flush();
    expect(probe).toHaveBeenCalledTimes(1);
  });
});
