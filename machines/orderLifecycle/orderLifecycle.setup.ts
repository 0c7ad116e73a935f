/**
 * The order lifecycle's named pieces: the actors it invokes (ports the app provides), its actions, guards and
 * the helpers they share. The chart itself is orderLifecycle.machine.ts, its payment step
 * orderLifecycle.checkout.ts.
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
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import { asksMileage, asksVin, isVin, normalizeVin } from '../shared/driverPrompts';
import { isFarFromLast, isOdometerKm, odometerMetres, type VehicleLike } from '../shared/odometer';
import { isExpiredOrder, isIn } from '../shared/orderStates';
import { isPin } from '../shared/pin';
import type { OrderLike, OrderState, PaymentMethodLike } from '../shared/ports';
import type {
  AmazonCheckoutInput,
  AuthorizeInput,
  CancelPlace,
  CheckoutDraft,
  CreateOrderInput,
  OrderLifecycleContext,
  OrderLifecycleEvent,
  OrderLifecycleInput,
  OrderOutcome,
  OrderPhase,
  OrderRequest,
  TwoFactorMethod,
  WalletResult,
  WalletTokenInput,
} from './orderLifecycle.types';

const notProvided = (name: string) => () => {
  throw new Error(`orderLifecycle: actor "${name}" not provided`);
};

/** The wallets whose token the device gives (SPEC.md section 5: zero amounts skip it). */
const tokenWallets = ['GOOGLE_PAY', 'APPLE_PAY'];
/** Amazon Pay is approved on Amazon's checkout page first; the driver comes back with its session. */
const isAmazonPay = (method: PaymentMethodLike) => method.method === 'AMAZON_PAY';
/** The Amazon Pay method of the judged methods, if it may pay here. */
export const amazonMethod = (context: OrderLifecycleContext) =>
  context.eligibility?.outcome === undefined
    ? undefined
    : context.eligibility.methods.find(
        (method) => isAmazonPay(method) && method.isSupportedDevice !== false && method.isSupportedPOI !== false,
      );

/** The fuel card's prompt level of the method being paid with (0: it asks nothing). */
const promptLevel = (context: OrderLifecycleContext) => context.payment?.method.details?.promptLevel ?? 0;
/** The fuel card asks for the mileage and the odometer step did not give one. */
const asksPromptMileage = (context: OrderLifecycleContext) =>
  asksMileage(promptLevel(context)) && context.vehicle?.carOdometerM === undefined;

/** What the authorisation tells the fuel card's issuer: the answers given for this method, or none. */
export const userDetails = (context: OrderLifecycleContext) => {
  const prompts = context.driverPrompts;
  if (!prompts || prompts.methodId !== context.payment?.method.id) return undefined;
  const level = promptLevel(context);
  return {
    vin: asksVin(level) ? prompts.vin : undefined,
    carOdometerM: asksMileage(level) ? (context.vehicle?.carOdometerM ?? prompts.carOdometerM) : undefined,
  };
};

export const payAmount = (context: OrderLifecycleContext) =>
  context.amount ?? context.order?.totalAfterDiscounts?.amount ?? 0;
export const pendingBankPage = (order: OrderLike) =>
  order.userInteraction?.isRequired ? order.userInteraction.urls?.start : undefined;
/** The last known mileage (metres) of the vehicle chosen on the odometer step, or of the preferred one. */
export const lastMileageM = (context: OrderLifecycleContext, vehicleId?: string) => {
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
export const draftOf = (context: OrderLifecycleContext): CheckoutDraft => ({
  methodId: context.chosenMethodId,
  vehicle: context.vehicle,
  typedMileage: context.typedMileage,
});

type EligibilitySnapshot = SnapshotFrom<typeof checkoutEligibilityMachine>;
/** The eligibility check has judged the methods it loaded (it is in one of its outcomes). */
const isJudged = (snapshot: EligibilitySnapshot) => selectOutcome(snapshot) !== undefined;
/** Paying with `methodId` is allowed by the methods the check loaded (listed, usable here, on this device). */
const allows = (snapshot: EligibilitySnapshot, methodId: string) => {
  const judged = evaluate({ ...snapshot.context, chosenMethodId: methodId });
  return judged.outcome === 'allowed' && judged.method?.id === methodId;
};

export const failure = (phase: OrderPhase, order?: OrderLike): OrderOutcome => ({ type: 'failed', phase, order });

/** The HTTP status of a failed call (undefined without an answer: offline, timeout). */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

export const lifecycleSetup = setup({
  types: {
    input: {} as OrderLifecycleInput,
    context: {} as OrderLifecycleContext,
    events: {} as OrderLifecycleEvent,
    output: {} as OrderOutcome,
    children: {} as {
      findRunningOrder: 'findRunningOrder';
      fetchOrder: 'fetchOrder';
      createOrder: 'createOrder';
      orderPoll: 'orderPoll';
      eligibility: 'checkoutEligibility';
      loadOdometer: 'loadOdometer';
      saveOdometer: 'saveOdometer';
      refuseOdometer: 'refuseOdometer';
      requestWalletToken: 'requestWalletToken';
      startAmazonCheckout: 'startAmazonCheckout';
      verifyTwoFactor: 'verifyTwoFactor';
      confirmBiometric: 'confirmBiometric';
      authorize: 'authorize';
      orderCancel: 'orderCancel';
    },
    /** `busy`: waiting on the platform or the device. `paid`: the payment is authorised (or the bank has it). */
    tags: {} as 'busy' | 'paid',
  },
  actors: {
    /** GET v4/ongoing-orders: the driver's running order for this station and product, if any. */
    findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(notProvided('findRunningOrder')),
    /** GET v4/order/{id}. */
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    /** POST v4/order with the whole payload (vehicle, mileage, the driver's position, the partner header). */
    createOrder: fromPromise<OrderLike, CreateOrderInput>(notProvided('createOrder')),
    orderPoll: orderPollMachine,
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
    /** POST v4/order/{id}/authorize; resolves with the bank page when the bank wants the driver. */
    authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(notProvided('authorize')),
    /** POST v4/order/{id}/cancel, then the wait for CANCELLED (30 s). */
    orderCancel: orderCancelMachine,
  },
  actions: {
    /** Sends the browser to the bank's page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
    /** The mileage question was answered for this order: a reload does not ask again (provided by the app). */
    rememberOdometerAnswered: () => {},
    /** Keeps what the driver chose so far for a reload of this summary (provided by the app). */
    keepDraft: (_, _params: CheckoutDraft) => {},
    /** The choice is paid (or cancelled): it is no longer kept (provided by the app). */
    dropDraft: () => {},
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
    recordFailure: assign({
      outcome: ({ context }, params: { phase: OrderPhase }) => failure(params.phase, context.order),
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
  },
  guards: {
    'an order is to be resumed': ({ context }) => context.orderId !== undefined,
    'the flow creates the order as it starts': ({ context }) => context.createAt === 'start',
    'the order is created already': ({ context }) => context.order !== undefined,
    'the driver has a running order for this product': (_, params: { order: OrderLike | undefined }) =>
      params.order !== undefined,
    'the order is in one of the given states': ({ context }, params: { states: readonly OrderState[] }) =>
      isIn(params.states, context.order?.state),
    'the order waits for its payment': ({ context }) =>
      isIn([context.createAt === 'start' ? 'PAYMENT_PENDING' : 'CREATED'], context.order?.state) &&
      !(context.returnedFromBank && context.order?.state === 'PAYMENT_PENDING'),
    'a bank page waits for the driver': ({ context }) =>
      context.order?.state === 'PAYMENT_PENDING' && !context.returnedFromBank && !!pendingBankPage(context.order),
    'the order expired': ({ context }) => isExpiredOrder(context.order),
    'the order is in one of the target states': ({ context }) => isIn(context.target, context.order?.state),
    'the account asks a registered driver for the mileage': ({ context }) => context.asksOdometer && !context.isGuest,
    'the driver refused the mileage question for good': (_, params: { refused: boolean }) => params.refused,
    'the mileage is one the platform takes': (_, params: { km: number }) => isOdometerKm(params.km),
    /** A valid mileage more than odometerJumpKm above, or below, the last mileage of the chosen vehicle. */
    'the mileage is far from the last one of the vehicle': ({ context }, params: { km: number; vehicleId?: string }) =>
      isOdometerKm(params.km) && isFarFromLast(params.km, lastMileageM(context, params.vehicleId)),
    'the driver asks never to be asked again': (_, params: { neverAsk: boolean }) => params.neverAsk,
    /** The methods are judged and the method to pick again may pay here. */
    'the methods are judged and the method to pick again may pay here': (
      { context },
      params: { snapshot: EligibilitySnapshot },
    ) =>
      context.methodToRestore !== undefined &&
      isJudged(params.snapshot) &&
      allows(params.snapshot, context.methodToRestore),
    /** The methods are judged and a method to pick again is waiting for them. */
    'the methods are judged and a method waits to be picked again': (
      { context },
      params: { snapshot: EligibilitySnapshot },
    ) => context.methodToRestore !== undefined && isJudged(params.snapshot),
    'the chosen method may pay and no running order is offered': ({ context }) =>
      context.eligibility?.outcome === 'allowed' && !!context.eligibility.method && !context.runningOrderId,
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
      context.amazonCheckoutSessionId !== undefined && !!amazonMethod(context) && !context.runningOrderId,
    'the wallet gave a token': (_, params: { result: WalletResult }) => params.result.status === 'token',
    'the PIN has four digits': (_, params: { pin: string }) => isPin(params.pin),
    /** 404 (or 403: another driver's): the order does not exist for this driver. */
    'the order does not exist for this driver': (_, params: { error: unknown }) =>
      [403, 404].includes(statusOf(params.error) ?? 0),
    /** The order read is for another station, product or order type than the flow's URL names. */
    'the order is for another station, product or order type': ({ context }) => {
      const order = context.order;
      if (!order) return false;
      const product = order.products?.[0]?._id;
      return (
        (order.poiId !== undefined && order.poiId !== context.request.stationId) ||
        (context.request.productId !== '' && product !== undefined && product !== context.request.productId) ||
        (order.orderType !== undefined && order.orderType !== context.cancel.orderType)
      );
    },
    'the PIN is wrong': (_, params: { error: unknown }) => statusOf(params.error) === 403,
    /**
     * 409 on creation: an order of the driver's already runs at this product (the check before creating had no
     * answer, or the order started elsewhere meanwhile); looked up once more, not reported as a failure.
     */
    'the driver has an order running at this product that was not looked up again': (
      { context },
      params: { error: unknown },
    ) => statusOf(params.error) === 409 && !context.conflictChecked,
    /** 402: the bank or the platform declined the payment method. */
    'the bank or the platform declined the method': (_, params: { error: unknown }) => statusOf(params.error) === 402,
    /**
     * Any other refusal with an answer, except a conflict (409: the order may already be paid), left nothing
     * authorised.
     */
    'the platform refused the payment and nothing was authorised': (_, params: { error: unknown }) => {
      const status = statusOf(params.error);
      return status !== undefined && status >= 400 && status < 500 && status !== 409;
    },
    /** Still payable and no bank page pending: the authorisation did not go through. */
    'the order is still unpaid and no bank page waits': ({ context }, params: { order: OrderLike }) =>
      isIn([context.createAt === 'start' ? 'PAYMENT_PENDING' : 'CREATED'], params.order.state) &&
      !pendingBankPage(params.order),
    /** Back from the bank's decline on an order that ended with it (prepay, EV): a new order is paid instead. */
    'the bank declined and the order ended with it': ({ context }) =>
      !!context.declinedAtBank && context.createAt === 'payment' && context.order?.state === 'REJECTED',
    'there is a page to send the driver to': (_, params: { url?: string }) => !!params.url,
    'the wait reached its targets': (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    'the cancel went through': (_, params: { output: OrderCancelOutput }) =>
      params.output.state.startsWith('CANCELLED_'),
    'a running order is offered instead': ({ context }) => context.runningOrderId !== undefined,
    'the order goes on when a cancel is refused': ({ context }) => context.cancel.whenRefused === 'goOn',
    'the driver may cancel at the given step': ({ context }, params: { place: CancelPlace }) =>
      context.cancel.from.includes(params.place),
  },
});
