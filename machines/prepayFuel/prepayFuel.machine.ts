/**
 * Prepay fuel (SPEC.md section 4, "Prepay fuel"): the order lifecycle reserves the amount and waits for the pump
 * to be released; this chart follows the fueling until the product is acquired and hands over to the receipt.
 *
 * Invariants:
 * - Without an order and without a fuel and an amount the flow cannot pay: it ends `incomplete` (back to the
 *   pump list, SPEC.md section 4 "Without orderId or pid, go back to /pay").
 * - Failures: an order that could not be created is the generic error page; a pump that gave no feedback
 *   (PROBLEM), before or after releasing, is `fueling_prepay`; anything else about the payment is `payment`.
 * - A cancel (before the pump starts) that the platform refuses keeps waiting for the pump, with a notice.
 */
import { assign, setup } from 'xstate';
import { type OrderLifecycleInput, type OrderOutcome, orderLifecycleMachine } from '../orderLifecycle';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import {
  type CheckoutFacts,
  checkoutFactsOf,
  type FlowErrorCode,
  flowErrorCode,
  reachedOrder,
} from '../shared/orderFlow';
import { doneStates, isIn, supplyingStates } from '../shared/orderStates';
import type { OrderLike } from '../shared/ports';

export interface PrepayFuelInput extends CheckoutFacts {
  stationId: string;
  productId: string;
  fuelTypeId: string;
  amount: number;
  currency: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export const prepayFuelMachine = setup({
  types: {
    input: {} as PrepayFuelInput,
    context: {} as PrepayFuelInput & { order?: OrderLike; errorCode?: FlowErrorCode },
    children: {} as { order: 'orderLifecycle'; orderPoll: 'orderPoll' },
    tags: {} as 'fueling' | 'error',
  },
  actors: { orderLifecycle: orderLifecycleMachine, orderPoll: orderPollMachine },
  guards: {
    isIncomplete: ({ context }) => !context.orderId && !(context.amount > 0 && context.fuelTypeId !== ''),
    isFuelDone: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'reached' && isIn(doneStates, params.outcome.order.state),
    is: (_, params: { outcome: OrderOutcome; type: OrderOutcome['type'] }) => params.outcome.type === params.type,
    isCancelledOrder: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
    reached: (_, params: { output: OrderPollOutput }) => params.output.status === 'reached',
  },
}).createMachine({
  id: 'prepayFuel',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    starting: { always: [{ guard: 'isIncomplete', target: 'incomplete' }, { target: 'ordering' }] },
    /** Summary, payment, and the wait for the pump: the shared lifecycle. */
    ordering: {
      invoke: {
        id: 'order',
        src: 'orderLifecycle',
        input: ({ context }): OrderLifecycleInput => ({
          ...checkoutFactsOf(context),
          amount: context.amount,
          currency: context.currency,
          request: {
            stationId: context.stationId,
            productId: context.productId,
            fuelTypeId: context.fuelTypeId,
            autoAcquire: false,
          },
          createAt: 'payment',
          target: [...supplyingStates, ...doneStates],
          cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
        }),
        onDone: [
          {
            guard: { type: 'isFuelDone', params: ({ event }) => ({ outcome: event.output }) },
            target: 'finished',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'reached' }) },
            target: 'fueling',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'cancelled' }) },
            target: 'cancelled',
          },
          {
            guard: { type: 'isCancelledOrder', params: ({ event }) => ({ outcome: event.output }) },
            target: 'cancelled',
          },
          {
            target: 'failed',
            actions: assign({ errorCode: ({ event }) => flowErrorCode(event.output, { problem: 'fueling_prepay' }) }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** The pump is released; the driver fuels and hangs up. */
    fueling: {
      tags: 'fueling',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: [...doneStates], wait: 'other' }),
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
    },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    incomplete: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
