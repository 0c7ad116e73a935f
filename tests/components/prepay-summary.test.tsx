import { fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { sandbox, server } from '../sandboxServer';
import { logIn, openApp, standAt } from './render';

const berlin = fixtureIds.berlin;
const summary = `/pay/prepay/summary?pid=${berlin}&productId=${berlin}-pump-1&fuelTypeId=SUPER_E5&amount=50&currency=EUR&orderType=PREPAY`;

/** The driver stands at Demo Berlin Mitte. */
beforeEach(() => standAt(52.52, 13.405));
afterEach(() => {
  vi.unstubAllGlobals();
  server.events.removeAllListeners();
  sandbox.context.store.update((data) => {
    data.settings.scenarios = [];
  });
});

const declineCards = (on: boolean) =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = on ? ['declined'] : [];
  });

/** Counts the order creations (POST v4/order) and authorisations the app sends from now on. */
function countPayments() {
  const counts = { created: 0, authorized: 0 };
  server.events.on('request:start', ({ request }) => {
    if (request.method !== 'POST') return;
    const path = new URL(request.url).pathname;
    if (/\/v4\/order$/.test(path)) counts.created += 1;
    if (/\/authorize$/.test(path)) counts.authorized += 1;
  });
  return counts;
}

describe('the prepay summary', () => {
  it('pays through the checkout once: the mileage first, then the preferred card, then the fueling screen', async () => {
    await logIn();
    const counts = countPayments();
    const app = await openApp(summary);
    // The account asks for the mileage first; it goes to the preferred vehicle.
    expect(await screen.findByText('Last entry: 48,250 km', {}, { timeout: 10_000 })).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Mileage in km'), { target: { value: '48600' } });
    fireEvent.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Mileage for this order: 48,600 km', {}, { timeout: 5_000 })).toBeTruthy();
    const visa = await screen.findByRole('radio', { name: /VISA •••• 4242/ }, { timeout: 5_000 });
    expect((visa as HTMLInputElement).checked).toBe(true);
    const pay = screen.getByRole('button', { name: 'Pay €50.00' });
    await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    // A double tap pays once.
    fireEvent.click(pay);
    fireEvent.click(pay);
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/fueling\?.*orderId=/), {
      timeout: 10_000,
    });
    expect(counts).toEqual({ created: 1, authorized: 1 });
  }, 30_000);

  it('a declined card reopens the checkout with the card the driver picked, saying nothing was charged', async () => {
    await logIn(seedUsers.full.email);
    declineCards(true);
    const counts = countPayments();
    const app = await openApp(summary);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 10_000 }));
    const mastercard = await screen.findByRole('radio', { name: /MASTERCARD •••• 4444/ }, { timeout: 5_000 });
    fireEvent.click(mastercard);
    await vi.waitFor(() => expect((mastercard as HTMLInputElement).checked).toBe(true), { timeout: 5_000 });
    const pay = screen.getByRole('button', { name: 'Pay €50.00' });
    await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    fireEvent.click(pay);
    expect(
      await screen.findByText(/Your payment was declined\. Nothing was charged\./, {}, { timeout: 10_000 }),
    ).toBeTruthy();
    // The same summary, the mileage not asked again, the card picked before chosen again once the methods load.
    expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/summary\?/);
    expect(screen.queryByLabelText('Mileage in km')).toBeNull();
    await vi.waitFor(
      () =>
        expect((screen.getByRole('radio', { name: /MASTERCARD •••• 4444/ }) as HTMLInputElement).checked).toBe(true),
      { timeout: 5_000 },
    );
    declineCards(false);
    const again = screen.getByRole('button', { name: 'Pay €50.00' });
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    fireEvent.click(again);
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/fueling\?.*orderId=/), {
      timeout: 10_000,
    });
    // One order, authorised twice: declined, then paid.
    expect(counts).toEqual({ created: 1, authorized: 2 });
  }, 40_000);
});
