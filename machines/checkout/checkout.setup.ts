/**
 * The checkout's named pieces: the actors it invokes (ports the app provides), its actions, guards and the
 * helpers they share. The chart itself is checkout.machine.ts, its odometer step checkout.odometer.ts and its
 * two-factor step checkout.twoFactor.ts.
 */
import { assign, fromPromise, type SnapshotFrom, setup } from 'xstate';
import {
  asksTwoFactor,
  checkoutEligibilityMachine,
  evaluate,
  isWallet,
  needsConfirmationStep,
  selectOutcome,
} from '../checkoutEligibility';
import { asksMileage, asksVin, isVin, normalizeVin } from '../shared/driverPrompts';
import { notProvidedIn } from '../shared/notProvided';
import { isFarFromLast, isOdometerKm, odometerMetres, type VehicleLike } from '../shared/odometer';
import { isPin } from '../shared/pin';
import type { PaymentMethodLike } from '../shared/ports';
import type {
  AmazonCheckoutInput,
  CheckoutContext,
  CheckoutDraft,
  CheckoutEvent,
  CheckoutInput,
  CheckoutPaid,
  CheckoutResult,
  TwoFactorMethod,
  UserDetails,
  WalletResult,
  WalletTokenInput,
} from './checkout.types';

const notProvided = notProvidedIn('checkout');

/**
 * How long the platform locked the PIN after too many wrong tries (HTTP 429, its `retryAfterSeconds`), or
 * undefined for any other answer. A lock without a length is taken as fifteen minutes.
 */
export const pinLockSeconds = (error: unknown): number | undefined => {
  if (typeof error !== 'object' || error === null || !('status' in error) || error.status !== 429) return undefined;
  const seconds = 'retryAfterSeconds' in error ? Number(error.retryAfterSeconds) : Number.NaN;
  return Number.isFinite(seconds) && seconds > 0 ? seconds : 15 * 60;
};

/** The wallets whose token the device gives (SPEC.md section 5: zero amounts skip it). */
const tokenWallets = ['GOOGLE_PAY', 'APPLE_PAY'];
/** Amazon Pay is approved on Amazon's checkout page first; the driver comes back with its session. */
export const isAmazonPay = (method: Pick<PaymentMethodLike, 'method'>) => method.method === 'AMAZON_PAY';
/** The Amazon Pay method of the judged methods, if it may pay here. */
export const amazonMethod = (context: CheckoutContext) =>
  context.eligibility?.outcome === undefined
    ? undefined
    : context.eligibility.methods.find(
        (method) => isAmazonPay(method) && method.isSupportedDevice !== false && method.isSupportedPOI !== false,
      );

/** The fuel card's prompt level of the method being paid with (0: it asks nothing). */
const promptLevel = (context: CheckoutContext) => context.payment?.method.details?.promptLevel ?? 0;
/** The fuel card asks for the mileage and the odometer step did not give one. */
const asksPromptMileage = (context: CheckoutContext) =>
  asksMileage(promptLevel(context)) && context.vehicle?.carOdometerM === undefined;

/** What the authorisation tells the fuel card's issuer: the answers given for this method, or none. */
export const userDetails = (context: CheckoutContext): UserDetails | undefined => {
  const prompts = context.driverPrompts;
  if (!prompts || prompts.methodId !== context.payment?.method.id) return undefined;
  const level = promptLevel(context);
  return {
    vin: asksVin(level) ? prompts.vin : undefined,
    carOdometerM: asksMileage(level) ? (context.vehicle?.carOdometerM ?? prompts.carOdometerM) : undefined,
  };
};

/** What is paid: the amount to authorise, else the order's total. */
export const payAmount = (context: CheckoutContext) =>
  context.amount ?? context.order?.totalAfterDiscounts?.amount ?? 0;
export const payCurrency = (context: CheckoutContext) =>
  context.currency ?? context.order?.totalAfterDiscounts?.currency ?? 'EUR';

/** The last known mileage (metres) of the vehicle chosen on the odometer step, or of the preferred one. */
export const lastMileageM = (context: CheckoutContext, vehicleId?: string) => {
  const vehicles = context.odometer?.vehicles ?? [];
  const id = vehicleId ?? context.odometer?.preferredId;
  return (vehicles.find((vehicle) => vehicle._id === id) ?? vehicles[0])?.carOdometerM;
};
/** The draft's mileage, if it is one the platform takes (judged like a typed one). */
export const restoredVehicle = (draft: CheckoutDraft | undefined) => {
  const metres = draft?.vehicle?.carOdometerM;
  return metres !== undefined && isOdometerKm(metres / 1000) ? draft?.vehicle : undefined;
};
/** What the driver has chosen on this summary so far, for the app to keep. */
export const draftOf = (context: CheckoutContext): CheckoutDraft => ({
  methodId: context.chosenMethodId,
  vehicle: context.vehicle,
  typedMileage: context.typedMileage,
});

/** The checkout as it opens: what the driver chose before, as far as it still holds. */
export const initialContext = (input: CheckoutInput): CheckoutContext => ({
  ...input,
  vehicle: restoredVehicle(input.draft),
  typedMileage: input.draft?.typedMileage,
  chosenMethodId: input.draft?.methodId,
  restoring: input.draft?.methodId !== undefined,
});

/** The `paid` outcome: how the order is created and authorised, and how to reopen the checkout as it was. */
const paidOutcome = (context: CheckoutContext): CheckoutResult => {
  const payment = context.payment;
  // Every way into `paid` fixes the method first; without one nothing could be paid.
  if (!payment) return { type: 'failed', reason: 'eligibilityBroke' };
  return {
    type: 'paid',
    method: payment.method,
    paymentToken: payment.paymentToken,
    twoFactor: context.twoFactor,
    userDetails: userDetails(context),
    vehicle: context.vehicle,
    draft: draftOf(context),
    driverPrompts: context.driverPrompts,
  } satisfies CheckoutPaid;
};

type EligibilitySnapshot = SnapshotFrom<typeof checkoutEligibilityMachine>;
/** The eligibility check has judged the methods it loaded (it is in one of its outcomes). */
const isJudged = (snapshot: EligibilitySnapshot) => selectOutcome(snapshot) !== undefined;
/**
 * `methodId` may be picked again among the methods the check loaded: listed, usable here and on this device, or
 * PayPal waiting only for the driver's PIN or biometrics (as the driver left it: setting them up is the way on).
 */
const allows = (snapshot: EligibilitySnapshot, methodId: string) => {
  const judged = evaluate({ ...snapshot.context, chosenMethodId: methodId });
  return judged.method?.id === methodId && (judged.outcome === 'allowed' || judged.blockedReason === 'paypalNeeds2fa');
};

export const checkoutSetup = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutResult,
    children: {} as {
      eligibility: 'checkoutEligibility';
      loadOdometer: 'loadOdometer';
      saveOdometer: 'saveOdometer';
      refuseOdometer: 'refuseOdometer';
      requestWalletToken: 'requestWalletToken';
      startAmazonCheckout: 'startAmazonCheckout';
      verifyTwoFactor: 'verifyTwoFactor';
      confirmBiometric: 'confirmBiometric';
    },
    /** `busy`: waiting on the platform or the device. */
    tags: {} as 'busy',
  },
  actors: {
    checkoutEligibility: checkoutEligibilityMachine,
    /** The driver's vehicles and whether the mileage question was refused for good. */
    loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(
      notProvided('loadOdometer'),
    ),
    /** The mileage to the vehicle, and to the order when it exists (postpay). */
    saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
      notProvided('saveOdometer'),
    ),
    /** "Don't ask me again": the refusal is stored with the user. */
    refuseOdometer: fromPromise<unknown>(notProvided('refuseOdometer')),
    /** The device wallet's sheet; a cancel is silent (SPEC.md section 8). */
    requestWalletToken: fromPromise<WalletResult, WalletTokenInput>(notProvided('requestWalletToken')),
    /**
     * POST auth/amazon-pay/button-config and v4/amazon-pay/session-config, then Amazon's checkout: resolves with
     * the page to send the browser to (or without one when Amazon's script leaves by itself).
     */
    startAmazonCheckout: fromPromise<{ url?: string }, AmazonCheckoutInput>(notProvided('startAmazonCheckout')),
    /** The PIN check (validate_pin); rejects with status 403 for a wrong PIN. */
    verifyTwoFactor: fromPromise<unknown, { pin: string; orderId?: string; paymentMethodId: string }>(
      notProvided('verifyTwoFactor'),
    ),
    /**
     * The device's biometrics (WebAuthn) for this order and method; rejects with `{ reason: 'cancelled' }` when
     * the driver cancelled the prompt, `{ reason: 'unsupported' }` when the device cannot, anything else on failure.
     */
    confirmBiometric: fromPromise<unknown, { orderId?: string; paymentMethodId: string }>(
      notProvided('confirmBiometric'),
    ),
  },
  actions: {
    /** Sends the browser to Amazon's checkout page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
    /** The mileage question was answered for this order: a reload does not ask again (provided by the app). */
    rememberOdometerAnswered: () => {},
    /** Keeps what the driver chose so far for a reload of this summary (provided by the app). */
    keepDraft: (_, _params: CheckoutDraft) => {},
    /** The eligibility check as it stands, for guards and screens. */
    mirrorEligibility: assign({
      eligibility: (_, params: { snapshot: EligibilitySnapshot }) => ({
        outcome: selectOutcome(params.snapshot),
        method: params.snapshot.context.method,
        methods: params.snapshot.context.methods,
        blockedReason: params.snapshot.context.blockedReason,
        loadFailed: params.snapshot.matches('failed'),
      }),
    }),
    /** The mileage and vehicle the driver entered, kept for the order (and for "are you sure?"). */
    keepMileage: assign({
      stepError: undefined,
      vehicle: ({ context }, params: { km: number; vehicleId?: string }) => ({
        thingId: params.vehicleId ?? context.odometer?.preferredId ?? context.odometer?.vehicles[0]?._id,
        carOdometerM: odometerMetres(params.km),
      }),
    }),
    /** Amazon Pay with the session Amazon approved: paid once, the session is used up. */
    payWithAmazonSession: assign({
      payment: ({ context }) => {
        const method = amazonMethod(context);
        return method && { method, paymentToken: context.amazonCheckoutSessionId };
      },
      amazonCheckoutSessionId: undefined,
      paymentProblem: undefined,
    }),
    /** The fuel card's questions answered for the method being paid with. */
    keepPrompts: assign({
      stepError: undefined,
      driverPrompts: ({ context }, params: { vin: string; km: number }) => ({
        methodId: context.payment?.method.id ?? '',
        vin: asksVin(promptLevel(context)) ? normalizeVin(params.vin) : undefined,
        carOdometerM: asksPromptMileage(context) ? odometerMetres(params.km) : undefined,
      }),
    }),
    choosePayment: assign({
      payment: ({ context }) => (context.eligibility?.method ? { method: context.eligibility.method } : undefined),
      paymentProblem: undefined,
    }),
    /** The outcome the machine ends with (its output). */
    recordPaid: assign({ outcome: ({ context }) => paidOutcome(context) }),
  },
  guards: {
    'the account asks a registered driver for the mileage': ({ context }) => context.asksOdometer && !context.isGuest,
    'the driver refused the mileage question for good': (_, params: { refused: boolean }) => params.refused,
    'the mileage is one the platform takes': (_, params: { km: number }) => isOdometerKm(params.km),
    /** A valid mileage more than odometerJumpKm above, or below, the last mileage of the chosen vehicle. */
    'the mileage is far from the last one of the vehicle': ({ context }, params: { km: number; vehicleId?: string }) =>
      isOdometerKm(params.km) && isFarFromLast(params.km, lastMileageM(context, params.vehicleId)),
    'the driver asks never to be asked again': (_, params: { neverAsk: boolean }) => params.neverAsk,
    'the methods are judged and the method chosen before may pay here': (
      { context },
      params: { snapshot: EligibilitySnapshot },
    ) =>
      context.restoring &&
      context.chosenMethodId !== undefined &&
      isJudged(params.snapshot) &&
      allows(params.snapshot, context.chosenMethodId),
    'the methods are judged and a method chosen before waits to be picked again': (
      { context },
      params: { snapshot: EligibilitySnapshot },
    ) => context.restoring && isJudged(params.snapshot),
    'the chosen method may pay and no running order is offered': ({ context }) =>
      context.eligibility?.outcome === 'allowed' && !!context.eligibility.method && !context.runningOrderOffered,
    /** The fuel card asks for a VIN or a mileage not given yet for this method. */
    'the fuel card asks questions not answered yet': ({ context }) =>
      !!context.payment &&
      (asksVin(promptLevel(context)) || asksPromptMileage(context)) &&
      context.driverPrompts?.methodId !== context.payment.method.id,
    /** A VIN where the card asks one (17 characters) and a mileage where it asks one the driver has not given. */
    'the answers to the fuel card questions are valid': ({ context }, params: { vin: string; km: number }) =>
      (!asksVin(promptLevel(context)) || isVin(params.vin)) && (!asksPromptMileage(context) || isOdometerKm(params.km)),
    'the method shows a confirmation step': ({ context }) =>
      !context.quickCheckout && !!context.payment && needsConfirmationStep(context.payment.method),
    'the device wallet must give a token': ({ context }) =>
      !!context.payment &&
      isWallet(context.payment.method) &&
      tokenWallets.includes(context.payment.method.method) &&
      payAmount(context) > 0,
    /** SPEC.md section 5: PayPal, and a method registered for 2FA, pay only after a two-factor confirmation. */
    'the method needs a two-factor confirmation': ({ context }) =>
      !!context.payment && asksTwoFactor(context.payment.method),
    'the driver confirms with the given two-factor method': ({ context }, params: { method: TwoFactorMethod }) =>
      context.twoFactorMethod === params.method,
    /** A rejection of `confirmBiometric` for this reason. */
    'the biometric check failed for the given reason': (
      _,
      params: { error: unknown; reason: 'cancelled' | 'unsupported' },
    ) =>
      typeof params.error === 'object' &&
      params.error !== null &&
      'reason' in params.error &&
      params.error.reason === params.reason,
    /** Amazon Pay without an approved session: the driver approves on Amazon's checkout first. */
    'Amazon Pay needs the approval on Amazon first': ({ context }) =>
      !!context.payment && isAmazonPay(context.payment.method) && !context.payment.paymentToken,
    /** Back from Amazon with an approved session, and Amazon Pay may pay here (not while a running order waits). */
    'the driver is back from Amazon with an approved session that may pay here': ({ context }) =>
      context.amazonCheckoutSessionId !== undefined && !!amazonMethod(context) && !context.runningOrderOffered,
    'the wallet gave a token': (_, params: { result: WalletResult }) => params.result.status === 'token',
    'the PIN has four digits': (_, params: { pin: string }) => isPin(params.pin),
    'the PIN is locked': ({ context }) => context.pinLockedMinutes !== undefined,
    'the platform locked the PIN': (_, params: { error: unknown }) => pinLockSeconds(params.error) !== undefined,
    'the PIN is wrong': (_, params: { error: unknown }) =>
      typeof params.error === 'object' && params.error !== null && 'status' in params.error
        ? params.error.status === 403
        : false,
    'there is a page to send the driver to': (_, params: { url?: string }) => !!params.url,
    'the flow lets the driver cancel on the summary': ({ context }) => context.mayCancel,
  },
});
