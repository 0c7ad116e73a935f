import { act, fireEvent, screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { config } from '../../src/config';
import { fixtureIds } from '../../src/sandbox/stations';
import { server } from '../sandboxServer';
import { renderApp, standAt } from './render';

const munich = fixtureIds.munich;
const summary = `/pay/prepay/ev/summary?pid=${munich}&productId=${munich}-ev-1&orderType=PREPAY`;

/** The driver stands at Demo Munich Charging. */
beforeEach(() => standAt(48.1371, 11.5754));
afterEach(() => vi.unstubAllGlobals());

/** Logs the EV driver in and opens the summary of the CCS 150 kW charger. */
async function logInAndOpenSummary() {
  const app = await renderApp('/login');
  fireEvent.change(await screen.findByLabelText('Email'), { target: { value: 'demo@forecourt.test' } });
  fireEvent.change(screen.getByLabelText('Password'), { target: { value: 'Forecourt-demo-1' } });
  fireEvent.click(screen.getByRole('button', { name: 'Log in' }));
  await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/map/), { timeout: 5_000 });
  act(() => app.location.navigate(summary));
  return app;
}

async function openSummaryAsEvDriver() {
  const app = await logInAndOpenSummary();
  await screen.findByRole('button', { name: 'Start charging' }, { timeout: 5_000 });
  return app;
}

describe('the EV summary', () => {
  it('shows the discounts the platform previews for the charge, as negative lines', async () => {
    server.use(
      http.post(`${config.platformUrl}/v4/vouchers/discount-preview`, () =>
        HttpResponse.json({
          discounts: [{ name: 'Spring charge', label: '5 ct/kWh', appliedDiscount: { amount: 2, currency: 'EUR' } }],
          totalAfterDiscounts: { amount: 78, currency: 'EUR' },
        }),
      ),
    );
    await openSummaryAsEvDriver();
    const discount = (await screen.findByText('Spring charge (5 ct/kWh)')).closest('div')!;
    expect(within(discount).getByText('−€2.00')).toBeTruthy();
    expect(screen.getByText('€80.00', { selector: '.summary__amount' })).toBeTruthy();
  }, 15_000);

  it('lets charging start only once no session of the driver is known to run at the charger', async () => {
    let release = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    server.use(
      http.get(`${config.platformUrl}/v4/ongoing-orders`, async () => {
        await gate;
        return undefined; // then the sandbox answers: no running session
      }),
    );
    await openSummaryAsEvDriver();
    const start = screen.getByRole('button', { name: 'Start charging' });
    expect(await screen.findByText('Checking for a charging session of yours at this charger…')).toBeTruthy();
    expect(start.hasAttribute('disabled')).toBe(true);
    release();
    await vi.waitFor(() => expect(start.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    expect(screen.queryByText('Checking for a charging session of yours at this charger…')).toBeNull();
  }, 15_000);

  it('offers the session already running at this charger instead of a second reservation', async () => {
    const running = {
      _id: 'o-running',
      poiId: munich,
      state: 'PRODUCT_SUPPLYING',
      stateHistory: [],
      products: [{ _id: `${munich}-ev-1`, name: 'CCS 150 kW' }],
      charging: { energyKwh: 3.2, durationS: 600 },
    };
    const created: string[] = [];
    server.events.on('request:start', ({ request }) => {
      if (request.method === 'POST' && new URL(request.url).pathname === '/v4/order') created.push(request.url);
    });
    server.use(
      http.get(`${config.platformUrl}/v4/ongoing-orders`, () => HttpResponse.json([running])),
      http.get(`${config.platformUrl}/v4/order/o-running`, () => HttpResponse.json(running)),
    );
    const app = await logInAndOpenSummary();
    expect(
      await screen.findByText(/You already have a charging session at this charger/, {}, { timeout: 5_000 }),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Start charging' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Show my charging session' }));
    await vi.waitFor(
      () => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/ev\/charging\?.*orderId=o-running/),
      { timeout: 5_000 },
    );
    expect(await screen.findByRole('heading', { name: 'Charging' })).toBeTruthy();
    expect(created).toEqual([]);
    server.events.removeAllListeners();
  }, 15_000);

  it('shows no discount line when the platform previews none', async () => {
    const previewed = new Promise<void>((resolve) =>
      server.events.on('response:mocked', ({ request }) => {
        if (request.url.endsWith('/v4/vouchers/discount-preview')) resolve();
      }),
    );
    await openSummaryAsEvDriver();
    await previewed;
    // Let the answer reach the screen (the client parses it, the screen renders it) before looking for lines.
    await act(() => new Promise((resolve) => setTimeout(resolve, 0)));
    expect(screen.getByText('€80.00', { selector: '.summary__amount' })).toBeTruthy();
    expect(document.querySelector('.summary__discount')).toBeNull();
    server.events.removeAllListeners();
  }, 15_000);
});
