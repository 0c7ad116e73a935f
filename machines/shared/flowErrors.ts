/**
 * How an order flow's failure becomes the error page of SPEC.md section 8, what a flow records of its lifecycle's
 * end, and how the charts' descriptions name order states and error pages.
 */
import type { OrderOutcome } from '../orderLifecycle';
import { isExpiredOrder } from './orderStates';
import type { OrderLike, OrderState } from './ports';

/**
 * The error pages of the order flows: `orderCreationFailed` is the generic error page (SPEC.md section 8,
 * "Order creation failure goes to the generic error page"), `expired` the expired postpay order, the others the
 * error types of the same name.
 */
export type FlowErrorCode =
  | 'orderCreationFailed'
  | 'unknownOrder'
  | 'orderUnavailable'
  | 'payment'
  | 'fueling_prepay'
  | 'fueling_postpay'
  | 'expired';

/**
 * The error page of a failed lifecycle. By default everything but the creation is `payment`; a flow names its
 * own page for a pump without feedback (`problem`) and for failures before the payment (`beforePayment`).
 */
export function flowErrorCode(
  outcome: OrderOutcome,
  own: { problem?: FlowErrorCode; beforePayment?: FlowErrorCode } = {},
): FlowErrorCode {
  if (outcome.type !== 'failed') return 'payment';
  if (outcome.phase === 'creation') return 'orderCreationFailed';
  if (outcome.phase === 'notFound') return 'unknownOrder';
  // The order could not be read (no answer): nothing is known of a payment, so none is mentioned.
  if (outcome.phase === 'resume' && !outcome.order) return 'orderUnavailable';
  if (isExpiredOrder(outcome.order)) return 'expired';
  if (outcome.order?.state === 'PROBLEM' && own.problem) return own.problem;
  if ((outcome.phase === 'resume' || outcome.phase === 'beforePayment') && own.beforePayment) return own.beforePayment;
  return 'payment';
}

/** What a flow records of its lifecycle's end (its `record` action assigns these to its context). */
export interface OrderRecord {
  order?: OrderLike;
  errorCode?: FlowErrorCode;
}

/** Order states in a sentence: `PRODUCT_ACQUIRED, READY_FOR_INVOICE or COMPLETED`. */
export const listStates = (states: readonly OrderState[]) =>
  states.length < 2 ? (states[0] ?? 'none') : `${states.slice(0, -1).join(', ')} or ${states[states.length - 1]}`;

/** The error pages of the flows (SPEC.md section 8) as the charts' descriptions name them. */
export const errorPages: Record<FlowErrorCode, string> = {
  orderCreationFailed: 'the generic error page',
  unknownOrder: 'the unknown-order page',
  orderUnavailable: 'the order-unavailable page',
  payment: 'the payment error page',
  fueling_prepay: 'the prepay fueling error page',
  fueling_postpay: 'the postpay fueling error page',
  expired: 'the expired-order page',
};
