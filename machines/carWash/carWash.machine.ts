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
import * as orderFlow from '../shared/orderFlow';
import { doneStates, invoicedStates } from '../shared/orderStates';

export type CarWashInput = orderFlow.OrderFlowInput;

type CarWashContext = CarWashInput & orderFlow.OrderRecord;

export const carWashMachine = setup({
  types: {
    input: {} as CarWashInput,
    context: {} as CarWashContext,
    children: {} as orderFlow.FlowChildren,
    /** `codes`: the product was acquired, so the codes (or the notice that there are none) can be shown. */
    tags: {} as 'error' | 'codes',
  },
  actors: orderFlow.flowActors,
  actions: { record: assign((_, params: orderFlow.OrderRecord) => params) },
  guards: orderFlow.outcomeGuards,
}).createMachine({
  id: 'carWash',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** Summary, payment and the wait for the codes: the shared lifecycle. */
    ordering: orderFlow.orderingState<CarWashInput>({
      // Created when the package is chosen, paid on the summary (where it can be cancelled); then the codes come.
      settings: {
        createAt: 'start',
        target: doneStates,
        cancel: { orderType: 'POSTPAY', from: ['checkout'], whenRefused: 'end' },
        asksOdometer: false,
      },
      request: () => ({ autoAcquire: true }),
      reached: [{ states: invoicedStates, target: 'completed' }, { target: 'waitingForInvoice' }],
      ends: { cancelFailed: true, cancelledOrder: 'cancelled' },
    }),
    /** The codes are shown; the total follows once the order is READY_FOR_INVOICE (the complete wait). */
    waitingForInvoice: {
      tags: 'codes',
      // PROBLEM and CANCELLED end the wait too; the codes stay whatever it ends in.
      invoke: orderFlow.orderWait<CarWashContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [],
        otherwise: { target: 'completed' },
      }),
    },
    completed: { type: 'final', tags: 'codes' },
    cancelled: { type: 'final' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final', tags: 'error' },
  },
});
