import { beforeEach, describe, expect, it } from 'vitest';
import { defaultStepMs } from '../../src/sandbox/scenarios';
import { seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { clock, loggedIn, refusalStatus, resetSandbox } from '../sandboxServer';

const tickets = { costCategory: ['CAR_WASH', 'GIFT_CARD'] } as const;

describe('the sandbox account history', () => {
  beforeEach(() => resetSandbox());

  it("pages the demo driver's wash and gift card payments, newest first, each with its codes and station", async () => {
    const api = await loggedIn();
    const first = await api.history.list({ page: 1, limit: 10, ...tickets });
    expect(first).toMatchObject({ page: 1, limit: 10, total: 15 });
    expect(first.items).toHaveLength(10);
    const second = await api.history.list({ page: 2, limit: 10, ...tickets });
    expect(second.items).toHaveLength(5);
    const all = [...first.items, ...second.items];
    expect(new Set(all.map((event) => event._id)).size).toBe(15);
    const dates = all.map((event) => event.dateTime ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.every((event) => event.type === 'PAYMENT' && event.redemptionCodes?.length === 1)).toBe(true);
    expect(first.items[0]).toMatchObject({ category: 'CAR_WASH', stationName: 'Demo Berlin Mitte', currency: 'EUR' });
    expect(all.filter((event) => event.category === 'GIFT_CARD')).toHaveLength(1);
    const now = Date.now();
    const codes = all.flatMap((event) => event.redemptionCodes ?? []);
    expect(codes.filter((code) => code.isRedeemed)).toHaveLength(1);
    expect(codes.filter((code) => Date.parse(code.expirationDate) < now)).toHaveLength(1);
    expect(codes.filter((code) => !code.isRedeemed && Date.parse(code.expirationDate) >= now)).toHaveLength(13);
    // Past the last page: an empty page, same total.
    expect(await api.history.list({ page: 3, limit: 10, ...tickets })).toMatchObject({ items: [], total: 15 });
  });

  it('filters by cost category and type, and refuses a malformed page or category', async () => {
    const api = await loggedIn();
    const gifts = await api.history.list({ page: 1, costCategory: 'GIFT_CARD' });
    expect(gifts.items.map((event) => event.name)).toEqual(['Bluebird Books gift card, 25.00 EUR']);
    expect((await api.history.list({ page: 1, costCategory: 'CAR_WASH' })).total).toBe(14);
    const fuel = await api.history.list({ page: 1, costCategory: 'FUEL_TOP_UP' });
    expect(fuel.items.map((event) => event._id)).toEqual(['cost-fuel']);
    expect((await api.history.list({ page: 1, types: ['TRIP'], ...tickets })).total).toBe(0);
    expect(await refusalStatus(api.history.list({ page: 0 }))).toBe(400);
    expect(await refusalStatus(api.history.list({ page: 1, limit: 500 }))).toBe(400);
  });

  it('merges payments, costs and trips newest first, hiding the trips merged into another', async () => {
    const api = await loggedIn();
    const all = await api.history.list({ page: 1, limit: 100 });
    const ids = all.items.map((event) => event._id);
    expect(all.total).toBe(all.items.length);
    expect(new Set(all.items.map((event) => event.type))).toEqual(new Set(['PAYMENT', 'COST', 'TRIP']));
    const dates = all.items.map((event) => event.dateTime ?? '');
    expect(dates).toEqual([...dates].sort().reverse());
    expect(ids).toContain('trip-leipzig-back');
    expect(ids).not.toContain('trip-leipzig-back-1');
    expect(ids).not.toContain('trip-leipzig-back-2');
    expect(all.items.find((event) => event._id === 'trip-leipzig-back')).not.toHaveProperty('userId');

    const trips = await api.history.list({ page: 1, limit: 100, types: ['TRIP'] });
    expect(trips.items.map((event) => event._id).sort()).toEqual(ids.filter((id) => id.startsWith('trip-')).sort());
    expect(trips.total).toBe(9);
    const twenty = await api.history.list({ page: 1 });
    expect(twenty.items).toHaveLength(20);
    expect(twenty.items.map((event) => event._id)).toEqual(ids.slice(0, 20));
    const next = await api.history.list({ page: 2 });
    expect(next.items.map((event) => event._id)).toEqual(ids.slice(20, 40));
  });

  it('filters on entries made by hand, a vehicle and a product type', async () => {
    const api = await loggedIn();
    const manual = await api.history.list({ page: 1, limit: 100, manualOnly: true });
    expect(manual.total).toBeGreaterThan(0);
    expect(manual.items.every((event) => event.type === 'COST' && event.triggerEventTypeAtSource === 'MANUAL')).toBe(
      true,
    );
    const everything = await api.history.list({ page: 1, limit: 100 });
    const costs = everything.items.filter((event) => event.type === 'COST');
    expect(manual.total).toBe(costs.length);

    const van = costs.find((event) => event.category === 'LEASING')?.vehicleId;
    if (!van) throw new Error('the seed has a leased van');
    const ofVan = await api.history.list({ page: 1, limit: 100, vehicleId: van });
    expect(ofVan.total).toBeGreaterThan(0);
    expect(ofVan.items.every((event) => event.vehicleId === van)).toBe(true);
    expect(ofVan.items.map((event) => event.name)).toContain('Diesel on the motorway');

    expect((await api.history.list({ page: 1, productTypes: ['NO_SUCH_PRODUCT'] })).total).toBe(0);
  });

  it('answers one event of the caller’s: a cost, a trip, a payment; 404 for anything else', async () => {
    const api = await loggedIn();
    expect(await api.history.get('cost-workshop')).toMatchObject({
      type: 'COST',
      category: 'REPAIR',
      name: 'Annual inspection',
      priceInCents: 38_940,
    });
    expect(await api.history.get('trip-leipzig-back')).toMatchObject({
      type: 'TRIP',
      isResultOfMerge: true,
      mergedFrom: ['trip-leipzig-back-1', 'trip-leipzig-back-2'],
    });
    const payment = (await api.history.list({ page: 1, types: ['PAYMENT'] })).items[0];
    if (!payment) throw new Error('the demo driver has payments');
    expect(await api.history.get(payment._id)).toEqual(payment);
    expect(await refusalStatus(api.history.get('no-such-event'))).toBe(404);
    expect(await refusalStatus(api.history.get('payment-no-such-order'))).toBe(404);

    const other = await loggedIn(seedUsers.full.email);
    expect(await refusalStatus(other.history.get('cost-workshop'))).toBe(404);
    expect(await refusalStatus(other.history.get(payment._id))).toBe(404);
  });

  it('lists only the caller’s own payments', async () => {
    const other = await loggedIn(seedUsers.full.email);
    expect((await other.history.list({ page: 1, ...tickets })).total).toBe(0);
  });

  it('lists a wash once it is paid and its code issued', async () => {
    const api = await loggedIn();
    const productId = `${fixtureIds.berlin}-wash-basic`;
    const order = await api.orders.createOrder({
      poiId: fixtureIds.berlin,
      autoAcquire: true,
      products: [{ productId }],
    });
    clock.advance(defaultStepMs);
    await api.orders.authorize(order._id, { paymentMethodId: 'pm-demo-visa' });
    expect((await api.history.list({ page: 1, ...tickets })).total).toBe(15);
    clock.advance(4 * defaultStepMs);
    const page = await api.history.list({ page: 1, limit: 10, ...tickets });
    expect(page.total).toBe(16);
    expect(page.items[0]).toMatchObject({ orderId: order._id, name: 'Basic wash', stationName: 'Demo Berlin Mitte' });
    expect(page.items[0]?.redemptionCodes?.[0]?.code).toMatch(/^\d{6}$/);
  });
});

describe('the sandbox redemption codes', () => {
  beforeEach(() => resetSandbox());

  it('marks a code used once, however often it is asked, and the order and history show it', async () => {
    const api = await loggedIn();
    const order = await api.orders.getOrder('order-past-wash-01');
    const code = order.products[0]?.redemptionCodes?.[0];
    expect(code).toMatchObject({ _id: 'order-past-wash-01-code-1' });
    expect(code?.isRedeemed).toBeFalsy();
    await api.orders.redeemCode('order-past-wash-01-code-1');
    await api.orders.redeemCode('order-past-wash-01-code-1');
    const after = await api.orders.getOrder('order-past-wash-01');
    expect(after.products[0]?.redemptionCodes?.[0]?.isRedeemed).toBe(true);
    const events = (await api.history.list({ page: 1, limit: 20, ...tickets })).items;
    const codes = events.flatMap((event) => event.redemptionCodes ?? []);
    expect(
      codes
        .filter((candidate) => candidate.isRedeemed)
        .map((candidate) => candidate._id)
        .sort(),
    ).toEqual(['order-past-wash-01-code-1', 'order-past-wash-used-code-1']);
  });

  it("refuses another user's code and a code no order issued", async () => {
    const other = await loggedIn(seedUsers.full.email);
    expect(await refusalStatus(other.orders.redeemCode('order-past-wash-01-code-1'))).toBe(404);
    expect(await refusalStatus(other.orders.getOrder('order-past-wash-01'))).toBe(404);
    const api = await loggedIn();
    expect(await refusalStatus(api.orders.redeemCode('order-past-wash-01-code-2'))).toBe(404);
    expect(await refusalStatus(api.orders.redeemCode('no-such-code'))).toBe(404);
    expect((await api.orders.getOrder('order-past-wash-01')).products[0]?.redemptionCodes?.[0]?.isRedeemed).toBeFalsy();
  });
});
