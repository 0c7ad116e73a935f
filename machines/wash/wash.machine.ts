/**
 * Car wash (SPEC.md section 4, "Wash"): create an auto-acquire order for the package, wait until it can be paid
 * (PAYMENT_PENDING), show the summary, pay once, wait for the product (the redemption codes), then wait for the
 * order to complete and show the total once it is READY_FOR_INVOICE.
 *
 * Invariants:
 * - One order per flow: created on entry without `orderId`; with one (a reload, a return from the bank page) the
 *   flow resumes from the order's state.
 * - One authorisation: `payment.confirmed` is accepted only while reviewing.
 * - Once the codes are there they stay: a failure of the last wait ends in `completed` with the codes shown.
 * - Cancel is possible on the summary, before paying; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import type { OrderLike, OrderState } from '../shared/ports';

export interface WashInput {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export interface WashPayment {
  paymentMethodId?: string;
  paymentToken?: string;
}

export type WashErrorCode = 'orderCreationFailed' | 'payment';

export type WashEvent = { type: 'payment.confirmed'; payment: WashPayment } | { type: 'cancel.requested' };

const notProvided = (name: string) => () => {
  throw new Error(`wash: actor "${name}" not provided`);
};

const paidStates: OrderState[] = ['PAYMENT_AUTHORIZED', 'PRODUCT_PENDING', 'PRODUCT_SUPPLYING'];
const acquiredStates: OrderState[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];
const invoicedStates: OrderState[] = ['READY_FOR_INVOICE', 'COMPLETED'];

export const washMachine = setup({
  types: {
    input: {} as WashInput,
    context: {} as WashInput & { order?: OrderLike; payment?: WashPayment; errorCode?: WashErrorCode },
    events: {} as WashEvent,
    tags: {} as 'busy' | 'error' | 'codes',
  },
  actors: {
    /** POST v4/order with autoAcquire. */
    createOrder: fromPromise<OrderLike, WashInput>(notProvided('createOrder')),
    /** POST v4/order/{id}/authorize for the order's total; resolves with the bank page when it wants the user. */
    authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; payment: WashPayment }>(
      notProvided('authorize'),
    ),
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    orderPoll: orderPollMachine,
    orderCancel: orderCancelMachine,
  },
  actions: {
    /** Sends the browser to the bank's page (provided by the app). */
    openInteraction: (_, _params: { url: string }) => {},
  },
  guards: {
    isResuming: ({ context }) => !!context.orderId,
    is: (_, params: { order: OrderLike; states: OrderState[] }) => params.states.includes(params.order.state),
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state === 'CANCELLED_POSTPAY',
  },
}).createMachine({
  id: 'wash',
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
            target: 'preparing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['PAYMENT_PENDING'] }) },
            target: 'reviewing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: paidStates }) },
            target: 'waitingForCodes',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['PRODUCT_ACQUIRED'] }) },
            target: 'waitingForInvoice',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: invoicedStates }) },
            target: 'completed',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['CANCELLED'] }) },
            target: 'cancelled',
            actions: assign({ order: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context,
        onDone: {
          target: 'preparing',
          actions: assign({ order: ({ event }) => event.output, orderId: ({ event }) => event.output._id }),
        },
        onError: { target: 'failed', actions: assign({ errorCode: 'orderCreationFailed' }) },
      },
    },
    /** The platform prices the order; it can be paid once PAYMENT_PENDING. */
    preparing: {
      tags: 'busy',
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
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    reviewing: {
      on: {
        'payment.confirmed': { target: 'authorizing', actions: assign({ payment: ({ event }) => event.payment }) },
        'cancel.requested': 'cancelling',
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
          { target: 'waitingForCodes' },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: { tags: 'busy' },
    waitingForCodes: {
      tags: 'busy',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.orderId!, targets: [...acquiredStates], wait: 'other' as const }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'checkingInvoice',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    checkingInvoice: {
      always: [
        {
          guard: { type: 'is', params: ({ context }) => ({ order: context.order!, states: invoicedStates }) },
          target: 'completed',
        },
        { target: 'waitingForInvoice' },
      ],
    },
    /** The codes are shown; the total follows once the order is READY_FOR_INVOICE. */
    waitingForInvoice: {
      tags: 'codes',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.orderId!,
          targets: ['READY_FOR_INVOICE', 'COMPLETED', 'PROBLEM', 'CANCELLED'],
          wait: 'complete' as const,
        }),
        onDone: { target: 'completed', actions: assign({ order: ({ event }) => event.output.order }) },
        onError: 'completed',
      },
    },
    completed: { type: 'final', tags: 'codes' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
