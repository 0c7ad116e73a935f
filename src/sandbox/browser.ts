/**
 * Starts the sandbox platform in the browser: msw's service worker answers every platform call from a store
 * kept in localStorage. Imported dynamically by main.tsx only when no platform URL is configured.
 */
import { setupWorker } from 'msw/browser';
import { config } from '../config';
import { createSandbox } from './handlers';
import { scenariosFromQuery } from './scenarios';
import { seedData } from './seed';
import { createStore } from './store';

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
  await worker.start({ onUnhandledRequest: 'bypass', quiet: true, serviceWorker: { url: '/mockServiceWorker.js' } });
  return sandbox;
}
