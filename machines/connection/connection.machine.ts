/**
 * Connection: whether the app can reach its server, for the offline notices and the order polls (SPEC.md
 * section 9: "Offline check: every 5 s"). The browser's online and offline events are heard at once; between
 * them a probe every `checkInterval` finds a connection that is gone while the browser still says online (a dead
 * mobile link, a captive portal) and one that has come back.
 *
 * Lifecycle: `checking` (one probe, bounded by `probeTimeout`) → `resting` (`checkInterval`) → `checking` …, for
 * as long as someone listens; there is no final state. `browser.offline` marks the connection lost at once and
 * rests (the next probe says when it is back); `browser.online` probes at once instead of trusting the event.
 *
 * Invariants:
 * - `online` changes only on a probe's answer or a browser event.
 * - A probe that fails or outlasts `probeTimeout` counts as offline; leaving `checking` aborts it (`signal`).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';

export interface ConnectionInput {
  /** What the browser says at the start (`navigator.onLine`). */
  online: boolean;
}

export interface ConnectionContext {
  online: boolean;
}

export type ConnectionEvent = { type: 'browser.online' } | { type: 'browser.offline' };

/** SPEC.md section 9: the offline check runs every 5 s. */
export const connectionCheckIntervalMs = 5_000;
/** A probe slower than this counts as no connection: the next one comes 5 s later anyway. */
export const connectionProbeTimeoutMs = 4_000;

const notProvided = (name: string) => () => {
  throw new Error(`connection: actor "${name}" not provided`);
};

export const connectionMachine = setup({
  types: {
    input: {} as ConnectionInput,
    context: {} as ConnectionContext,
    events: {} as ConnectionEvent,
    children: {} as { watchBrowser: 'watchBrowser'; probe: 'probe' },
    /** `busy`: a probe is in flight. */
    tags: {} as 'busy',
  },
  actors: {
    /** Sends `browser.online` and `browser.offline` as the browser's own connection state changes. */
    watchBrowser: fromCallback<ConnectionEvent>(notProvided('watchBrowser')),
    /** One small request to the app's own server; resolves when it answered, rejects otherwise. Honours `signal`. */
    probe: fromPromise<void>(notProvided('probe')),
  },
  delays: {
    /** Between the end of one probe and the start of the next (SPEC.md section 9: every 5 s). */
    checkInterval: connectionCheckIntervalMs,
    /** How long a probe may take before the connection counts as lost. */
    probeTimeout: connectionProbeTimeoutMs,
  },
  actions: {
    markOnline: assign({ online: true }),
    markOffline: assign({ online: false }),
  },
}).createMachine({
  id: 'connection',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'watchBrowser', src: 'watchBrowser' },
  initial: 'checking',
  on: {
    'browser.offline': { target: '.resting', reenter: true, actions: 'markOffline' },
    'browser.online': { target: '.checking', reenter: true },
  },
  states: {
    checking: {
      tags: 'busy',
      invoke: {
        id: 'probe',
        src: 'probe',
        onDone: { target: 'resting', actions: 'markOnline' },
        onError: { target: 'resting', actions: 'markOffline' },
      },
      after: { probeTimeout: { target: 'resting', actions: 'markOffline' } },
    },
    resting: { after: { checkInterval: 'checking' } },
  },
});
