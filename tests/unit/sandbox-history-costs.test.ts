import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { headerNames } from '../../src/api/headers';
import { type CostInput, toCostPayload } from '../../src/api/history';
import { defaultStepMs } from '../../src/sandbox/scenarios';
import { demoPassword, seedUsers } from '../../src/sandbox/seed';
import { fixtureIds } from '../../src/sandbox/stations';
import { clock, loggedIn, refusalStatus, resetSandbox, sandbox } from '../sandboxServer';

const golf = 'thing-demo-golf';
const dayMs = 24 * 3_600_000;
const daysAgo = (days: number) => new Date(Date.now() - days * dayMs).toISOString();
const stored = (id: string) => sandbox.context.store.data.history?.[id];
const series = (seriesId: string | undefined) =>
  Object.values(sandbox.context.store.data.history ?? {})
    .filter((event) => seriesId !== undefined && event.seriesId === seriesId)
    .sort((a, b) => (a.dateTime ?? '').localeCompare(b.dateTime ?? ''));

const parking: CostInput = {
  category: 'PARKING',
  priceInCents: 1250,
  currency: 'EUR',
  dateTime: daysAgo(1),
  vehicleId: golf,
  name: 'Parking at the station',
};

describe('the sandbox costs', () => {
  beforeEach(() => resetSandbox());

  it('stores a cost as sent (cents × 10, millilitres ÷ 100, km × 1000) and answers it read back', async () => {
    const api = await loggedIn();
    const created = await api.history.createCost({
      ...parking,
      category: 'FUEL_TOP_UP',
      priceInCents: 6789,
      quantityMilliLiters: 41_300,
      mileageKm: 48_300,
      tankIsFull: true,
    });
    expect(created).toMatchObject({
      type: 'COST',
      category: 'FUEL_TOP_UP',
      priceInCents: 6789,
      quantityMilliLiters: 41_300,
      mileage: 48_300_000,
      tankIsFull: true,
      recurrencePeriod: 'NO',
    });
    expect(await api.history.get(created._id)).toMatchObject({ priceInCents: 6789, mileage: 48_300_000 });
  });

  it('refuses a mileage below the vehicle’s previous entry, and accepts one dated before it', async () => {
    const api = await loggedIn();
    // The seed's workshop visit, 20 days ago, read 47,800 km.
    expect(await refusalStatus(api.history.createCost({ ...parking, mileageKm: 47_000 }))).toBe(422);
    expect((await api.history.createCost({ ...parking, mileageKm: 47_800 })).mileage).toBe(47_800_000);
    const before = await api.history.createCost({ ...parking, dateTime: daysAgo(30), mileageKm: 47_000 });
    expect(before.mileage).toBe(47_000_000);
    // Editing the cost itself is not compared with its own old reading.
    expect(
      (await api.history.updateCost(before._id, { ...parking, dateTime: daysAgo(30), mileageKm: 46_950 })).mileage,
    ).toBe(46_950_000);
    expect(
      await refusalStatus(api.history.updateCost(before._id, { ...parking, dateTime: daysAgo(30), mileageKm: 46_000 })),
    ).toBe(422);
  });

  it('stores a recurring cost as a series up to today, edits one occurrence and deletes with each reach', async () => {
    const api = await loggedIn();
    const start = new Date();
    start.setUTCDate(start.getUTCDate() - 70);
    const first = await api.history.createCost({
      ...parking,
      category: 'SUBSCRIPTION',
      name: 'Streaming in the car',
      recurrencePeriod: 'WEEKLY',
      dateTime: start.toISOString(),
    });
    const all = series(first.seriesId);
    expect(all).toHaveLength(11);
    expect(all[0]?._id).toBe(first._id);

    const third = all[2]!;
    const edited = await api.history.updateCost(third._id, {
      ...parking,
      category: 'SUBSCRIPTION',
      priceInCents: 999,
      recurrencePeriod: 'WEEKLY',
      dateTime: third.dateTime ?? '',
    });
    expect(edited).toMatchObject({ priceInCents: 999, seriesId: first.seriesId });
    expect(series(first.seriesId).filter((event) => event.priceInCents === 999)).toHaveLength(1);

    // The wrong category, or a reach the platform does not know, changes nothing.
    expect(await refusalStatus(api.history.deleteCost(third._id, { category: 'TAX', reach: 'all' }))).toBe(400);
    expect(series(first.seriesId)).toHaveLength(11);

    await api.history.deleteCost(all[9]!._id, { category: 'SUBSCRIPTION', reach: 'onlyThis' });
    expect(series(first.seriesId)).toHaveLength(10);
    await api.history.deleteCost(all[5]!._id, { category: 'SUBSCRIPTION', reach: 'thisAndFollowing' });
    expect(series(first.seriesId).map((event) => event._id)).toEqual(all.slice(0, 5).map((event) => event._id));
    await api.history.deleteCost(all[1]!._id, { category: 'SUBSCRIPTION', reach: 'all' });
    expect(series(first.seriesId)).toHaveLength(0);
    expect(await refusalStatus(api.history.get(first._id))).toBe(404);
  });

  it('edits only this occurrence: another reach is refused', async () => {
    const { auth_token: token } = await createApi({ getToken: () => undefined, getLocale: () => 'en' }).auth.loginLocal(
      {
        email: seedUsers.demo.email,
        password: demoPassword,
      },
    );
    const api = createApi({ getToken: () => token, getLocale: () => 'en' });
    const created = await api.history.createCost(parking);
    const response = await fetch(
      `${sandbox.context.hosts.platformUrl}/v4/account-history/costs/${created._id}?reach=all`,
      {
        method: 'PATCH',
        headers: { 'content-type': 'application/json', [headerNames.authToken]: token },
        body: JSON.stringify({ ...toCostPayload({ ...parking, priceInCents: 1 }) }),
      },
    );
    expect(response.status).toBe(400);
    expect(stored(created._id)?.priceInCents).toBe(1250);
    expect(await refusalStatus(api.history.updateCost('cost-nope', parking))).toBe(404);
  });

  it('keeps a photo under 6 MB and refuses one of 6 MB', async () => {
    const api = await loggedIn();
    const created = await api.history.createCost(parking);
    const big = new Blob([new Uint8Array(6 * 1024 * 1024)], { type: 'image/jpeg' });
    expect(await refusalStatus(api.history.uploadImage(created._id, big))).toBe(413);
    expect(stored(created._id)?.imageUrl).toBeUndefined();
    await api.history.uploadImage(created._id, new Blob([new Uint8Array(6 * 1024 * 1024 - 1)], { type: 'image/jpeg' }));
    expect((await api.history.get(created._id)).imageUrl).toMatch(/\/images\/receipt$/);
  });

  it("refuses another driver's cost and a vehicle the driver does not use", async () => {
    const api = await loggedIn();
    const other = await loggedIn(seedUsers.fresh.email);
    const created = await api.history.createCost(parking);
    expect(await refusalStatus(other.history.get(created._id))).toBe(404);
    expect(await refusalStatus(other.history.deleteCost(created._id, { category: 'PARKING', reach: 'all' }))).toBe(404);
    expect(await refusalStatus(other.history.createCost(parking))).toBe(404);
  });

  it('sums what a vehicle cost per category and per month, from costs and paid orders', async () => {
    const api = await loggedIn();
    const today = new Date().toISOString().slice(0, 10);
    const monthStart = `${today.slice(0, 7)}-01`;
    const before = await api.history.getExpenses(golf, { startDate: monthStart, endDate: today });
    expect(before.currency).toBe('EUR');
    expect(before.byMonth?.map((month) => month.month)).toEqual([today.slice(0, 7)]);
    await api.history.createCost({ ...parking, dateTime: new Date().toISOString() });
    const after = await api.history.getExpenses(golf, { startDate: monthStart, endDate: today });
    expect(after.total - before.total).toBe(1250);
    expect((after.byCategory.PARKING ?? 0) - (before.byCategory.PARKING ?? 0)).toBe(1250);
    expect(after.byMonth?.[0]?.total).toBe(after.total);

    const yearStart = new Date();
    yearStart.setUTCMonth(yearStart.getUTCMonth() - 11, 1);
    const year = await api.history.getExpenses(golf, {
      startDate: yearStart.toISOString().slice(0, 10),
      endDate: today,
    });
    expect(year.byMonth).toHaveLength(12);
    // The car's insurance, monthly for six months.
    expect(year.byCategory.INSURANCE).toBe(6 * 5490);
    expect(year.byMonth?.reduce((sum, month) => sum + month.total, 0)).toBe(year.total);
    expect(await refusalStatus(api.history.getExpenses(golf, { startDate: today, endDate: '2000-01-31' }))).toBe(400);
    expect(
      await refusalStatus(api.history.getExpenses('thing-jonas-clio-x', { startDate: monthStart, endDate: today })),
    ).toBe(404);
  });

  it('answers 503 to every cost change and the expenses in the costs-fail scenario, and stores nothing', async () => {
    const api = await loggedIn();
    const count = Object.keys(sandbox.context.store.data.history ?? {}).length;
    sandbox.context.store.update((data) => {
      data.settings.scenarios = ['costs-fail'];
    });
    expect(await refusalStatus(api.history.createCost(parking))).toBe(503);
    expect(
      await refusalStatus(api.history.deleteCost('cost-parking', { category: 'PARKING', reach: 'onlyThis' })),
    ).toBe(503);
    expect(await refusalStatus(api.history.getExpenses(golf, { startDate: '2026-01-01', endDate: '2026-01-31' }))).toBe(
      503,
    );
    expect(Object.keys(sandbox.context.store.data.history ?? {})).toHaveLength(count);
  });

  it("records an order's tank-full flag and mileage once, and refuses a mileage below the previous entry", async () => {
    const api = await loggedIn();
    const order = await api.orders.createOrder({
      poiId: fixtureIds.berlin,
      autoAcquire: true,
      products: [{ productId: `${fixtureIds.berlin}-wash-basic` }],
      thingId: golf,
    });
    clock.advance(defaultStepMs);
    await api.orders.authorize(order._id, { paymentMethodId: 'pm-demo-visa' });
    expect(await refusalStatus(api.orders.updateCostByOrder(order._id, { carOdometerM: 40_000_000 }))).toBe(422);
    await api.orders.updateCostByOrder(order._id, { tankIsFull: true, carOdometerM: 48_400_000 });
    await api.orders.updateCostByOrder(order._id, { tankIsFull: true, carOdometerM: 48_400_000 });
    // The payment is the order's cost in the history: it carries both, and no second entry is made.
    const entries = Object.values(sandbox.context.store.data.history ?? {}).filter(
      (event) => event.orderId === order._id,
    );
    expect(entries).toHaveLength(0);
    // Once settled, the order's payment is in the history.
    clock.advance(defaultStepMs * 20);
    expect(await api.history.get(`payment-${order._id}`)).toMatchObject({
      tankIsFull: true,
      mileage: 48_400_000,
      vehicleId: golf,
      type: 'PAYMENT',
    });
  });
});
