/**
 * The checkout: how a summary is paid (SPEC.md section 4 "Payment method chosen for checkout", section 5). The
 * order lifecycle invokes it (child `checkout`) on the summary and reacts to its outcome; every payment means
 * lands here. The odometer first where the account asks for it (registered drivers, once per order), the
 * eligible method (the `checkoutEligibility` child, mirrored into the context), then the steps the method
 * needs: a fuel card's questions, the confirmation step (skipped with quickCheckout and for the methods of
 * SPEC.md section 9), Amazon's checkout, the device wallet's token (Google Pay, Apple Pay, amount above zero)
 * and the driver's two-factor confirmation (PIN or device biometrics) for the methods that ask for it.
 *
 * What the driver chooses here (the method picked, the mileage given or typed) goes to the app with `keepDraft`
 * as it changes and comes back as the input's `draft` after a reload, or from the lifecycle when a payment did
 * not go through. A method chosen before is picked again once the methods are judged only if it may pay here;
 * otherwise the check's own choice (the preferred method) stands. The draft's mileage is judged like a typed one.
 *
 * Invariants:
 * - The chosen method has one name, `chosenMethodId`, in this context; what is paid with is fixed when the
 *   driver taps pay (`payment`) and goes out with the outcome.
 * - Nothing is paid from here: `paid` hands the method, the wallet's token and the two-factor proof to the
 *   lifecycle, which creates and authorises the order once. A failed or cancelled step pays nothing.
 * - Outcomes (the output): `paid`; `cancelled` when the driver cancelled on the summary where the flow allows it;
 *   `failed` with a reason when the checkout could not go on.
 */
import { assign, sendTo } from 'xstate';
import { odometerState } from './checkout.odometer';
import { checkoutSetup, draftOf, initialContext, payAmount, payCurrency } from './checkout.setup';
import { twoFactorState } from './checkout.twoFactor';

export * from './checkout.types';

export const checkoutMachine = checkoutSetup.createMachine({
  id: 'checkout',
  description:
    'How the summary is paid: the driver chooses how to pay and pays, with the steps the account and the method ' +
    'ask for (the mileage, a fuel card’s questions, a confirmation, the wallet, a PIN or biometrics). It ends ' +
    'paid, cancelled or failed; the order lifecycle then creates and authorises the order.',
  context: ({ input }) => initialContext(input),
  initial: 'deciding',
  // Each final state records its outcome as it is entered.
  output: ({ context }) => context.outcome ?? { type: 'failed', reason: 'eligibilityBroke' },
  invoke: {
    id: 'eligibility',
    src: 'checkoutEligibility',
    input: ({ context }) => ({ isGuest: context.isGuest, hasTwoFactor: context.twoFactorMethod !== 'none' }),
    onSnapshot: [
      {
        guard: {
          type: 'the methods are judged and the method chosen before may pay here',
          params: ({ event }) => ({ snapshot: event.snapshot }),
        },
        description: 'The methods are loaded: the method the driver chose before is picked again.',
        actions: [
          { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
          sendTo('eligibility', ({ context }) => ({ type: 'payment.changed', methodId: context.chosenMethodId ?? '' })),
          assign({ restoring: false }),
        ],
      },
      // Not offered any more (removed, refused here, unusable on this device): the check's own choice stands.
      {
        guard: {
          type: 'the methods are judged and a method chosen before waits to be picked again',
          params: ({ event }) => ({ snapshot: event.snapshot }),
        },
        actions: [
          { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
          assign({ restoring: false, chosenMethodId: undefined }),
        ],
        description:
          'The methods are loaded, but the method chosen before may not pay here any more: the preferred one stays.',
      },
      {
        actions: { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
        description: 'The check of the payment methods moved on: the summary shows where it stands.',
      },
    ],
    // The check keeps its own failures (a load that failed waits for "Try again"); this is a fault of the app.
    onError: {
      target: '.failed',
      description: 'The check of the payment methods broke down (a fault of the app): nothing is paid.',
    },
  },
  // The methods are checked anew each time the checkout opens (after a failed payment the last check no longer
  // holds).
  entry: sendTo('eligibility', { type: 'poi.requested' }),
  on: {
    'payment.changed': {
      description: 'The driver picks another payment method: it is checked anew and kept for a reload.',
      actions: [
        sendTo('eligibility', ({ event }) => event),
        assign({ chosenMethodId: ({ event }) => event.methodId, restoring: false, stepError: undefined }),
        { type: 'keepDraft', params: ({ context }) => draftOf(context) },
      ],
    },
    // The payment methods could not be loaded: the driver asks again.
    'checkout.retried': {
      actions: sendTo('eligibility', { type: 'poi.requested' }),
      description: 'The payment methods could not be loaded and the driver tries again.',
    },
    'cancel.requested': {
      guard: 'the flow lets the driver cancel on the summary',
      target: '.cancelled',
      description:
        'The driver cancels on the summary, where the flow allows it (wash, gift card, shop, and an order whose ' +
        'payment did not go through).',
    },
    'pin.unlocked': {
      actions: assign({
        pinLockedMinutes: undefined,
        stepError: ({ context }) => (context.stepError === 'pinLocked' ? undefined : context.stepError),
      }),
      description: 'The platform’s PIN lock is over: the PIN is asked for again at the next payment that needs it.',
    },
  },
  states: {
    deciding: {
      description: 'The summary opens; the mileage comes first where the account asks for it.',
      always: [
        {
          guard: 'the account asks a registered driver for the mileage',
          target: 'odometer',
          description: 'The account asks for the mileage and it was not given for this order yet.',
        },
        { target: 'choosing', description: 'No mileage to ask: straight to the payment.' },
      ],
    },
    odometer: odometerState,
    // What went wrong in the last step (a wallet, a confirmation) stays shown until the driver pays again.
    choosing: {
      description:
        'The summary with the payment method and the pay button; it says what went wrong with the last attempt, ' +
        'if anything.',
      // Back from Amazon's checkout, approved: the order is paid with that session once the methods allow it.
      always: {
        guard: 'the driver is back from Amazon with an approved session that may pay here',
        target: 'paid',
        actions: 'payWithAmazonSession',
        description: 'Back from Amazon with the payment approved: it is paid with that approval, once.',
      },
      on: {
        // The method is taken as the eligibility check left it; only an allowed one pays.
        'payment.started': {
          guard: 'the chosen method may pay and no running order is offered',
          target: 'starting',
          actions: 'choosePayment',
          description: 'The driver taps pay, with a method that may pay here.',
        },
      },
    },
    starting: {
      description: 'The driver tapped pay; the steps the method still needs follow at once.',
      // A new attempt: what went wrong with the last one is not shown any more.
      entry: assign({ stepError: undefined }),
      always: [
        {
          guard: 'the fuel card asks questions not answered yet',
          target: 'driverPrompts',
          description: 'A fuel card that asks for the VIN or the mileage, not answered yet.',
        },
        {
          guard: 'the method shows a confirmation step',
          target: 'confirming',
          description: 'The method shows “Confirm and pay” (not with quick checkout).',
        },
        {
          guard: 'Amazon Pay needs the approval on Amazon first',
          target: 'amazonCheckout',
          description: 'Amazon Pay: the driver approves on Amazon first.',
        },
        {
          guard: 'the device wallet must give a token',
          target: 'walletToken',
          description: 'Google Pay or Apple Pay with an amount above zero: the wallet’s sheet.',
        },
        {
          guard: 'the method needs a two-factor confirmation',
          target: 'twoFactor',
          description: 'PayPal, or a method registered for two-factor: the PIN or biometrics.',
        },
        { target: 'paid', description: 'Nothing more to ask: the order is paid.' },
      ],
    },
    /**
     * The fuel card's questions (SPEC.md section 5): its VIN (level 2 or more) and the mileage (levels 1 and 3,
     * unless the odometer step gave it). The answers are this dialog's "Confirm and pay": no second confirmation.
     */
    driverPrompts: {
      description: 'The fuel card’s dialog asks for the VIN and, where needed, the mileage; its button pays.',
      on: {
        'prompts.submitted': [
          {
            guard: {
              type: 'the answers to the fuel card questions are valid',
              params: ({ event }) => ({ vin: event.vin, km: event.km }),
            },
            target: 'confirmed',
            actions: { type: 'keepPrompts', params: ({ event }) => ({ vin: event.vin, km: event.km }) },
            description: 'The answers are valid: the payment goes on.',
          },
          {
            actions: assign({ stepError: 'promptsInvalid' }),
            description: 'An answer is not valid: the dialog says so.',
          },
        ],
        'payment.dismissed': {
          target: 'choosing',
          description: 'The driver closes the dialog: back to the summary, nothing is paid.',
        },
      },
    },
    /** The driver confirmed: what the method still needs before it pays. */
    confirmed: {
      description: 'The driver confirmed; what the method still needs follows at once.',
      always: [
        {
          guard: 'the method needs a two-factor confirmation',
          target: 'twoFactor',
          description: 'PayPal, or a method registered for two-factor: the PIN or biometrics.',
        },
        // Only a fuel card asks questions before it pays, so Amazon Pay's approval never follows them.
        {
          guard: 'the chosen method may pay and no running order is offered',
          target: 'paid',
          description: 'The method may still pay: the order is paid.',
        },
        { target: 'choosing', description: 'The method may not pay any more: back to the summary.' },
      ],
    },
    /** "Confirm and pay" for the methods that show a confirmation step (SPEC.md section 4). */
    confirming: {
      description: 'The confirmation step: the driver sees the amount and the method, and confirms or goes back.',
      on: {
        'payment.confirmed': [
          {
            guard: 'the method needs a two-factor confirmation',
            target: 'twoFactor',
            description: 'Confirmed; PayPal, or a method registered for two-factor, asks for the PIN or biometrics.',
          },
          {
            guard: 'Amazon Pay needs the approval on Amazon first',
            target: 'amazonCheckout',
            description: 'Confirmed; Amazon Pay: the driver approves on Amazon first.',
          },
          {
            guard: 'the chosen method may pay and no running order is offered',
            target: 'paid',
            description: 'Confirmed: the order is paid.',
          },
        ],
        'payment.dismissed': {
          target: 'choosing',
          description: 'The driver closes the dialog: back to the summary, nothing is paid.',
        },
      },
    },
    walletToken: {
      description: 'The device wallet’s sheet (Google Pay, Apple Pay) is open; the driver approves the payment there.',
      tags: 'busy',
      invoke: {
        id: 'requestWalletToken',
        src: 'requestWalletToken',
        input: ({ context }) => ({
          methodType: context.payment?.method.method ?? '',
          amount: payAmount(context),
          currency: payCurrency(context),
          productId: context.productId,
        }),
        onDone: [
          {
            guard: { type: 'the wallet gave a token', params: ({ event }) => ({ result: event.output }) },
            target: 'paid',
            actions: assign({
              payment: ({ context, event }) =>
                context.payment && {
                  ...context.payment,
                  paymentToken: event.output.status === 'token' ? event.output.token : undefined,
                },
            }),
            description: 'The wallet approved: the order is paid with its token.',
          },
          // A cancelled sheet is silent (SPEC.md section 8).
          { target: 'choosing', description: 'The driver closed the sheet: back to the summary, without a message.' },
        ],
        onError: {
          target: 'choosing',
          actions: assign({ stepError: 'walletFailed' }),
          description: 'The wallet failed: the summary says so.',
        },
      },
    },
    /** Amazon Pay: the configs for Amazon's checkout, where the driver approves (or cancels) the payment. */
    amazonCheckout: {
      description: 'The app prepares Amazon’s checkout for this payment; the summary shows it busy.',
      tags: 'busy',
      invoke: {
        id: 'startAmazonCheckout',
        src: 'startAmazonCheckout',
        input: ({ context }) => ({
          methodId: context.payment?.method.id ?? '',
          amount: payAmount(context),
          currency: payCurrency(context),
          orderId: context.order?._id,
        }),
        onDone: [
          {
            guard: {
              type: 'there is a page to send the driver to',
              params: ({ event }) => ({ url: event.output.url }),
            },
            target: 'leavingForAmazon',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.url ?? '' }) },
            description: 'The browser goes to Amazon’s checkout page.',
          },
          { target: 'leavingForAmazon', description: 'Amazon’s own script takes the browser to its checkout.' },
        ],
        onError: {
          target: 'choosing',
          actions: assign({ stepError: 'walletFailed' }),
          description: 'Amazon’s checkout could not be prepared: the summary says so.',
        },
      },
    },
    /**
     * The browser is on Amazon's checkout; it comes back to the summary (a new page load) with the approved
     * session, which pays, or with a cancel, which leaves the chosen method as it was and charges nothing.
     */
    leavingForAmazon: {
      description: 'The browser is leaving for Amazon’s checkout; the driver comes back to the summary from there.',
      tags: 'busy',
    },
    twoFactor: twoFactorState,
    paid: {
      type: 'final',
      entry: 'recordPaid',
      description:
        'The driver has confirmed the payment: the lifecycle creates the order if it is not yet and authorises it.',
    },
    cancelled: {
      type: 'final',
      entry: assign({ outcome: { type: 'cancelled' } }),
      description: 'The driver cancelled on the summary; the lifecycle cancels the order.',
    },
    failed: {
      type: 'final',
      entry: assign({ outcome: { type: 'failed', reason: 'eligibilityBroke' } }),
      description: 'The checkout could not go on (a fault of the app); nothing was paid.',
    },
  },
});
