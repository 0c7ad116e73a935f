import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestWalletsAt } from '../../machines/shared/stationRules';
import { queryClient } from '../../src/app/queryClient';
import { fixtureIds, fixtureStations } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';
import { holdFeatures, logIn, openApp, renderApp, standAt } from './render';

/** The driver stands at Demo Berlin Mitte. */
beforeEach(() => standAt(52.52, 13.405));
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
});

describe('the pump screen while the driver’s running orders load', () => {
  it('keeps the pumps the driver may be tapping: the same buttons, the focus where it was', async () => {
    await logIn();
    const answered: string[] = [];
    server.events.on('response:mocked', ({ request }) => answered.push(new URL(request.url).pathname));
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    const pump = await screen.findByRole('button', { name: 'Pump 1' });
    pump.focus();
    // The running orders arrive after the pumps (their code and their call): the list must not be drawn anew.
    // Their code and their call may take more than waitFor's 1 s on two busy cores.
    await waitFor(() => expect(answered.some((path) => path.endsWith('/v4/ongoing-orders'))).toBe(true), {
      timeout: 5_000,
    });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.getByRole('button', { name: 'Pump 1' })).toBe(pump);
    expect(document.activeElement).toBe(pump);
  });
});

describe('the pump screen before the account has loaded', () => {
  /** The chargers switched on for this account, once the test lets the features answer. */
  const holdEvFeatures = () =>
    holdFeatures([
      { name: 'evCharging', status: 'ENABLED', payload: { preAuthorizations: [{ currency: 'EUR', amount: 80 }] } },
    ]);

  it('shows a guest the pumps at once; a chosen pump’s screen waits for the account, then opens', async () => {
    const release = holdEvFeatures();
    const { location } = await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    (await screen.findByRole('button', { name: 'Pump 1' })).click();
    (await screen.findByRole('button', { name: 'Continue as guest' })).click();
    (await screen.findByRole('button', { name: 'Got it' })).click();
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/pay\/prepay\/fuelselection\?/));
    expect(screen.getByRole('status').textContent).toContain('Loading…');
    expect(screen.queryByRole('heading', { name: /fuel/i })).toBeNull();
    release();
    expect(await screen.findByRole('heading', { name: /fuel/i }, { timeout: 5_000 })).toBeTruthy();
  });

  it('adds the chargers when the account says it charges', async () => {
    const release = holdEvFeatures();
    await renderApp(`/pay?pid=${fixtureIds.munich}`);
    expect(await screen.findByRole('heading', { name: 'Choose a charger' })).toBeTruthy();
    expect(screen.queryAllByRole('button', { name: /kW/ })).toHaveLength(0);
    release();
    await waitFor(() => expect(screen.getAllByRole('button', { name: /kW/ }).length).toBeGreaterThan(0));
  });
});

describe('the pump screen and the location check', () => {
  /** A phone whose position comes when the test says, as after a permission prompt. */
  function pendingPosition() {
    const waiting: PositionCallback[] = [];
    vi.stubGlobal('navigator', {
      ...navigator,
      onLine: true,
      languages: ['en'],
      geolocation: { getCurrentPosition: (ok: PositionCallback) => waiting.push(ok) },
    });
    return (latitude: number, longitude: number) => {
      for (const ok of waiting.splice(0)) ok({ coords: { latitude, longitude, accuracy: 20 } } as GeolocationPosition);
    };
  }

  it('shows the pumps at once and lets the driver choose while the check runs; the chosen pump waits for it', async () => {
    const answer = pendingPosition();
    await logIn();
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    await screen.findByRole('button', { name: 'Pump 1' });
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain(
      'Checking that you are at the station…If your browser asks for your location, allow it: we only use it to check that you are at the pump.',
    );
    screen.getByRole('button', { name: 'Pump 1' }).click();
    (await screen.findByRole('button', { name: 'Got it' })).click();
    // The fuels stay behind the gate until the position says the driver is at the station.
    expect(await screen.findByRole('heading', { name: 'Checking that you are at the station…' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Super E5' })).toBeNull();
    answer(52.52, 13.405);
    expect(await screen.findByRole('button', { name: 'Super E5' })).toBeTruthy();
  });

  it('says under the pumps that the driver is away from the station', async () => {
    standAt(52.53, 13.405);
    await logIn();
    await openApp(`/pay?pid=${fixtureIds.berlin}`);
    await screen.findByRole('button', { name: 'Pump 1' });
    expect(
      await screen.findByText(
        'You are not at this station. You can pay once you are at the pump.',
        {},
        { timeout: 3_000 },
      ),
    ).toBeTruthy();
    expect(screen.getAllByRole('button', { name: /^Pump \d/ })).toHaveLength(8);
  });
});

describe('the pump screen for a guest', () => {
  /**
   * The browser's answer to "can this wallet pay here?" at the station, as the wallets' own checks give it (the
   * sandbox's wallets answer that they can; the app clears the cache as the guest's session starts).
   */
  const walletsAnswer = (ready: boolean, stationId: string) => {
    const station = fixtureStations().find(({ _id }) => _id === stationId)!;
    const asked = guestWalletsAt(station)!.ask;
    queryClient.setQueryData(['deviceWallets', ...asked], Object.fromEntries(asked.map((wallet) => [wallet, ready])));
  };
  beforeEach(() => sessionStorage.clear());
  afterEach(() => queryClient.removeQueries({ queryKey: ['deviceWallets'] }));

  it('covers nothing on arrival and asks "Pay as a guest?" at the first choice, then the pump’s hint', async () => {
    const { location } = await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    const pump = await screen.findByRole('button', { name: 'Pump 1' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('dialog')).toBeNull();
    pump.click();
    expect(await screen.findByRole('heading', { name: 'Pay as a guest?' })).toBeTruthy();
    screen.getByRole('button', { name: 'Continue as guest' }).click();
    (await screen.findByRole('button', { name: 'Got it' })).click();
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/pay\/prepay\/fuelselection\?/));
  });

  it('asks once per visit: the wash, chosen after the question was answered, opens at once', async () => {
    const { location, unmount } = await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    (await screen.findByRole('link', { name: 'Car wash' })).click();
    (await screen.findByRole('button', { name: 'Continue as guest' })).click();
    await waitFor(() => expect(location.history.at(-1)).toMatch(/^\/pay\/postpay\/wash\?/));
    unmount();
    const again = await openApp(`/pay?pid=${fixtureIds.berlin}`);
    (await screen.findByRole('link', { name: 'Car wash' })).click();
    await waitFor(() => expect(again.location.history.at(-1)).toMatch(/^\/pay\/postpay\/wash\?/));
    expect(screen.queryByRole('heading', { name: 'Pay as a guest?' })).toBeNull();
  });

  it('keeps the pumps and asks again when the question is closed without an answer', async () => {
    const { location } = await renderApp(`/pay?pid=${fixtureIds.berlin}`);
    (await screen.findByRole('button', { name: 'Pump 1' })).click();
    await screen.findByRole('heading', { name: 'Pay as a guest?' });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(location.history.at(-1)).toMatch(/^\/pay\/pump\?/);
    screen.getByRole('button', { name: 'Pump 2' }).click();
    expect(await screen.findByRole('heading', { name: 'Pay as a guest?' })).toBeTruthy();
  });

  it('says at once when no wallet can pay on this phone, and does not ask', async () => {
    // Copenhagen takes Google Pay and Apple Pay from guests, and no wallet that needs no device.
    await renderApp(`/pay?pid=${fixtureIds.copenhagen}`);
    await screen.findByRole('button', { name: 'Pump 1' });
    walletsAnswer(false, fixtureIds.copenhagen);
    expect(await screen.findByText(/None of the wallets guests pay with/)).toBeTruthy();
    (await screen.findByRole('button', { name: 'Pump 1' })).click();
    expect(await screen.findByRole('button', { name: 'Got it' })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pay as a guest?' })).toBeNull();
  });
});
