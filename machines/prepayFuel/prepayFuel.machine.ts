/**
 * Prepay fuel (SPEC.md section 4, "Prepay fuel"): the order lifecycle reserves the amount and waits for the pump
 * to be released; this chart follows the fueling until the product is acquired and hands over to the receipt.
 *
 * Invariants:
 * - Without an order, a pump, fuel or amount the station does not offer ends `incomplete`: back to the step
 *   where it is chosen again (SPEC.md section 4 "Without orderId or pid, go back to /pay").
 * - Never a payment of nothing: an order resumed unpaid (a declined payment reopened from the pump screen or the
 *   map) without an amount the station offers ends `incomplete` too, at the amount, with the order kept.
 * - Failures: an order that could not be created is the generic error page; a pump that gave no feedback
 *   (PROBLEM), before or after releasing, is `fueling_prepay`; anything else about the payment is `payment`.
 * - A cancel (before the pump starts) that the platform refuses keeps waiting for the pump, with a notice.
 */
import * as orderFlow from '../shared/orderFlow';
import { doneStates, supplyingStates } from '../shared/orderStates';

export interface PrepayFuelInput extends orderFlow.OrderFlowInput {
  fuelTypeId: string;
  amount: number;
  currency: string;
}

type PrepayFuelContext = PrepayFuelInput & orderFlow.OrderRecord;

export const prepayFuelMachine = orderFlow.flowSetup<PrepayFuelInput, 'fueling' | 'error'>().createMachine({
  id: 'prepayFuel',
  description:
    'Prepay fuel: the driver picks a pump, a fuel and an amount, pays that amount in advance on the summary, ' +
    'fuels once the pump is released and gets the receipt.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** Summary, payment, and the wait for the pump: the shared lifecycle. */
    ordering: orderFlow.orderingState<PrepayFuelInput>({
      description:
        'The summary with the amount and the payment (the order is created and paid when the driver pays), then ' +
        'the wait until the pump is released.',
      // Created and paid on the summary; the paid order is awaited until the pump is released (or done).
      settings: {
        createAt: 'payment',
        target: [...supplyingStates, ...doneStates],
        cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
      },
      request: (context) => ({ fuelTypeId: context.fuelTypeId, autoAcquire: false }),
      // The amount is not part of the order: without one the station offers, an unpaid order is not paid.
      choiceAgain: (context) => context.invalidChoice === 'amount' || !(context.amount > 0),
      reached: [{ states: doneStates, target: 'finished' }, { target: 'fueling' }],
      ends: { cancelFailed: false, cancelledOrder: 'cancelled' },
      errors: { problem: 'fueling_prepay' },
    }),
    /** The pump is released; the driver fuels and hangs up. */
    fueling: {
      description:
        'The pump is released: the fueling screen follows the order while the driver fuels and hangs up the nozzle.',
      tags: 'fueling',
      invoke: orderFlow.orderWait<PrepayFuelContext>({
        targets: doneStates,
        wait: 'other',
        ends: [{ target: 'finished' }],
        otherwise: { target: 'failed', errorCode: 'fueling_prepay' },
      }),
    },
    finished: {
      type: 'final',
      description: 'The fuel is acquired: the receipt shows what was fuelled and charged.',
    },
    cancelled: {
      type: 'final',
      description: 'The driver cancelled before fueling: the cancel page says the prepay order is cancelled.',
    },
    failed: {
      type: 'final',
      tags: 'error',
      description:
        'Something went wrong: the error page that fits (the order could not be created, the pump gave no ' +
        'feedback, the payment failed).',
    },
  },
});
