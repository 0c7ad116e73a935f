/**
 * A product from a station's vending machine (coffee, water, washer fluid; POSTPAY, like a wash: the order is
 * created when the product is chosen and paid on the summary). Once the payment is authorised the machine
 * releases the product; this chart waits for it.
 *
 * Outcomes:
 * - `released`: the machine gave the product (PRODUCT_ACQUIRED or later); the receipt's total follows.
 * - `notReleased`: after the payment the machine reported the product out of stock (FAILED) or could not release
 *   it (PROBLEM): the driver is told that nothing was charged, and why. A wait that breaks says so too, without
 *   claiming either.
 * - Cancel is possible on the summary only, before paying; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import * as orderFlow from '../shared/orderFlow';
import { doneStates, failedStates, invoicedStates, paidStates, supplyingStates } from '../shared/orderStates';

export interface VendingPurchaseInput extends orderFlow.OrderFlowInput {
  /** The product's item (its one price). */
  itemCode?: string;
}

type VendingContext = VendingPurchaseInput & orderFlow.OrderRecord;

/** `receipt`: the product was released; `error`: the flow failed (its error page). */
export const vendingPurchaseMachine = orderFlow.flowSetup<VendingPurchaseInput, 'error' | 'receipt'>().createMachine({
  id: 'vendingPurchase',
  description:
    'A product of the station’s vending machine (coffee, water, washer fluid): the driver chooses it, pays on ' +
    'the summary and the machine releases it.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** Summary and payment: the shared lifecycle, done as soon as the payment is authorised. */
    ordering: orderFlow.orderingState<VendingPurchaseInput>({
      description:
        'The summary with the product and the payment (the order is created as soon as the product is chosen); ' +
        'this part is over as soon as the payment is authorised.',
      settings: {
        createAt: 'start',
        target: [...paidStates, ...supplyingStates, ...doneStates],
        cancel: { orderType: 'POSTPAY', from: ['checkout'], whenRefused: 'end' },
        asksOdometer: false,
      },
      request: (context) => ({ autoAcquire: true, itemCode: context.itemCode }),
      reached: [
        { states: invoicedStates, target: 'completed' },
        { states: doneStates, target: 'released' },
        { target: 'releasing' },
      ],
      ends: { cancelFailed: true, cancelledOrder: 'cancelled' },
      // The machine's refusal can come before the flow saw the payment authorised.
      failedAfterPayment: { states: ['FAILED', 'PROBLEM'], target: 'notReleased' },
    }),
    /** Paid: the machine is releasing the product. */
    releasing: {
      description: 'Paid: the finish screen asks the driver to wait at the machine while it releases the product.',
      invoke: orderFlow.orderWait<VendingContext>({
        targets: [...doneStates, ...failedStates],
        wait: 'other',
        ends: [
          { states: invoicedStates, target: 'completed' },
          { states: doneStates, target: 'released' },
        ],
        otherwise: { target: 'notReleased' },
      }),
    },
    /** Released; the receipt's total is final once the order is invoiced. */
    released: {
      description:
        'The machine gave the product: the receipt is shown, and its total becomes final once the order is invoiced.',
      tags: 'receipt',
      invoke: orderFlow.orderWait<VendingContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [],
        otherwise: { target: 'completed' },
      }),
    },
    completed: {
      type: 'final',
      tags: 'receipt',
      description: 'The receipt with the final total (or the last one known, when the last wait failed).',
    },
    /** The machine did not give the product; nothing was charged. Its own screen says so (no error page). */
    notReleased: {
      type: 'final',
      description:
        'The machine did not give the product (it sold out, it could not release it, or the wait for it broke ' +
        'down): the finish screen says so, that nothing was charged, and offers another product.',
    },
    cancelled: {
      type: 'final',
      description: 'The driver cancelled on the summary: the cancel page says the order is cancelled.',
    },
    cancelFailed: {
      type: 'final',
      description: 'The platform refused the driver’s cancel: the cancel page says the order could not be cancelled.',
    },
    failed: {
      type: 'final',
      tags: 'error',
      description: 'Something went wrong: the error page that fits (the order could not be created, the payment).',
    },
  },
});
