/**
 * The order lifecycle every order flow shares (SPEC.md section 4): find a running order of the driver's for the
 * same product, create the order once, take the payment, authorise it, follow the bank's page and resume after
 * it, wait for the flow's target state, and end in one of four outcomes. Prepay, postpay, wash and EV invoke it
 * with their own settings and keep their own charts only for what differs (fueling, codes, charging).
 *
 * The payment step (`checkout`): the checkout chart (machines/checkout, child `checkout`) takes the driver through
 * the odometer, the eligible method, its confirmation, the wallet and the two-factor step, and ends `paid` (with
 * the method, the token and the two-factor proof), `cancelled` or `failed`. Once paid the order is created if it
 * is not yet, then authorised; a payment that did not go through reopens the checkout at the choice of method.
 *
 * Invariants:
 * - One order: it is created only from `creatingOrder` (as the flow starts) or `checkout.creatingOrder` (as the
 *   driver pays), each entered only without an order; with an `orderId` (a reload, a bank return) or a running
 *   order of the driver's for this product the flow resumes it instead.
 * - One authorisation: `checkout.authorizing` is entered only once the checkout ended paid, and the payment step
 *   is left for good once the order is authorised; a resumed order that was paid, or whose bank page waits, is
 *   never offered for payment.
 * - Never a payment of nothing: an unpaid order resumed without what paying it needs (`choiceNeeded`, a prepay
 *   amount) ends `choiceNeeded` before any checkout, and the flow asks for the choice again.
 * - Outcomes (the output): `reached` with the order in a target state; `cancelled` when the driver's cancel
 *   went through; `cancelFailed` when it was refused and the flow says that ends it; `choiceNeeded`; `failed`
 *   with the phase it failed in and the order when one was read. The flow turns them into its screens.
 */
import { assign } from 'xstate';
import { restoredVehicle } from '../checkout';
import { checkoutState } from './orderLifecycle.payment';
import { resumedState, resumingState } from './orderLifecycle.resume';
import { failure, lifecycleSetup } from './orderLifecycle.setup';

export * from './orderLifecycle.types';

export const orderLifecycleMachine = lifecycleSetup.createMachine({
  id: 'orderLifecycle',
  description:
    'What every order flow shares: the order is found or created once, paid on the summary (through the bank’s ' +
    'page when it asks), then followed until it reaches what the flow waits for. It ends reached, cancelled, ' +
    'with a refused cancel, or failed; the flow shows the screen for each.',
  context: ({ input }) => ({ ...input, paymentProblem: input.declinedAtBank ? 'declined' : undefined }),
  initial: 'starting',
  output: ({ context }) => context.outcome ?? failure('resume'),
  on: {
    'notice.dismissed': {
      actions: assign({ notice: undefined }),
      description: 'The driver closes the notice that the platform refused the cancel.',
    },
  },
  states: {
    starting: {
      description: 'The flow has just opened; nothing is shown yet.',
      always: [
        {
          guard: 'an order is to be resumed',
          target: 'resuming',
          description: 'The address names an order (a reload, a return from the bank): it is read again.',
        },
        { target: 'findingRunningOrder', description: 'A new order: first a look for one already running.' },
      ],
    },
    /** A running order of the driver's for this product is resumed, never doubled. */
    findingRunningOrder: {
      description:
        'The app looks for an order of the driver’s already running for this station and product, so as not to ' +
        'start a second one; the driver sees it loading.',
      tags: ['busy', 'loading'],
      invoke: {
        id: 'findRunningOrder',
        src: 'findRunningOrder',
        input: ({ context }) => context.request,
        onDone: [
          {
            guard: {
              type: 'the driver has a running order for this product',
              params: ({ event }) => ({ order: event.output }),
            },
            target: 'offeringRunningOrder',
            actions: assign({ runningOrderId: ({ event }) => event.output?._id }),
            description: 'The driver already has an order running here.',
          },
          {
            guard: 'the flow creates the order as it starts',
            target: 'creatingOrder',
            description: 'None runs, and this flow creates its order at once (postpay fuel, wash, gift card, shop).',
          },
          {
            target: 'checkout',
            description: 'None runs: the summary, where the order is created when the driver pays (prepay, EV).',
          },
        ],
        // The check must not stop a payment: without an answer the flow goes on as if there were none.
        onError: [
          {
            guard: 'the flow creates the order as it starts',
            target: 'creatingOrder',
            description: 'No answer: the flow goes on as if none ran, and creates its order at once.',
          },
          { target: 'checkout', description: 'No answer: the flow goes on as if none ran, to the summary.' },
        ],
      },
    },
    /**
     * Flows that create the order on entry resume the running one at once; the others show it on their
     * summary ("follow it here") and block a second payment there.
     */
    offeringRunningOrder: {
      description: 'A running order was found; where it goes depends on the flow.',
      always: [
        {
          guard: 'the flow creates the order as it starts',
          target: 'resuming',
          actions: assign({ orderId: ({ context }) => context.runningOrderId }),
          description: 'This flow takes the running order over at once instead of creating one.',
        },
        {
          target: 'checkout',
          description: 'The summary offers to follow the running order and blocks a second payment.',
        },
      ],
    },
    resuming: resumingState,
    /** Where the order's state puts a resumed flow. */
    resumed: resumedState,
    /** A created order: paid now (prepay, EV) or once the platform prices it (postpay, wash). */
    beforePayment: {
      description: 'A created order that is not paid yet; where it is paid depends on the flow.',
      always: [
        {
          guard: 'the driver chooses again before paying',
          target: 'choiceNeeded',
          actions: assign({ outcome: { type: 'choiceNeeded' } }),
          description:
            'The address lacks what paying needs (a prepay amount): the driver chooses it again, the order kept.',
        },
        {
          guard: 'the flow creates the order as it starts',
          target: 'waitingToPay',
          description: 'Postpay fuel, wash, gift card, shop: the platform prices the order before it can be paid.',
        },
        { target: 'checkout', description: 'Prepay, EV: the summary offers the payment.' },
      ],
    },
    /** Postpay fuel, wash, gift card, shop: the order is created as the flow starts and paid once priced. */
    creatingOrder: {
      description:
        'The app creates the order with everything the driver chose (the product, and a vehicle and mileage kept ' +
        'from before); the driver sees it busy.',
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        // A reload of a summary: the mileage given there, as far as it still holds.
        input: ({ context }) => ({ ...context.request, ...restoredVehicle(context.draft) }),
        onDone: {
          target: 'waitingToPay',
          actions: assign({ order: ({ event }) => event.output }),
          description: 'Created as the flow starts: it is paid once the platform has priced it.',
        },
        onError: [
          // The driver's order at this product: found and resumed like one found before creating.
          {
            guard: {
              type: 'the driver has an order running at this product that was not looked up again',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'findingRunningOrder',
            actions: assign({ conflictChecked: true }),
            description:
              'The platform says an order of the driver’s already runs here: it is looked up once more and resumed.',
          },
          // There is no summary to go back to yet.
          {
            target: 'failed',
            actions: { type: 'recordFailure', params: { phase: 'creation' } },
            description: 'The order could not be created, and there is no summary to go back to yet.',
          },
        ],
      },
    },
    /** Postpay and wash: the product is given first; the order can be paid once PAYMENT_PENDING. */
    waitingToPay: {
      description:
        'Postpay fuel, wash, gift card, shop: the product is given or priced first (the driver fuels, for postpay fuel); the ' +
        'order is followed until it can be paid.',
      on: {
        'cancel.requested': {
          guard: { type: 'the driver may cancel at the given step', params: { place: 'waitingToPay' } },
          target: 'cancelling',
          description: 'The driver cancels, where the flow allows it at this step (postpay fuel).',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: ['PAYMENT_PENDING'], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'the wait reached its targets', params: ({ event }) => ({ output: event.output }) },
            target: 'checkout',
            actions: assign({ order: ({ event }) => event.output.order }),
            description: 'The order is PAYMENT_PENDING: the summary shows the total to pay.',
          },
          {
            target: 'failed',
            actions: assign({ outcome: ({ event }) => failure('beforePayment', event.output.order) }),
            description: 'The order ended in PROBLEM, CANCELLED, FAILED or REJECTED before it could be paid.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: { phase: 'beforePayment' } },
          description: 'The wait broke down (a fault of the app, not the platform).',
        },
      },
    },
    /** The summary's payment step (orderLifecycle.payment.ts): the checkout, then creation and authorisation. */
    checkout: checkoutState,
    /** The browser is on the bank's page; the flow resumes when it comes back (a new page load). */
    awaitingInteraction: {
      description:
        'The browser has left for the bank’s page; the flow picks up again when the driver comes back to the app.',
      tags: ['busy', 'paid'],
    },
    /** Paid: the flow's target state is awaited (the pump released, the codes issued, the charger started). */
    waitingForTarget: {
      description:
        'Paid: the driver waits for the order to get going (the pump released, the codes issued, the charger ' +
        'started, the product released) while the app reads it every 2.5 seconds.',
      tags: 'paid',
      // Paid: the summary's choices are not kept for another order.
      entry: 'dropDraft',
      on: {
        'cancel.requested': {
          guard: { type: 'the driver may cancel at the given step', params: { place: 'waitingForTarget' } },
          target: 'cancelling',
          description: 'The driver cancels, where the flow allows it after paying (prepay, EV).',
        },
      },
      invoke: {
        id: 'orderPoll',
        src: 'orderPoll',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', targets: [...context.target], wait: 'other' }),
        onDone: [
          {
            guard: { type: 'the wait reached its targets', params: ({ event }) => ({ output: event.output }) },
            target: 'reached',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => ({ type: 'reached', order: event.output.order }),
            }),
            description: 'The order reached what the flow waits for.',
          },
          {
            target: 'failed',
            actions: assign({
              order: ({ event }) => event.output.order,
              outcome: ({ event }) => failure('afterPayment', event.output.order),
            }),
            description: 'The order ended in PROBLEM, CANCELLED, FAILED or REJECTED after the payment.',
          },
        ],
        onError: {
          target: 'failed',
          actions: { type: 'recordFailure', params: { phase: 'afterPayment' } },
          description: 'The wait broke down (a fault of the app, not the platform).',
        },
      },
    },
    cancelling: {
      description: 'The driver asked to cancel: the app cancels the order and waits for it to be cancelled.',
      tags: 'busy',
      invoke: {
        id: 'orderCancel',
        src: 'orderCancel',
        input: ({ context }) => ({ orderId: context.order?._id ?? '', orderType: context.cancel.orderType }),
        onDone: [
          {
            guard: { type: 'the cancel went through', params: ({ event }) => ({ output: event.output }) },
            target: 'cancelled',
            actions: assign({ outcome: { type: 'cancelled' } }),
            description: 'The order is cancelled.',
          },
          {
            guard: 'the driver cancelled before any payment',
            target: 'checkout',
            actions: assign({ notice: 'cancelFailed', cancelledUnpaid: false }),
            description:
              'The cancel of an unpaid order was refused: the summary says so, and the order can be paid or the ' +
              'cancel tried again.',
          },
          {
            guard: 'the order goes on when a cancel is refused',
            target: 'waitingForTarget',
            actions: assign({ notice: 'cancelFailed' }),
            description: 'The cancel was refused (prepay, EV): a notice says so and the order goes on.',
          },
          {
            target: 'cancelFailed',
            actions: assign({ outcome: { type: 'cancelFailed' } }),
            description: 'The cancel was refused and the flow ends on the cancel page.',
          },
        ],
        onError: [
          {
            guard: 'the driver cancelled before any payment',
            target: 'checkout',
            actions: assign({ notice: 'cancelFailed', cancelledUnpaid: false }),
            description:
              'The cancel of an unpaid order broke down: the summary says so, and the order can be paid or the ' +
              'cancel tried again.',
          },
          {
            guard: 'the order goes on when a cancel is refused',
            target: 'waitingForTarget',
            actions: assign({ notice: 'cancelFailed' }),
            description: 'The cancel broke down (prepay, EV): a notice says so and the order goes on.',
          },
          {
            target: 'cancelFailed',
            actions: assign({ outcome: { type: 'cancelFailed' } }),
            description: 'The cancel broke down and the flow ends on the cancel page.',
          },
        ],
      },
    },
    reached: {
      type: 'final',
      description: 'The order reached what the flow waits for; the flow takes over (fueling, codes, charging).',
    },
    cancelled: {
      type: 'final',
      entry: 'dropDraft',
      description: 'The driver’s cancel went through; the flow shows the cancel page.',
    },
    cancelFailed: {
      type: 'final',
      description: 'The platform refused the driver’s cancel; the flow shows the cancel page saying so.',
    },
    choiceNeeded: {
      type: 'final',
      description:
        'An unpaid order was opened without what paying it needs: the flow goes back to that choice, keeping the order.',
    },
    failed: {
      type: 'final',
      description: 'The order failed, or could not be found or followed; the flow shows the error page that fits.',
    },
  },
});
