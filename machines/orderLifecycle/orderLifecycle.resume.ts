/**
 * Resuming an order (a reload, a return from the bank, a running order of the driver's taken over): the order is
 * read again and its state decides where the flow stands. A paid order, or one whose bank page still waits, is
 * never offered for payment again; an order of another station, product or type is not this flow's to show.
 */
import { assign } from 'xstate';
import { failedStates } from '../shared/orderStates';
import { lifecycleSetup, pendingBankPage } from './orderLifecycle.setup';

export const resumingState = lifecycleSetup.createStateConfig({
  description: 'The app reads the order to resume; the driver sees it loading.',
  tags: ['busy', 'loading'],
  invoke: {
    id: 'fetchOrder',
    src: 'fetchOrder',
    input: ({ context }) => ({ orderId: context.orderId ?? '' }),
    onDone: {
      target: 'resumed',
      actions: assign({ order: ({ event }) => event.output }),
      description: 'The order was read: its state says where the flow stands.',
    },
    onError: [
      {
        guard: {
          type: 'the order does not exist for this driver',
          params: ({ event }) => ({ error: event.error }),
        },
        target: 'failed',
        actions: { type: 'recordFailure', params: { phase: 'notFound' } },
        description: 'The platform does not know the order, or it is another driver’s.',
      },
      {
        target: 'failed',
        actions: { type: 'recordFailure', params: { phase: 'resume' } },
        description: 'The order could not be read (offline, no answer, a server error).',
      },
    ],
  },
});

/** Where the order's state puts a resumed flow. */
export const resumedState = lifecycleSetup.createStateConfig({
  description: 'The order was read; its state decides at once where the flow picks up.',
  always: [
    // The URL is input: an order of another station, product or type is not this flow's to show.
    {
      guard: 'the order is for another station, product or order type',
      target: 'failed',
      actions: [assign({ order: undefined }), { type: 'recordFailure', params: { phase: 'notFound' } }],
      description: 'The order is not the one this page is for: it is not shown.',
    },
    {
      guard: { type: 'the order is in one of the given states', params: { states: ['CREATED'] } },
      target: 'beforePayment',
      description: 'The order is CREATED and not paid yet.',
    },
    {
      guard: 'a bank page waits for the driver',
      target: 'awaitingInteraction',
      actions: {
        type: 'openInteraction',
        params: ({ context }) => ({ url: (context.order && pendingBankPage(context.order)) ?? '' }),
      },
      description: 'The bank still waits for the driver: the browser goes back to the bank’s page.',
    },
    {
      guard: 'the order waits for its payment',
      target: 'checkout',
      description: 'The order can be paid now: the summary offers the payment.',
    },
    {
      guard: 'the order is in one of the target states',
      target: 'waitingForTarget',
      description: 'The order is already where the flow is going: it is confirmed by the next read.',
    },
    {
      guard: 'the order expired',
      target: 'failed',
      actions: { type: 'recordFailure', params: { phase: 'resume' } },
      description: 'The order expired.',
    },
    // The bank declined and the order ended with it: the summary offers the payment again, on a new order.
    {
      guard: 'the bank declined and the order ended with it',
      target: 'checkout',
      actions: assign({ order: undefined }),
      description: 'Back from the bank’s decline: the summary offers the payment again, on a new order.',
    },
    {
      guard: { type: 'the order is in one of the given states', params: { states: failedStates } },
      target: 'failed',
      actions: { type: 'recordFailure', params: { phase: 'resume' } },
      description: 'The order ended in PROBLEM, CANCELLED, FAILED or REJECTED.',
    },
    {
      target: 'waitingForTarget',
      description: 'The order is paid and on its way: the flow waits for it like after a payment.',
    },
  ],
});
