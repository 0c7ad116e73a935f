/**
 * Postpay fuel (SPEC.md section 4, "Postpay fuel" and "Postpay summary"): the order lifecycle creates an
 * auto-acquire order for the pump, waits while the driver fuels (the order turns PAYMENT_PENDING when the nozzle
 * is back), takes the payment of the total on the summary and waits for the product to be acquired.
 *
 * Invariants:
 * - A FAILED order whose message says it expired is the expired-order error; a failure before the payment (or
 *   of the order loaded on a reload) is `fueling_postpay`; a failure of the payment is `payment`; an order that
 *   could not be created is the generic error page.
 * - Cancel is possible while fueling only; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import { assign, setup } from 'xstate';
import { type OrderLifecycleInput, type OrderOutcome, orderLifecycleMachine } from '../orderLifecycle';
import {
  type CheckoutFacts,
  checkoutFactsOf,
  type FlowErrorCode,
  flowErrorCode,
  reachedOrder,
} from '../shared/orderFlow';
import { doneStates } from '../shared/orderStates';
import type { OrderLike } from '../shared/ports';

export interface PostpayFuelInput extends CheckoutFacts {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export const postpayFuelMachine = setup({
  types: {
    input: {} as PostpayFuelInput,
    context: {} as PostpayFuelInput & { order?: OrderLike; errorCode?: FlowErrorCode },
    children: {} as { order: 'orderLifecycle' },
    tags: {} as 'error',
  },
  actors: { orderLifecycle: orderLifecycleMachine },
  guards: {
    is: (_, params: { outcome: OrderOutcome; type: OrderOutcome['type'] }) => params.outcome.type === params.type,
    isCancelledOrder: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
  },
}).createMachine({
  id: 'postpayFuel',
  context: ({ input }) => ({ ...input }),
  initial: 'ordering',
  states: {
    /** Fueling, summary, payment and the wait for the product: the shared lifecycle. */
    ordering: {
      invoke: {
        id: 'order',
        src: 'orderLifecycle',
        input: ({ context }): OrderLifecycleInput => ({
          ...checkoutFactsOf(context),
          request: { stationId: context.stationId, productId: context.productId, autoAcquire: true },
          createAt: 'start',
          target: doneStates,
          cancel: { orderType: 'POSTPAY', from: ['waitingToPay'], whenRefused: 'end' },
        }),
        onDone: [
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'reached' }) },
            target: 'finished',
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
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'cancelFailed' }) },
            target: 'cancelFailed',
          },
          {
            target: 'failed',
            actions: assign({
              errorCode: ({ event }) => flowErrorCode(event.output, { beforePayment: 'fueling_postpay' }),
            }),
          },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'fueling_postpay' }) },
      },
    },
    finished: { type: 'final' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
