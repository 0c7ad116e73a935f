/**
 * Starts the sandbox platform in the browser: msw's service worker answers every platform call from a store
 * kept in localStorage. The same worker keeps the app shell for offline use. Imported dynamically by main.tsx only when no platform URL is configured.
 */
import { setupWorker } from 'msw/browser';
import { config } from '../config';
import { createSandbox } from './handlers';
import { scenariosFromQuery } from './scenarios';
import { seedData } from './seed';
import { createStore } from './store';

/**
 * msw asks an existing registration of its worker to look for a newer script and does not wait for the
 * answer; offline, or when the script cannot be fetched, that check rejects with nobody listening, which the page
 * would report as an uncaught error. A failed check only means the installed worker keeps answering: the
 * registrations' `update` is made to settle quietly (the browser hands out one object per registration, so msw
 * gets the same ones).
 */
export function quietUpdates(registrations: readonly { update: () => Promise<unknown> }[]) {
  for (const registration of registrations) {
    const update = registration.update.bind(registration);
    registration.update = () => update().catch(() => registration);
  }
}

/**
 * A build's service worker is the app's (`sw.js`: the offline shell with msw's worker inside, see
 * vite.serviceWorker.ts); the dev server serves msw's worker alone.
 */
const sandboxWorkerUrl = import.meta.env.DEV ? '/mockServiceWorker.js' : '/sw.js';

export async function startSandbox() {
  const store = createStore(seedData, window.localStorage);
  const fromQuery = scenariosFromQuery(window.location.search);
  if (fromQuery)
    store.update((data) => {
      data.settings.scenarios = fromQuery;
    });
  const step = Number(new URLSearchParams(window.location.search).get('sandboxStep'));
  if (step >= 100 && step <= 60_000)
    store.update((data) => {
      data.settings.stepMs = step;
    });
  const sandbox = createSandbox(config, { store });
  const worker = setupWorker(...sandbox.handlers);
  quietUpdates(await navigator.serviceWorker.getRegistrations());
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: sandboxWorkerUrl } });
  return sandbox;
}
