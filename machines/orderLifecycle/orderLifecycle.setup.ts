/**
 * The order lifecycle's named pieces: the actors it invokes (ports the app provides, and the checkout chart), its
 * actions, guards and the helpers they share. The chart itself is orderLifecycle.machine.ts, its payment step
 * orderLifecycle.payment.ts.
 */
import { assign, fromPromise, setup } from 'xstate';
import {
  type CheckoutInput,
  type CheckoutResult,
  checkoutMachine,
  isAmazonPay,
  type PaymentProblem,
} from '../checkout';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import { notProvidedIn } from '../shared/notProvided';
import { isExpiredOrder, isIn } from '../shared/orderStates';
import type { OrderLike, OrderState } from '../shared/ports';
import type {
  AuthorizeInput,
  CancelPlace,
  CreateOrderInput,
  OrderLifecycleContext,
  OrderLifecycleEvent,
  OrderLifecycleInput,
  OrderOutcome,
  OrderPhase,
  OrderRequest,
} from './orderLifecycle.types';

const notProvided = notProvidedIn('orderLifecycle');

export const pendingBankPage = (order: OrderLike) =>
  order.userInteraction?.isRequired ? order.userInteraction.urls?.start : undefined;

export const failure = (phase: OrderPhase, order?: OrderLike): OrderOutcome => ({ type: 'failed', phase, order });

/** The HTTP status of a failed call (undefined without an answer: offline, timeout). */
const statusOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'status' in error && typeof error.status === 'number'
    ? error.status
    : undefined;

/**
 * What the checkout opens with: the product and what is paid, the driver and the account, and what was chosen
 * before (the kept draft; after a payment that did not go through, the choice made then, the mileage not asked
 * again and the reason shown).
 */
export const checkoutInput = (context: OrderLifecycleContext): CheckoutInput => ({
  stationId: context.request.stationId,
  productId: context.request.productId,
  order: context.order,
  amount: context.amount,
  currency: context.currency,
  isGuest: context.isGuest,
  quickCheckout: context.quickCheckout,
  asksOdometer: context.asksOdometer && !context.backToChoice,
  twoFactorMethod: context.twoFactorMethod,
  draft: context.payment?.draft ?? context.draft,
  driverPrompts: context.payment?.driverPrompts,
  amazonCheckoutSessionId: context.amazonCheckoutSessionId,
  runningOrderOffered: context.runningOrderId !== undefined,
  // An order created as the driver paid whose payment did not go through (or was reopened later) may be cancelled.
  mayCancel:
    context.cancel.from.includes('checkout') || (context.createAt === 'payment' && context.order !== undefined),
  paymentProblem: context.paymentProblem,
});

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
      checkout: 'checkout';
      authorize: 'authorize';
      orderCancel: 'orderCancel';
    },
    /** `busy`: waiting on the platform or the device. `paid`: the payment is authorised (or the bank has it). */
    /** `busy`: waiting for the platform; `loading`: before anything was asked of the driver; `paid`. */
    tags: {} as 'busy' | 'loading' | 'paid',
  },
  actors: {
    /** GET v4/ongoing-orders: the driver's running order for this station and product, if any. */
    findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(notProvided('findRunningOrder')),
    /** GET v4/order/{id}. */
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    /** POST v4/order with the whole payload (vehicle, mileage, the driver's position, the partner header). */
    createOrder: fromPromise<OrderLike, CreateOrderInput>(notProvided('createOrder')),
    orderPoll: orderPollMachine,
    /** The summary's payment (machines/checkout): it ends paid, cancelled or failed. */
    checkout: checkoutMachine,
    /** POST v4/order/{id}/authorize; resolves with the bank page when the bank wants the driver. */
    authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(notProvided('authorize')),
    /** POST v4/order/{id}/cancel, then the wait for CANCELLED (30 s). */
    orderCancel: orderCancelMachine,
  },
  actions: {
    /** Sends the browser to the bank's page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
    /** The choice is paid (or cancelled): it is no longer kept (provided by the app). */
    dropDraft: () => {},
    recordFailure: assign({
      outcome: ({ context }, params: { phase: OrderPhase }) => failure(params.phase, context.order),
    }),
    /**
     * The checkout ended paid: how the order is created and authorised. An Amazon Pay payment used the approved
     * session, which pays only once; the problem of the last attempt is no longer shown.
     */
    keepPayment: assign(({ context }, params: { result: CheckoutResult }) =>
      params.result.type === 'paid'
        ? {
            payment: params.result,
            paymentProblem: undefined,
            backToChoice: false,
            amazonCheckoutSessionId: isAmazonPay(params.result.method) ? undefined : context.amazonCheckoutSessionId,
          }
        : {},
    ),
    /** The payment did not go through and nothing was charged: the checkout reopens at the choice, saying why. */
    reopenCheckout: assign((_, params: { problem: PaymentProblem }) => ({
      paymentProblem: params.problem,
      backToChoice: true,
    })),
  },
  guards: {
    'an order is to be resumed': ({ context }) => context.orderId !== undefined,
    'the driver chooses again before paying': ({ context }) => context.choiceNeeded === true,
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
    'the checkout ended with the given outcome': (
      _,
      params: { result: CheckoutResult; type: CheckoutResult['type'] },
    ) => params.result.type === params.type,
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
    /** A flow whose order goes on after a refused cancel (prepay, EV), cancelled on the summary before paying. */
    'the driver cancelled before any payment': ({ context }) =>
      context.cancelledUnpaid === true && context.cancel.whenRefused === 'goOn',
    'the driver may cancel at the given step': ({ context }, params: { place: CancelPlace }) =>
      context.cancel.from.includes(params.place),
  },
});
