/**
 * Order poll: fetches one order every `pollInterval` (2.5 s, SPEC.md sections 4 and 9) until it reaches one of
 * the caller's `targets` (final `reached`) or an error state (final `failed`, code `orderFailed`).
 *
 * Lifecycle: starts fetching at once; after each answer that settles nothing it waits `pollInterval` and
 * fetches again. `network.offline` pauses (no request, no timer) from fetching or waiting; `network.online`
 * fetches at once. The poll hears the network itself (`watchNetwork`, provided by the app), so every wait of
 * every flow pauses offline without its parent forwarding anything. Leaving is the parent stopping this actor: XState stops the invoked `fetchOrder`, which
 * aborts its `signal`, and clears the timer; there is no cancel event.
 *
 * Invariants:
 * - Targets win: an order in a target state is `reached` even when that state is an error state.
 * - Error states: with `wait: 'other'` PROBLEM, CANCELLED, FAILED and REJECTED; with `wait: 'complete'` only
 *   REJECTED (COMPLETED, PROBLEM and CANCELLED end that wait; the caller lists them as targets).
 * - A failed fetch (network, HTTP, timeout, cancelled-order message) is a missed tick: never counted, never final.
 * - Final states are entered only from a fetched order, so `lastOrder` is always set in the output;
 *   `errorCode` is set exactly in `failed`.
 */
import { assign, fromCallback, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import { failedStates } from '../shared/orderStates';
import type { OrderLike, OrderState } from '../shared/ports';

export interface OrderPollInput {
  orderId: string;
  /** Order states that end the wait successfully. */
  targets: OrderState[];
  /** `complete` is the wait for the end of an order; every other wait is `other`. */
  wait: 'complete' | 'other';
}

export type OrderPollErrorCode = 'orderFailed';

export interface OrderPollContext extends OrderPollInput {
  /** The last order fetched successfully. */
  lastOrder?: OrderLike;
  errorCode?: OrderPollErrorCode;
}

export type OrderPollEvent = { type: 'network.offline' } | { type: 'network.online' } | { type: 'refresh.requested' };

export type OrderPollOutput =
  | { status: 'reached'; order: OrderLike }
  | { status: 'failed'; order: OrderLike; errorCode: OrderPollErrorCode };

export const orderPollIntervalMs = 2_500;

/** States that end a wait with an error, by kind of wait. */
export const orderErrorStates: Record<OrderPollInput['wait'], readonly OrderState[]> = {
  other: failedStates,
  complete: ['REJECTED'],
};

const notProvided = notProvidedIn('orderPoll');

export const orderPollMachine = setup({
  types: {
    input: {} as OrderPollInput,
    context: {} as OrderPollContext,
    events: {} as OrderPollEvent,
    children: {} as { fetchOrder: 'fetchOrder'; watchNetwork: 'watchNetwork' },
    output: {} as OrderPollOutput,
    /** `busy`: a request is in flight. `error`: the order ended in an error state. */
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** GET the order; must honour `signal` (aborted when polling pauses or the actor stops). */
    fetchOrder: fromPromise<OrderLike, { orderId: string }>(notProvided('fetchOrder')),
    /** Sends `network.offline` and `network.online` as the device's connection changes; by default silent. */
    watchNetwork: fromCallback<OrderPollEvent>(() => undefined),
  },
  guards: {
    'the order is in one of the targets': ({ context }, params: { order: OrderLike }) =>
      context.targets.includes(params.order.state),
    'the order is in an error state for this wait': ({ context }, params: { order: OrderLike }) =>
      orderErrorStates[context.wait].includes(params.order.state),
  },
  delays: {
    /** Between the end of one fetch and the start of the next (SPEC.md section 9: order poll 2.5 s). */
    pollInterval: orderPollIntervalMs,
  },
}).createMachine({
  id: 'orderPoll',
  description:
    'In the background, the app reads the order every 2.5 seconds until it reaches the state the screen waits ' +
    'for, or an error state; the driver sees the wait on the screen that started it.',
  context: ({ input }) => ({ ...input }),
  initial: 'polling',
  invoke: { id: 'watchNetwork', src: 'watchNetwork' },
  output: ({ context }) =>
    context.errorCode
      ? { status: 'failed', order: context.lastOrder!, errorCode: context.errorCode }
      : { status: 'reached', order: context.lastOrder! },
  states: {
    polling: {
      description: 'The order is read again and again while the device is online.',
      initial: 'fetching',
      on: {
        'network.offline': {
          target: 'paused',
          description: 'The device went offline: the reads stop until it is back.',
        },
      },
      states: {
        fetching: {
          description: 'The app reads the order from the platform.',
          tags: 'busy',
          invoke: {
            id: 'fetchOrder',
            src: 'fetchOrder',
            input: ({ context }) => ({ orderId: context.orderId }),
            onDone: [
              {
                guard: { type: 'the order is in one of the targets', params: ({ event }) => ({ order: event.output }) },
                target: '#orderPoll.reached',
                actions: assign({ lastOrder: ({ event }) => event.output }),
                description: 'The order reached a state the screen waits for (even an error state, when awaited).',
              },
              {
                guard: {
                  type: 'the order is in an error state for this wait',
                  params: ({ event }) => ({ order: event.output }),
                },
                target: '#orderPoll.failed',
                actions: assign({ lastOrder: ({ event }) => event.output, errorCode: 'orderFailed' }),
                description:
                  'The order ended in an error state (PROBLEM, CANCELLED, FAILED or REJECTED; while waiting for ' +
                  'the end of the order, only REJECTED).',
              },
              {
                target: 'waiting',
                actions: assign({ lastOrder: ({ event }) => event.output }),
                description: 'Nothing is settled yet: the next read follows.',
              },
            ],
            // A missed tick: the next poll may well succeed.
            onError: {
              target: 'waiting',
              description: 'The read failed (network, timeout, server): it is skipped, and the next read follows.',
            },
          },
        },
        // `refresh` (a driver's pull): fetch now instead of at the end of the interval.
        waiting: {
          description: 'The app waits before it reads the order again.',
          after: { pollInterval: { target: 'fetching', description: '2.5 seconds passed: the order is read again.' } },
          on: {
            'refresh.requested': {
              target: 'fetching',
              description: 'The driver pulls to refresh: the order is read now, not at the end of the wait.',
            },
          },
        },
      },
    },
    paused: {
      description: 'The device is offline: the order is not read until the connection is back.',
      on: {
        'network.online': {
          target: 'polling',
          description: 'The device is online again: the order is read at once.',
        },
      },
    },
    reached: { type: 'final', description: 'The order reached a state the screen waits for.' },
    failed: { type: 'final', tags: 'error', description: 'The order ended in an error state; the screen says so.' },
  },
});
