import { describe, expect, it } from 'vitest';
import { type Api, createApi } from '../../src/api';
import { type Order, Shop } from '../../src/api/schemas';
import type { Scenario } from '../../src/sandbox/scenarios';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { googlePayTestToken } from '../../src/sandbox/walletTokens';
import { clock, sandbox } from '../sandboxServer';

const gifts = fixtureIds.giftCards;
const leipzig = fixtureIds.leipzigShop;
const step = 3_000;

async function loggedIn(email: string = seedUsers.demo.email): Promise<Api> {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  token = (await api.auth.loginLocal({ email, password: demoPassword })).auth_token;
  return api;
}

async function asGuest(): Promise<Api> {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  token = (await api.auth.registerGuest()).auth_token;
  return api;
}

const setScenarios = (...names: Scenario[]) =>
  sandbox.context.store.update((data) => {
    data.settings.scenarios = names;
  });

async function productNamed(api: Api, stationId: string, name: string) {
  const product = (await api.stations.getShop(stationId)).products.find((candidate) => candidate.name === name);
  if (!product) throw new Error(`${name} missing`);
  return product;
}

async function stateAfter(api: Api, orderId: string, ms: number): Promise<Order> {
  clock.advance(ms);
  return api.orders.getOrder(orderId);
}

/** Creates the order and moves on until it is PAYMENT_PENDING, as the app's summary waits for it. */
async function pendingOrder(api: Api, poiId: string, productId: string, itemCode?: string) {
  const order = await api.orders.createOrder({ poiId, autoAcquire: true, products: [{ productId, itemCode }] });
  expect(order).toMatchObject({ state: 'CREATED', orderType: 'POSTPAY' });
  const pending = await stateAfter(api, order._id, step);
  expect(pending.state).toBe('PAYMENT_PENDING');
  return pending;
}

const statesOf = (order: Order) => order.stateHistory.map((entry) => entry.state);

describe('the sandbox shops', () => {
  it('sells gift cards at Demo Gift Cards, in values of more than one currency, apart from its products', async () => {
    const api = await loggedIn();
    // The client parses the answer with the Shop schema.
    const shop = await api.stations.getShop(gifts);
    expect(Shop.safeParse(shop).success).toBe(true);
    expect(shop).toMatchObject({
      _id: gifts,
      name: 'Demo Gift Cards',
      vendingMachines: [{ id: 'gift-card-shop', automaticFlow: false, type: 'GIFT_CARD' }],
    });
    expect(shop.products.length).toBeGreaterThanOrEqual(3);
    for (const product of shop.products) {
      expect(product).toMatchObject({
        facility: 'VENDING_MACHINE',
        type: 'GIFT_CARD',
        attributes: { status: 'AVAILABLE', automaticFlow: false, vendingMachineId: 'gift-card-shop' },
      });
      expect(product.attributes.availableItems.length).toBeGreaterThan(1);
      for (const item of product.attributes.availableItems) {
        expect(item.itemCode).toBe(`${item.currency}-${item.price}`);
        expect(item.descriptionLines).toEqual(
          expect.arrayContaining(['Delivered at once as a code in the app', 'Valid for 3 years']),
        );
        expect(item.descriptionLines?.some((line) => line.startsWith('Redeem '))).toBe(true);
      }
    }
    const currencies = shop.products.flatMap((product) => product.attributes.availableItems.map((i) => i.currency));
    expect(new Set(currencies)).toEqual(new Set(['EUR', 'CHF']));
    // The station itself keeps no products: its shop is answered only here.
    expect((await api.stations.getPoi(gifts)).products).toEqual([]);
  });

  it('sells vending products at Demo Leipzig beside its prepay pumps, one of them out of stock', async () => {
    const api = await loggedIn();
    const station = await api.stations.getPoi(leipzig);
    expect(station).toMatchObject({
      name: 'Demo Leipzig',
      status: 'ONLINE',
      features: { guestCheckout: true },
      location: { address: { city: 'Leipzig', countryCode: 'DE' } },
      vendingMachines: [{ id: 'shop-machine-1', automaticFlow: true, type: 'SHOP' }],
    });
    expect(station.products.length).toBeGreaterThan(0);
    for (const product of station.products) {
      expect(product).toMatchObject({ facility: 'PUMP', attributes: { automaticFlow: true } });
    }
    const shop = await api.stations.getShop(leipzig);
    expect(Shop.safeParse(shop).success).toBe(true);
    expect(shop.products.length).toBeGreaterThanOrEqual(4);
    expect(shop.products.length).toBeLessThanOrEqual(5);
    for (const product of shop.products) {
      expect(product).toMatchObject({
        facility: 'VENDING_MACHINE',
        type: 'SHOP',
        attributes: { vendingMachineId: 'shop-machine-1' },
      });
      expect(product.attributes.availableItems).toHaveLength(1);
      expect(product.attributes.availableItems[0]).toMatchObject({ currency: 'EUR', itemCode: expect.any(String) });
      expect(product.attributes.availableItems[0]?.price).toBeGreaterThan(0);
      expect(product.attributes.availableItems[0]?.descriptionLines?.length).toBeGreaterThan(0);
    }
    expect(shop.products.filter((product) => product.attributes.status === 'OUT_OF_STOCK')).toHaveLength(1);
    const pumpIds = new Set(station.products.map((product) => product._id));
    expect(shop.products.some((product) => pumpIds.has(product._id))).toBe(false);
  });

  it('has no shop where the station has no vending machine', async () => {
    const api = await loggedIn();
    await expect(api.stations.getShop(fixtureIds.berlin)).rejects.toMatchObject({ status: 404 });
  });
});

describe('buying a gift card', () => {
  it('a registered driver pays the value and gets a code valid for 3 years with its QR, kept after completion', async () => {
    const api = await loggedIn();
    const card = await productNamed(api, gifts, 'Bluebird Books gift card');
    const pending = await pendingOrder(api, gifts, card._id, 'EUR-25');
    // A gift card is a voucher: no VAT on the card itself (it is due on what it buys).
    expect(pending.vat).toBeUndefined();
    expect(pending.products[0]?.itemCode).toBe('EUR-25');
    expect(pending).toMatchObject({
      totalBeforeDiscounts: { amount: 25, currency: 'EUR' },
      totalAfterDiscounts: { amount: 25, currency: 'EUR' },
      products: [
        {
          _id: card._id,
          attributes: {
            paymentAttributes: {
              totalPrice: 25,
              unitPrice: 25,
              quantity: 1,
              unit: 'COUNT',
              description: 'Bluebird Books gift card, 25.00 EUR',
            },
          },
        },
      ],
    });
    expect(pending.products[0]?.redemptionCodes).toBeUndefined();
    expect((await api.orders.getOngoing()).map((order) => order._id)).toEqual([pending._id]);

    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    const paid = await api.orders.getOrder(pending._id);
    expect(paid).toMatchObject({ state: 'PAYMENT_AUTHORIZED', authorizedAmount: { amount: 25, currency: 'EUR' } });
    expect(paid.products[0]?.redemptionCodes).toBeUndefined();

    const acquired = await stateAfter(api, pending._id, step);
    expect(acquired.state).toBe('PRODUCT_ACQUIRED');
    const [code, ...others] = acquired.products[0]?.redemptionCodes ?? [];
    expect(others).toEqual([]);
    expect(code?.code).toMatch(/^GC-[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    const issuedAt = acquired.stateHistory.find((entry) => entry.state === 'PRODUCT_ACQUIRED')!.createdAt!;
    const threeYearsOn = new Date(issuedAt);
    threeYearsOn.setUTCFullYear(threeYearsOn.getUTCFullYear() + 3);
    expect(code?.expirationDate).toBe(threeYearsOn.toISOString());
    expect(code?.additionalDisplays).toEqual([{ type: 'QR', code: expect.stringMatching(/^data:image\/svg\+xml;/) }]);

    expect((await stateAfter(api, pending._id, step)).state).toBe('READY_FOR_INVOICE');
    const completed = await stateAfter(api, pending._id, step);
    expect(statesOf(completed)).toEqual([
      'CREATED',
      'PAYMENT_PENDING',
      'PAYMENT_AUTHORIZED',
      'PRODUCT_ACQUIRED',
      'READY_FOR_INVOICE',
      'COMPLETED',
    ]);
    expect(completed.totalAfterDiscounts).toMatchObject({ amount: 25, currency: 'EUR' });
    expect(await api.orders.getOngoing()).toEqual([]);
    // A year later the order still carries the same code.
    const later = await stateAfter(api, pending._id, 365 * 24 * 3_600_000);
    expect(later.state).toBe('COMPLETED');
    expect(later.products[0]?.redemptionCodes).toEqual([code]);
  });

  it('gives every purchase its own code, and a gift card in francs is paid in francs', async () => {
    const api = await loggedIn();
    const card = await productNamed(api, gifts, 'Alpine Rail gift card');
    const codeOf = async (itemCode: string) => {
      const pending = await pendingOrder(api, gifts, card._id, itemCode);
      await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
      const acquired = await stateAfter(api, pending._id, step);
      return { order: acquired, code: acquired.products[0]?.redemptionCodes?.[0]?.code };
    };
    const first = await codeOf('CHF-50');
    expect(first.order).toMatchObject({
      totalAfterDiscounts: { amount: 50, currency: 'CHF' },
      authorizedAmount: { amount: 50, currency: 'CHF' },
      products: [{ attributes: { paymentAttributes: { description: 'Alpine Rail gift card, 50.00 CHF' } } }],
    });
    const second = await codeOf('CHF-20');
    expect(second.order.totalAfterDiscounts).toMatchObject({ amount: 20, currency: 'CHF' });
    expect(first.code).toMatch(/^GC-/);
    expect(second.code).toMatch(/^GC-/);
    expect(second.code).not.toBe(first.code);
  });

  it('is refused to a guest, who may still buy at a vending machine of a guest-checkout station', async () => {
    const api = await asGuest();
    const card = await productNamed(api, gifts, 'Harbour Cinema gift card');
    await expect(
      api.orders.createOrder({
        poiId: gifts,
        autoAcquire: true,
        products: [{ productId: card._id, itemCode: 'EUR-15' }],
      }),
    ).rejects.toMatchObject({ status: 403, errorDescription: 'Gift cards are for registered users only' });
    expect(await api.orders.getOngoing()).toEqual([]);
    const water = await productNamed(api, leipzig, 'Still water');
    const pending = await pendingOrder(api, leipzig, water._id);
    await api.orders.authorize(pending._id, { paymentToken: googlePayTestToken() });
    expect((await api.orders.getOrder(pending._id)).state).toBe('PAYMENT_AUTHORIZED');
  });

  it('refuses a value the card does not have, or none, and creates nothing', async () => {
    const api = await loggedIn();
    const card = await productNamed(api, gifts, 'Bluebird Books gift card');
    const create = (itemCode?: string) =>
      api.orders.createOrder({ poiId: gifts, autoAcquire: true, products: [{ productId: card._id, itemCode }] });
    await expect(create('EUR-26')).rejects.toMatchObject({ status: 422, errorDescription: 'Unknown item code' });
    await expect(create('CHF-20')).rejects.toMatchObject({ status: 422, errorDescription: 'Unknown item code' });
    await expect(create()).rejects.toMatchObject({ status: 422, errorDescription: 'itemCode is required' });
    expect(await api.orders.getOngoing()).toEqual([]);
  });

  it('can be cancelled before it is paid, not after', async () => {
    const api = await loggedIn();
    const card = await productNamed(api, gifts, 'Harbour Cinema gift card');
    const unpaid = await pendingOrder(api, gifts, card._id, 'EUR-30');
    expect((await api.orders.cancel(unpaid._id)).state).toBe('CANCELLED');
    const paid = await pendingOrder(api, gifts, card._id, 'EUR-30');
    await api.orders.authorize(paid._id, { paymentMethodId: 'pm-demo-visa' });
    await expect(api.orders.cancel(paid._id)).rejects.toMatchObject({ status: 409 });
    expect((await stateAfter(api, paid._id, step)).state).toBe('PRODUCT_ACQUIRED');
  });
});

describe('paying for a gift card', () => {
  const fuelCard = {
    cardNumber: '7002051234567890019',
    expiry: '08/2031',
    holderFirstName: 'Dana',
    holderLastName: 'Demo',
    tpin: '4321',
    vin: 'WVWZZZ1KZAW000001',
    licensePlate: 'B-DD 2031',
  };

  it('a fuel card the station takes is not supported for a gift card, and paying with it is refused', async () => {
    const api = await loggedIn();
    const method = await api.paymentProvider.fuelCards.register(fuelCard);
    const card = await productNamed(api, gifts, 'Bluebird Books gift card');
    const customerId = seedUsers.demo.id;
    const supported = async (supportedByPoiProduct?: string) =>
      Object.fromEntries(
        (await api.payments.list({ customerId, supportedByPoi: gifts, supportedByPoiProduct })).map((entry) => [
          entry.method,
          entry.isSupportedPOI,
        ]),
      );
    expect(await supported()).toMatchObject({ FUEL_CARD: true, DIRECT_CREDIT: true });
    expect(await supported(card._id)).toMatchObject({
      FUEL_CARD: false,
      DIRECT_CREDIT: true,
      PAYPAL: true,
      GOOGLE_PAY: true,
    });

    const pending = await pendingOrder(api, gifts, card._id, 'EUR-10');
    await expect(api.orders.authorize(pending._id, { paymentMethodId: method.id })).rejects.toMatchObject({
      status: 422,
      errorDescription: 'Payment method not supported on this gift card',
    });
    const refused = await api.orders.getOrder(pending._id);
    expect(refused.state).toBe('PAYMENT_PENDING');
    expect(refused.authorizedAmount).toBeUndefined();
    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    expect((await api.orders.getOrder(pending._id)).state).toBe('PAYMENT_AUTHORIZED');
  });

  it('partner billing cannot pay for a gift card; billing to the driver can', async () => {
    const api = await loggedIn(seedUsers.fleet.email);
    const card = await productNamed(api, gifts, 'Harbour Cinema gift card');
    const methods = await api.payments.list({
      customerId: seedUsers.fleet.id,
      supportedByPoi: gifts,
      supportedByPoiProduct: card._id,
    });
    const byMethod = Object.fromEntries(methods.map((entry) => [entry.method, entry.isSupportedPOI]));
    expect(byMethod).toMatchObject({ POSTPAY_BY_PARTNER: false, POSTPAY_BY_USER: true });
  });
});

describe('buying at a vending machine', () => {
  it('the machine releases the product once paid, and the order completes with its price', async () => {
    const api = await loggedIn();
    const coffee = await productNamed(api, leipzig, 'Coffee to go');
    const item = coffee.attributes.availableItems[0]!;
    const pending = await pendingOrder(api, leipzig, coffee._id, item.itemCode);
    expect(pending).toMatchObject({
      totalAfterDiscounts: { amount: item.price, currency: 'EUR' },
      products: [
        {
          attributes: {
            paymentAttributes: {
              unitPrice: item.price,
              quantity: 1,
              unit: 'COUNT',
              description: `Coffee to go, ${item.price!.toFixed(2)} EUR`,
              descriptionLines: item.descriptionLines,
            },
          },
        },
      ],
    });
    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    expect((await api.orders.getOrder(pending._id)).state).toBe('PAYMENT_AUTHORIZED');
    const releasing = await stateAfter(api, pending._id, step);
    expect(releasing.state).toBe('PRODUCT_SUPPLYING');
    expect((await api.orders.getOngoing()).map((order) => order._id)).toEqual([pending._id]);
    // One release at a time: the same driver cannot buy the same product while the machine releases it.
    await expect(
      api.orders.createOrder({ poiId: leipzig, autoAcquire: true, products: [{ productId: coffee._id }] }),
    ).rejects.toMatchObject({ status: 409 });
    expect((await stateAfter(api, pending._id, step)).state).toBe('PRODUCT_ACQUIRED');
    clock.advance(2 * step);
    const completed = await api.orders.getOrder(pending._id);
    expect(statesOf(completed)).toEqual([
      'CREATED',
      'PAYMENT_PENDING',
      'PAYMENT_AUTHORIZED',
      'PRODUCT_SUPPLYING',
      'PRODUCT_ACQUIRED',
      'READY_FOR_INVOICE',
      'COMPLETED',
    ]);
    expect(completed.totalAfterDiscounts).toMatchObject({ amount: item.price, currency: 'EUR' });
    expect(completed.products[0]?.redemptionCodes).toBeUndefined();
    expect(await api.orders.getOngoing()).toEqual([]);
  });

  it('refuses a product out of stock and an item the product does not have', async () => {
    const api = await loggedIn();
    const bar = await productNamed(api, leipzig, 'Cereal bar');
    expect(bar.attributes.status).toBe('OUT_OF_STOCK');
    await expect(
      api.orders.createOrder({
        poiId: leipzig,
        autoAcquire: true,
        products: [{ productId: bar._id, itemCode: bar.attributes.availableItems[0]!.itemCode }],
      }),
    ).rejects.toMatchObject({ status: 409, errorDescription: 'Product is not available' });
    const water = await productNamed(api, leipzig, 'Still water');
    await expect(
      api.orders.createOrder({
        poiId: leipzig,
        autoAcquire: true,
        products: [{ productId: water._id, itemCode: 'X' }],
      }),
    ).rejects.toMatchObject({ status: 422, errorDescription: 'Unknown item code' });
    expect(await api.orders.getOngoing()).toEqual([]);
  });

  it('vending-out-of-stock: once paid the machine reports the product out of stock; the order fails, nothing charged', async () => {
    const api = await loggedIn();
    const water = await productNamed(api, leipzig, 'Still water');
    const pending = await pendingOrder(api, leipzig, water._id);
    // Set while the driver is on the summary: the machine answers when the product is paid.
    setScenarios('vending-out-of-stock');
    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    const failed = await stateAfter(api, pending._id, step);
    expect(failed).toMatchObject({
      state: 'FAILED',
      error: { message: 'Product out of stock' },
      totalBeforeDiscounts: { amount: 0, currency: 'EUR' },
      totalAfterDiscounts: { amount: 0, currency: 'EUR' },
      products: [{ attributes: { paymentAttributes: { totalPrice: 0, quantity: 0 } } }],
    });
    expect(statesOf(failed)).not.toContain('PRODUCT_SUPPLYING');
    expect((await stateAfter(api, pending._id, 5 * step)).state).toBe('FAILED');
    expect(await api.orders.getOngoing()).toEqual([]);
  });

  it('vending-jammed: the release fails; the order ends in PROBLEM, nothing charged', async () => {
    const api = await loggedIn();
    setScenarios('vending-jammed');
    const fluid = await productNamed(api, leipzig, 'Windscreen washer fluid');
    const pending = await pendingOrder(api, leipzig, fluid._id);
    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    expect((await stateAfter(api, pending._id, step)).state).toBe('PRODUCT_SUPPLYING');
    const problem = await stateAfter(api, pending._id, step);
    expect(problem).toMatchObject({
      state: 'PROBLEM',
      error: { message: 'The machine could not release the product' },
      totalAfterDiscounts: { amount: 0, currency: 'EUR' },
      products: [{ attributes: { paymentAttributes: { totalPrice: 0, quantity: 0 } } }],
    });
    expect(statesOf(problem)).not.toContain('PRODUCT_ACQUIRED');
    expect((await stateAfter(api, pending._id, 5 * step)).state).toBe('PROBLEM');
  });

  it('the vending scenarios leave gift cards alone', async () => {
    const api = await loggedIn();
    setScenarios('vending-out-of-stock', 'vending-jammed');
    const card = await productNamed(api, gifts, 'Bluebird Books gift card');
    const pending = await pendingOrder(api, gifts, card._id, 'EUR-50');
    await api.orders.authorize(pending._id, { paymentMethodId: 'pm-demo-visa' });
    const acquired = await stateAfter(api, pending._id, step);
    expect(acquired.state).toBe('PRODUCT_ACQUIRED');
    expect(acquired.totalAfterDiscounts?.amount).toBe(50);
  });
});

describe('places and map offerings', () => {
  it('finds the stations with machines of the types asked for', async () => {
    const api = await loggedIn();
    const idsFor = async (types: string[]) => (await api.stations.getPlaces(types)).map((place) => place._id).sort();
    expect(await idsFor(['GIFT_CARD'])).toEqual([gifts]);
    expect(await idsFor(['SHOP'])).toEqual([leipzig]);
    expect(await idsFor(['GIFT_CARD', 'SHOP'])).toEqual([gifts, leipzig].sort());
    const [place] = await api.stations.getPlaces(['SHOP']);
    expect(place).toMatchObject({
      name: 'Demo Leipzig',
      vendingMachines: [{ id: 'shop-machine-1', type: 'SHOP' }],
    });
  });

  it('shows the shop station on the map with its fuel and shop offerings', async () => {
    const api = await loggedIn();
    const { latitude, longitude } = (await api.stations.getPoi(leipzig)).location;
    const found = await api.stations.searchPois({ lat: latitude, lon: longitude, radiusM: 300 });
    expect(found.GAS_STATION[0]).toMatchObject({ _id: leipzig, productOfferings: ['FUEL', 'SHOP'] });
  });
});

describe('the gift card shop feature', () => {
  it('is enabled for the demo driver, and disabled for every account in gift-card-shop-off', async () => {
    const api = await loggedIn();
    const { accountId } = await api.users.getUser(seedUsers.demo.id);
    const giftCardShop = async () =>
      (await api.users.getAccountFeatures(accountId!)).find((feature) => feature.name === 'giftCardShop')?.status;
    expect(await giftCardShop()).toBe('ENABLED');
    setScenarios('gift-card-shop-off');
    expect(await giftCardShop()).toBe('DISABLED');
    // Only that feature changes.
    const evCharging = (await api.users.getAccountFeatures(accountId!)).find((f) => f.name === 'evCharging');
    expect(evCharging?.status).toBe('ENABLED');
  });
});
