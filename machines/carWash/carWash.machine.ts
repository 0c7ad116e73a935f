/**
 * Car wash (SPEC.md section 4, "Wash"; washes are POSTPAY): the order lifecycle creates an auto-acquire order for
 * the package, waits until it can be paid, takes the payment on the summary and waits for the product (the
 * redemption codes); this chart then waits for the order to complete and shows the total once READY_FOR_INVOICE.
 *
 * Invariants:
 * - Once the codes are there they stay: a failure of the last wait ends in `completed` with the codes shown.
 * - Cancel is possible on the summary only, before paying; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import { assign, setup } from 'xstate';
import { type OrderLifecycleInput, type OrderOutcome, orderLifecycleMachine } from '../orderLifecycle';
import { orderPollMachine } from '../orderPoll';
import {
  type CheckoutFacts,
  checkoutFactsOf,
  type FlowErrorCode,
  flowErrorCode,
  reachedOrder,
} from '../shared/orderFlow';
import { doneStates, invoicedStates, isIn } from '../shared/orderStates';
import type { OrderLike } from '../shared/ports';

export interface CarWashInput extends CheckoutFacts {
  stationId: string;
  productId: string;
  /** Present after a reload or a return from the bank page. */
  orderId?: string;
}

export const carWashMachine = setup({
  types: {
    input: {} as CarWashInput,
    context: {} as CarWashInput & { order?: OrderLike; errorCode?: FlowErrorCode },
    children: {} as { order: 'orderLifecycle'; orderPoll: 'orderPoll' },
    /** `codes`: the product was acquired, so the codes (or the notice that there are none) can be shown. */
    tags: {} as 'error' | 'codes',
  },
  actors: { orderLifecycle: orderLifecycleMachine, orderPoll: orderPollMachine },
  guards: {
    is: (_, params: { outcome: OrderOutcome; type: OrderOutcome['type'] }) => params.outcome.type === params.type,
    isInvoiced: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'reached' && isIn(invoicedStates, params.outcome.order.state),
    isCancelledOrder: (_, params: { outcome: OrderOutcome }) =>
      params.outcome.type === 'failed' && params.outcome.order?.state === 'CANCELLED',
  },
}).createMachine({
  id: 'carWash',
  context: ({ input }) => ({ ...input }),
  initial: 'ordering',
  states: {
    /** Summary, payment and the wait for the codes: the shared lifecycle. */
    ordering: {
      invoke: {
        id: 'order',
        src: 'orderLifecycle',
        input: ({ context }): OrderLifecycleInput => ({
          ...checkoutFactsOf(context),
          request: { stationId: context.stationId, productId: context.productId, autoAcquire: true },
          createAt: 'start',
          target: doneStates,
          cancel: { orderType: 'POSTPAY', from: ['checkout'], whenRefused: 'end' },
          asksOdometer: false,
        }),
        onDone: [
          {
            guard: { type: 'isInvoiced', params: ({ event }) => ({ outcome: event.output }) },
            target: 'completed',
            actions: assign({ order: ({ event }) => reachedOrder(event.output) }),
          },
          {
            guard: { type: 'is', params: ({ event }) => ({ outcome: event.output, type: 'reached' }) },
            target: 'waitingForInvoice',
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
          { target: 'failed', actions: assign({ errorCode: ({ event }) => flowErrorCode(event.output) }) },
        ],
        onError: { target: 'failed', actions: assign({ errorCode: 'payment' }) },
      },
    },
    /** The codes are shown; the total follows once the order is READY_FOR_INVOICE (the complete wait). */
    waitingForInvoice: {
      tags: 'codes',
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.order?._id ?? '',
          targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
          wait: 'complete',
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
