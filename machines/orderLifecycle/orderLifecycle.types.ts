/** The order lifecycle's input, context, events, outcomes and the ports of its actors. */
import type { CheckoutBlockedReason, CheckoutOutcome } from '../checkoutEligibility';
import type { VehicleLike } from '../shared/odometer';
import type { OrderLike, OrderState, PaymentMethodLike } from '../shared/ports';

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
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage before checkout and it was not answered for this order yet. */
  asksOdometer: boolean;
  /** The driver's two-factor method (the profile's), which confirms the methods that ask for it (PayPal). */
  twoFactorMethod: TwoFactorMethod;
  /** What the driver chose on this summary before a reload (kept by the app); only what is still valid is used. */
  draft?: CheckoutDraft;
  /** Back from Amazon's checkout with this approved session: the summary pays with Amazon Pay once. */
  amazonCheckoutSessionId?: string;
}

/**
 * What the driver chose on a summary and has not paid yet: the payment method picked instead of the preferred
 * one, the mileage given on the odometer step (with its vehicle) and what is typed in the mileage field. The app
 * keeps it for a reload of the same summary in the same tab and drops it once paid.
 */
export interface CheckoutDraft {
  methodId?: string;
  /** The mileage given (in metres) and the vehicle it is for, which the order is created with. */
  vehicle?: { thingId?: string; carOdometerM?: number };
  /** The mileage field as typed, not sent yet, and the vehicle picked there. */
  typedMileage?: TypedMileage;
}

export interface TypedMileage {
  text: string;
  vehicleId?: string;
}

/** `notFound`: the order to resume is unknown, not the driver's, or not for this station and product. */
export type OrderPhase = 'notFound' | 'resume' | 'beforePayment' | 'creation' | 'payment' | 'afterPayment';

export type OrderOutcome =
  | { type: 'reached'; order: OrderLike }
  | { type: 'cancelled' }
  | { type: 'cancelFailed' }
  | { type: 'failed'; phase: OrderPhase; order?: OrderLike };

export interface PaymentChoice {
  method: PaymentMethodLike;
  /** A device wallet's token (Google Pay, Apple Pay). */
  paymentToken?: string;
}

/** SPEC.md section 3: the two-factor method a driver has set up. */
export type TwoFactorMethod = 'pin' | 'webauthn' | 'none';

/**
 * What went wrong in a step of the payment. Two-factor: `pinInvalid` (not 4 digits), `pinWrong` (HTTP 403),
 * `pinFailed` (the check failed otherwise), `biometricCancelled`, `biometricUnsupported` (this device cannot),
 * `twoFactorFailed` (the biometric check failed), `twoFactorRequired` (no method set up).
 */
export type CheckoutStepError =
  | 'walletFailed'
  | 'odometerInvalid'
  | 'odometerSaveFailed'
  | 'pinInvalid'
  | 'pinWrong'
  | 'pinFailed'
  | 'biometricCancelled'
  | 'biometricUnsupported'
  | 'twoFactorFailed'
  | 'twoFactorRequired'
  | 'promptsInvalid';

/**
 * Why the last payment did not go through; in each case nothing was charged and the summary offers it again.
 * `declined`: the bank or the platform declined the method. `refused`: the platform refused the payment (the
 * method cannot pay here). `notCreated`: the order could not be created. `notConfirmed`: the authorisation got
 * no answer and the order, read again, is still unpaid.
 */
export type PaymentProblem = 'declined' | 'refused' | 'notCreated' | 'notConfirmed';

export interface OrderLifecycleContext extends OrderLifecycleInput {
  order?: OrderLike;
  /** A running order of the driver's for this product, offered instead of a second one. */
  runningOrderId?: string;
  /**
   * The platform refused to create the order because one of the driver's already runs at this product (409), and
   * the running orders were looked up again once: a second refusal is a failure, not another look.
   */
  conflictChecked?: boolean;
  /** The eligibility check as it stands (mirrored from the `eligibility` child for guards and screens). */
  eligibility?: {
    outcome?: CheckoutOutcome;
    method?: PaymentMethodLike;
    methods: readonly PaymentMethodLike[];
    blockedReason?: CheckoutBlockedReason;
    loadFailed: boolean;
  };
  payment?: PaymentChoice;
  odometer?: { vehicles: VehicleLike[]; preferredId?: string };
  /** What the payment step adds to the order created after it. */
  vehicle?: { thingId?: string; carOdometerM?: number };
  /** The mileage field as the driver typed it. */
  typedMileage?: TypedMileage;
  /** What the fuel card's issuer asked for (the VIN, the mileage in metres), given for that method. */
  driverPrompts?: DriverPrompts;
  /** The method the driver picked on this summary (not the preferred one the check chose by itself). */
  chosenMethodId?: string;
  /** A method to pick again once the methods are known (from the draft, or after a failed payment), if offered. */
  methodToRestore?: string;
  stepError?: CheckoutStepError;
  /** Why the last payment did not go through (shown on the summary until the driver pays again). */
  paymentProblem?: PaymentProblem;
  /** The platform refused the cancel; the screen says so until dismissed. */
  notice?: 'cancelFailed';
  outcome?: OrderOutcome;
}

export type OrderLifecycleEvent =
  | { type: 'payment.changed'; methodId: string }
  | { type: 'checkout.retried' }
  | { type: 'payment.started' }
  | { type: 'payment.confirmed' }
  | { type: 'payment.dismissed' }
  | { type: 'twoFactor.submitted'; pin: string }
  /** The fuel card's questions answered: the VIN as typed and the mileage read in the driver's locale. */
  | { type: 'prompts.submitted'; vin: string; km: number }
  /** The mileage as the driver typed it, read in their locale (NaN when it could not be read). */
  | { type: 'odometer.submitted'; km: number; vehicleId?: string }
  /** The mileage field or the vehicle changed (nothing is judged until submitted). */
  | { type: 'odometer.edited'; text: string; vehicleId?: string }
  /** "Are you sure?" answered: the mileage is right, or the driver corrects it. */
  | { type: 'odometer.confirmed' }
  | { type: 'odometer.corrected' }
  | { type: 'odometer.skipped'; neverAsk: boolean }
  | { type: 'order.resumed' }
  | { type: 'cancel.requested' }
  | { type: 'notice.dismissed' };

export interface DriverPrompts {
  methodId: string;
  vin?: string;
  carOdometerM?: number;
}

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
  userDetails?: { vin?: string; carOdometerM?: number };
}

export interface WalletTokenInput {
  methodType: string;
  amount: number;
  currency: string;
  productId: string;
}

export interface AmazonCheckoutInput {
  /** The Amazon Pay method the driver chose. */
  methodId: string;
  amount: number;
  currency: string;
  orderId?: string;
}

export type WalletResult = { status: 'token'; token: string } | { status: 'cancelled' };
