/** The checkout's input, context, events, outcomes and the ports of its actors. */
import type { CheckoutBlockedReason, CheckoutOutcome as EligibilityOutcome } from '../checkoutEligibility';
import type { VehicleLike } from '../shared/odometer';
import type { OrderLike, PaymentMethodLike } from '../shared/ports';

/** SPEC.md section 3: the two-factor method a driver has set up. */
export type TwoFactorMethod = 'pin' | 'webauthn' | 'none';

/**
 * What the driver chose on a summary and has not paid yet: the payment method picked instead of the preferred
 * one, the mileage given on the odometer step (with its vehicle) and what is typed in the mileage field. The app
 * keeps it for a reload of the same summary in the same tab and drops it once paid.
 */
export interface CheckoutDraft {
  methodId?: string;
  /** The mileage given (in metres) and the vehicle it is for, which the order is created with. */
  vehicle?: VehicleChoice;
  /** The mileage field as typed, not sent yet, and the vehicle picked there. */
  typedMileage?: TypedMileage;
}

/** The vehicle and its mileage (metres) the order is created with. */
export interface VehicleChoice {
  thingId?: string;
  carOdometerM?: number;
}

export interface TypedMileage {
  text: string;
  vehicleId?: string;
}

/** The fuel card's questions answered, for the method they were answered for. */
export interface DriverPrompts {
  methodId: string;
  vin?: string;
  carOdometerM?: number;
}

/** What the fuel card's issuer is told with the authorisation (its user details; a plain record for the client). */
export type UserDetails = { vin?: string; carOdometerM?: number };

/**
 * Why the last payment did not go through; in each case nothing was charged and the summary offers it again.
 * `declined`: the bank or the platform declined the method. `refused`: the platform refused the payment (the
 * method cannot pay here). `notCreated`: the order could not be created. `notConfirmed`: the authorisation got
 * no answer and the order, read again, is still unpaid.
 */
export type PaymentProblem = 'declined' | 'refused' | 'notCreated' | 'notConfirmed';

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
  | 'pinLocked'
  | 'pinFailed'
  | 'biometricCancelled'
  | 'biometricUnsupported'
  | 'twoFactorFailed'
  | 'twoFactorRequired'
  | 'promptsInvalid';

/** What the checkout is opened with: what is paid, the driver and the account, and what was chosen before. */
export interface CheckoutInput {
  /** The station and its product paid for (the payment methods are those they accept). */
  stationId: string;
  productId: string;
  /** The order paid, when it exists already (postpay, wash, a resumed order, a payment tried before). */
  order?: OrderLike;
  /** The amount to authorise (prepay, EV pre-authorisation); without one the order's total is paid. */
  amount?: number;
  currency?: string;
  isGuest: boolean;
  /** The account's quickCheckout feature: no confirmation step. */
  quickCheckout: boolean;
  /** The account asks for the mileage before checkout and it was not answered for this order yet. */
  asksOdometer: boolean;
  /** The driver's two-factor method (the profile's), which confirms the methods that ask for it (PayPal). */
  twoFactorMethod: TwoFactorMethod;
  /** What the driver chose on this summary before (a reload, a payment that did not go through). */
  draft?: CheckoutDraft;
  /** The fuel card's answers given before on this page: not asked again for the same method. */
  driverPrompts?: DriverPrompts;
  /** Back from Amazon's checkout with this approved session: the summary pays with Amazon Pay once. */
  amazonCheckoutSessionId?: string;
  /** A running order of the driver's for this product is offered instead: nothing is paid here. */
  runningOrderOffered: boolean;
  /** The flow lets the driver cancel on the summary, before paying (wash, gift card, shop). */
  mayCancel: boolean;
  /** Why the last payment did not go through, shown until the driver pays again. */
  paymentProblem?: PaymentProblem;
}

/** How the driver confirmed a method that asks for a second factor. */
export type TwoFactorProof = 'pin' | 'webauthn';

/** The checkout's `paid` outcome: everything the order is created and authorised with. */
export interface CheckoutPaid {
  type: 'paid';
  method: PaymentMethodLike;
  /** A device wallet's token (Google Pay, Apple Pay), or the session Amazon approved. */
  paymentToken?: string;
  /** The driver confirmed with a PIN or the device's biometrics (PayPal, a method registered for 2FA). */
  twoFactor?: TwoFactorProof;
  /** The fuel card's answers, sent with the authorisation. */
  userDetails?: UserDetails;
  /** The vehicle and mileage given on the odometer step (or kept from a reload). */
  vehicle?: VehicleChoice;
  /** What the driver chose, to reopen the checkout as they left it when the payment does not go through. */
  draft: CheckoutDraft;
  /** The fuel card's answers as given, for the same reason. */
  driverPrompts?: DriverPrompts;
}

/** Why the checkout could not go on: the check of the payment methods broke down (a fault of the app). */
export type CheckoutFailure = 'eligibilityBroke';

/**
 * The checkout's outcomes (its output): `paid` with the method, the token and the two-factor proof; `cancelled`
 * when the driver cancelled on the summary; `failed` with the reason.
 */
export type CheckoutResult = CheckoutPaid | { type: 'cancelled' } | { type: 'failed'; reason: CheckoutFailure };

/** The eligibility check as it stands (mirrored from the `eligibility` child for guards and screens). */
export interface EligibilityView {
  outcome?: EligibilityOutcome;
  method?: PaymentMethodLike;
  methods: readonly PaymentMethodLike[];
  blockedReason?: CheckoutBlockedReason;
  loadFailed: boolean;
}

export interface CheckoutContext extends CheckoutInput {
  eligibility?: EligibilityView;
  /**
   * The method the driver chose on this summary (picked, or kept from before); undefined: the check's own choice
   * (the preferred method) stands.
   */
  chosenMethodId?: string;
  /** The chosen method was kept from before and waits for the methods to be judged to be picked again. */
  restoring: boolean;
  /** What is being paid with, fixed when the driver taps pay (and the wallet's token once given). */
  payment?: { method: PaymentMethodLike; paymentToken?: string };
  odometer?: { vehicles: VehicleLike[]; preferredId?: string };
  /** The mileage given and its vehicle, which the order is created with. */
  vehicle?: VehicleChoice;
  /** The mileage field as the driver typed it. */
  typedMileage?: TypedMileage;
  /** How the driver confirmed the payment, where the method asks for it. */
  twoFactor?: TwoFactorProof;
  /**
   * After too many wrong tries the platform locks the PIN for this many minutes: the checkout does not ask for it
   * again until the lock is over (`pin.unlocked`).
   */
  pinLockedMinutes?: number;
  stepError?: CheckoutStepError;
  outcome?: CheckoutResult;
}

export type CheckoutEvent =
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
  | { type: 'cancel.requested' }
  /** The platform's PIN lock is over (raised by the checkout itself, delayed by the lock's length). */
  | { type: 'pin.unlocked' };

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
