import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, beforeEach, describe, expect, it, onTestFinished } from 'vitest';
import { selectFeatures } from '../../machines/session';
import type { Api } from '../../src/api';
import type { Order } from '../../src/api/schemas';
import { AppProviders } from '../../src/app/AppProviders';
import { Session } from '../../src/app/contexts';
import { queryClient } from '../../src/app/queryClient';
import { createServices } from '../../src/app/services';
import { config } from '../../src/config';
import { OrderFeedback } from '../../src/flows/pay/kit/OrderFeedback';
import { activateLocale } from '../../src/i18n/i18n';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { clock, loggedIn, resetSandbox, sandbox, server } from '../sandboxServer';
import { logIn } from './render';

const berlin = fixtureIds.berlin;

/** A prepay of the demo driver at pump 1 of Demo Berlin Mitte, paid and then completed. */
async function completedPrepay(api: Api): Promise<Order> {
  const station = await api.stations.getPoi(berlin);
  const pump = station.products.find((product) => product.name === '1')!;
  const order = await api.orders.createOrder({
    poiId: berlin,
    autoAcquire: false,
    products: [{ productId: pump._id, fuelTypeId: 'SUPER_E5' }],
  });
  await api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: 'pm-demo-visa' });
  clock.advance(60_000);
  return api.orders.getOrder(order._id);
}

/** Says once the session has read the account's features, so a test knows the receipt has decided. */
function FeaturesRead() {
  const read = Session.useSelector((s) => selectFeatures(s) !== undefined);
  return read ? <p>features read</p> : null;
}

async function openReceiptFeedback(order: Order) {
  await logIn();
  await activateLocale('en');
  const reports: unknown[] = [];
  const services = createServices(localStorage, {
    report: (error) => reports.push(error),
    uiError: { subscribe: () => () => {}, getSnapshot: () => undefined, clear: () => {} },
    listen: () => () => {},
  });
  onTestFinished(() => services.stopSession());
  render(
    <AppProviders services={services}>
      <FeaturesRead />
      <OrderFeedback order={order} />
    </AppProviders>,
  );
  await screen.findByText('features read', {}, { timeout: 5_000 });
  return { reports };
}

/** Counts the feedback calls; the sandbox (or an override) still answers them. */
function countFeedbackCalls() {
  const count = { value: 0 };
  server.use(
    http.post(`${config.platformUrl}/v4/order/:id/feedback`, () => {
      count.value += 1;
    }),
  );
  return count;
}

describe("the receipt's feedback", () => {
  beforeEach(() => resetSandbox());
  afterEach(() => {
    queryClient.clear();
    clock.offsetMs = 0;
  });

  it('is not offered to an account whose platform does not take it, and nothing is sent', async () => {
    sandbox.context.store.update((data) => {
      for (const feature of data.users[seedUsers.demo.id]!.features)
        if (feature.name === 'orderFeedback') feature.status = 'DISABLED';
    });
    const order = await completedPrepay(await loggedIn());
    const calls = countFeedbackCalls();
    await openReceiptFeedback(order);
    expect(screen.queryByRole('heading', { name: 'How was it?' })).toBeNull();
    expect(calls.value).toBe(0);
  });

  it('is offered where the platform takes it', async () => {
    const order = await completedPrepay(await loggedIn());
    await openReceiptFeedback(order);
    expect(await screen.findByRole('heading', { name: 'How was it?' })).toBeTruthy();
  });

  it('goes away without a word or a report when the platform turns out not to know the call', async () => {
    const order = await completedPrepay(await loggedIn());
    server.use(
      http.post(`${config.platformUrl}/v4/order/:id/feedback`, () =>
        HttpResponse.json({ errorDescription: 'Not Found' }, { status: 404 }),
      ),
    );
    const { reports } = await openReceiptFeedback(order);
    fireEvent.click(await screen.findByText('4 – Very good'));
    fireEvent.click(screen.getByRole('button', { name: 'Send feedback' }));
    await waitFor(() => expect(screen.queryByRole('heading', { name: 'How was it?' })).toBeNull());
    expect(screen.queryByText(/not sent/)).toBeNull();
    expect(reports).toEqual([expect.objectContaining({ status: 404, silent: true })]);
  });
});
