/**
 * The lifecycle's payment step (the summary): the checkout chart (machines/checkout, child `checkout`) takes the
 * driver through choosing and confirming the payment and ends in an outcome; once it is `paid`, the order is
 * created if it is not yet and the payment authorised, while the summary still shows the checkout as it ended.
 * A payment that does not go through and charged nothing reopens a new checkout at the choice of method, with
 * what the driver chose and why it did not go through.
 */
import { assign } from 'xstate';
import { checkoutInput, lifecycleSetup } from './orderLifecycle.setup';

/** Back to the summary's choice: the payment did not go through, nothing was charged, and it says why. */
const reopen = (problem: 'declined' | 'refused' | 'notCreated' | 'notConfirmed') =>
  ({
    target: '#orderLifecycle.checkout',
    reenter: true,
    actions: { type: 'reopenCheckout', params: { problem } },
  }) as const;

export const checkoutState = lifecycleSetup.createStateConfig({
  description:
    'The summary: the driver sees what the order is for and its price, and pays through the checkout (its own ' +
    'chart); then the order is created if it is not yet and the payment authorised.',
  invoke: {
    id: 'checkout',
    src: 'checkout',
    input: ({ context }) => checkoutInput(context),
    onDone: [
      {
        guard: {
          type: 'the checkout ended with the given outcome',
          params: ({ event }) => ({ result: event.output, type: 'paid' }),
        },
        target: '.paying',
        actions: [
          { type: 'keepPayment', params: ({ event }) => ({ result: event.output }) },
          // A refused cancel the summary said is over: the driver pays the order after all.
          assign({ notice: undefined }),
        ],
        description: 'The driver confirmed the payment (method, token, two-factor proof): the order is paid next.',
      },
      {
        guard: {
          type: 'the checkout ended with the given outcome',
          params: ({ event }) => ({ result: event.output, type: 'cancelled' }),
        },
        target: 'cancelling',
        actions: assign({ cancelledUnpaid: true }),
        description:
          'The driver cancelled on the summary, where the flow allows it (wash, gift card, shop, an unpaid prepay ' +
          'order): nothing was paid for the order.',
      },
      {
        target: 'failed',
        actions: { type: 'recordFailure', params: { phase: 'payment' } },
        description: 'The checkout could not go on (a fault of the app): nothing was paid.',
      },
    ],
    onError: {
      target: 'failed',
      actions: { type: 'recordFailure', params: { phase: 'payment' } },
      description: 'The checkout broke down (a fault of the app): nothing was paid.',
    },
  },
  initial: 'open',
  states: {
    open: {
      description:
        'The checkout takes the driver through the payment: the mileage, the method, its confirmation, the wallet ' +
        'or the PIN.',
      on: {
        // "Follow it here": the running order of the driver's for this product instead of a second one.
        'order.resumed': {
          guard: 'a running order is offered instead',
          target: '#orderLifecycle.resuming',
          actions: assign({ orderId: ({ context }) => context.runningOrderId, runningOrderId: undefined }),
          description: 'The driver chooses “follow it here”: the running order is resumed instead of paying again.',
        },
      },
    },
    /** Paying: the order is created if it is not yet, then authorised. */
    paying: {
      description: 'The driver has confirmed the payment; the order is paid next.',
      always: [
        {
          guard: 'the order is created already',
          target: 'authorizing',
          description: 'The order exists: the payment is authorised.',
        },
        { target: 'creatingOrder', description: 'No order yet (prepay, EV): it is created first.' },
      ],
    },
    creatingOrder: {
      description:
        'The app creates the order with everything the driver chose (the product, the vehicle and its mileage); ' +
        'the summary shows it busy.',
      tags: 'busy',
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: ({ context }) => ({ ...context.request, ...context.payment?.vehicle }),
        onDone: {
          target: 'authorizing',
          actions: assign({ order: ({ event }) => event.output }),
          description: 'Created as the driver pays: the payment follows at once.',
        },
        onError: [
          // The driver's order at this product: found and offered like one found before creating.
          {
            guard: {
              type: 'the driver has an order running at this product that was not looked up again',
              params: ({ event }) => ({ error: event.error }),
            },
            target: '#orderLifecycle.findingRunningOrder',
            actions: assign({ conflictChecked: true }),
            description:
              'The platform says an order of the driver’s already runs here: it is looked up once more and offered.',
          },
          // Nothing was created, so nothing was charged: the summary offers the payment again.
          {
            ...reopen('notCreated'),
            description: 'The order could not be created: the summary says nothing was charged and offers it again.',
          },
        ],
      },
    },
    authorizing: {
      description: 'The app asks the platform to authorise the payment; the summary shows it busy.',
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
          userDetails: context.payment?.userDetails,
        }),
        onDone: [
          {
            guard: {
              type: 'there is a page to send the driver to',
              params: ({ event }) => ({ url: event.output.interactionUrl }),
            },
            target: '#orderLifecycle.awaitingInteraction',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.interactionUrl ?? '' }) },
            description: 'The bank wants the driver (3-D Secure, an app approval): the browser goes to its page.',
          },
          { target: '#orderLifecycle.waitingForTarget', description: 'The payment is authorised.' },
        ],
        onError: [
          {
            guard: {
              type: 'the bank or the platform declined the method',
              params: ({ event }) => ({ error: event.error }),
            },
            ...reopen('declined'),
            description: 'The method was declined: the summary says so, nothing was charged, and it can be paid again.',
          },
          {
            guard: {
              type: 'the platform refused the payment and nothing was authorised',
              params: ({ event }) => ({ error: event.error }),
            },
            ...reopen('refused'),
            description: 'The platform refused the payment: the summary says so, nothing was charged.',
          },
          // No answer (offline, timeout) or a conflict: the order is read again before anything is said.
          {
            target: 'verifyingPayment',
            description: 'No answer (offline, a timeout) or a conflict: the order tells whether it was paid.',
          },
        ],
      },
    },
    /** The authorisation's outcome is unknown: the order tells whether it was paid. */
    verifyingPayment: {
      description: 'Whether the payment went through is not known: the app reads the order; the summary stays busy.',
      tags: 'busy',
      invoke: {
        id: 'fetchOrder',
        src: 'fetchOrder',
        input: ({ context }) => ({ orderId: context.order?._id ?? '' }),
        onDone: [
          {
            guard: {
              type: 'the order is still unpaid and no bank page waits',
              params: ({ event }) => ({ order: event.output }),
            },
            ...reopen('notConfirmed'),
            actions: [
              assign({ order: ({ event }) => event.output }),
              { type: 'reopenCheckout', params: { problem: 'notConfirmed' } },
            ],
            description: 'The order is still unpaid: the summary says the payment did not go through.',
          },
          {
            target: '#orderLifecycle.resumed',
            actions: assign({ order: ({ event }) => event.output }),
            description: 'The order moved on: its state says where the flow stands, as after a reload.',
          },
        ],
        onError: {
          target: '#orderLifecycle.failed',
          actions: { type: 'recordFailure', params: { phase: 'payment' } },
          description: 'The order could not be read either: whether it was paid stays unknown.',
        },
      },
    },
  },
});
