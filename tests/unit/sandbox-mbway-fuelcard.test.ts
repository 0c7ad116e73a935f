import { describe, expect, it } from 'vitest';
import type { Api } from '../../src/api';
import { readReturnTo, withReturnTo } from '../../src/features/payments/returnTo';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { clock, loggedIn, sandbox } from '../sandboxServer';

const step = 3_000;

/** The simulated MB WAY app approves (or reactivates) a mandate. */
const approveInApp = (id: string) =>
  fetch(`${sandbox.context.hosts.paymentProviderUrl}/_sandbox/mbway/${id}/approve`, { method: 'POST' });

async function prepayAtLisbon(api: Api) {
  const station = await api.stations.getPoi(fixtureIds.lisbon);
  const pump = station.products.find((product) => product.name === '1')!;
  return api.orders.createOrder({
    poiId: fixtureIds.lisbon,
    autoAcquire: false,
    products: [{ productId: pump._id, fuelTypeId: 'SUPER' }],
  });
}

describe('sandbox MB WAY', () => {
  it('creates the MBWAY method only once the mandate is approved in the app', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    await expect(api.paymentProvider.mbway.register('+351212345678')).rejects.toMatchObject({ status: 422 });
    const mandate = await api.paymentProvider.mbway.register('+351912345678');
    expect(mandate.status).toBe('pending');
    const customerId = seedUsers.fresh.id;
    const stored = async () => (await api.payments.list({ customerId })).filter((method) => method.method === 'MBWAY');
    expect(await stored()).toEqual([]);
    expect((await approveInApp(mandate.id)).ok).toBe(true);
    expect((await api.paymentProvider.mbway.current())?.status).toBe('active');
    expect(await stored()).toMatchObject([
      { method: 'MBWAY', isPreferred: true, details: { phoneNumber: '+351912345678', mandateState: 'active' } },
    ]);
  });

  it('an MB WAY payment waits for the app (PAYMENT_PENDING), then the pump is released', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const mandate = await api.paymentProvider.mbway.register('+351912345678');
    await approveInApp(mandate.id);
    const methodId = (await api.paymentProvider.mbway.current())?.paymentMethodId ?? '';
    const order = await prepayAtLisbon(api);
    await api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: methodId });
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_PENDING');
    clock.advance(step);
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_AUTHORIZED');
    clock.advance(step);
    expect((await api.orders.getOrder(order._id)).state).toBe('PRODUCT_PENDING');
  });

  it('refuses a suspended mandate with nothing charged; reactivated in the app, it pays', async () => {
    const api = await loggedIn(seedUsers.mbwaySuspended.email);
    const methodId = `pm-${seedUsers.mbwaySuspended.id}`;
    const order = await prepayAtLisbon(api);
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: methodId }),
    ).rejects.toMatchObject({ status: 422, errorDescription: 'MB WAY mandate is suspended' });
    const refused = sandbox.context.store.data.orders[order._id]!;
    expect(refused.authorizedAt).toBeUndefined();
    expect(refused.authorizedAmount).toBeUndefined();
    expect((await api.orders.getOrder(order._id)).state).toBe('CREATED');
    await approveInApp(`mandate-${seedUsers.mbwaySuspended.id}`);
    await api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: methodId });
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_PENDING');
  });

  it('renews an expired mandate as a new pending one; the app cannot approve the expired one itself', async () => {
    const api = await loggedIn(seedUsers.mbwayExpired.email);
    const expired = await api.paymentProvider.mbway.current();
    expect(expired?.status).toBe('expired');
    expect((await approveInApp(expired!.id)).status).toBe(409);
    const order = await prepayAtLisbon(api);
    const methodId = `pm-${seedUsers.mbwayExpired.id}`;
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: methodId }),
    ).rejects.toMatchObject({ status: 422 });
    const renewed = await api.paymentProvider.mbway.renew(expired!.id);
    expect(renewed).toMatchObject({ status: 'pending', phoneNumber: expired!.phoneNumber });
    expect(renewed.id).not.toBe(expired!.id);
    await approveInApp(renewed.id);
    const methods = await api.payments.list({ customerId: seedUsers.mbwayExpired.id });
    // The same method, active again: renewing never adds a second one.
    expect(methods.filter((method) => method.method === 'MBWAY')).toMatchObject([
      { id: methodId, details: { mandateState: 'active' } },
    ]);
  });
});

describe('sandbox fuel card', () => {
  const card = {
    cardNumber: '7002051234567890019',
    expiry: '08/2031',
    holderFirstName: 'Frieda',
    holderLastName: 'Fresh',
    tpin: '4321',
    vin: 'WVWZZZ1KZAW000001',
    licensePlate: 'B-FR 2031',
  };

  it('creates a FUEL_CARD method with the number masked and keeps neither TPIN nor VIN on it', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const method = await api.paymentProvider.fuelCards.register(card);
    expect(method).toMatchObject({ method: 'FUEL_CARD', details: { cardNumber: '•••• 0019' } });
    expect(JSON.stringify(sandbox.context.store.data.paymentMethods)).not.toContain('4321');
    const atBerlin = await api.payments.list({ customerId: seedUsers.fresh.id, supportedByPoi: fixtureIds.berlin });
    expect(atBerlin.find((entry) => entry.id === method.id)?.isSupportedPOI).toBe(true);
  });

  it('refuses to pay without the VIN and mileage the card asks for (last digit 9: both), and pays with them', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    const method = await api.paymentProvider.fuelCards.register(card);
    expect(method.details?.promptLevel).toBe(3);
    const station = await api.stations.getPoi(fixtureIds.berlin);
    const pump = station.products.find((product) => product.name === '1')!;
    const order = await api.orders.createOrder({
      poiId: fixtureIds.berlin,
      autoAcquire: false,
      products: [{ productId: pump._id, fuelTypeId: 'SUPER_E5' }],
    });
    const pay = (userDetails?: Record<string, unknown>) =>
      api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: method.id, userDetails });
    await expect(pay()).rejects.toMatchObject({ status: 422 });
    await expect(pay({ vin: 'WVWZZZ1KZAW000001' })).rejects.toMatchObject({ status: 422 });
    await expect(pay({ vin: 'WVWZZZ1KZAW00000O', carOdometerM: 48_600_000 })).rejects.toMatchObject({ status: 422 });
    await expect(pay({ vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 })).resolves.toBeDefined();
  });

  it('refuses a card without a valid VIN', async () => {
    const api = await loggedIn(seedUsers.fresh.email);
    await expect(api.paymentProvider.fuelCards.register({ ...card, vin: '' })).rejects.toMatchObject({ status: 422 });
    await expect(api.paymentProvider.fuelCards.register({ ...card, vin: 'WVWZZZ1KZAW00000O' })).rejects.toMatchObject({
      status: 422,
    });
  });
});

describe('returnTo', () => {
  it('accepts only a path of the app', () => {
    expect(readReturnTo('returnTo=%2Fpay%3Fpid%3Dx%26auth%3D0')).toBe('/pay?pid=x&auth=0');
    expect(readReturnTo('')).toBeUndefined();
    expect(readReturnTo('returnTo=https%3A%2F%2Fevil.example')).toBeUndefined();
    expect(readReturnTo('returnTo=%2F%2Fevil.example')).toBeUndefined();
    expect(readReturnTo('returnTo=%2F%5Cevil.example')).toBeUndefined();
    expect(readReturnTo('returnTo=javascript%3Aalert(1)')).toBeUndefined();
    expect(readReturnTo('returnTo=%2Fpay%0Aevil')).toBeUndefined();
    expect(withReturnTo('/payment-method/mbway', '/pay?pid=x')).toBe('/payment-method/mbway?returnTo=%2Fpay%3Fpid%3Dx');
    expect(withReturnTo('/payment-method/mbway', undefined)).toBe('/payment-method/mbway');
  });
});
