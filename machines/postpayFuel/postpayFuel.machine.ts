/**
 * Postpay fuel (SPEC.md section 4, "Postpay fuel" and "Postpay summary"): create an auto-acquire order for the
 * pump, wait while the driver fuels (the order turns PAYMENT_PENDING when the nozzle is back), show the
 * summary, pay the total once, wait for the product to be acquired, and hand over to the receipt.
 *
 * Invariants:
 * - One order per flow: the order is created on entry without an `orderId`; with one (a reload, a return from the
 *   bank page) the flow resumes from the order's state and never creates another.
 * - One authorisation: `payment.confirmed` is accepted only while reviewing; the bank page's return resumes.
 * - A FAILED order whose message says it expired is the expired-order error; other failures before payment are
 *   `fueling_postpay`, failures of the payment are `payment`.
 * - Cancel is possible while fueling only; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import type { OrderLike, OrderState } from '../shared/ports';

export interface PostpayFuelInput {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export interface PostpayPayment {
  paymentMethodId?: string;
  paymentToken?: string;
}

export type PostpayErrorCode = 'orderCreationFailed' | 'expired' | 'fueling_postpay' | 'payment';

export type PostpayFuelEvent =
  | { type: 'payment.confirmed'; payment: PostpayPayment }
  | { type: 'cancel.requested' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

const notProvided = (name: string) => () => {
  throw new Error(`postpayFuel: actor "${name}" not provided`);
};

const paidStates: OrderState[] = ['PAYMENT_AUTHORIZED', 'PRODUCT_PENDING', 'PRODUCT_SUPPLYING'];
const doneStates: OrderState[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];

/** SPEC.md section 4: a FAILED order with a message containing "expired" is the expired-order error. */
export const isExpiredOrder = (order: OrderLike | undefined) =>
  order?.state === 'FAILED' && /expired/i.test(order.error?.message ?? '');

export const postpayFuelMachine = setup({
  types: {
    input: {} as PostpayFuelInput,
    context: {} as PostpayFuelInput & { order?: OrderLike; payment?: PostpayPayment; errorCode?: PostpayErrorCode },
    events: {} as PostpayFuelEvent,
    tags: {} as 'busy' | 'fueling' | 'error',
  },
  actors: {
    /** POST v4/order with autoAcquire. */
    createOrder: fromPromise<OrderLike, PostpayFuelInput>(notProvided('createOrder')),
    /** POST v4/order/{id}/authorize for the order's total; resolves with the bank page when it wants the user. */
    authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; payment: PostpayPayment }>(
      notProvided('authorize'),
    ),
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    orderPoll: orderPollMachine,
    orderCancel: orderCancelMachine,
  },
  actions: {
    /** Sends the browser to the bank's page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
    forwardNetwork: ({ self }, params: { type: 'network.offline' | 'network.online' }) => {
      self.getSnapshot().children.orderPoll?.send(params);
    },
  },
  guards: {
    isResuming: ({ context }) => !!context.orderId,
    is: (_, params: { order: OrderLike; states: OrderState[] }) => params.states.includes(params.order.state),
    isExpired: (_, params: { order: OrderLike | undefined }) => isExpiredOrder(params.order),
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state === 'CANCELLED_POSTPAY',
  },
}).createMachine({
  id: 'postpayFuel',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'creatingOrder' }],
    },
    resuming: {
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['CREATED'] }) },
            target: 'fueling',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['PAYMENT_PENDING'] }) },
            target: 'reviewing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: paidStates }) },
            target: 'waitingForProduct',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: doneStates }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['CANCELLED'] }) },
            target: 'cancelled',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ order: event.output }) },
            target: 'failed',
            actions: assign({ order: ({ event }) => event.output, errorCode: 'expired' }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output, errorCode: 'fueling_postpay' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'fueling_postpay' }) },
      },
    },
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context,
        onDone: {
          target: 'fueling',
          actions: assign({ order: ({ event }) => event.output, orderId: ({ event }) => event.output._id }),
        },
        onError: { target: 'failed', actions: assign({ errorCode: 'orderCreationFailed' }) },
      },
    },
    /** The pump is released for this order; the driver fuels and hangs up. */
    fueling: {
      tags: 'fueling',
      on: {
        'cancel.requested': 'cancelling',
        'network.offline': { actions: { type: 'forwardNetwork', params: { type: 'network.offline' } } },
        'network.online': { actions: { type: 'forwardNetwork', params: { type: 'network.online' } } },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.orderId!, targets: ['PAYMENT_PENDING'], wait: 'other' as const }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'reviewing',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'isExpired', params: ({ event }) => ({ order: event.output.order }) },
            target: 'failed',
            actions: assign({ order: ({ event }) => event.output.order, errorCode: 'expired' }),
          },
          {
            target: 'failed',
            actions: assign({ order: ({ event }) => event.output.order, errorCode: 'fueling_postpay' }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'fueling_postpay' }) },
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'orderCancel',
        src: 'orderCancel',
        input: ({ context }) => ({ orderId: context.orderId!, orderType: 'POSTPAY' as const }),
        onDone: [
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) }, target: 'cancelled' },
          { target: 'cancelFailed' },
        ],
        onError: { target: 'cancelFailed' },
      },
    },
    /** The summary: the total is known; the driver pays. */
    reviewing: {
      on: {
        'payment.confirmed': { target: 'authorizing', actions: assign({ payment: ({ event }) => event.payment }) },
      },
    },
    authorizing: {
      tags: 'busy',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({ orderId: context.orderId!, payment: context.payment ?? {} }),
        onDone: [
          {
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.interactionUrl }) },
            target: 'awaitingInteraction',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl! }) },
          },
          { target: 'waitingForProduct' },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: { tags: 'busy' },
    waitingForProduct: {
      tags: 'busy',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.orderId!, targets: [...doneStates], wait: 'other' as const }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
