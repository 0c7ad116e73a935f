/**
 * The account history (SPEC.md section 7, history): GET /v4/account-history lists the user's events, newest
 * first, paged (`page`, `limit`, `total`): the payment events of their paid orders, and the costs and trips the
 * store holds (a trip merged into another is not listed; the merged trip is). Filters: `types`, `costCategory`
 * and `productTypes` (each one value or a comma-separated list), `vehicleId`, and
 * `triggerEventTypeAtSource=MANUAL` (only what the driver entered by hand: payments and trips are recorded by
 * the platform). GET /v4/account-history/{id} answers one event of the caller's, else 404.
 */
import { HttpResponse, http } from 'msw';
import { type CostCategory, costCategories, type HistoryEvent, type Order } from '../../api/schemas';
import { orderView } from '../simulate';
import { type OrderKind, type SandboxData, type SandboxHistoryEvent, type SandboxOrder, userOrders } from '../store';
import { authenticate, fail, type SandboxContext } from './context';
import { liveStation } from './stations';

/** The cost category of what an order bought. */
const categoryOf: Record<OrderKind, CostCategory> = {
  PREPAY_FUEL: 'FUEL_TOP_UP',
  POSTPAY_FUEL: 'FUEL_TOP_UP',
  EV: 'EV_CHARGE',
  WASH: 'CAR_WASH',
  GIFT_CARD: 'GIFT_CARD',
  VENDING: 'MISC',
};
const paymentPrefix = 'payment-';

/** An order counts in the history once it is paid and settled. */
const paidStates = new Set<Order['state']>(['READY_FOR_INVOICE', 'COMPLETED']);
export const maxHistoryLimit = 100;
const defaultHistoryLimit = 20;

const listParam = (value: string | null) =>
  value
    ?.split(',')
    .map((part) => part.trim())
    .filter(Boolean);

const isCostCategory = (value: string): value is CostCategory => (costCategories as readonly string[]).includes(value);

/** A positive whole number from the query, its default when absent, or undefined when malformed. */
function positiveInt(value: string | null, fallback: number): number | undefined {
  if (value === null || value === '') return fallback;
  const parsed = Number(value);
  return Number.isInteger(parsed) && parsed >= 1 ? parsed : undefined;
}

/**
 * The payment event of an order: its total, what it bought (the product's description, as on the receipt), the
 * station, and the codes it issued (products[0].redemptionCodes), so a list of tickets needs no order lookups.
 */
function paymentEvent(order: SandboxOrder, view: Order, stationName: string | undefined): HistoryEvent | undefined {
  if (!paidStates.has(view.state) || order.authorizedAt === undefined) return undefined;
  const line = view.products[0];
  const total = view.totalAfterDiscounts;
  const codes = line?.redemptionCodes;
  return {
    _id: `${paymentPrefix}${order._id}`,
    type: 'PAYMENT',
    triggerEventTypeAtSource: 'AUTOMATIC',
    orderId: order._id,
    dateTime: new Date(order.authorizedAt).toISOString(),
    category: categoryOf[order.kind],
    ...(order.thingId ? { vehicleId: order.thingId } : {}),
    ...(total ? { priceInCents: Math.round(total.amount * 100), currency: total.currency } : {}),
    name: line?.attributes?.paymentAttributes?.description ?? line?.name,
    poiId: order.poiId,
    ...(stationName ? { stationName } : {}),
    ...(codes ? { redemptionCodes: codes } : {}),
    ...(order.carOdometerM !== undefined ? { mileage: order.carOdometerM } : {}),
    ...(order.tankIsFull !== undefined ? { tankIsFull: order.tankIsFull } : {}),
  };
}

/** A cost or trip as the platform answers it, without the sandbox's own bookkeeping. */
function storedEvent({ userId: _userId, mergedInto: _mergedInto, ...event }: SandboxHistoryEvent): HistoryEvent {
  return event;
}

/** The user's costs and trips, without the trips merged into another. */
const userEvents = (data: SandboxData, userId: string) =>
  Object.values(data.history).filter((event) => event.userId === userId && event.mergedInto === undefined);

export function historyHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  const paymentOf = (order: SandboxOrder) => {
    const station = liveStation(store.data, order.poiId);
    const view = orderView(order, station, ctx.now(), store.data.paymentMethods, base);
    return paymentEvent(order, view, station?.name);
  };

  return [
    http.get(`${base}/v4/account-history`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const query = new URL(request.url).searchParams;
      const page = positiveInt(query.get('page'), 1);
      const limit = positiveInt(query.get('limit'), defaultHistoryLimit);
      if (page === undefined || limit === undefined || limit > maxHistoryLimit) {
        return fail(400, `page and limit must be whole numbers from 1 (limit at most ${maxHistoryLimit})`, [400]);
      }
      const types = listParam(query.get('types'));
      const categories = listParam(query.get('costCategory'));
      if (categories?.some((category) => !isCostCategory(category))) {
        return fail(400, `costCategory must be one of ${costCategories.join(', ')}`, [400]);
      }
      const vehicleId = query.get('vehicleId');
      const productTypes = listParam(query.get('productTypes'));
      const manualOnly = query.get('triggerEventTypeAtSource') === 'MANUAL';
      const events = [
        ...userOrders(store.data, auth.user.id).flatMap((order) => paymentOf(order) ?? []),
        ...userEvents(store.data, auth.user.id).map(storedEvent),
      ]
        .filter(
          (event) =>
            (!types?.length || types.includes(event.type)) &&
            (!categories?.length || (event.category !== undefined && categories.includes(event.category))) &&
            (!productTypes?.length || (event.productType !== undefined && productTypes.includes(event.productType))) &&
            (!vehicleId || event.vehicleId === vehicleId) &&
            (!manualOnly || event.triggerEventTypeAtSource === 'MANUAL'),
        )
        .sort((a, b) => (b.dateTime ?? '').localeCompare(a.dateTime ?? '') || a._id.localeCompare(b._id));
      const start = (page - 1) * limit;
      return HttpResponse.json({ items: events.slice(start, start + limit), page, limit, total: events.length });
    }),
    http.get(`${base}/v4/account-history/:id`, ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const id = String(params.id);
      const stored = store.data.history[id];
      if (stored?.userId === auth.user.id) return HttpResponse.json(storedEvent(stored));
      if (id.startsWith(paymentPrefix)) {
        const order = userOrders(store.data, auth.user.id).find(
          (candidate) => candidate._id === id.slice(paymentPrefix.length),
        );
        const event = order && paymentOf(order);
        if (event) return HttpResponse.json(event);
      }
      return fail(404, 'History event not found', [404]);
    }),
  ];
}
