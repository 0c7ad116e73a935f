/**
 * The lifecycle's payment step (the summary): the odometer where the account asks for it, the eligible method
 * (the `checkoutEligibility` child, mirrored into the context), the confirmation step unless quickCheckout or
 * the method skips it, the device wallet's token, and the driver's two-factor confirmation (PIN or device
 * biometrics) for the methods that ask for it; then `paying`. A failed or cancelled confirmation pays nothing.
 *
 * What the driver chooses here (the method picked, the mileage given or typed) goes to the app with `keepDraft`
 * as it changes and comes back as the input's `draft` after a reload. A method picked before (in the draft, or
 * before a failed payment) is picked again once the methods are loaded only if it may pay here; otherwise the
 * check's own choice (the preferred method) stands. The draft's mileage is judged like a typed one.
 */
import { assign, sendTo } from 'xstate';
import { draftOf, lifecycleSetup, payAmount } from './orderLifecycle.setup';

export const checkoutState = lifecycleSetup.createStateConfig({
  description:
    'The summary: the driver sees what the order is for and its price, chooses how to pay and pays, with the ' +
    'steps the account and the method ask for (the mileage, a fuel card’s questions, a confirmation, the ' +
    'wallet, a PIN or biometrics).',
  initial: 'deciding',
  invoke: {
    id: 'eligibility',
    src: 'checkoutEligibility',
    input: ({ context }) => ({ isGuest: context.isGuest, hasTwoFactor: context.twoFactorMethod !== 'none' }),
    onSnapshot: [
      {
        guard: {
          type: 'the methods are judged and the method to pick again may pay here',
          params: ({ event }) => ({ snapshot: event.snapshot }),
        },
        description: 'The methods are loaded: the method the driver picked before is picked again.',
        actions: [
          { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
          sendTo('eligibility', ({ context }) => ({
            type: 'payment.changed',
            methodId: context.methodToRestore ?? '',
          })),
          assign({ chosenMethodId: ({ context }) => context.methodToRestore, methodToRestore: undefined }),
        ],
      },
      // Not offered any more (removed, refused here, unusable on this device): the check's own choice stands.
      {
        guard: {
          type: 'the methods are judged and a method waits to be picked again',
          params: ({ event }) => ({ snapshot: event.snapshot }),
        },
        actions: [
          { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
          assign({ methodToRestore: undefined }),
        ],
        description:
          'The methods are loaded, but the method picked before may not pay here any more: the preferred one stays.',
      },
      {
        actions: { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
        description: 'The check of the payment methods moved on: the summary shows where it stands.',
      },
    ],
  },
  // Entered again after a failed payment, the methods are checked anew (the last check no longer holds), and the
  // method the driver picked is picked again if it still may pay.
  entry: [
    assign({
      eligibility: undefined,
      methodToRestore: ({ context }) => context.chosenMethodId ?? context.methodToRestore,
    }),
    sendTo('eligibility', { type: 'poi.requested' }),
  ],
  on: {
    'payment.changed': {
      description: 'The driver picks another payment method: it is checked anew and kept for a reload.',
      actions: [
        sendTo('eligibility', ({ event }) => event),
        assign({ chosenMethodId: ({ event }) => event.methodId, methodToRestore: undefined, stepError: undefined }),
        { type: 'keepDraft', params: ({ context }) => draftOf(context) },
      ],
    },
    // The payment methods could not be loaded: the driver asks again.
    'checkout.retried': {
      actions: sendTo('eligibility', { type: 'poi.requested' }),
      description: 'The payment methods could not be loaded and the driver tries again.',
    },
    // "Follow it here": the running order of the driver's for this product instead of a second one.
    'order.resumed': {
      guard: 'a running order is offered instead',
      target: 'resuming',
      actions: assign({ orderId: ({ context }) => context.runningOrderId, runningOrderId: undefined }),
      description: 'The driver chooses “follow it here”: the running order is resumed instead of paying again.',
    },
    'cancel.requested': {
      guard: { type: 'the driver may cancel at the given step', params: { place: 'checkout' } },
      target: 'cancelling',
      description: 'The driver cancels on the summary, where the flow allows it (wash, gift card, shop).',
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
    odometer: {
      description: 'The mileage step before the payment: the driver gives the vehicle’s mileage, or skips it.',
      initial: 'loading',
      on: {
        'odometer.edited': {
          description: 'The driver types a mileage or picks another vehicle: kept for a reload, not judged yet.',
          actions: [
            assign({ typedMileage: ({ event }) => ({ text: event.text, vehicleId: event.vehicleId }) }),
            { type: 'keepDraft', params: ({ context }) => draftOf(context) },
          ],
        },
      },
      states: {
        loading: {
          description: 'The app loads the driver’s vehicles and their last mileage; the step shows it loading.',
          tags: 'busy',
          invoke: {
            id: 'loadOdometer',
            src: 'loadOdometer',
            onDone: [
              {
                guard: {
                  type: 'the driver refused the mileage question for good',
                  params: ({ event }) => ({ refused: event.output.refused }),
                },
                target: '#orderLifecycle.checkout.choosing',
                description: 'The driver said before never to ask again: straight to the payment.',
              },
              {
                target: 'asking',
                actions: assign({
                  odometer: ({ event }) => ({
                    vehicles: event.output.vehicles,
                    preferredId: event.output.preferredId,
                  }),
                }),
                description: 'The vehicles are loaded: the driver is asked.',
              },
            ],
            // The payment never depends on the mileage.
            onError: {
              target: '#orderLifecycle.checkout.choosing',
              description: 'The vehicles could not be loaded: the payment goes on without the mileage.',
            },
          },
        },
        asking: {
          description:
            'The driver sees the mileage field (and the vehicle to pick), with “skip” and “don’t ask again”.',
          on: {
            'odometer.submitted': [
              {
                guard: {
                  type: 'the mileage is far from the last one of the vehicle',
                  params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }),
                },
                target: 'confirming',
                actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
                description:
                  'The mileage is far above, or below, the vehicle’s last one: the driver is asked to confirm.',
              },
              {
                guard: { type: 'the mileage is one the platform takes', params: ({ event }) => ({ km: event.km }) },
                target: 'saving',
                actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
                description: 'A valid mileage: it is saved.',
              },
              {
                actions: assign({ stepError: 'odometerInvalid' }),
                description: 'Not a valid mileage: the field says so.',
              },
            ],
            'odometer.skipped': [
              {
                guard: {
                  type: 'the driver asks never to be asked again',
                  params: ({ event }) => ({ neverAsk: event.neverAsk }),
                },
                target: 'refusing',
                description: 'The driver chooses “don’t ask again”: the refusal is stored.',
              },
              {
                target: '#orderLifecycle.checkout.choosing',
                actions: 'rememberOdometerAnswered',
                description: 'The driver skips the mileage this time.',
              },
            ],
          },
        },
        /** "Are you sure?": a mileage far from the vehicle's last one is sent only once the driver confirms it. */
        confirming: {
          description:
            '“Are you sure?”: the driver confirms a mileage far from the vehicle’s last one, or corrects it.',
          on: {
            'odometer.confirmed': 'saving',
            'odometer.corrected': {
              target: 'asking',
              actions: assign({ vehicle: undefined }),
              description: 'The driver corrects the mileage: it is asked again.',
            },
          },
        },
        saving: {
          description: 'The app saves the mileage to the vehicle (and to the order, when there is one).',
          tags: 'busy',
          invoke: {
            id: 'saveOdometer',
            src: 'saveOdometer',
            input: ({ context }) => ({
              orderId: context.order?._id,
              vehicleId: context.vehicle?.thingId,
              carOdometerM: context.vehicle?.carOdometerM ?? 0,
            }),
            onDone: {
              target: '#orderLifecycle.checkout.choosing',
              actions: ['rememberOdometerAnswered', { type: 'keepDraft', params: ({ context }) => draftOf(context) }],
              description: 'The mileage is saved: on to the payment.',
            },
            onError: {
              target: 'asking',
              actions: assign({ stepError: 'odometerSaveFailed' }),
              description: 'The mileage could not be saved: the step says so and asks again.',
            },
          },
        },
        refusing: {
          description: 'The app stores that the driver never wants to be asked for the mileage.',
          tags: 'busy',
          invoke: {
            id: 'refuseOdometer',
            src: 'refuseOdometer',
            onDone: {
              target: '#orderLifecycle.checkout.choosing',
              actions: 'rememberOdometerAnswered',
              description: 'The refusal is stored: on to the payment.',
            },
            onError: {
              target: 'asking',
              actions: assign({ stepError: 'odometerSaveFailed' }),
              description: 'The refusal could not be stored: the step says so and asks again.',
            },
          },
        },
      },
    },
    // What went wrong in the last step (a wallet, a confirmation) stays shown until the driver pays again.
    choosing: {
      description:
        'The summary with the payment method and the pay button; it says what went wrong with the last attempt, ' +
        'if anything.',
      // Back from Amazon's checkout, approved: the order is paid with that session once the methods allow it.
      always: {
        guard: 'the driver is back from Amazon with an approved session that may pay here',
        target: '#orderLifecycle.paying',
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
        { target: '#orderLifecycle.paying', description: 'Nothing more to ask: the order is paid.' },
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
          target: '#orderLifecycle.paying',
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
            target: '#orderLifecycle.paying',
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
          currency: context.currency ?? context.order?.totalAfterDiscounts?.currency ?? 'EUR',
          productId: context.request.productId,
        }),
        onDone: [
          {
            guard: { type: 'the wallet gave a token', params: ({ event }) => ({ result: event.output }) },
            target: '#orderLifecycle.paying',
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
          currency: context.currency ?? context.order?.totalAfterDiscounts?.currency ?? 'EUR',
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
    /**
     * The driver's two-factor confirmation before a method that asks for it pays (PayPal, a method registered
     * for 2FA; SPEC.md section 5): the PIN, or the device's biometrics. Without a method set up nothing is paid.
     */
    twoFactor: {
      description: 'The driver confirms the payment with their PIN or the device’s biometrics.',
      initial: 'routing',
      states: {
        routing: {
          description: 'The driver’s two-factor method decides how the payment is confirmed.',
          always: [
            {
              guard: { type: 'the driver confirms with the given two-factor method', params: { method: 'pin' } },
              target: 'pin',
              description: 'The driver has a PIN.',
            },
            {
              guard: { type: 'the driver confirms with the given two-factor method', params: { method: 'webauthn' } },
              target: 'biometric',
              description: 'The driver has set up biometrics.',
            },
            {
              target: '#orderLifecycle.checkout.choosing',
              actions: assign({ stepError: 'twoFactorRequired' }),
              description: 'No two-factor method is set up: the summary says one is needed, and nothing is paid.',
            },
          ],
        },
        pin: {
          description: 'The PIN dialog: the driver types the four-digit PIN, or leaves it.',
          on: {
            'twoFactor.submitted': [
              {
                guard: { type: 'the PIN has four digits', params: ({ event }) => ({ pin: event.pin }) },
                target: 'verifying',
                description: 'Four digits: the PIN is checked.',
              },
              { actions: assign({ stepError: 'pinInvalid' }), description: 'Not four digits: the dialog says so.' },
            ],
            'payment.dismissed': {
              target: '#orderLifecycle.checkout.choosing',
              description: 'The driver closes the PIN dialog: back to the summary, nothing is paid.',
            },
          },
        },
        verifying: {
          description: 'The platform checks the PIN; the dialog shows it busy.',
          tags: 'busy',
          invoke: {
            id: 'verifyTwoFactor',
            src: 'verifyTwoFactor',
            input: ({ context, event }) => ({
              pin: event.type === 'twoFactor.submitted' ? event.pin : '',
              orderId: context.order?._id,
              paymentMethodId: context.payment?.method.id ?? '',
            }),
            onDone: { target: '#orderLifecycle.paying', description: 'The PIN is right: the order is paid.' },
            // The PIN dialog stays, saying why; leaving it goes back to the choice and pays nothing.
            onError: [
              {
                guard: { type: 'the PIN is wrong', params: ({ event }) => ({ error: event.error }) },
                target: 'pin',
                actions: assign({ stepError: 'pinWrong' }),
                description: 'The PIN is wrong: the dialog says so.',
              },
              {
                target: 'pin',
                actions: assign({ stepError: 'pinFailed' }),
                description: 'The PIN could not be checked: the dialog says so.',
              },
            ],
          },
        },
        /** The platform's challenge, the device's prompt (fingerprint, face, screen lock) and the platform's check. */
        biometric: {
          description: 'The device asks for the driver’s fingerprint, face or screen lock to confirm the payment.',
          tags: 'busy',
          invoke: {
            id: 'confirmBiometric',
            src: 'confirmBiometric',
            input: ({ context }) => ({
              orderId: context.order?._id,
              paymentMethodId: context.payment?.method.id ?? '',
            }),
            onDone: { target: '#orderLifecycle.paying', description: 'Confirmed: the order is paid.' },
            onError: [
              {
                guard: {
                  type: 'the biometric check failed for the given reason',
                  params: ({ event }) => ({ error: event.error, reason: 'cancelled' }),
                },
                target: '#orderLifecycle.checkout.choosing',
                actions: assign({ stepError: 'biometricCancelled' }),
                description: 'The driver cancelled the prompt: the summary says nothing was paid.',
              },
              {
                guard: {
                  type: 'the biometric check failed for the given reason',
                  params: ({ event }) => ({ error: event.error, reason: 'unsupported' }),
                },
                target: '#orderLifecycle.checkout.choosing',
                actions: assign({ stepError: 'biometricUnsupported' }),
                description: 'This device cannot confirm with biometrics: the summary says so.',
              },
              {
                target: '#orderLifecycle.checkout.choosing',
                actions: assign({ stepError: 'twoFactorFailed' }),
                description: 'The confirmation failed: the summary says so, and nothing was paid.',
              },
            ],
          },
        },
      },
    },
  },
});
