/**
 * What every order flow passes on to the order lifecycle about the driver and the account, and how a failed
 * lifecycle becomes the error page of SPEC.md section 8.
 */
import type { OrderOutcome } from '../orderLifecycle';
import { isExpiredOrder } from './orderStates';

export interface CheckoutFacts {
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage and it was not answered for this order yet (fuel only). */
  asksOdometer: boolean;
  /** The driver has a PIN for two-factor confirmation (needed for PayPal). */
  hasTwoFactor: boolean;
  /** The flow starts on the page the bank returns to after an approval. */
  returnedFromBank?: boolean;
}

/** What a flow hands on to its order lifecycle about the driver, the account and the order to resume. */
export const checkoutFactsOf = (context: CheckoutFacts & { orderId?: string }) => ({
  orderId: context.orderId,
  isGuest: context.isGuest,
  quickCheckout: context.quickCheckout,
  asksOdometer: context.asksOdometer,
  hasTwoFactor: context.hasTwoFactor,
  returnedFromBank: context.returnedFromBank,
});

/**
 * The error pages of the order flows: `orderCreationFailed` is the generic error page (SPEC.md section 8,
 * "Order creation failure goes to the generic error page"), `expired` the expired postpay order, the others the
 * error types of the same name.
 */
export type FlowErrorCode = 'orderCreationFailed' | 'payment' | 'fueling_prepay' | 'fueling_postpay' | 'expired';

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
  if (isExpiredOrder(outcome.order)) return 'expired';
  if (outcome.order?.state === 'PROBLEM' && own.problem) return own.problem;
  if ((outcome.phase === 'resume' || outcome.phase === 'beforePayment') && own.beforePayment) return own.beforePayment;
  return 'payment';
}

/** The order a lifecycle reached, for the flow that goes on with it. */
export const reachedOrder = (outcome: OrderOutcome) => (outcome.type === 'reached' ? outcome.order : undefined);
