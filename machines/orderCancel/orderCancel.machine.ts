/**
 * Cancel an order (SPEC.md section 4, "Cancel"): POST cancel, then wait for CANCELLED, at most `cancelTimeout`
 * (30 s). Ends with the cancel page state: CANCELLED_PREPAY / CANCELLED_POSTPAY on success, API_ERROR_PREPAY /
 * API_ERROR_POSTPAY when the platform refuses or the wait runs out. The caller decides what an error means
 * (prepay keeps waiting for the product; postpay shows the cancel page).
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';

export type CancelPageState = 'CANCELLED_PREPAY' | 'CANCELLED_POSTPAY' | 'API_ERROR_PREPAY' | 'API_ERROR_POSTPAY';
export interface OrderCancelInput {
  orderId: string;
  orderType: 'PREPAY' | 'POSTPAY';
}
export interface OrderCancelOutput {
  state: CancelPageState;
}

const notProvided = (name: string) => () => {
  throw new Error(`orderCancel: actor "${name}" not provided`);
};

export const orderCancelMachine = setup({
  types: {
    input: {} as OrderCancelInput,
    context: {} as OrderCancelInput & { result?: CancelPageState },
    output: {} as OrderCancelOutput,
    tags: {} as 'busy',
  },
  actors: {
    /** POST v4/order/{id}/cancel. */
    cancelOrder: fromPromise<unknown, { orderId: string }>(notProvided('cancelOrder')),
    orderPoll: orderPollMachine,
  },
  guards: {
    isCancelled: (_, params: { output: OrderPollOutput }) =>
      params.output.status === 'reached' && params.output.order.state === 'CANCELLED',
  },
  delays: { cancelTimeout: 30_000 },
}).createMachine({
  id: 'orderCancel',
  context: ({ input }) => ({ ...input }),
  initial: 'cancelling',
  output: ({ context }) => ({ state: context.result! }),
  states: {
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: 'waitingForCancellation',
        onError: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
        },
      },
    },
    waitingForCancellation: {
      tags: 'busy',
      after: {
        cancelTimeout: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({
          orderId: context.orderId,
          targets: ['CANCELLED', 'COMPLETED', 'PROBLEM'],
          wait: 'complete' as const,
        }),
        onDone: [
          {
            guard: { type: 'isCancelled', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({ result: ({ context }) => `CANCELLED_${context.orderType}` as const }),
          },
          { target: 'done', actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }) },
        ],
        onError: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
        },
      },
    },
    done: { type: 'final' },
  },
});
