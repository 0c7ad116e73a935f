/**
 * Costs of the account history (SPEC.md section 7, history): POST /v4/account-history/costs, PATCH …/costs/{id}
 * (reach onlyThis), DELETE …/costs/{id} with category and reach, the receipt's photo (POST …/{id}/images, under
 * 6 MB, else 413), a cost by id (GET /v4/account-history/{id}, for costs: other events pass on to the list's
 * handlers) and the vehicle's expenses (GET statistics/things/{id}/expenses).
 *
 * A recurring cost is a series: each occurrence from its first date up to today is stored with the series' id
 * (`seriesId`); "this and following" removes the occurrences from this one's date on, "all" the whole series.
 * A mileage below the vehicle's previous entry (the latest entry with a mileage at or before the cost's date:
 * costs, and orders with an odometer reading) is refused with 422.
 */
import { HttpResponse, http } from 'msw';
import { type CostPayload, fromCostPayload } from '../../api/history';
import {
  type CostCategory,
  costCategories,
  currencyCodes,
  deleteReaches,
  type Order,
  recurrencePeriods,
} from '../../api/schemas';
import { orderView } from '../simulate';
import {
  type OrderKind,
  type SandboxData,
  type SandboxHistoryEvent,
  type SandboxOrder,
  type SandboxStore,
  userOrders,
} from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';
import { liveStation } from './stations';

/** Image size limit (SPEC.md sections 5 and 9: under 6 MB). */
export const maxImageBytes = 6 * 1024 * 1024;
const odometerMaxM = 1_000_000_000;

const isOneOf = <T extends string>(list: readonly T[], value: unknown): value is T =>
  typeof value === 'string' && (list as readonly string[]).includes(value);

/** The vehicles the user may record costs for: those of their preferences. */
const usesVehicle = (data: SandboxData, userId: string, vehicleId: string) =>
  data.users[userId]?.preferences.thingAvatars?.some((avatar) => avatar.thingId === vehicleId) === true &&
  data.things[vehicleId] !== undefined;

/** The cost category of what an order bought (as the history's payments). */
const categoryOf: Record<OrderKind, CostCategory> = {
  PREPAY_FUEL: 'FUEL_TOP_UP',
  POSTPAY_FUEL: 'FUEL_TOP_UP',
  EV: 'EV_CHARGE',
  WASH: 'CAR_WASH',
  GIFT_CARD: 'GIFT_CARD',
  VENDING: 'MISC',
};
const paidStates = new Set<Order['state']>(['READY_FOR_INVOICE', 'COMPLETED']);

/**
 * The vehicle's entry a mileage at `dateTime` follows: the latest entry with a mileage at or before that date (the
 * user's costs, and their orders with an odometer reading), `exceptId` left out. In metres.
 */
export function previousMileage(
  data: SandboxData,
  userId: string,
  vehicleId: string,
  dateTime: string,
  exceptId?: string,
): { dateTime: string; mileageM: number } | undefined {
  const costs = Object.values(data.history).flatMap((event) =>
    event.userId === userId &&
    event.vehicleId === vehicleId &&
    event._id !== exceptId &&
    event.mileage !== undefined &&
    event.dateTime !== undefined &&
    event.dateTime <= dateTime
      ? [{ dateTime: event.dateTime, mileageM: event.mileage }]
      : [],
  );
  const orders = userOrders(data, userId).flatMap((order) => {
    const at = new Date(order.authorizedAt ?? order.createdAt).toISOString();
    return order.thingId === vehicleId &&
      order.carOdometerM !== undefined &&
      `payment-${order._id}` !== exceptId &&
      at <= dateTime
      ? [{ dateTime: at, mileageM: order.carOdometerM }]
      : [];
  });
  return [...costs, ...orders].reduce<{ dateTime: string; mileageM: number } | undefined>(
    (last, entry) => (!last || entry.dateTime > last.dateTime ? entry : last),
    undefined,
  );
}

/**
 * The logbook entry of an order (PUT /v4/account-history/costs/by-order/{id}): the order's cost event
 * (`cost-order-{orderId}`: its category, vehicle and date, the tank-full flag and the mileage), created on the
 * first call and updated after; the order keeps the odometer reading. The price stays with the order's payment.
 */
export function logbookEntry(
  store: SandboxStore,
  order: SandboxOrder,
  { carOdometerM, tankIsFull }: { carOdometerM?: number; tankIsFull?: boolean },
): 'saved' | 'mileageBelowPrevious' {
  const dateTime = new Date(order.authorizedAt ?? order.createdAt).toISOString();
  if (carOdometerM !== undefined && order.thingId) {
    const previous = previousMileage(store.data, order.userId, order.thingId, dateTime, `payment-${order._id}`);
    if (previous && carOdometerM < previous.mileageM) return 'mileageBelowPrevious';
  }
  // The order's payment is its cost in the history: the flag and the mileage go on the order, which the history's
  // payment event carries (src/sandbox/handlers/history.ts).
  store.update((data) => {
    const stored = data.orders[order._id] ?? data.archivedOrders[order._id];
    if (!stored) return;
    if (tankIsFull !== undefined) stored.tankIsFull = tankIsFull;
    if (carOdometerM !== undefined) stored.carOdometerM = carOdometerM;
  });
  return 'saved';
}

const mileageRefusal = (previous: { mileageM: number }) =>
  fail(422, `mileage must not be below the previous entry (${previous.mileageM} m)`, [422]);

/** The body of a cost, checked: the stored fields (cents, millilitres, metres), or the first problem. */
function readCost(body: Record<string, unknown>): { cost: ReturnType<typeof fromCostPayload> } | { problem: string } {
  const { category, price, currency, dateTime, recurrencePeriod, quantity, mileage, vehicleId } = body;
  if (!isOneOf(costCategories, category)) return { problem: `category must be one of ${costCategories.join(', ')}` };
  if (typeof price !== 'number' || !Number.isInteger(price) || price <= 0) {
    return { problem: 'price must be a whole number above 0 (cents × 10)' };
  }
  if (!isOneOf(currencyCodes, currency)) return { problem: 'currency is not supported' };
  if (typeof dateTime !== 'string' || Number.isNaN(Date.parse(dateTime))) return { problem: 'dateTime is required' };
  if (recurrencePeriod !== undefined && !isOneOf(recurrencePeriods, recurrencePeriod)) {
    return { problem: `recurrencePeriod must be one of ${recurrencePeriods.join(', ')}` };
  }
  if (quantity !== undefined && (typeof quantity !== 'number' || quantity <= 0)) {
    return { problem: 'quantity must be above 0 (millilitres ÷ 100)' };
  }
  if (mileage !== undefined && (typeof mileage !== 'number' || mileage < 0 || mileage > odometerMaxM)) {
    return { problem: 'mileage is out of range (km × 1000)' };
  }
  if (vehicleId !== undefined && typeof vehicleId !== 'string') return { problem: 'vehicleId must be a string' };
  const text = (value: unknown) => (typeof value === 'string' && value.trim() ? value.trim() : undefined);
  const flag = (value: unknown) => (typeof value === 'boolean' ? value : undefined);
  const payload: CostPayload = {
    category,
    price,
    currency,
    dateTime: new Date(dateTime).toISOString(),
    vehicleId,
    name: text(body.name),
    notes: text(body.notes),
    quantity: typeof quantity === 'number' ? quantity : undefined,
    mileage: typeof mileage === 'number' ? mileage : undefined,
    tankIsFull: flag(body.tankIsFull),
    isFullyCharged: flag(body.isFullyCharged),
    recurrencePeriod: recurrencePeriod ?? 'NO',
  };
  return { cost: fromCostPayload(payload) };
}

/** The stored event's cost fields: the mileage in metres (JSON drops the fields left undefined). */
function costFields({ mileageKm, ...rest }: ReturnType<typeof fromCostPayload>): Partial<SandboxHistoryEvent> {
  return { ...rest, mileage: mileageKm === undefined ? undefined : Math.round(mileageKm * 1000) };
}

/** The dates of a series' occurrences: the first, then one per period up to `now` (at least the first). */
export function occurrenceDates(first: string, period: (typeof recurrencePeriods)[number], now: number): string[] {
  const start = new Date(first);
  const dates = [start.toISOString()];
  if (period === 'NO') return dates;
  for (let step = 1; step < 520; step += 1) {
    const next = new Date(start);
    if (period === 'WEEKLY') next.setUTCDate(start.getUTCDate() + 7 * step);
    else next.setUTCMonth(start.getUTCMonth() + step * { MONTHLY: 1, QUARTERLY: 3, YEARLY: 12 }[period]);
    if (next.getTime() > now) break;
    dates.push(next.toISOString());
  }
  return dates;
}

/** A month of the calendar (UTC) as YYYY-MM. */
const monthOf = (iso: string) => iso.slice(0, 7);

export function historyCostHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  const costsFail = () =>
    store.data.settings.scenarios.includes('costs-fail') ? fail(503, 'History service unavailable', [503]) : undefined;

  /** The caller's cost `id`, or the answer that refuses the request. */
  const ownCost = (request: Request, id: unknown) => {
    const auth = authenticate(ctx, request, { registered: true });
    if ('response' in auth) return auth;
    const event = store.data.history[String(id)];
    if (!event || event.userId !== auth.user.id || event.type !== 'COST') {
      return { response: fail(404, 'Cost not found', [404]) };
    }
    return { ...auth, event };
  };

  return [
    http.post(`${base}/v4/account-history/costs`, async ({ request }) => {
      const unavailable = costsFail();
      if (unavailable) return unavailable;
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const read = readCost(await readJson(request));
      if ('problem' in read) return fail(400, read.problem, [400]);
      const { cost } = read;
      if (cost.vehicleId !== undefined && !usesVehicle(store.data, auth.user.id, cost.vehicleId)) {
        return fail(404, 'Vehicle not found', [404]);
      }
      const fields = costFields(cost);
      if (cost.vehicleId && fields.mileage !== undefined) {
        const previous = previousMileage(store.data, auth.user.id, cost.vehicleId, cost.dateTime);
        if (previous && fields.mileage < previous.mileageM) return mileageRefusal(previous);
      }
      const period = cost.recurrencePeriod ?? 'NO';
      const created = store.update((data) => {
        const seriesId = period === 'NO' ? undefined : store.nextId('series');
        const events = occurrenceDates(cost.dateTime, period, ctx.now()).map(
          (dateTime, index): SandboxHistoryEvent => ({
            ...fields,
            // Only the first occurrence carries what was read off the receipt that day.
            ...(index > 0 ? { mileage: undefined, quantityMilliLiters: undefined, notes: undefined } : {}),
            _id: store.nextId('cost'),
            userId: auth.user.id,
            type: 'COST',
            triggerEventTypeAtSource: 'MANUAL',
            dateTime,
            ...(seriesId ? { seriesId } : {}),
          }),
        );
        for (const event of events) data.history[event._id] = event;
        return events[0]!;
      });
      const { userId: _, ...answer } = created;
      return HttpResponse.json(answer, { status: 201 });
    }),

    http.patch(`${base}/v4/account-history/costs/:id`, async ({ request, params }) => {
      const unavailable = costsFail();
      if (unavailable) return unavailable;
      const found = ownCost(request, params.id);
      if ('response' in found) return found.response;
      const reach = new URL(request.url).searchParams.get('reach') ?? 'onlyThis';
      if (reach !== 'onlyThis') return fail(400, 'reach must be onlyThis', [400]);
      const read = readCost(await readJson(request));
      if ('problem' in read) return fail(400, read.problem, [400]);
      const { cost } = read;
      if (cost.vehicleId !== undefined && !usesVehicle(store.data, found.user.id, cost.vehicleId)) {
        return fail(404, 'Vehicle not found', [404]);
      }
      const fields = costFields(cost);
      if (cost.vehicleId && fields.mileage !== undefined) {
        const previous = previousMileage(store.data, found.user.id, cost.vehicleId, cost.dateTime, found.event._id);
        if (previous && fields.mileage < previous.mileageM) return mileageRefusal(previous);
      }
      const updated = store.update((data) => {
        const { _id, userId, seriesId, imageUrl, type, triggerEventTypeAtSource } = found.event;
        // This occurrence only: it keeps its place in the series, and a field left out is cleared.
        const event: SandboxHistoryEvent = {
          _id,
          userId,
          type,
          triggerEventTypeAtSource,
          ...(seriesId ? { seriesId } : {}),
          ...(imageUrl ? { imageUrl } : {}),
          ...fields,
          recurrencePeriod: found.event.recurrencePeriod ?? 'NO',
        };
        data.history[_id] = event;
        return event;
      });
      const { userId: _, ...answer } = updated;
      return HttpResponse.json(answer);
    }),

    http.delete(`${base}/v4/account-history/costs/:id`, ({ request, params }) => {
      const unavailable = costsFail();
      if (unavailable) return unavailable;
      const found = ownCost(request, params.id);
      if ('response' in found) return found.response;
      const query = new URL(request.url).searchParams;
      const reach = query.get('reach');
      if (!isOneOf(deleteReaches, reach)) return fail(400, `reach must be one of ${deleteReaches.join(', ')}`, [400]);
      if (query.get('category') !== found.event.category) return fail(400, "category is not the cost's", [400]);
      const { seriesId, dateTime = '' } = found.event;
      store.update((data) => {
        const { history } = data;
        for (const event of Object.values(history)) {
          const inSeries = seriesId !== undefined && event.seriesId === seriesId;
          const goes =
            event._id === found.event._id ||
            (inSeries && reach === 'all') ||
            (inSeries && reach === 'thisAndFollowing' && (event.dateTime ?? '') >= dateTime);
          if (goes) delete history[event._id];
        }
      });
      return HttpResponse.json({ ok: true });
    }),

    http.post(`${base}/v4/account-history/:id/images`, async ({ request, params }) => {
      const unavailable = costsFail();
      if (unavailable) return unavailable;
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const event = store.data.history[String(params.id)];
      if (!event || event.userId !== auth.user.id) return fail(404, 'Event not found', [404]);
      const image = await request.arrayBuffer();
      if (image.byteLength === 0) return fail(400, 'the image is empty', [400]);
      if (image.byteLength >= maxImageBytes) return fail(413, 'the image must be under 6 MB', [413]);
      const imageUrl = `${base}/v4/account-history/${encodeURIComponent(event._id)}/images/receipt`;
      store.update((data) => {
        data.history[event._id] = { ...event, imageUrl };
      });
      return HttpResponse.json({ ok: true }, { status: 201 });
    }),

    // The stored photo stands for the upload: a small picture of a receipt (the store keeps no images).
    http.get(`${base}/v4/account-history/:id/images/receipt`, () => {
      const svg =
        '<svg xmlns="http://www.w3.org/2000/svg" width="120" height="160"><rect width="120" height="160" fill="#fff" stroke="#555"/><text x="12" y="30" font-size="14">Receipt</text></svg>';
      return new HttpResponse(svg, { headers: { 'Content-Type': 'image/svg+xml' } });
    }),

    http.get(`${base}/statistics/things/:id/expenses`, ({ request, params }) => {
      const unavailable = costsFail();
      if (unavailable) return unavailable;
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const vehicleId = String(params.id);
      if (!usesVehicle(store.data, auth.user.id, vehicleId)) return fail(404, 'Vehicle not found', [404]);
      const query = new URL(request.url).searchParams;
      const startDate = query.get('startDate') ?? '';
      const endDate = query.get('endDate') ?? '';
      const day = /^\d{4}-\d{2}-\d{2}$/;
      if (!day.test(startDate) || !day.test(endDate) || startDate > endDate) {
        return fail(400, 'startDate and endDate must be dates (YYYY-MM-DD), startDate first', [400]);
      }
      const currency = auth.user.currency;
      const within = (iso: string) => iso.slice(0, 10) >= startDate && iso.slice(0, 10) <= endDate;
      const costs = Object.values(store.data.history).flatMap((event) =>
        event.userId === auth.user.id &&
        event.type === 'COST' &&
        event.orderId === undefined &&
        event.vehicleId === vehicleId &&
        event.currency === currency &&
        event.category &&
        event.priceInCents !== undefined &&
        event.dateTime &&
        within(event.dateTime)
          ? [{ category: event.category, cents: event.priceInCents, dateTime: event.dateTime }]
          : [],
      );
      const now = ctx.now();
      const payments = userOrders(store.data, auth.user.id).flatMap((order) => {
        if (order.thingId !== vehicleId || order.authorizedAt === undefined) return [];
        const view = orderView(order, liveStation(store.data, order.poiId), now, store.data.paymentMethods, base);
        const total = view.totalAfterDiscounts;
        const dateTime = new Date(order.authorizedAt).toISOString();
        if (!paidStates.has(view.state) || !total || total.currency !== currency || !within(dateTime)) return [];
        return [{ category: categoryOf[order.kind], cents: Math.round(total.amount * 100), dateTime }];
      });
      const months: string[] = [];
      for (
        let month = new Date(`${startDate.slice(0, 7)}-01T00:00:00Z`);
        monthOf(month.toISOString()) <= endDate.slice(0, 7);
      ) {
        months.push(monthOf(month.toISOString()));
        month.setUTCMonth(month.getUTCMonth() + 1);
      }
      const byMonth = months.map((month) => ({ month, total: 0, byCategory: {} as Record<string, number> }));
      const byCategory: Record<string, number> = {};
      let total = 0;
      for (const { category, cents, dateTime } of [...costs, ...payments]) {
        total += cents;
        byCategory[category] = (byCategory[category] ?? 0) + cents;
        const month = byMonth.find((entry) => entry.month === monthOf(dateTime));
        if (month) {
          month.total += cents;
          month.byCategory[category] = (month.byCategory[category] ?? 0) + cents;
        }
      }
      return HttpResponse.json({ total, currency, byCategory, byMonth });
    }),
  ];
}
