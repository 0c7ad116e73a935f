import { describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../src/api';
import type { Order } from '../../src/api/schemas';
import type { Scenario } from '../../src/sandbox/scenarios';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { googlePayTestToken } from '../../src/sandbox/walletTokens';
import { clock, refusal, sandbox } from '../sandboxServer';

const berlin = fixtureIds.berlin;
const step = 3_000;

function client() {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  return {
    api,
    async login(email: string = seedUsers.demo.email, password = demoPassword) {
      const answer = await api.auth.loginLocal({ email, password });
      token = answer.auth_token;
      return answer;
    },
    async guest() {
      const answer = await api.auth.registerGuest();
      token = answer.auth_token;
      return answer;
    },
  };
}

const setScenarios = (...names: Scenario[]) =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = names;
  });

async function pump(api: Api, name: string) {
  const station = await api.stations.getPoi(berlin);
  return station.products.find((product) => product.name === name)!;
}

async function stateAfter(api: Api, orderId: string, ms: number): Promise<Order> {
  clock.advance(ms);
  return api.orders.getOrder(orderId);
}

describe('sandbox auth', () => {
  it('logs the demo user in and refuses a wrong password with code 125 and an unknown email with 127', async () => {
    const { api, login } = client();
    expect((await login())._id).toBe(seedUsers.demo.id);
    await expect(api.auth.loginLocal({ email: seedUsers.demo.email, password: 'wrong-one' })).rejects.toMatchObject({
      status: 401,
      errorCodes: [125],
    });
    await expect(api.auth.loginLocal({ email: 'nobody@forecourt.test', password: 'x' })).rejects.toMatchObject({
      status: 401,
      errorCodes: [127],
    });
  });

  it('creates guests who cannot use registered-only calls', async () => {
    const { api, guest } = client();
    const { _id } = await guest();
    const profile = await api.users.getUser(_id);
    expect(profile.isGuest).toBe(true);
    await expect(api.payments.isLimitExceeded()).rejects.toMatchObject({ status: 403 });
    await expect(api.users.getUser(seedUsers.demo.id)).rejects.toMatchObject({ status: 403 });
  });

  it('answers 401 without a token', async () => {
    await expect(client().api.stations.getPoi(berlin)).rejects.toMatchObject({ status: 401 });
  });

  it('registers a new user, refuses the same email twice, and logs out', async () => {
    const { api } = client();
    const payload = {
      email: 'new@forecourt.test',
      password: 'Longer-pass-1',
      termsAccepted: true,
      referrer: 'web-sdk',
      referralPlatform: 'WEB',
    };
    await expect(api.auth.register({ ...payload, termsAccepted: false })).rejects.toMatchObject({ status: 422 });
    await api.auth.register(payload);
    await expect(api.auth.register(payload)).rejects.toMatchObject({
      status: 409,
      errorDescription: 'Already registered',
    });
    const second = client();
    await second.login('new@forecourt.test', 'Longer-pass-1');
    await second.api.auth.logout();
    await expect(second.api.users.getPreferences()).rejects.toMatchObject({ status: 401 });
  });

  it('flags the expired-password user and clears the flag on a password change', async () => {
    const { api, login } = client();
    const { _id } = await login(seedUsers.expired.email);
    expect((await api.users.getUser(_id)).passwordExpired).toBe(true);
    await expect(api.auth.changePassword('short')).rejects.toMatchObject({ status: 422 });
    await api.auth.changePassword('A-new-password-2');
    expect((await api.users.getUser(_id)).passwordExpired).toBe(false);
  });

  it('gives the demo account EV charging and a preferred VISA card', async () => {
    const { api, login } = client();
    const { _id } = await login();
    const profile = await api.users.getUser(_id);
    const features = await api.users.getAccountFeatures(profile.accountId!);
    expect(features.find((feature) => feature.name === 'evCharging')?.status).toBe('ENABLED');
    const methods = await api.payments.list({ customerId: _id });
    expect(methods.find((method) => method.isPreferred)?.details?.brand).toBe('VISA');
    expect(methods.map((method) => method.method)).toContain('PAYPAL');
  });
});

describe('sandbox stations', () => {
  it('refuses map searches above 100 km and filters by payability', async () => {
    const { api, guest } = client();
    await guest();
    const near = await api.stations.searchPois({ lat: 52.52, lon: 13.405, radiusM: 300 });
    expect(near.GAS_STATION[0]?._id).toBe(berlin);
    const evOff = await api.stations.searchPois({ lat: 48.1371, lon: 11.5754, radiusM: 300 });
    const evOn = await api.stations.searchPois({ lat: 48.1371, lon: 11.5754, radiusM: 300, showEvPois: true });
    expect(evOff.EV_STATIONS).toHaveLength(0);
    expect(evOn.EV_STATIONS.map((station) => station._id)).toContain(fixtureIds.munich);
  });

  it('reports every station offline in the station-offline scenario', async () => {
    const { api, guest } = client();
    await guest();
    setScenarios('station-offline');
    expect((await api.stations.getPoi(berlin)).status).toBe('OFFLINE');
  });
});

describe('sandbox orders', () => {
  it('runs a prepay order through its states, dispensing less than authorised', async () => {
    const { api, login } = client();
    await login();
    const product = await pump(api, '1');
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: false,
      products: [{ productId: product._id, fuelTypeId: 'SUPER_E5' }],
    });
    expect(order.state).toBe('CREATED');
    await api.orders.authorize(order._id, { authorizePrice: 50, paymentMethodId: 'pm-demo-visa' });
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 50, paymentMethodId: 'pm-demo-visa' }),
    ).rejects.toMatchObject({ status: 409 });
    const seen = [(await api.orders.getOrder(order._id)).state];
    for (let i = 0; i < 8; i++) seen.push((await stateAfter(api, order._id, step)).state);
    expect([...new Set(seen)]).toEqual([
      'PAYMENT_AUTHORIZED',
      'PRODUCT_PENDING',
      'PRODUCT_SUPPLYING',
      'PRODUCT_ACQUIRED',
      'READY_FOR_INVOICE',
      'COMPLETED',
    ]);
    const done = await api.orders.getOrder(order._id);
    const total = done.totalAfterDiscounts!.amount;
    expect(total).toBeGreaterThan(10);
    expect(total).toBeLessThan(50);
    expect(done.products[0]?.attributes?.paymentAttributes?.quantity).toBeGreaterThan(5);
    // The demo user's 5 ct/l voucher is applied to what was dispensed.
    const litres = done.products[0]?.attributes?.paymentAttributes?.quantity ?? 0;
    expect(done.vouchers?.[0]?.paymentAttributes.totalPrice).toBe(-Math.floor(litres * 5) / 100);
    expect(done.totalAfterDiscounts!.amount).toBeLessThan(done.totalBeforeDiscounts!.amount);
  });

  it('stops dispensing when the nozzle is put back', async () => {
    const { api, login } = client();
    await login();
    const product = await pump(api, '2');
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: false,
      products: [{ productId: product._id, fuelTypeId: 'DIESEL' }],
    });
    await api.orders.authorize(order._id, { authorizePrice: 80, paymentMethodId: 'pm-demo-visa' });
    expect((await stateAfter(api, order._id, 2 * step + step / 2)).state).toBe('PRODUCT_SUPPLYING');
    await api.orders.stopAcquire(order._id);
    const stopped = await stateAfter(api, order._id, 10);
    expect(stopped.state).toBe('PRODUCT_ACQUIRED');
    const quantity = stopped.products[0]?.attributes?.paymentAttributes?.quantity ?? 0;
    expect((await stateAfter(api, order._id, 5 * step)).products[0]?.attributes?.paymentAttributes?.quantity).toBe(
      quantity,
    );
  });

  it("refuses a driver's second order at a pump while the first runs, and lists the first as ongoing", async () => {
    const { api, login } = client();
    await login();
    const product = await pump(api, '1');
    const request = { poiId: berlin, autoAcquire: false, products: [{ productId: product._id, fuelTypeId: 'DIESEL' }] };
    const first = await api.orders.createOrder(request);
    await api.orders.authorize(first._id, { authorizePrice: 50, paymentMethodId: 'pm-demo-visa' });
    await expect(api.orders.createOrder(request)).rejects.toMatchObject({ status: 409 });
    expect((await api.orders.getOngoing()).map((order) => order._id)).toEqual([first._id]);
    // The driver's other pumps are free.
    const other = await api.orders.createOrder({
      ...request,
      products: [{ productId: (await pump(api, '2'))._id, fuelTypeId: 'DIESEL' }],
    });
    expect(other.state).toBe('CREATED');
    await api.orders.cancel(other._id);
    // Once the first is done, the pump takes a new order.
    expect((await stateAfter(api, first._id, 2 * step + step / 2)).state).toBe('PRODUCT_SUPPLYING');
    await api.orders.stopAcquire(first._id);
    expect((await stateAfter(api, first._id, 3 * step)).state).not.toBe('PRODUCT_SUPPLYING');
    expect((await api.orders.createOrder(request)).state).toBe('CREATED');
  });

  it('moves a postpay order to PAYMENT_PENDING after the fill, or expires it in postpay-expired', async () => {
    const { api, login } = client();
    await login();
    // The first order keeps pump 5 until it is paid: the second is made at pump 6.
    const create = async (name: string) =>
      api.orders.createOrder({
        poiId: berlin,
        autoAcquire: true,
        products: [{ productId: (await pump(api, name))._id, fuelTypeId: 'SUPER_E10' }],
      });
    const order = await create('5');
    expect((await stateAfter(api, order._id, step)).state).toBe('CREATED');
    const pending = await stateAfter(api, order._id, 3 * step);
    expect(pending.state).toBe('PAYMENT_PENDING');
    expect(pending.totalAfterDiscounts?.amount).toBeGreaterThan(0);
    setScenarios('postpay-expired');
    const expiring = await create('6');
    const expired = await stateAfter(api, expiring._id, 4 * step);
    expect(expired.state).toBe('FAILED');
    expect(expired.error?.message).toMatch(/expired/);
  });

  it('issues wash redemption codes with expiry and a QR image after payment', async () => {
    const { api, login } = client();
    await login();
    const station = await api.stations.getPoi(berlin);
    const washPackage = station.products.find((product) => product.facility === 'WASH')!;
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: true,
      products: [{ productId: washPackage._id }],
    });
    const pending = await stateAfter(api, order._id, step);
    expect(pending.state).toBe('PAYMENT_PENDING');
    await api.orders.authorize(order._id, { paymentMethodId: 'pm-demo-visa' });
    const acquired = await stateAfter(api, order._id, step);
    expect(acquired.state).toBe('PRODUCT_ACQUIRED');
    const [code] = acquired.products[0]?.redemptionCodes ?? [];
    expect(code?.code).toMatch(/^\d{6}$/);
    expect(Date.parse(code!.expirationDate)).toBeGreaterThan(Date.now());
    expect(code?.additionalDisplays?.[0]?.code).toMatch(/^data:image\/svg\+xml;base64,/);
  });

  it('accumulates energy while charging and stops on request', async () => {
    const { api, login } = client();
    await login();
    const station = await api.stations.getPoi(fixtureIds.munich);
    const charger = station.products[0]!;
    const order = await api.orders.createOrder({
      poiId: fixtureIds.munich,
      autoAcquire: false,
      products: [{ productId: charger._id }],
    });
    await api.orders.authorize(order._id, { authorizePrice: 80, paymentMethodId: 'pm-demo-visa' });
    const early = await stateAfter(api, order._id, 2 * step + 1_000);
    expect(early.state).toBe('PRODUCT_SUPPLYING');
    const later = await stateAfter(api, order._id, 2_000);
    expect(later.charging!.energyKwh).toBeGreaterThan(early.charging!.energyKwh);
    await api.orders.stopAcquire(order._id);
    expect((await stateAfter(api, order._id, 2 * step + 10)).state).toBe('COMPLETED');
  });

  it('declines cards in the declined scenario and cancels or refuses to cancel as set', async () => {
    const { api, login } = client();
    await login();
    const product = await pump(api, '3');
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: false,
      products: [{ productId: product._id, fuelTypeId: 'SUPER_E5' }],
    });
    setScenarios('declined');
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: 'pm-demo-visa' }),
    ).rejects.toMatchObject({ status: 402 });
    setScenarios('cancel-fails');
    await expect(api.orders.cancel(order._id)).rejects.toMatchObject({ status: 500 });
    setScenarios();
    expect((await api.orders.cancel(order._id)).state).toBe('CANCELLED');
  });

  it('asks for a 3-D Secure interaction and authorises once the bank page approves', async () => {
    const { api, login } = client();
    await login();
    setScenarios('user-interaction');
    const product = await pump(api, '4');
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: false,
      products: [{ productId: product._id, fuelTypeId: 'SUPER_E5' }],
    });
    const urls = { success: 'http://localhost/pay/prepay/fueling?ok', error: 'http://localhost/error?type=payment' };
    const result = await api.orders.authorize(order._id, {
      authorizePrice: 50,
      paymentMethodId: 'pm-demo-visa',
      userInteraction: { urls },
    });
    expect(result.userInteraction?.isRequired).toBe(true);
    expect(result.userInteraction?.urls?.start).toContain('/_sandbox/3ds?orderId=');
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_PENDING');
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 50, paymentMethodId: 'pm-demo-visa' }),
    ).rejects.toMatchObject({ status: 409 });
    const answer = await fetch(`${sandbox.context.hosts.platformUrl}/_sandbox/3ds/${order._id}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ result: 'approved' }),
    });
    expect(await answer.json()).toEqual({ redirect: urls.success });
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_AUTHORIZED');
  });

  it('lets guests pay only with a device wallet at guest-checkout stations', async () => {
    const { api, guest } = client();
    const { _id } = await guest();
    const zurich = await api.stations.getPoi(fixtureIds.zurich);
    await expect(
      api.orders.createOrder({
        poiId: fixtureIds.zurich,
        autoAcquire: false,
        products: [
          {
            productId: zurich.products[0]!._id,
            fuelTypeId: zurich.products[0]!.attributes.availableItems[0]!.itemCode,
          },
        ],
      }),
    ).rejects.toMatchObject({ status: 403 });
    const product = await pump(api, '1');
    const order = await api.orders.createOrder({
      poiId: berlin,
      autoAcquire: false,
      products: [{ productId: product._id, fuelTypeId: 'SUPER_E5' }],
    });
    await expect(
      api.orders.authorize(order._id, { authorizePrice: 20, paymentMethodId: 'pm-demo-visa' }),
    ).rejects.toMatchObject({ status: 403 });
    const methods = await api.payments.list({ customerId: _id, supportedByPoi: berlin });
    // The device's wallet and Amazon Pay, which Demo Berlin Mitte takes from guests too; no app-switch means.
    expect(methods.filter((method) => method.isSupportedDevice).map((method) => method.method)).toEqual([
      'GOOGLE_PAY',
      'AMAZON_PAY',
    ]);
    // A token in no wallet's format, or in a wallet's format but broken, is refused with the reason.
    const broken = JSON.parse(googlePayTestToken()) as Record<string, unknown>;
    for (const [paymentToken, reason] of [
      ['sandbox-wallet:GOOGLE_PAY', 'paymentToken is not a Google Pay or Apple Pay token'],
      ['examplePaymentMethodToken', 'paymentToken is not a Google Pay or Apple Pay token'],
      [
        JSON.stringify({ ...broken, protocolVersion: 'ECv1' }),
        'Google Pay token is not a PAYMENT_GATEWAY token of protocol ECv2',
      ],
      [
        JSON.stringify({ ...broken, signedMessage: '{}' }),
        'Google Pay token is not a PAYMENT_GATEWAY token of protocol ECv2',
      ],
      [
        JSON.stringify({ version: 'EC_v1', data: 'x' }),
        'Apple Pay token is not a payment token of version EC_v1 or RSA_v1',
      ],
    ]) {
      expect(await refusal(api.orders.authorize(order._id, { authorizePrice: 20, paymentToken }))).toMatchObject({
        status: 400,
        description: reason,
      });
    }
    await api.orders.authorize(order._id, { authorizePrice: 20, paymentToken: googlePayTestToken() });
    expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_AUTHORIZED');
  });

  it('previews the demo voucher discount for registered users only', async () => {
    const registered = client();
    await registered.login();
    const product = await pump(registered.api, '1');
    const preview = await registered.api.vouchers.previewDiscount({
      poiId: berlin,
      productId: product._id,
      fuelTypeId: 'SUPER_E5',
      amount: 50,
      currency: 'EUR',
    });
    expect(preview.discounts[0]?.appliedDiscount.amount).toBeGreaterThan(1);
    expect(preview.totalAfterDiscounts.amount).toBeLessThan(50);
    const anonymous = client();
    await anonymous.guest();
    await expect(
      anonymous.api.vouchers.previewDiscount({ poiId: berlin, productId: product._id, amount: 50, currency: 'EUR' }),
    ).rejects.toMatchObject({ status: 403 });
  });

  it('answers the maintenance file from the scenario', async () => {
    const { api } = client();
    expect((await api.maintenance.check()).dev).toBe(false);
    setScenarios('maintenance');
    expect((await api.maintenance.check()).dev).toBe(true);
  });
});
