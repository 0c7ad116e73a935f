import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Router } from 'wouter';
import { memoryLocation } from 'wouter/memory-location';
import { ApiError } from '../../src/api';
import {
  AppCrashScreen,
  AppErrorBoundary,
  offlineStartProbeMs,
  showOfflineStart,
} from '../../src/app/AppErrorBoundary';
import { ErrorHandlerContext } from '../../src/app/contexts';
import { createErrorHandler } from '../../src/app/errors';
import { RouteErrorBoundary } from '../../src/app/RouteErrorBoundary';
import { createServices } from '../../src/app/services';
import { activateLocale, i18n, type Locale } from '../../src/i18n/i18n';
import { fixtureIds } from '../../src/sandbox/stations';
import { storageKeys } from '../../src/storageKeys';
import { logIn, openApp, standAt } from './render';

const berlin = fixtureIds.berlin;

/** The whole app at `path`, like renderApp, with a language, a stored auth record and its services at hand. */
async function renderAt(path: string, { locale = 'en', storedAuth }: { locale?: Locale; storedAuth?: object } = {}) {
  localStorage.clear();
  sessionStorage.clear();
  if (storedAuth) localStorage.setItem(storageKeys.auth, JSON.stringify(storedAuth));
  const log = vi.fn();
  const services = createServices(localStorage, createErrorHandler({ log }));
  return { ...(await openApp(path, { locale, services })), log };
}

describe('a screen that fails while rendering', () => {
  it('shows the route error screen inside the frame, with the header, and a way back to the station', async () => {
    const { location, log } = await renderAt(`/_sandbox/crash?pid=${berlin}&orderId=o-1`);
    expect(await screen.findByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    expect(within(screen.getByRole('banner')).getByText('Forecourt')).toBeTruthy();
    expect(log).toHaveBeenCalledWith(
      'render',
      expect.objectContaining({ message: expect.stringMatching(/on purpose/) }),
    );
    const back = screen.getByRole('link', { name: 'Back to the station' });
    expect(back.getAttribute('href')).toBe(`/pay?pid=${berlin}&auth=0`);
    fireEvent.click(back);
    expect((await screen.findByTestId('station-name', {}, { timeout: 5_000 })).textContent).toBe('Demo Berlin Mitte');
    expect(location.history.at(-1)).toMatch(/^\/pay\/pump\?pid=/);
  });

  it('speaks the driver’s language', async () => {
    await renderAt('/_sandbox/crash', { locale: 'de' });
    expect(await screen.findByRole('heading', { name: 'Diese Seite konnte nicht angezeigt werden' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zur Karte' }).getAttribute('href')).toBe('/map?auth=0');
  });

  it('renders the screen afresh on "try again", and reports the failure to the one handler', async () => {
    await activateLocale('en');
    const log = vi.fn();
    let broken = true;
    function Flaky() {
      const [text] = useState('The pumps are back');
      if (broken) throw new ApiError({ kind: 'schema', path: '/v4/pois/st-1' });
      return <p>{text}</p>;
    }
    render(
      <I18nProvider i18n={i18n}>
        <ErrorHandlerContext.Provider value={createErrorHandler({ log })}>
          <Router hook={memoryLocation({ path: '/pay/pump' }).hook}>
            <RouteErrorBoundary>
              <Flaky />
            </RouteErrorBoundary>
          </Router>
        </ErrorHandlerContext.Provider>
      </I18nProvider>,
    );
    expect(screen.getByRole('heading', { name: 'This page could not be shown' })).toBeTruthy();
    // The pumps are what failed: the way back is the map, not the same screen again.
    expect(screen.getByRole('link', { name: 'Go to the map' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('render', expect.objectContaining({ kind: 'schema' }));
    broken = false;
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('The pumps are back')).toBeTruthy();
  });
});

describe('the app-level boundary', () => {
  function Broken(): never {
    throw new Error('a provider failed');
  }

  it('catches what no route caught and reports it', () => {
    const log = vi.fn();
    render(
      <AppErrorBoundary errors={createErrorHandler({ log })}>
        <Broken />
      </AppErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Load the page again' })).toBeTruthy();
    expect(log).toHaveBeenCalledWith('render', expect.objectContaining({ message: 'a provider failed' }));
  });

  it('is still readable when no translation could be loaded', () => {
    render(<AppCrashScreen i18n={setupI18n()} />);
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Go to the map' }).getAttribute('href')).toBe('/map');
  });
});

describe('the error page', () => {
  it('keeps the platform’s description of the failure for support, closed, under its own text, once', async () => {
    const { services, location } = await renderAt(`/error?type=payment&pid=${berlin}`);
    await screen.findByRole('heading', { name: 'Payment failed' });
    expect(screen.queryByText('Information for support')).toBeNull();
    services.errors.report(
      new ApiError({
        kind: 'http',
        path: '/v4/order/o-1/authorize',
        status: 402,
        errorDescription: 'Payment declined',
      }),
      'platform',
    );
    // Kept for support behind a closed disclosure: the driver reads the translated text, not the platform's.
    const details = (await screen.findByText('402 · Payment declined')).closest('details');
    expect(details?.open).toBe(false);
    expect(details?.querySelector('summary')?.textContent).toBe('Information for support');
    fireEvent.click(screen.getByRole('button', { name: 'OK' }));
    await screen.findByTestId('station-name', {}, { timeout: 5_000 });
    location.navigate(`/error?type=payment&pid=${berlin}`);
    await screen.findByRole('heading', { name: 'Payment failed' });
    expect(screen.queryByText('Information for support')).toBeNull();
  });
});

describe('the session notices', () => {
  const expiredLogin = { token: 'old', userId: 'user-demo', expiry: Date.now() - 1, registered: true };

  it('tells a driver whose login ran out, on the screen they land on, until dismissed', async () => {
    await renderAt(`/pay?pid=${berlin}`, { storedAuth: expiredLogin });
    await screen.findByTestId('station-name', {}, { timeout: 5_000 });
    const notice = screen.getByText('Your login has expired. Please log in again.').closest('[role="status"]');
    if (!(notice instanceof HTMLElement)) throw new Error('the notice is not announced');
    expect(within(notice).getByRole('link', { name: 'Log in' }).getAttribute('href')).toBe('/login');
    fireEvent.click(within(notice).getByRole('button', { name: 'Dismiss' }));
    expect(notice.isConnected).toBe(false);
    expect(screen.queryByText('Your login has expired. Please log in again.')).toBeNull();
  });

  it('tells a registered driver whose stored login the platform no longer knows', async () => {
    const unknownLogin = { ...expiredLogin, token: 'forgotten', expiry: Date.now() + 3_600_000 };
    await renderAt(`/pay?pid=${berlin}`, { storedAuth: unknownLogin });
    await screen.findByTestId('station-name', {}, { timeout: 5_000 });
    expect(screen.getByText('Your session has timed out. You can continue as a guest or log in again.')).toBeTruthy();
  });

  it('says nothing when a guest session ran out', async () => {
    await renderAt(`/pay?pid=${berlin}`, { storedAuth: { ...expiredLogin, userId: 'guest-1', registered: false } });
    await screen.findByTestId('station-name', {}, { timeout: 5_000 });
    // A session notice's Dismiss sits in the notice (the guest's hint dialog over the pumps has one of its own).
    const notices = screen
      .queryAllByRole('button', { name: 'Dismiss' })
      .filter((button) => button.closest('[role="status"]'));
    expect(notices).toEqual([]);
    expect(screen.queryByText(/Your login has expired|Your session has timed out/)).toBeNull();
  });
});

describe('a receipt the address does not name', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('tells a guest where a receipt is, never the history guests do not have', async () => {
    standAt(52.52, 13.405);
    await renderAt(`/pay/finish?pid=${berlin}&orderType=NONE`);
    expect(await screen.findByText(/This receipt cannot be shown here\./, {}, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByText(/history/)).toBeNull();
  });

  it('leads a registered driver to the history', async () => {
    standAt(52.52, 13.405);
    await logIn();
    await openApp(`/pay/finish?pid=${berlin}&orderType=NONE`);
    expect(
      await screen.findByText(
        /This receipt cannot be shown. Your receipts are in your history\./,
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Open your history' }).getAttribute('href')).toBe('/history');
  });
});

describe('a start without the connection', () => {
  it('says the driver is offline, in the language the page chose, and loads the page again once online', () => {
    document.body.innerHTML =
      '<p id="starting-text" data-offline="Du bist offline. Forecourt öffnet sich von selbst, sobald die Verbindung wieder da ist.">Wird vorbereitet…</p>';
    const reload = vi.fn();
    const page = new EventTarget() as EventTarget & { location: { reload: () => void }; document: Document };
    page.location = { reload };
    page.document = document;
    showOfflineStart(page as unknown as Parameters<typeof showOfflineStart>[0], async () => false);
    expect(document.getElementById('starting-text')?.textContent).toBe(
      'Du bist offline. Forecourt öffnet sich von selbst, sobald die Verbindung wieder da ist.',
    );
    expect(reload).not.toHaveBeenCalled();
    page.dispatchEvent(new Event('online'));
    page.dispatchEvent(new Event('online'));
    expect(reload).toHaveBeenCalledTimes(1);
    // Without the page's line (a development server), in English.
    document.body.innerHTML = '<p id="starting-text"></p>';
    showOfflineStart(page as unknown as Parameters<typeof showOfflineStart>[0], async () => false);
    expect(document.getElementById('starting-text')?.textContent).toBe(
      'You are offline. Forecourt opens by itself as soon as the connection is back.',
    );
  });

  it("loads the page again when the app's server answers, though the browser never says it is online", async () => {
    vi.useFakeTimers();
    try {
      document.body.innerHTML = '<p id="starting-text"></p>';
      const reload = vi.fn();
      const page = new EventTarget() as EventTarget & { location: { reload: () => void }; document: Document };
      page.location = { reload };
      page.document = document;
      let reachable = false;
      const probe = vi.fn(async () => reachable);
      showOfflineStart(page as unknown as Parameters<typeof showOfflineStart>[0], probe);
      await vi.advanceTimersByTimeAsync(offlineStartProbeMs * 3);
      expect(probe).toHaveBeenCalledTimes(3);
      expect(reload).not.toHaveBeenCalled();
      reachable = true;
      await vi.advanceTimersByTimeAsync(offlineStartProbeMs);
      expect(reload).toHaveBeenCalledTimes(1);
      // Once: no more asking, and a late `online` event loads nothing twice.
      page.dispatchEvent(new Event('online'));
      await vi.advanceTimersByTimeAsync(offlineStartProbeMs * 3);
      expect(probe).toHaveBeenCalledTimes(4);
      expect(reload).toHaveBeenCalledTimes(1);
    } finally {
      vi.useRealTimers();
    }
  });
});
