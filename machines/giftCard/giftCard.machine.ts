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
import { assign, setup } from 'xstate';
import * as orderFlow from '../shared/orderFlow';
import { doneStates, invoicedStates } from '../shared/orderStates';

export interface GiftCardInput extends orderFlow.OrderFlowInput {
  /** The chosen value (the item of the gift card product). */
  itemCode?: string;
}

type GiftCardContext = GiftCardInput & orderFlow.OrderRecord;

export const giftCardMachine = setup({
  types: {
    input: {} as GiftCardInput,
    context: {} as GiftCardContext,
    children: {} as orderFlow.FlowChildren,
    /** `card`: the product was acquired, so the card (or the notice that no code came) can be shown. */
    tags: {} as 'error' | 'card',
  },
  actors: orderFlow.flowActors,
  actions: { record: assign((_, params: orderFlow.OrderRecord) => params) },
  guards: orderFlow.outcomeGuards,
}).createMachine({
  id: 'giftCard',
  description: 'A gift card from the station’s shop: choose it and its value, pay, receive its code.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** The payment on the gift card page and the wait for the code: the shared lifecycle. */
    ordering: orderFlow.orderingState<GiftCardInput>({
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
      tags: 'card',
      invoke: orderFlow.orderWait<GiftCardContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [],
        otherwise: { target: 'delivered' },
      }),
    },
    delivered: { type: 'final', tags: 'card' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
