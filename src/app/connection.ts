/**
 * The device's connection, shared by everything that cares (the offline notices through `useOnline`, the order
 * polls through `watchNetwork`): one `connection` chart, started while anyone listens and stopped with the last
 * listener, so a screen without a wait sends no probes.
 */
import { type Actor, createActor, fromCallback, fromPromise } from 'xstate';
import { type ConnectionEvent, connectionMachine, selectOnline } from '../../machines/connection';
import { inspectOption } from './inspect';

/**
 * A tiny file of the app's own origin. The query makes every probe a new address, so no cache (the browser's
 * or a service worker's) can answer for the network.
 */
const probeUrl = () => `/favicon.svg?online-check=${Date.now()}`;

const logic = connectionMachine.provide({
  actors: {
    watchBrowser: fromCallback<ConnectionEvent>(({ sendBack }) => {
      const online = () => sendBack({ type: 'browser.online' });
      const offline = () => sendBack({ type: 'browser.offline' });
      window.addEventListener('online', online);
      window.addEventListener('offline', offline);
      return () => {
        window.removeEventListener('online', online);
        window.removeEventListener('offline', offline);
      };
    }),
    probe: fromPromise(async ({ signal }) => {
      await fetch(probeUrl(), { method: 'HEAD', cache: 'no-store', signal });
    }),
  },
});

let actor: Actor<typeof logic> | undefined;
let listeners = 0;

export const connection = {
  /** Whether the app's server can be reached, as last checked (the browser's word while nobody listens). */
  isOnline: () => (actor ? selectOnline(actor.getSnapshot()) : navigator.onLine),
  /** Calls `onChange` whenever the connection is lost or back; returns the unsubscribe. */
  subscribe(onChange: (online: boolean) => void) {
    if (!actor) actor = createActor(logic, { input: { online: navigator.onLine }, inspect: inspectOption() }).start();
    listeners += 1;
    let last = selectOnline(actor.getSnapshot());
    const subscription = actor.subscribe((snapshot) => {
      const online = selectOnline(snapshot);
      if (online === last) return;
      last = online;
      onChange(online);
    });
    return () => {
      subscription.unsubscribe();
      listeners -= 1;
      if (listeners === 0) {
        actor?.stop();
        actor = undefined;
      }
    };
  },
  /**
   * Resolves when the next probe reaches the app's server (at once when nobody listened, since the chart starts
   * with a probe; else within 5 s), for whatever waits to try a download again. Keeps the checks running while
   * it waits.
   */
  reachable() {
    return new Promise<void>((resolve) => {
      const release = connection.subscribe(() => undefined);
      const running = actor!;
      let probing = running.getSnapshot().hasTag('busy');
      const subscription = running.subscribe((snapshot) => {
        // A probe has answered when the chart leaves `checking` (tagged busy) online.
        if (probing && !snapshot.hasTag('busy') && selectOnline(snapshot)) {
          subscription.unsubscribe();
          release();
          resolve();
        }
        probing = snapshot.hasTag('busy');
      });
    });
  },
};
