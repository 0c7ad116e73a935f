/**
 * The driver's running orders (SPEC.md section 7, GET v4/ongoing-orders, at most 5), as the app shows them away
 * from their own screens: what each one is (fuel paid before or after, a wash, a charging session), where it
 * stands for the driver, and which of a station's products it occupies. Pure rules; the platform's list is read
 * through the data layer, and the lifecycle looks for a running order again before any payment.
 */
import { isIn, runningStates, supplyingStates } from './orderStates';
import type { OrderState } from './ports';
import { type OrderType, orderTypeOf, type ProductLike } from './stationRules';

export type RunningOrderKind = 'prepayFuel' | 'postpayFuel' | 'wash' | 'ev' | 'giftCard' | 'vending';

/**
 * Where a running order stands for the driver: it waits for the driver's payment (`toPay`), the product is being
 * prepared (the pump released, the wash or charger getting ready), given (`supplying`), or, for fuel paid after,
 * the payment is being confirmed (`confirming`).
 */
export type RunningOrderStatus = 'toPay' | 'preparing' | 'supplying' | 'confirming';

export interface RunningOrderLike {
  _id: string;
  state: OrderState;
  poiId?: string;
  orderType?: OrderType;
  products: readonly { _id: string }[];
}

/** What the order is, from the station's product it was made for. */
export function runningOrderKind(product: ProductLike, stationType?: string): RunningOrderKind {
  if (product.facility === 'CHARGER') return 'ev';
  if (product.facility === 'WASH') return 'wash';
  if (product.facility === 'VENDING_MACHINE') return product.type === 'GIFT_CARD' ? 'giftCard' : 'vending';
  return orderTypeOf(product, stationType) === 'PREPAY' ? 'prepayFuel' : 'postpayFuel';
}

/**
 * Where the order stands, or `undefined` when it is not running (done or ended: the receipt or the history
 * shows it). Postpay fuel is given first and paid after: it waits for payment once the nozzle is back.
 */
export function runningOrderStatus(
  order: { state: OrderState },
  kind: RunningOrderKind,
): RunningOrderStatus | undefined {
  if (!isIn(runningStates, order.state)) return undefined;
  if (isIn(supplyingStates, order.state)) return 'supplying';
  if (kind === 'postpayFuel') {
    if (order.state === 'PAYMENT_PENDING') return 'toPay';
    return order.state === 'PAYMENT_AUTHORIZED' ? 'confirming' : 'preparing';
  }
  return order.state === 'CREATED' || order.state === 'PAYMENT_PENDING' ? 'toPay' : 'preparing';
}

/** The running orders at a station, by the product each occupies (the newest when the platform lists two). */
export function runningOrdersByProduct<O extends RunningOrderLike>(
  orders: readonly O[],
  stationId: string,
): Map<string, O> {
  const byProduct = new Map<string, O>();
  for (const order of orders) {
    const productId = order.products[0]?._id;
    if (order.poiId !== stationId || !productId || !isIn(runningStates, order.state)) continue;
    if (!byProduct.has(productId)) byProduct.set(productId, order);
  }
  return byProduct;
}
