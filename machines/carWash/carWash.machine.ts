/**
 * Car wash (SPEC.md section 4, "Wash"; washes are POSTPAY): create an auto-acquire order for the package, wait
 * until it can be paid (PAYMENT_PENDING), show the summary, pay once for the order's total, wait for the product
 * (the redemption codes), then wait for the order to complete and show the total once it is READY_FOR_INVOICE.
 *
 * Invariants:
 * - One order per flow: created on entry without `orderId`; with one (a reload, a return from the bank page) the
 *   flow resumes from the order's state and never creates another.
 * - One authorisation: `payment.confirmed` is accepted only while reviewing. A flow resumed on the finish page
 *   (where the bank page returns after approval) never offers the order for payment again, and an order whose
 *   bank page still waits for the driver sends the browser back there (SPEC.md section 4, postpay summary).
 * - Once the codes are there they stay: a failure of the last wait ends in `completed` with the codes shown.
 * - Cancel is possible on the summary only, before paying; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import type { OrderLike, OrderState } from '../shared/ports';

export interface CarWashInput {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
  /** The flow starts on the finish page: the order was paid, only its product is awaited. */
  paid?: boolean;
}

export interface CarWashPayment {
  paymentMethodId?: string;
  /** A device wallet's token (Google Pay, Apple Pay). */
  paymentToken?: string;
}

/** What the flow reads of an order: its state, and a bank page still waiting for the driver. */
export interface CarWashOrder extends OrderLike {
  userInteraction?: { isRequired: boolean; urls?: { start?: string } };
}

export type CarWashErrorCode = 'orderCreationFailed' | 'payment';

export type CarWashEvent =
  | { type: 'payment.confirmed'; payment: CarWashPayment }
  /** The driver confirmed "cancel" on the summary. */
  | { type: 'cancel.requested' };

const notProvided = (name: string) => () => {
  throw new Error(`carWash: actor "${name}" not provided`);
};

const paidStates: OrderState[] = ['PAYMENT_AUTHORIZED', 'PRODUCT_PENDING', 'PRODUCT_SUPPLYING'];
const acquiredStates: OrderState[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];
const invoicedStates: OrderState[] = ['READY_FOR_INVOICE', 'COMPLETED'];
/** The bank page the order still waits on, if any. */
const pendingInteraction = (order: CarWashOrder) =>
  order.userInteraction?.isRequired ? order.userInteraction.urls?.start : undefined;

export const carWashMachine = setup({
  types: {
    input: {} as CarWashInput,
    context: {} as CarWashInput & { order?: CarWashOrder; payment?: CarWashPayment; errorCode?: CarWashErrorCode },
    events: {} as CarWashEvent,
    /** `busy`: the flow is waiting on the platform. `error`: it failed. `codes`: the codes can be shown. */
    tags: {} as 'busy' | 'error' | 'codes',
  },
  actors: {
    /** POST v4/order with autoAcquire for the package. */
    createOrder: fromPromise<CarWashOrder, CarWashInput>(notProvided('createOrder')),
    /** POST v4/order/{id}/authorize for the order's total; resolves with the bank page when it wants the user. */
    authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; payment: CarWashPayment }>(
      notProvided('authorize'),
    ),
    /** GET v4/order/{id}, to resume. */
    fetchOrder: fromPromise<CarWashOrder, { orderId: string }>(notProvided('fetchOrder')),
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
    /** Authorised, or back from the bank's approval before the platform has recorded it. */
    isPaid: ({ context }, params: { order: OrderLike }) =>
      paidStates.includes(params.order.state) || (!!context.paid && params.order.state === 'PAYMENT_PENDING'),
    isAwaitingBank: (_, params: { order: CarWashOrder }) =>
      params.order.state === 'PAYMENT_PENDING' && !!pendingInteraction(params.order),
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state === 'CANCELLED_POSTPAY',
  },
}).createMachine({
  id: 'carWash',
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
        onDone: { target: 'resumed', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** Where the order's state puts a resumed flow. */
    resumed: {
      always: [
        {
          guard: { type: 'is', params: ({ context }) => ({ order: context.order!, states: ['CREATED'] }) },
          target: 'preparing',
        },
        { guard: { type: 'isPaid', params: ({ context }) => ({ order: context.order! }) }, target: 'waitingForCodes' },
        {
          guard: { type: 'isAwaitingBank', params: ({ context }) => ({ order: context.order! }) },
          target: 'awaitingInteraction',
          actions: { type: 'openInteraction', params: ({ context }) => ({ url: pendingInteraction(context.order!)! }) },
        },
        {
          guard: { type: 'is', params: ({ context }) => ({ order: context.order!, states: ['PAYMENT_PENDING'] }) },
          target: 'reviewing',
        },
        {
          guard: { type: 'is', params: ({ context }) => ({ order: context.order!, states: acquiredStates }) },
          target: 'checkingInvoice',
        },
        {
          guard: { type: 'is', params: ({ context }) => ({ order: context.order!, states: ['CANCELLED'] }) },
          target: 'cancelled',
        },
        { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      ],
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
        onError: 'cancelFailed',
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
    /** Paid: the finish page waits for PRODUCT_ACQUIRED, which brings the codes. */
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
    /** The codes are shown; the total follows once the order is READY_FOR_INVOICE (the complete wait). */
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
