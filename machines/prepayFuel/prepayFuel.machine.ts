/**
 * Prepay fuel, from the summary to the receipt: create the order, authorise the amount (perhaps through a
 * 3-D Secure page), wait for the pump to release, follow the fueling, and hand over to the receipt.
 *
 * Invariants:
 * - One order and one authorisation per flow: `payment.confirmed` is accepted only while reviewing without an
 *   order; after a reload or a return from the bank page the flow resumes from the order (input `orderId`)
 *   and never authorises it again.
 * - The waits are `orderPoll` children (2.5 s); their failure is the error page `payment` before the pump
 *   released, except a PROBLEM (the pump gave no feedback), which is `fueling_prepay` like any failure after.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import type { OrderLike, OrderState } from '../shared/ports';

export interface PrepayFuelInput {
  stationId: string;
  productId: string;
  fuelTypeId: string;
  amount: number;
  currency: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export interface PaymentChoice {
  paymentMethodId?: string;
  /** A device wallet's token (Google Pay, Apple Pay). */
  paymentToken?: string;
}

export type PrepayErrorCode = 'orderCreationFailed' | 'payment' | 'fueling_prepay';

export type PrepayFuelEvent =
  | { type: 'payment.confirmed'; payment: PaymentChoice }
  | { type: 'network.offline' }
  | { type: 'network.online' }
  /** The driver confirmed "cancel" before the pump started. */
  | { type: 'cancel.requested' }
  | { type: 'cancelFailure.dismissed' };

const notProvided = (name: string) => () => {
  throw new Error(`prepayFuel: actor "${name}" not provided`);
};

const beforePump: OrderState[] = ['CREATED', 'PAYMENT_PENDING', 'PAYMENT_AUTHORIZED', 'PRODUCT_PENDING'];
const releasedStates: OrderState[] = ['PRODUCT_SUPPLYING', 'PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];
const doneStates: OrderState[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];

export const prepayFuelMachine = setup({
  types: {
    input: {} as PrepayFuelInput,
    context: {} as PrepayFuelInput & {
      order?: OrderLike;
      payment?: PaymentChoice;
      errorCode?: PrepayErrorCode;
      interactionUrl?: string;
      /** The platform refused to cancel: the flow waits for the product again and says so once. */
      cancelFailed?: boolean;
    },
    events: {} as PrepayFuelEvent,
    tags: {} as 'busy' | 'error' | 'fueling',
  },
  actors: {
    /** POST v4/order. */
    createOrder: fromPromise<OrderLike, PrepayFuelInput>(notProvided('createOrder')),
    /** POST v4/order/{id}/authorize; resolves with the 3-D Secure start URL when the bank wants the user. */
    authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; amount?: number; payment: PaymentChoice }>(
      notProvided('authorize'),
    ),
    /** GET v4/order/{id}, to resume. */
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
    hasOrder: ({ context }) => !!context.order,
    isBeforePump: (_, params: { order: OrderLike }) => beforePump.includes(params.order.state),
    isCreatedOnly: (_, params: { order: OrderLike }) => params.order.state === 'CREATED',
    isFueling: (_, params: { order: OrderLike }) => params.order.state === 'PRODUCT_SUPPLYING',
    isDone: (_, params: { order: OrderLike }) => doneStates.includes(params.order.state),
    isProblem: (_, params: { order: OrderLike }) => params.order.state === 'PROBLEM',
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state === 'CANCELLED_PREPAY',
  },
}).createMachine({
  id: 'prepayFuel',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: {
      always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'reviewing' }],
    },
    resuming: {
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: [
          // Created but never authorised (the tab closed before paying): pay it from the summary.
          {
            guard: { type: 'isCreatedOnly', params: ({ event }) => ({ order: event.output }) },
            target: 'reviewing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isBeforePump', params: ({ event }) => ({ order: event.output }) },
            target: 'waitingForPump',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isFueling', params: ({ event }) => ({ order: event.output }) },
            target: 'fueling',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'isDone', params: ({ event }) => ({ order: event.output }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    reviewing: {
      on: {
        'payment.confirmed': [
          { guard: 'hasOrder', target: 'authorizing', actions: assign({ payment: ({ event }) => event.payment }) },
          { target: 'creatingOrder', actions: assign({ payment: ({ event }) => event.payment }) },
        ],
      },
    },
    creatingOrder: {
      tags: 'busy',
      entry: assign({ errorCode: undefined }),
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => context,
        onDone: {
          target: 'authorizing',
          actions: assign({ order: ({ event }) => event.output, orderId: ({ event }) => event.output._id }),
        },
        onError: { target: 'failed', actions: assign({ errorCode: 'orderCreationFailed' }) },
      },
    },
    authorizing: {
      tags: 'busy',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({
          orderId: context.order!._id,
          amount: context.amount,
          payment: context.payment ?? {},
        }),
        onDone: [
          {
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.interactionUrl }) },
            target: 'awaitingInteraction',
            actions: [
              assign({ interactionUrl: ({ event }) => event.output.interactionUrl }),
              { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl! }) },
            ],
          },
          { target: 'waitingForPump' },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: { tags: 'busy' },
    waitingForPump: {
      tags: 'busy',
      on: {
        'cancel.requested': 'cancelling',
        'cancelFailure.dismissed': { actions: assign({ cancelFailed: false }) },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.order?._id ?? context.orderId!,
          targets: [...releasedStates],
          wait: 'other' as const,
        }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'checkingRelease',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          // PROBLEM: the payment went through but the pump never answered (SPEC.md section 8).
          {
            guard: { type: 'isProblem', params: ({ event }) => ({ order: event.output.order }) },
            target: 'failed',
            actions: assign({ order: ({ event }) => event.output.order, errorCode: 'fueling_prepay' }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'orderCancel',
        src: 'orderCancel',
        input: ({ context }) => ({ orderId: context.order?._id ?? context.orderId!, orderType: 'PREPAY' as const }),
        onDone: [
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) }, target: 'cancelled' },
          // SPEC.md section 4: a cancel error in prepay shows a notice and keeps waiting for the product.
          { target: 'waitingForPump', actions: assign({ cancelFailed: true }) },
        ],
        onError: { target: 'waitingForPump', actions: assign({ cancelFailed: true }) },
      },
    },
    checkingRelease: {
      always: [
        { guard: { type: 'isDone', params: ({ context }) => ({ order: context.order! }) }, target: 'finished' },
        { target: 'fueling' },
      ],
    },
    fueling: {
      tags: 'fueling',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.order?._id ?? context.orderId!,
          targets: [...doneStates],
          wait: 'other' as const,
        }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            target: 'failed',
            actions: assign({ order: ({ event }) => event.output.order, errorCode: 'fueling_prepay' }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'fueling_prepay' }) },
      },
      on: {
        'network.offline': {
          actions: ({ self }) => self.getSnapshot().children.orderPoll?.send({ type: 'network.offline' }),
        },
        'network.online': {
          actions: ({ self }) => self.getSnapshot().children.orderPoll?.send({ type: 'network.online' }),
        },
      },
    },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
