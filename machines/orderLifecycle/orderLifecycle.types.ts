/** The order lifecycle's input, context, events, outcomes and the ports of its actors. */
import type { CheckoutDraft, CheckoutPaid, PaymentProblem, TwoFactorMethod, UserDetails } from '../checkout';
import type { OrderLike, OrderState } from '../shared/ports';

/** What the order is for; created once, with what the payment step adds (vehicle, mileage). */
export interface OrderRequest {
  stationId: string;
  productId: string;
  fuelTypeId?: string;
  /** The chosen item of a shop product: a gift card's value. */
  itemCode?: string;
  /** Postpay and wash orders release the product without an authorisation first. */
  autoAcquire: boolean;
}

export type CancelPlace = 'waitingToPay' | 'checkout' | 'waitingForTarget';

export interface OrderLifecycleInput {
  request: OrderRequest;
  /** Resume this order (a reload, a bank return, a running session). */
  orderId?: string;
  /** Back on the page the bank returns to after the driver approved: a pending payment is not offered again. */
  returnedFromBank?: boolean;
  /** Back from the bank's page after it declined: the summary says so and offers the payment again. */
  declinedAtBank?: boolean;
  /** Created on entry (postpay, wash: the order is paid later) or when the driver pays (prepay, EV). */
  createAt: 'start' | 'payment';
  /**
   * The address names an order but not what paying it needs (a prepay amount the station offers): an order not
   * paid yet is not offered for payment; the driver chooses again, and the order is kept for it.
   */
  choiceNeeded?: boolean;
  /** The authorised amount (prepay, EV pre-authorisation); without one the order's total is paid. */
  amount?: number;
  currency?: string;
  /** The states the paid order is awaited in. */
  target: readonly OrderState[];
  cancel: {
    orderType: 'PREPAY' | 'POSTPAY';
    /** Where the driver may cancel. */
    from: readonly CancelPlace[];
    /** A refused cancel: the order goes on (with a notice) or the flow ends on the cancel page. */
    whenRefused: 'goOn' | 'end';
  };
  /** What the checkout is opened with (machines/checkout): the driver and the account's settings. */
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage before checkout and it was not answered for this order yet. */
  asksOdometer: boolean;
  /** The driver's two-factor method (the profile's), which confirms the methods that ask for it (PayPal). */
  twoFactorMethod: TwoFactorMethod;
  /** What the driver chose on this summary before a reload (kept by the app); the checkout judges what still holds. */
  draft?: CheckoutDraft;
  /** Back from Amazon's checkout with this approved session: the summary pays with Amazon Pay once. */
  amazonCheckoutSessionId?: string;
}

/** `notFound`: the order to resume is unknown, not the driver's, or not for this station and product. */
export type OrderPhase = 'notFound' | 'resume' | 'beforePayment' | 'creation' | 'payment' | 'afterPayment';

export type OrderOutcome =
  | { type: 'reached'; order: OrderLike }
  | { type: 'cancelled' }
  | { type: 'cancelFailed' }
  | { type: 'choiceNeeded' }
  | { type: 'failed'; phase: OrderPhase; order?: OrderLike };

export interface OrderLifecycleContext extends OrderLifecycleInput {
  order?: OrderLike;
  /** A running order of the driver's for this product, offered instead of a second one. */
  runningOrderId?: string;
  /**
   * The platform refused to create the order because one of the driver's already runs at this product (409), and
   * the running orders were looked up again once: a second refusal is a failure, not another look.
   */
  conflictChecked?: boolean;
  /**
   * The checkout's `paid` outcome: the method, its token and the two-factor proof the order is authorised with,
   * the vehicle it is created with, and what the driver chose, to reopen the checkout when the payment does not go
   * through.
   */
  payment?: CheckoutPaid;
  /** A payment did not go through: the checkout reopens at the choice of method (the mileage is not asked again). */
  backToChoice?: boolean;
  /** Why the last payment did not go through (the checkout shows it until the driver pays again). */
  paymentProblem?: PaymentProblem;
  /** The platform refused the cancel; the screen says so until dismissed. */
  notice?: 'cancelFailed';
  /** The driver cancelled on the summary, before any payment: a refused cancel goes back to the summary. */
  cancelledUnpaid?: boolean;
  outcome?: OrderOutcome;
}

/**
 * The lifecycle's own events; what the driver does on the summary goes to its `checkout` child
 * (machines/checkout, `CheckoutEvent`).
 */
export type OrderLifecycleEvent =
  | { type: 'order.resumed' }
  | { type: 'cancel.requested' }
  | { type: 'notice.dismissed' };

export interface CreateOrderInput extends OrderRequest {
  thingId?: string;
  carOdometerM?: number;
}

export interface AuthorizeInput {
  orderId: string;
  /** The amount to reserve (prepay, EV); undefined authorises the order's total. */
  amount?: number;
  payment: { paymentMethodId?: string; paymentToken?: string };
  /** What the fuel card's issuer asked the driver (sent as the authorisation's user details). */
  userDetails?: UserDetails;
}
