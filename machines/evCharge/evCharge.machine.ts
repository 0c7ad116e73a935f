/**
 * EV charging (SPEC.md section 4, "EV"): the order lifecycle reserves the pre-authorisation and waits for the
 * charger to start (the connection check); this chart follows the charging, stops it on the driver's
 * confirmation, and waits for the order to complete for the final total.
 *
 * Invariants:
 * - Only a complete order (READY_FOR_INVOICE, COMPLETED) is finished with a total; one that ends in PROBLEM or
 *   REJECTED after charging is the payment error.
 * - The charger may end by itself (PRODUCT_ACQUIRED or later): that is the finish too.
 * - An order the platform cancelled returns to the pump list (`dropped`); a cancel the driver asked for before
 *   charging started is the cancel page. A refused cancel keeps waiting for the charger, with a notice.
 * - A refused stop keeps the session charging, flagged, so the driver can stop at the charger.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { type OrderLifecycleInput, type OrderOutcome, orderLifecycleMachine } from '../orderLifecycle';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import {
  type CheckoutFacts,
  checkoutFactsOf,
  type FlowErrorCode,
  flowErrorCode,
  reachedOrder,
} from '../shared/orderFlow';
import { doneStates, invoicedStates, isIn, supplyingStates } from '../shared/orderStates';
import type { OrderLike, OrderState } from '../shared/ports';

export interface EvChargeInput extends CheckoutFacts {
  stationId: string;
  productId: string;
  /** The pre-authorisation amount (the account's, else the default of the currency). */
  amount: number;
  currency: string;
  orderId?: string;
}

export type EvChargeEvent = { type: 'charging.finish' } | { type: 'refresh' } | { type: 'notice.dismissed' };

/** Default pre-authorisation amounts when the account gives none (SPEC.md section 9). */
export const defaultEvPreAuthorizations: Record<string, number> = { DKK: 600, EUR: 80, CZK: 2000, PLN: 350, CHF: 80 };

export function evPreAuthorization(currency: string, account: readonly { currency: string; amount: number }[]) {
  return account.find((entry) => entry.currency === currency)?.amount ?? defaultEvPreAuthorizations[currency] ?? 80;
}

const notProvided = (name: string) => () => {
  throw new Error(`evCharge: actor "${name}" not provided`);
};

const ended = (output: OrderPollOutput, states: readonly OrderState[]) => isIn(states, output.order.state);

export const evChargeMachine = setup({
  types: {
    input: {} as EvChargeInput,
    context: {} as EvChargeInput & {
      order?: OrderLike;
      errorCode?: FlowErrorCode;
      /** The platform refused the stop; the screen says so until dismissed. */
      notice?: 'stopFailed';
    },
    events: {} as EvChargeEvent,
    children: {} as { order: 'orderLifecycle'; orderPoll: 'orderPoll'; stopAcquire: 'stopAcquire' },
    tags: {} as 'busy' | 'error' | 'charging',
  },
  actors: {
    orderLifecycle: orderLifecycleMachine,
    orderPoll: orderPollMachine,
    /** PUT v4/order/{id}/acquire/stop. */
    stopAcquire: fromPromise<OrderLike, { orderId: string }>(notProvided('stopAcquire')),
  },
  guards: {
    is: (_, params: { outcome: OrderOutcome; type: OrderOutcome['type'] }) => params.outcome.type === params.type,
    reachedIn: (_, params: { outcome: OrderOutcome; states: readonly OrderState[] }) =>
      params.outcome.type === 'reached' && isIn(params.states, params.outcome.order.state),
    isCancelledOrder: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
    endedIn: (_, params: { output: OrderPollOutput; states: readonly OrderState[] }) =>
      ended(params.output, params.states),
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
  },
}).createMachine({
  id: 'evCharge',
  context: ({ input }) => ({ ...input }),
  initial: 'ordering',
  on: { 'notice.dismissed': { actions: assign({ notice: undefined }) } },
  states: {
    /** Summary with the prices, payment, and the connection check: the shared lifecycle. */
    ordering: {
      invoke: {
        id: 'order',
        src: 'orderLifecycle',
        input: ({ context }): OrderLifecycleInput => ({
          ...checkoutFactsOf(context),
          amount: context.amount,
          currency: context.currency,
          request: { stationId: context.stationId, productId: context.productId, autoAcquire: false },
          createAt: 'payment',
          target: [...supplyingStates, ...doneStates],
          cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
          asksOdometer: false,
        }),
        onDone: [
          {
            guard: { type: 'reachedIn', params: ({ event }) => ({ outcome: event.output, states: supplyingStates }) },
            target: 'charging',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'reachedIn', params: ({ event }) => ({ outcome: event.output, states: invoicedStates }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'reached' }) },
            target: 'finishing',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'cancelled' }) },
            target: 'cancelled',
          },
          {
            guard: { type: 'isCancelledOrder', params: ({ event }) => ({ outcome: event.output }) },
            target: 'dropped',
          },
          { target: 'failed', actions: assign({ errorCode: ({ event }) => flowErrorCode(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    charging: {
      tags: 'charging',
      on: {
        'charging.finish': 'stopping',
        refresh: { actions: sendTo('orderPoll', { type: 'refresh' }) },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: [...doneStates], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'finishing',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'endedIn', params: ({ event }) => ({ output: event.output, states: ['CANCELLED'] }) },
            target: 'dropped',
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
        input: ({ context }) => ({ orderId: context.order?._id ?? '' }),
        onDone: { target: 'finishing', actions: assign({ order: ({ event }) => event.output }) },
        onError: { target: 'charging', actions: assign({ notice: 'stopFailed' }) },
      },
    },
    /** Charging ended; the total is final once the order completes (PROBLEM and CANCELLED end the wait too). */
    finishing: {
      tags: 'busy',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.order?._id ?? '',
          targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
          wait: 'complete',
        }),
        onDone: [
          {
            guard: { type: 'endedIn', params: ({ event }) => ({ output: event.output, states: invoicedStates }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            guard: { type: 'endedIn', params: ({ event }) => ({ output: event.output, states: ['CANCELLED'] }) },
            target: 'dropped',
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
