/**
 * Cancel an order (SPEC.md section 4, "Cancel"): POST cancel, then wait for CANCELLED, at most `cancelTimeout`
 * (30 s). Ends with the cancel page state: CANCELLED_PREPAY / CANCELLED_POSTPAY on success, API_ERROR_PREPAY /
 * API_ERROR_POSTPAY when the platform refuses or the wait runs out. The caller decides what an error means
 * (prepay keeps waiting for the product; postpay shows the cancel page).
 */
import { assign, fromPromise, setup } from 'xstate';
import { type OrderPollOutput, orderPollMachine } from '../orderPoll';
import { notProvidedIn } from '../shared/notProvided';

export type CancelPageState = 'CANCELLED_PREPAY' | 'CANCELLED_POSTPAY' | 'API_ERROR_PREPAY' | 'API_ERROR_POSTPAY';
export interface OrderCancelInput {
  orderId: string;
  orderType: 'PREPAY' | 'POSTPAY';
}
export interface OrderCancelOutput {
  state: CancelPageState;
}

const notProvided = notProvidedIn('orderCancel');

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
    'the order is cancelled': (_, params: { output: OrderPollOutput }) =>
      params.output.status === 'reached' && params.output.order.state === 'CANCELLED',
  },
  delays: { cancelTimeout: 30_000 },
}).createMachine({
  id: 'orderCancel',
  description:
    'The driver asked to cancel the order: the app asks the platform to cancel it and waits up to 30 seconds ' +
    'for the order to be cancelled; the driver sees that the cancel is under way.',
  context: ({ input }) => ({ ...input }),
  initial: 'cancelling',
  output: ({ context }) => ({ state: context.result! }),
  states: {
    cancelling: {
      description: 'The app asks the platform to cancel the order.',
      tags: 'busy',
      invoke: {
        id: 'cancelOrder',
        src: 'cancelOrder',
        input: ({ context }) => ({ orderId: context.orderId }),
        onDone: {
          target: 'waitingForCancellation',
          description: 'The platform took the cancel: the order is awaited in CANCELLED.',
        },
        onError: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
          description: 'The platform refused the cancel: the cancel failed.',
        },
      },
    },
    waitingForCancellation: {
      description: 'The app reads the order until it is cancelled, completed or in PROBLEM, for at most 30 seconds.',
      tags: 'busy',
      after: {
        cancelTimeout: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
          description: '30 seconds passed without the order being cancelled: the cancel failed.',
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
            guard: { type: 'the order is cancelled', params: ({ event }) => ({ output: event.output }) },
            target: 'done',
            actions: assign({ result: ({ context }) => `CANCELLED_${context.orderType}` as const }),
            description: 'The order is CANCELLED: the cancel went through.',
          },
          {
            target: 'done',
            actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
            description: 'The order completed, went into PROBLEM or was rejected instead: the cancel failed.',
          },
        ],
        onError: {
          target: 'done',
          actions: assign({ result: ({ context }) => `API_ERROR_${context.orderType}` as const }),
          description: 'The wait broke down (a fault of the app): the cancel failed.',
        },
      },
    },
    done: {
      type: 'final',
      description: 'The cancel is over: its result (cancelled, or refused) goes to the screen that asked for it.',
    },
  },
});
