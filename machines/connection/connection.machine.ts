/**
 * Connection: whether the app can reach its server, for the offline notices and the order polls (SPEC.md
 * section 9: "Offline check: every 5 s"). The browser's online and offline events are heard at once; between
 * them a probe every `checkInterval` finds a connection that is gone while the browser still says online (a dead
 * mobile link, a captive portal) and one that has come back.
 *
 * Lifecycle: `resting` (`checkInterval`) → `checking` (one probe, bounded by `probeTimeout`) → `resting` …, for
 * as long as someone listens; there is no final state. It starts resting on the browser's word, so the first
 * probe goes out 5 s after the first listener and never competes with the page's own start. `browser.offline` marks the connection lost at once and
 * rests (the next probe says when it is back); `browser.online` probes at once instead of trusting the event.
 *
 * Invariants:
 * - `online` changes only on a probe's answer or a browser event.
 * - A probe that fails or outlasts `probeTimeout` counts as offline; leaving `checking` aborts it (`signal`).
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';

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

const notProvided = notProvidedIn('connection');

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
  description:
    'Whether the app can reach its server, checked in the background every 5 seconds and whenever the browser ' +
    "says the connection changed. While it is lost the driver sees a 'You are offline' notice and order pages " +
    'wait; nothing else of this chart is visible.',
  context: ({ input }) => ({ online: input.online }),
  invoke: { id: 'watchBrowser', src: 'watchBrowser' },
  initial: 'resting',
  on: {
    'browser.offline': {
      target: '.resting',
      reenter: true,
      actions: 'markOffline',
      description: 'The browser says the device went offline: the connection counts as lost at once.',
    },
    'browser.online': {
      target: '.checking',
      reenter: true,
      description: 'The browser says the device is online again: the app checks at once rather than trusting it.',
    },
  },
  states: {
    checking: {
      description: 'The app sends one small request to its server to see whether it answers.',
      tags: 'busy',
      invoke: {
        id: 'probe',
        src: 'probe',
        onDone: {
          target: 'resting',
          actions: 'markOnline',
          description: 'The server answered: the app is online (an offline notice goes away).',
        },
        onError: {
          target: 'resting',
          actions: 'markOffline',
          description:
            "The request failed: the app counts as offline and the driver sees the 'You are offline' notice.",
        },
      },
      after: {
        probeTimeout: {
          target: 'resting',
          actions: 'markOffline',
          description: 'The server did not answer within 4 seconds: the app counts as offline.',
        },
      },
    },
    resting: {
      description: 'Between two checks; the last answer stands.',
      after: {
        checkInterval: { target: 'checking', description: 'Five seconds after the last check, the next one starts.' },
      },
    },
  },
});
