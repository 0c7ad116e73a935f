/**
 * Car wash (SPEC.md section 4, "Wash"; washes are POSTPAY): the order lifecycle creates an auto-acquire order for
 * the package, waits until it can be paid, takes the payment on the summary and waits for the product (the
 * redemption codes); this chart then waits for the order to complete and shows the total once READY_FOR_INVOICE.
 *
 * Invariants:
 * - Once the codes are there they stay: a failure of the last wait ends in `completed` with the codes shown.
 * - Cancel is possible on the summary only, before paying; a refused cancel is the cancel page API_ERROR_POSTPAY.
 */
import * as orderFlow from '../shared/orderFlow';
import { doneStates, invoicedStates } from '../shared/orderStates';

export type CarWashInput = orderFlow.OrderFlowInput;

type CarWashContext = CarWashInput & orderFlow.OrderRecord;

/** `codes`: the product was acquired, so the codes (or the notice that there are none) can be shown. */
export const carWashMachine = orderFlow.flowSetup<CarWashInput, 'error' | 'codes'>().createMachine({
  id: 'carWash',
  description:
    'Car wash: the driver chooses a wash package, pays it on the summary, gets the codes for the wash and then ' +
    'the final total.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  states: {
    ...orderFlow.entryStates,
    /** Summary, payment and the wait for the codes: the shared lifecycle. */
    ordering: orderFlow.orderingState<CarWashInput>({
      description:
        'The order is created as soon as the package is chosen; the summary offers the payment once the platform ' +
        'has priced it, then the finish screen waits for the wash codes.',
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
      description:
        'The finish screen shows the codes (or that there are none) while the app waits for the order to be ' +
        'invoiced, for the final total.',
      tags: 'codes',
      // PROBLEM and CANCELLED end the wait too; the codes stay whatever it ends in.
      invoke: orderFlow.orderWait<CarWashContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [],
        otherwise: { target: 'completed' },
      }),
    },
    completed: {
      type: 'final',
      tags: 'codes',
      description:
        'The codes stay on the finish screen, with the total once the order is invoiced (they stay even when the ' +
        'last wait failed).',
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
