/**
 * EV charging (SPEC.md section 4, "EV"): reserve the pre-authorisation amount, wait for the charger to start
 * (the connection check), follow the charging, stop it on the driver's confirmation, and wait for the order to
 * complete for the final total.
 *
 * Invariants:
 * - One order and one authorisation per flow: `payment.confirmed` is accepted only while reviewing; a reload or
 *   a return from the bank page resumes from `orderId` by the order's state, and a session already running at
 *   the charger is followed (`session.resumed`) rather than paid for again.
 * - Only a complete order (READY_FOR_INVOICE, COMPLETED) is finished with a total; one that ends in PROBLEM or
 *   REJECTED after charging is the payment error.
 * - The charger may end by itself (PRODUCT_ACQUIRED or later): that is the finish too.
 * - An order the platform cancelled returns to the pump list (`dropped`); a cancel the driver asked for before
 *   charging started is the cancel page. A refused cancel keeps waiting for the charger, flagged once.
 * - A refused stop keeps the session charging, flagged, so the driver can stop at the charger.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderCancelOutput, orderCancelMachine } from '../orderCancel';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import type { OrderLike, OrderState } from '../shared/ports';

export interface EvChargeInput {
  stationId: string;
  productId: string;
  /** The pre-authorisation amount (the account's, else the default of the currency). */
  amount: number;
  currency: string;
  orderId?: string;
}

export interface EvPayment {
  paymentMethodId?: string;
  paymentToken?: string;
}

export type EvErrorCode = 'orderCreationFailed' | 'payment';

export type EvChargeEvent =
  | { type: 'payment.confirmed'; payment: EvPayment }
  | { type: 'session.resumed'; orderId: string }
  | { type: 'cancel.requested' }
  | { type: 'charging.finish' }
  | { type: 'refresh' }
  | { type: 'notice.dismissed' }
  | { type: 'network.offline' }
  | { type: 'network.online' };

const notProvided = (name: string) => () => {
  throw new Error(`evCharge: actor "${name}" not provided`);
};

const connectingStates: OrderState[] = ['PAYMENT_PENDING', 'PAYMENT_AUTHORIZED', 'PRODUCT_PENDING'];
const endedStates: OrderState[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'];
const completeStates: OrderState[] = ['READY_FOR_INVOICE', 'COMPLETED'];

/** Default pre-authorisation amounts when the account gives none (SPEC.md section 9). */
export const defaultEvPreAuthorizations: Record<string, number> = { DKK: 600, EUR: 80, CZK: 2000, PLN: 350, CHF: 80 };

export function evPreAuthorization(currency: string, account: readonly { currency: string; amount: number }[]) {
  return account.find((entry) => entry.currency === currency)?.amount ?? defaultEvPreAuthorizations[currency] ?? 80;
}

const toChild = ({ self }: { self: { getSnapshot(): { children: Record<string, unknown> } } }, type: string) =>
  (self.getSnapshot().children.orderPoll as { send(event: { type: string }): void } | undefined)?.send({ type });

export const evChargeMachine = setup({
  types: {
    input: {} as EvChargeInput,
    context: {} as EvChargeInput & {
      order?: OrderLike;
      payment?: EvPayment;
      errorCode?: EvErrorCode;
      /** The platform refused the cancel or the stop; the screen says so until dismissed. */
      notice?: 'cancelFailed' | 'stopFailed';
    },
    events: {} as EvChargeEvent,
    tags: {} as 'busy' | 'error' | 'charging' | 'connecting',
  },
  actors: {
    createOrder: fromPromise<OrderLike, EvChargeInput>(notProvided('createOrder')),
    authorize: fromPromise<{ interactionUrl?: string }, { orderId: string; amount?: number; payment: EvPayment }>(
      notProvided('authorize'),
    ),
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    /** PUT v4/order/{id}/acquire/stop. */
    stopAcquire: fromPromise<OrderLike, { orderId: string }>(notProvided('stopAcquire')),
    orderPoll: orderPollMachine,
    orderCancel: orderCancelMachine,
  },
  actions: {
    openInteraction: (_, _params: { url: string }) => {},
    refreshPoll: (args) => toChild(args as never, 'refresh'),
    pausePoll: (args) => toChild(args as never, 'network.offline'),
    resumePoll: (args) => toChild(args as never, 'network.online'),
  },
  guards: {
    isResuming: ({ context }) => !!context.orderId,
    hasOrder: ({ context }) => !!context.order,
    is: (_, params: { order: OrderLike; states: OrderState[] }) => params.states.includes(params.order.state),
    hasInteraction: (_, params: { url?: string }) => !!params.url,
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
    wasCancelled: (_, params: { output: OrderCancelOutput }) => params.output.state === 'CANCELLED_PREPAY',
  },
}).createMachine({
  id: 'evCharge',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  on: { 'notice.dismissed': { actions: assign({ notice: undefined }) } },
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
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['CREATED'] }) },
            target: 'reviewing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: connectingStates }) },
            target: 'connecting',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['PRODUCT_SUPPLYING'] }) },
            target: 'charging',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['PRODUCT_ACQUIRED'] }) },
            target: 'finishing',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: completeStates }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output, states: ['CANCELLED'] }) },
            target: 'dropped',
            actions: assign({ order: ({ event }) => event.output }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    reviewing: {
      on: {
        // The driver already has a session running at this charger: follow it instead of starting another.
        'session.resumed': { target: 'resuming', actions: assign({ orderId: ({ event }) => event.orderId }) },
        'payment.confirmed': [
          { guard: 'hasOrder', target: 'authorizing', actions: assign({ payment: ({ event }) => event.payment }) },
          { target: 'creatingOrder', actions: assign({ payment: ({ event }) => event.payment }) },
        ],
      },
    },
    creatingOrder: {
      tags: 'busy',
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
        input: ({ context }) => ({ orderId: context.orderId!, amount: context.amount, payment: context.payment ?? {} }),
        onDone: [
          {
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.interactionUrl }) },
            target: 'awaitingInteraction',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl! }) },
          },
          { target: 'connecting' },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    awaitingInteraction: { tags: 'busy' },
    /** Paid; the charger checks the connection to the car. */
    connecting: {
      tags: 'connecting',
      on: {
        'cancel.requested': 'cancelling',
        'network.offline': { actions: 'pausePoll' },
        'network.online': { actions: 'resumePoll' },
        refresh: { actions: 'refreshPoll' },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.orderId!,
          targets: ['PRODUCT_SUPPLYING', ...endedStates],
          wait: 'other' as const,
        }),
        onDone: [
          {
            guard: {
              type: 'is',
              params: ({ event }) => ({ order: event.output.order, states: ['PRODUCT_SUPPLYING'] }),
            },
            target: 'charging',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'finishing',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output.order, states: ['CANCELLED'] }) },
            target: 'dropped',
            actions: assign({ order: ({ event }) => event.output.order }),
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
        input: ({ context }) => ({ orderId: context.orderId!, orderType: 'PREPAY' as const }),
        onDone: [
          { guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) }, target: 'cancelled' },
          { target: 'connecting', actions: assign({ notice: 'cancelFailed' }) },
        ],
        onError: { target: 'connecting', actions: assign({ notice: 'cancelFailed' }) },
      },
    },
    charging: {
      tags: 'charging',
      on: {
        'charging.finish': 'stopping',
        'network.offline': { actions: 'pausePoll' },
        'network.online': { actions: 'resumePoll' },
        refresh: { actions: 'refreshPoll' },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.orderId!, targets: [...endedStates], wait: 'other' as const }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'finishing',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output.order, states: ['CANCELLED'] }) },
            target: 'dropped',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    stopping: {
      tags: ['busy', 'charging'],
      invoke: {
        id: 'stopAcquire',
        src: 'stopAcquire',
        input: ({ context }) => ({ orderId: context.orderId! }),
        onDone: { target: 'finishing', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'charging', actions: assign({ notice: 'stopFailed' }) },
      },
    },
    /** Charging ended; the total is final once the order completes. */
    finishing: {
      tags: 'busy',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.orderId!,
          targets: [...completeStates, 'PROBLEM', 'CANCELLED'],
          wait: 'complete' as const,
        }),
        // PROBLEM and CANCELLED end this wait too (they are targets), but only a complete order has a total.
        onDone: [
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output.order, states: completeStates }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ order: event.output.order, states: ['CANCELLED'] }) },
            target: 'dropped',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          { target: 'failed', actions: assign({ order: ({ event }) => event.output.order, errorCode: 'payment' }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    dropped: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
