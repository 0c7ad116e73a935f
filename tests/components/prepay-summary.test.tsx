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

/** On the summary with the sandbox declining cards, the driver skips the mileage and pays: declined, nothing charged. */
async function declineFirstPayment() {
  declineCards(true);
  const app = await openApp(summary);
  fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 10_000 }));
  const pay = await screen.findByRole('button', { name: 'Pay €50.00' }, { timeout: 5_000 });
  await vi.waitFor(() => expect(pay.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
  fireEvent.click(pay);
  await screen.findByText(/Your payment was declined\. Nothing was charged\./, {}, { timeout: 10_000 });
  return app;
}

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

  it('an order declined and opened again from the pump screen asks for its amount, never €0, and pays that order', async () => {
    await logIn(seedUsers.full.email);
    const first = await declineFirstPayment();
    // The order exists now: its fuel is its own, its amount can still change, and it can be cancelled.
    expect(await screen.findByRole('link', { name: 'Change amount' }, { timeout: 5_000 })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Change fuel' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
    first.unmount();

    // Later, from the pump screen: the order waits for its payment, and its link knows no amount.
    declineCards(false);
    const authorized: unknown[] = [];
    server.events.on('request:start', async ({ request }) => {
      if (request.method === 'POST' && /\/authorize$/.test(new URL(request.url).pathname))
        authorized.push((await request.clone().json()).authorizePrice);
    });
    const counts = countPayments();
    const app = await openApp(`/pay/pump?pid=${berlin}`);
    await screen.findByText('Pump 1: your order waits for payment', {}, { timeout: 10_000 });
    fireEvent.click(screen.getByRole('link', { name: 'Show' }));
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/amount\?.*orderId=/), {
      timeout: 10_000,
    });
    expect(
      await screen.findByText(
        'Your order at pump 1 waits for its payment. Nothing has been paid yet: choose the amount.',
        {},
        { timeout: 5_000 },
      ),
    ).toBeTruthy();
    expect(screen.queryByText('Pump 1: your order waits for payment')).toBeNull();
    expect(screen.queryByRole('button', { name: /€0/ })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '€80' }));

    // The mileage is asked for this order (it was skipped for the pump before the order existed).
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 10_000 }));
    const again = await screen.findByRole('button', { name: 'Pay €80.00' }, { timeout: 10_000 });
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    fireEvent.click(again);
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/fueling\?.*orderId=/), {
      timeout: 10_000,
    });
    // The same order, paid once, with the amount chosen again.
    expect(counts).toEqual({ created: 0, authorized: 1 });
    expect(authorized).toEqual([80]);
    expect(Object.keys(sandbox.context.store.data.orders)).toHaveLength(1);
  }, 60_000);

  it('an order whose payment did not go through can be cancelled on the summary', async () => {
    await logIn(seedUsers.full.email);
    const app = await declineFirstPayment();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel this order?' });
    expect(dialog.textContent).toContain('Nothing has been paid for this order.');
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/cancel\?/), { timeout: 15_000 });
    const orders = Object.values(sandbox.context.store.data.orders);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.cancelledAt).toBeDefined();
  }, 40_000);
});

describe('the method chosen on the summary', () => {
  it('is still chosen after a reload: PayPal stays PayPal', async () => {
    await logIn();
    const first = await openApp(summary);
    fireEvent.click(await screen.findByRole('button', { name: 'Skip' }, { timeout: 10_000 }));
    fireEvent.click(await screen.findByText('dana.demo@forecourt.test', {}, { timeout: 5_000 }));
    await vi.waitFor(
      () => expect((screen.getByRole('radio', { name: /PayPal/ }) as HTMLInputElement).checked).toBe(true),
      { timeout: 5_000 },
    );
    first.unmount();
    await openApp(summary);
    const paypal = await screen.findByRole('radio', { name: /PayPal/ }, { timeout: 10_000 });
    await vi.waitFor(() => expect((paypal as HTMLInputElement).checked).toBe(true), { timeout: 5_000 });
    expect((screen.getByRole('radio', { name: /VISA •••• 4242/ }) as HTMLInputElement).checked).toBe(false);
  }, 30_000);
});

describe('the summary on a slow connection', () => {
  it('never says it is authorising before the driver taps Pay: it says what it checks', async () => {
    await logIn();
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['slow'];
    });
    const counts = countPayments();
    await openApp(summary);
    const pay = await screen.findByRole('button', { name: /Pay €50.00/ }, { timeout: 10_000 });
    // The running order is still being looked for (each answer takes 3 s): nothing is being paid.
    expect(screen.getByText('Checking for an order of yours at this pump…')).toBeTruthy();
    expect(screen.queryByText('Authorising your payment…')).toBeNull();
    expect(pay.hasAttribute('disabled') || pay.hasAttribute('data-pending')).toBe(true);
    expect(counts).toEqual({ created: 0, authorized: 0 });
  }, 30_000);
});

describe('a refused cancel of an unpaid order', () => {
  it('stays on the summary and says so; the order can then be paid, once', async () => {
    await logIn(seedUsers.full.email);
    const app = await declineFirstPayment();
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['cancel-fails'];
    });
    fireEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Yes, cancel' }));
    expect(
      await screen.findByText(
        'The order could not be cancelled. Nothing was charged: pay for it, or try cancelling again.',
        {},
        { timeout: 15_000 },
      ),
    ).toBeTruthy();
    // Still the summary of the same order, not a wait at the pump for an order nobody paid.
    expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/summary\?/);
    declineCards(false);
    const counts = countPayments();
    const again = screen.getByRole('button', { name: 'Pay €50.00' });
    await vi.waitFor(() => expect(again.hasAttribute('disabled')).toBe(false), { timeout: 5_000 });
    fireEvent.click(again);
    await vi.waitFor(() => expect(app.location.history.at(-1)).toMatch(/^\/pay\/prepay\/fueling\?/), {
      timeout: 15_000,
    });
    expect(counts).toEqual({ created: 0, authorized: 1 });
    expect(screen.queryByText('The order could not be cancelled')).toBeNull();
    expect(Object.values(sandbox.context.store.data.orders)).toHaveLength(1);
  }, 60_000);
});
