import { act, render } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { authLifetimeMs } from '../../machines/session';
import { createApi } from '../../src/api';
import type { AccountFeature } from '../../src/api/schemas';
import { AppProviders } from '../../src/app/AppProviders';
import { writeStoredAuth } from '../../src/app/authStorage';
import { createServices, type Services } from '../../src/app/services';
import { config } from '../../src/config';
import { activateLocale, type Locale } from '../../src/i18n/i18n';
import { App } from '../../src/routes/App';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { server } from '../sandboxServer';

/** Logs a seeded driver in at the sandbox (the demo driver unless told) and keeps the auth in browser storage, as the login screen does. */
export async function logIn(email: string = seedUsers.demo.email) {
  localStorage.clear();
  const api = createApi({ getToken: () => undefined, getLocale: () => 'en' });
  const answer = await api.auth.loginLocal({ email, password: demoPassword });
  writeStoredAuth(localStorage, { token: answer.auth_token, userId: answer._id, expiry: Date.now() + authLifetimeMs });
}

/**
 * Opens the whole app at `path` against the msw sandbox with what browser storage holds, with a recorded memory
 * history; a second call after `unmount` is a page reload. As `main.tsx` does, the page's `pid` is the station
 * the services ask for early, unless the test brings its own `services`.
 */
export async function openApp(
  path: string,
  { locale = 'en', services }: { locale?: Locale; services?: Services } = {},
) {
  await activateLocale(locale);
  const location = memoryLocation({ path, record: true });
  const entryStationId = new URLSearchParams(path.split('?')[1] ?? '').get('pid');
  services ??= createServices(localStorage, undefined, undefined, entryStationId);
  const view = render(
    <AppProviders services={services}>
      <Router hook={location.hook} searchHook={location.searchHook}>
        <App />
      </Router>
    </AppProviders>,
  );
  opened.add(services);
  const page = services;
  // A page that closes takes its session along, as a reload does.
  const unmount = () => {
    view.unmount();
    page.stopSession();
  };
  return { ...view, unmount, location, services, go: (to: string) => act(() => location.navigate(to)) };
}

/** The services of the apps opened in a test: their sessions end with it. */
const opened = new Set<Services>();
afterEach(() => {
  for (const services of opened) services.stopSession();
  opened.clear();
});

/** Opens the app at `path` as a first visit: nothing in browser storage. */
export async function renderApp(path: string) {
  localStorage.clear();
  return openApp(path);
}

/**
 * The driver's phone, online and in English, stands at this position (the pay area's geofence asks for it):
 * until `vi.unstubAllGlobals()`.
 */
export function standAt(latitude: number, longitude: number) {
  vi.stubGlobal('navigator', {
    ...navigator,
    onLine: true,
    languages: ['en'],
    geolocation: {
      getCurrentPosition: (ok: PositionCallback) =>
        ok({ coords: { latitude, longitude, accuracy: 5 } } as GeolocationPosition),
    },
  });
}

/**
 * The account's features answer only when the test calls the returned function, and then with `features`: a
 * guest's screens that need no account open before them (selectIsSignedIn).
 */
export function holdFeatures(features: AccountFeature[]) {
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  server.use(
    http.get(`${config.platformUrl}/accounts/:id/features`, async () => {
      await held;
      return HttpResponse.json(features);
    }),
  );
  return release;
}
