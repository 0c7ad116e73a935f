/**
 * The account history (SPEC.md section 7, history: GET /v4/account-history): today the payment events of the
 * user's paid orders, newest first, paged (`page`, `limit`, `total`) and filtered by `types` and `costCategory`
 * (each one value or a comma-separated list). Trips and costs entered by hand join this list when the sandbox
 * holds them; `triggerEventTypeAtSource` is accepted and does not filter, since every event here is a payment.
 */
import { HttpResponse, http } from 'msw';
import { type CostCategory, costCategories, type HistoryEvent, type Order } from '../../api/schemas';
import { orderView } from '../simulate';
import { type OrderKind, type SandboxOrder, userOrders } from '../store';
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
    _id: `payment-${order._id}`,
    type: 'PAYMENT',
    orderId: order._id,
    dateTime: new Date(order.authorizedAt).toISOString(),
    category: categoryOf[order.kind],
    ...(order.thingId ? { vehicleId: order.thingId } : {}),
    ...(total ? { priceInCents: Math.round(total.amount * 100), currency: total.currency } : {}),
    name: line?.attributes?.paymentAttributes?.description ?? line?.name,
    poiId: order.poiId,
    ...(stationName ? { stationName } : {}),
    ...(codes ? { redemptionCodes: codes } : {}),
  };
}

export function historyHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

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
      const now = ctx.now();
      const events = userOrders(store.data, auth.user.id)
        .flatMap((order) => {
          const station = liveStation(store.data, order.poiId);
          const view = orderView(order, station, now, store.data.paymentMethods, base);
          return paymentEvent(order, view, station?.name) ?? [];
        })
        .filter(
          (event) =>
            (!types?.length || types.includes(event.type)) &&
            (!categories?.length || (event.category !== undefined && categories.includes(event.category))) &&
            (!vehicleId || event.vehicleId === vehicleId),
        )
        .sort((a, b) => (b.dateTime ?? '').localeCompare(a.dateTime ?? '') || a._id.localeCompare(b._id));
      const start = (page - 1) * limit;
      return HttpResponse.json({ items: events.slice(start, start + limit), page, limit, total: events.length });
    }),
  ];
}
