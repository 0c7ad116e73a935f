/**
 * EV charging (SPEC.md section 4, "EV"): the order lifecycle reserves the pre-authorisation and waits for the
 * charger to start (the connection check); this chart follows the charging, stops it on the driver's
 * confirmation, and waits for the order to complete for the final total.
 *
 * Invariants:
 * - Only a complete order (READY_FOR_INVOICE, COMPLETED) is finished with a total; one that ends in PROBLEM or
 *   REJECTED after charging is the payment error.
 * - The charger may end by itself (PRODUCT_ACQUIRED or later): that is the finish too.
 * - An order the platform cancelled returns to the pump list (`dropped`); a cancel the driver asked for before
 *   charging started is the cancel page. A refused cancel keeps waiting for the charger, with a notice.
 * - A refused stop keeps the session charging, flagged, so the driver can stop at the charger.
 */
import { assign, fromPromise, sendTo, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import * as orderFlow from '../shared/orderFlow';
import { doneStates, invoicedStates, supplyingStates } from '../shared/orderStates';
import type { OrderLike } from '../shared/ports';

export interface EvChargeInput extends orderFlow.OrderFlowInput {
  /** The pre-authorisation amount (the account's, else the default of the currency). */
  amount: number;
  currency: string;
}

export type EvChargeEvent = { type: 'finish.confirmed' } | { type: 'refresh.requested' } | { type: 'notice.dismissed' };

/** Default pre-authorisation amounts when the account gives none (SPEC.md section 9). */
export const defaultEvPreAuthorizations: Record<string, number> = { DKK: 600, EUR: 80, CZK: 2000, PLN: 350, CHF: 80 };

export function evPreAuthorization(currency: string, account: readonly { currency: string; amount: number }[]) {
  return account.find((entry) => entry.currency === currency)?.amount ?? defaultEvPreAuthorizations[currency] ?? 80;
}

const notProvided = notProvidedIn('evCharge');

type EvChargeContext = EvChargeInput &
  orderFlow.OrderRecord & {
    /** The platform refused the stop; the screen says so until dismissed. */
    notice?: 'stopFailed';
  };

export const evChargeMachine = setup({
  types: {
    input: {} as EvChargeInput,
    context: {} as EvChargeContext,
    events: {} as EvChargeEvent,
    children: {} as orderFlow.FlowChildren & { stopAcquire: 'stopAcquire' },
    tags: {} as 'busy' | 'error' | 'charging',
  },
  actors: {
    ...orderFlow.flowActors,
    /** PUT v4/order/{id}/acquire/stop. */
    stopAcquire: fromPromise<OrderLike, { orderId: string }>(notProvided('stopAcquire')),
  },
  actions: { record: assign((_, params: orderFlow.OrderRecord) => params) },
  guards: orderFlow.outcomeGuards,
}).createMachine({
  id: 'evCharge',
  description:
    'EV charging: the driver picks a charger, reserves the pre-authorisation on the summary, charges, stops ' +
    'the charging when done and gets the final total.',
  context: ({ input }) => ({ ...input }),
  initial: 'starting',
  on: {
    'notice.dismissed': {
      actions: assign({ notice: undefined }),
      description: 'The driver closes the notice that the platform refused to stop the charging.',
    },
  },
  states: {
    ...orderFlow.entryStates,
    /** Summary with the prices, payment, and the connection check: the shared lifecycle. */
    ordering: orderFlow.orderingState<EvChargeInput>({
      description:
        'The summary with the prices and the pre-authorisation (the order is created and paid when the driver ' +
        'pays), then the charging screen waits for the charger to start (the connection check).',
      // Reserved and paid on the summary; the paid order is awaited until the charger starts (the connection check).
      settings: {
        createAt: 'payment',
        target: [...supplyingStates, ...doneStates],
        cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
        asksOdometer: false,
      },
      request: () => ({ autoAcquire: false }),
      reached: [
        { states: supplyingStates, target: 'charging' },
        { states: invoicedStates, target: 'finished' },
        { target: 'finishing' },
      ],
      ends: { cancelFailed: false, cancelledOrder: 'dropped' },
    }),
    charging: {
      description: 'The charging screen: the car charges until the driver stops it here or the charger ends by itself.',
      tags: 'charging',
      on: {
        'finish.confirmed': { target: 'stopping', description: 'The driver confirms “Finish charging”.' },
        'refresh.requested': {
          actions: sendTo('orderPoll', { type: 'refresh.requested' }),
          description: 'The driver pulls to refresh: the order is read now instead of at the next poll.',
        },
      },
      invoke: orderFlow.orderWait<EvChargeContext>({
        targets: doneStates,
        wait: 'other',
        ends: [{ target: 'finishing' }, { states: ['CANCELLED'], target: 'dropped' }],
        otherwise: { target: 'failed', errorCode: 'payment' },
      }),
    },
    stopping: {
      description: 'The charging screen shows that the app is asking the platform to stop the charging.',
      tags: ['busy', 'charging'],
      invoke: {
        id: 'stopAcquire',
        src: 'stopAcquire',
        input: ({ context }) => ({ orderId: context.order?._id ?? '' }),
        onDone: {
          target: 'finishing',
          actions: assign({ order: ({ event }) => event.output }),
          description: 'The platform stopped the charging: the final total is awaited.',
        },
        onError: {
          target: 'charging',
          actions: assign({ notice: 'stopFailed' }),
          description:
            'The platform refused to stop: the car keeps charging and a notice tells the driver to stop at the charger.',
        },
      },
    },
    /** Charging ended; the total is final once the order completes (PROBLEM and CANCELLED end the wait too). */
    finishing: {
      description: 'Charging ended: the finish screen waits for the order to complete, for the final total.',
      tags: 'busy',
      invoke: orderFlow.orderWait<EvChargeContext>({
        targets: [...invoicedStates, 'PROBLEM', 'CANCELLED'],
        wait: 'complete',
        ends: [
          { states: invoicedStates, target: 'finished' },
          { states: ['CANCELLED'], target: 'dropped' },
        ],
        otherwise: { target: 'failed', errorCode: 'payment' },
      }),
    },
    finished: { type: 'final', description: 'The finish screen shows the final total of the charging.' },
    cancelled: {
      type: 'final',
      description: 'The driver cancelled before the charging started: the cancel page says the order is cancelled.',
    },
    dropped: {
      type: 'final',
      description: 'The platform cancelled the order: the driver is back at the choice of charger, without an error.',
    },
    failed: {
      type: 'final',
      tags: 'error',
      description:
        'Something went wrong: the payment error page, or another that fits (the order could not be created).',
    },
  },
});
