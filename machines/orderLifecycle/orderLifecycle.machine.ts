/**
 * The order lifecycle every order flow shares (SPEC.md section 4): find a running order of the driver's for the
 * same product, create the order once, take the payment, authorise it, follow the bank's page and resume after
 * it, wait for the flow's target state, and end in one of four outcomes. Prepay, postpay, wash and EV invoke it
 * with their own settings and keep their own charts only for what differs (fueling, codes, charging).
 *
 * The payment step (`checkout`): the odometer first where the account asks for it (registered drivers, once
 * per order), then the eligible method (the `checkoutEligibility` child), then the confirmation step for the
 * methods that need one (skipped with quickCheckout), the device wallet's token (Google Pay, Apple Pay, amount
 * above zero) and the PIN where the method needs two-factor confirmation (PayPal).
 *
 * Invariants:
 * - One order: it is created only from `creatingOrder`, which is entered only without an order; with an
 *   `orderId` (a reload, a bank return) or a running order of the driver's for this product the flow resumes
 *   it instead.
 * - One authorisation: `authorizing` is entered only from the payment step, which is left for good once the
 *   order is authorised; a resumed order that was paid, or whose bank page waits, is never offered for payment.
 * - Outcomes (the output): `reached` with the order in a target state; `cancelled` when the driver's cancel
 *   went through; `cancelFailed` when it was refused and the flow says that ends it; `failed` with the phase
 *   it failed in and the order when one was read. The flow turns them into its screens.
 */
import { assign } from 'xstate';
import { failedStates } from '../shared/orderStates';
import { checkoutState } from './orderLifecycle.checkout';
import { failure, lifecycleSetup, pendingBankPage, restoredVehicle, userDetails } from './orderLifecycle.setup';

export * from './orderLifecycle.types';

export const orderLifecycleMachine = lifecycleSetup.createMachine({
  id: 'orderLifecycle',
  context: ({ input }) => ({
    ...input,
    paymentProblem: input.declinedAtBank ? 'declined' : undefined,
    // A reload of the summary: what the driver chose before, as far as it still holds.
    vehicle: restoredVehicle(input.draft),
    typedMileage: input.draft?.typedMileage,
    methodToRestore: input.draft?.methodId,
  }),
  initial: 'starting',
  output: ({ context }) => context.outcome ?? failure('resume'),
  on: { 'notice.dismissed': { actions: assign({ notice: undefined }) } },
  states: {
    starting: {
      always: [{ guard: 'isResuming', target: 'resuming' }, { target: 'findingRunningOrder' }],
    },
    /** A running order of the driver's for this product is resumed, never doubled. */
    findingRunningOrder: {
      tags: 'busy',
      invoke: {
        id: 'findRunningOrder',
        src: 'findRunningOrder',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: { type: 'isRunning', params: ({ event }) => ({ order: event.output }) },
            target: 'offeringRunningOrder',
            actions: assign({ runningOrderId: ({ event }) => event.output?._id }),
          },
          { guard: 'createsAtStart', target: 'creatingOrder' },
          { target: 'checkout' },
        ],
        // The check must not stop a payment: without an answer the flow goes on as if there were none.
        onError: [{ guard: 'createsAtStart', target: 'creatingOrder' }, { target: 'checkout' }],
      },
    },
    /**
     * Flows that create the order on entry resume the running one at once; the others show it on their
     * summary ("follow it here") and block a second payment there.
     */
    offeringRunningOrder: {
      always: [
        {
          guard: 'createsAtStart',
          target: 'resuming',
          actions: assign({ orderId: ({ context }) => context.runningOrderId }),
        },
        { target: 'checkout' },
      ],
    },
    resuming: {
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.orderId ?? '' }),
        onDone: { target: 'resumed', actions: assign({ order: ({ event }) => event.output }) },
        onError: [
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'failed',
            actions: { type: 'recordFailure', params: { phase: 'notFound' } },
          },
          { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'resume' } } },
        ],
      },
    },
    /** Where the order's state puts a resumed flow. */
    resumed: {
      always: [
        // The URL is input: an order of another station, product or type is not this flow's to show.
        {
          guard: 'isOtherOrder',
          target: 'failed',
          actions: [assign({ order: undefined }), { type: 'recordFailure', params: { phase: 'notFound' } }],
        },
        { guard: { type: 'is', params: { states: ['CREATED'] } }, target: 'beforePayment' },
        {
          guard: 'isWaitingForBank',
          target: 'awaitingInteraction',
          actions: {
            type: 'openInteraction',
            params: ({ context }) => ({ url: (context.order && pendingBankPage(context.order)) ?? '' }),
          },
        },
        { guard: 'isPayable', target: 'checkout' },
        { guard: 'isTarget', target: 'waitingForTarget' },
        { guard: 'isExpired', target: 'failed', actions: { type: 'recordFailure', params: { phase: 'resume' } } },
        // The bank declined and the order ended with it: the summary offers the payment again, on a new order.
        { guard: 'wasDeclinedAtBank', target: 'checkout', actions: assign({ order: undefined }) },
        {
          guard: { type: 'is', params: { states: failedStates } },
          target: 'failed',
          actions: { type: 'recordFailure', params: { phase: 'resume' } },
        },
        { target: 'waitingForTarget' },
      ],
    },
    /** A created order: paid now (prepay, EV) or once the platform prices it (postpay, wash). */
    beforePayment: {
      always: [{ guard: 'createsAtStart', target: 'waitingToPay' }, { target: 'checkout' }],
    },
    creatingOrder: {
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ ...context.request, ...context.vehicle }),
        onDone: [
          { guard: 'createsAtStart', target: 'waitingToPay', actions: assign({ order: ({ event }) => event.output }) },
          { target: 'authorizing', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: [
          // The driver's order at this product: found and offered (or resumed) like one found before creating.
          {
            guard: { type: 'isRunningElsewhere', params: ({ event }) => ({ error: event.error }) },
            target: 'findingRunningOrder',
            actions: assign({ conflictChecked: true }),
          },
          // Created on entry (postpay, wash): there is no summary to go back to yet.
          {
            guard: 'createsAtStart',
            target: 'failed',
            actions: { type: 'recordFailure', params: { phase: 'creation' } },
          },
          // Nothing was created, so nothing was charged: the summary offers the payment again.
          { target: '#orderLifecycle.checkout.choosing', actions: assign({ paymentProblem: 'notCreated' }) },
        ],
      },
    },
    /** Postpay and wash: the product is given first; the order can be paid once PAYMENT_PENDING. */
    waitingToPay: {
      on: {
        'cancel.requested': {
          guard: { type: 'canCancelFrom', params: { place: 'waitingToPay' } },
          target: 'cancelling',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: ['PAYMENT_PENDING'], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'checkout',
            actions: assign({ order: ({ event }) => event.output.order }),
          },
          {
            target: 'failed',
            actions: assign({ outcome: ({ event }) => failure('beforePayment', event.output.order) }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'beforePayment' } } },
      },
    },
    /** The summary's payment step (orderLifecycle.checkout.ts). */
    checkout: checkoutState,
    /** Paying: the order is created if it is not yet, then authorised. */
    paying: {
      always: [{ guard: 'hasOrder', target: 'authorizing' }, { target: 'creatingOrder' }],
    },
    authorizing: {
      tags: 'busy',
      invoke: {
        id: 'authorize',
        src: 'authorize',
        input: ({ context }) => ({
          orderId: context.order?._id ?? '',
          amount: context.amount,
          payment: context.payment?.paymentToken
            ? { paymentToken: context.payment.paymentToken }
            : { paymentMethodId: context.payment?.method.id },
          userDetails: userDetails(context),
        }),
        onDone: [
          {
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.interactionUrl }) },
            target: 'awaitingInteraction',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl ?? '' }) },
          },
          { target: 'waitingForTarget' },
        ],
        onError: [
          {
            guard: { type: 'isDeclined', params: ({ event }) => ({ error: event.error }) },
            target: '#orderLifecycle.checkout.choosing',
            actions: assign({ paymentProblem: 'declined' }),
          },
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: '#orderLifecycle.checkout.choosing',
            actions: assign({ paymentProblem: 'refused' }),
          },
          // No answer (offline, timeout) or a conflict: the order is read again before anything is said.
          { target: 'verifyingPayment' },
        ],
      },
    },
    /** The authorisation's outcome is unknown: the order tells whether it was paid. */
    verifyingPayment: {
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.order?._id ?? '' }),
        onDone: [
          {
            guard: { type: 'isUnpaid', params: ({ event }) => ({ order: event.output }) },
            target: '#orderLifecycle.checkout.choosing',
            actions: assign({ order: ({ event }) => event.output, paymentProblem: 'notConfirmed' }),
          },
          { target: 'resumed', actions: assign({ order: ({ event }) => event.output }) },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'payment' } } },
      },
    },
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: { tags: ['busy', 'paid'] },
    /** Paid: the flow's target state is awaited (the pump released, the codes issued, the charger started). */
    waitingForTarget: {
      tags: 'paid',
      // Paid: the summary's choices are not kept for another order.
      entry: 'dropDraft',
      on: {
        'cancel.requested': {
          guard: { type: 'canCancelFrom', params: { place: 'waitingForTarget' } },
          target: 'cancelling',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: [...context.target], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'reached', params: ({ event }) => ({ output: event.output }) },
            target: 'reached',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => ({ type: 'reached', order: event.output.order }),
            }),
          },
          {
            target: 'failed',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => failure('afterPayment', event.output.order),
            }),
          },
        ],
        onError: { target: 'failed', actions: { type: 'recordFailure', params: { phase: 'afterPayment' } } },
      },
    },
    cancelling: {
      tags: 'busy',
      invoke: {
        id: 'orderCancel',
        src: 'orderCancel',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', orderType: context.cancel.orderType }),
        onDone: [
          {
            guard: { type: 'wasCancelled', params: ({ event }) => ({ output: event.output }) },
            target: 'cancelled',
            actions: assign({ outcome: { type: 'cancelled' } }),
          },
          { guard: 'goesOnWhenRefused', target: 'waitingForTarget', actions: assign({ notice: 'cancelFailed' }) },
          { target: 'cancelFailed', actions: assign({ outcome: { type: 'cancelFailed' } }) },
        ],
        onError: [
          { guard: 'goesOnWhenRefused', target: 'waitingForTarget', actions: assign({ notice: 'cancelFailed' }) },
          { target: 'cancelFailed', actions: assign({ outcome: { type: 'cancelFailed' } }) },
        ],
      },
    },
    reached: { type: 'final' },
    cancelled: { type: 'final', entry: 'dropDraft' },
    cancelFailed: { type: 'final' },
    failed: { type: 'final' },
  },
});
