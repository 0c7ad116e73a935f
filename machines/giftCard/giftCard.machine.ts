/**
 * Gift card purchase (SPEC.md sections 1, 2 and 4; registered drivers only, POSTPAY): the driver has chosen a gift
 * card of the station's shop and its value; the order lifecycle creates the order for it, waits until it can be
 * paid, takes the payment on the gift card page and waits for the product: the card's code. This chart then waits
 * for the order to complete, for the final total.
 *
 * Invariants:
 * - Once the code is there it stays: a failure of the last wait ends in `delivered` with the code shown.
 * - Cancel is possible before paying only; a refused cancel is the cancel page API_ERROR_POSTPAY.
 * - A choice the shop does not offer (or no choice yet) is `incomplete`: the gift card page shows the shop.
 */
import * as orderFlow from '../shared/orderFlow';
import { doneStates, invoicedStates } from '../shared/orderStates';

export interface GiftCardInput extends orderFlow.OrderFlowInput {
  /** The chosen value (the item of the gift card product). */
  itemCode?: string;
}

type GiftCardContext = GiftCardInput & orderFlow.OrderRecord;

/** `card`: the product was acquired, so the card (or the notice that no code came) can be shown. */
export const giftCardMachine = orderFlow.flowSetup<GiftCardInput, 'error' | 'card'>().createMachine({
  id: 'giftCard',
  description:
    'A gift card from the station’s shop (registered drivers): the driver chooses a card and its value, pays on ' +
    'the gift card page and receives the card’s code.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** The payment on the gift card page and the wait for the code: the shared lifecycle. */
    ordering: orderFlow.orderingState<GiftCardInput>({
      description:
        'The gift card page shows the chosen card and value with the payment (the order is created at once and ' +
        'paid once priced); once paid, the processing page says what happens while the code is awaited.',
      settings: {
        createAt: 'start',
        target: doneStates,
        cancel: { orderType: 'POSTPAY', from: ['checkout'], whenRefused: 'end' },
        asksOdometer: false,
      },
      request: (context) => ({ autoAcquire: true, itemCode: context.itemCode }),
      reached: [{ states: invoicedStates, target: 'delivered' }, { target: 'waitingForInvoice' }],
      ends: { cancelFailed: true, cancelledOrder: 'cancelled' },
    }),
    /** The card is shown; the total follows once the order is READY_FOR_INVOICE. */
    waitingForInvoice: {
      description:
        'The card is shown (its code, or the notice that no code came) while the app waits for the order to ' +
        'complete, for the final total.',
      tags: 'card',
      invoke: orderFlow.orderWait<GiftCardContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [],
        otherwise: { target: 'delivered' },
      }),
    },
    delivered: {
      type: 'final',
      tags: 'card',
      description:
        'The card stays on screen with the receipt, whose total is final once the order is invoiced (it stays ' +
        'even when the last wait failed).',
    },
    cancelled: {
      type: 'final',
      description: 'The driver cancelled before paying: the cancel page says the order is cancelled.',
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
