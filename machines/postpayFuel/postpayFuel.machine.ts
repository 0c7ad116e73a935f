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
import { orderLifecycleMachine } from '../orderLifecycle';
import * as orderFlow from '../shared/orderFlow';
import { doneStates } from '../shared/orderStates';

export type PostpayFuelInput = orderFlow.OrderFlowInput;

type PostpayFuelContext = PostpayFuelInput & orderFlow.OrderRecord;

export const postpayFuelMachine = setup({
  types: {
    input: {} as PostpayFuelInput,
    context: {} as PostpayFuelContext,
    children: {} as { order: 'orderLifecycle' },
    tags: {} as 'error',
  },
  actors: { orderLifecycle: orderLifecycleMachine },
  actions: { record: assign((_, params: orderFlow.OrderRecord) => params) },
  guards: orderFlow.outcomeGuards,
}).createMachine({
  id: 'postpayFuel',
  description:
    'Postpay fuel: the driver picks a pump and fuels first; once the nozzle is back the summary shows the total, ' +
    'the driver pays it and gets the receipt.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** Fueling, summary, payment and the wait for the product: the shared lifecycle. */
    ordering: orderFlow.orderingState<PostpayFuelInput>({
      description:
        'The order is created as soon as the pump is chosen; the fueling screen waits while the driver fuels, ' +
        'then the summary takes the payment of the total and the receipt waits for the fuel to be acquired.',
      // Created when the pump is chosen, paid on the summary once PAYMENT_PENDING; cancelled only while fueling.
      settings: {
        createAt: 'start',
        target: doneStates,
        cancel: { orderType: 'POSTPAY', from: ['waitingToPay'], whenRefused: 'end' },
      },
      request: () => ({ autoAcquire: true }),
      reached: [{ target: 'finished' }],
      ends: { cancelFailed: true, cancelledOrder: 'cancelled' },
      errors: { beforePayment: 'fueling_postpay' },
    }),
    finished: { type: 'final', description: 'Paid and the fuel acquired: the receipt.' },
    cancelled: {
      type: 'final',
      description: 'The driver cancelled while fueling: the cancel page says the postpay order is cancelled.',
    },
    cancelFailed: {
      type: 'final',
      description: 'The platform refused the driver’s cancel: the cancel page says the order could not be cancelled.',
    },
    failed: {
      type: 'final',
      tags: 'error',
      description:
        'Something went wrong: the error page that fits (the order could not be created, it expired, the fueling ' +
        'or the payment failed).',
    },
  },
});
