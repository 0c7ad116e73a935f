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
  initial: 'deciding',
  invoke: {
    id: 'eligibility',
    src: 'checkoutEligibility',
    input: ({ context }) => ({ isGuest: context.isGuest, hasTwoFactor: context.twoFactorMethod !== 'none' }),
    onSnapshot: [
      {
        guard: { type: 'offersMethodToRestore', params: ({ event }) => ({ snapshot: event.snapshot }) },
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
        guard: { type: 'hasMethodToRestore', params: ({ event }) => ({ snapshot: event.snapshot }) },
        actions: [
          { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) },
          assign({ methodToRestore: undefined }),
        ],
      },
      { actions: { type: 'mirrorEligibility', params: ({ event }) => ({ snapshot: event.snapshot }) } },
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
      actions: [
        sendTo('eligibility', ({ event }) => event),
        assign({ chosenMethodId: ({ event }) => event.methodId, methodToRestore: undefined, stepError: undefined }),
        { type: 'keepDraft', params: ({ context }) => draftOf(context) },
      ],
    },
    // The payment methods could not be loaded: the driver asks again.
    'checkout.retried': { actions: sendTo('eligibility', { type: 'poi.requested' }) },
    // "Follow it here": the running order of the driver's for this product instead of a second one.
    'order.resumed': {
      guard: 'hasRunningOrder',
      target: 'resuming',
      actions: assign({ orderId: ({ context }) => context.runningOrderId, runningOrderId: undefined }),
    },
    'cancel.requested': { guard: { type: 'canCancelFrom', params: { place: 'checkout' } }, target: 'cancelling' },
  },
  states: {
    deciding: { always: [{ guard: 'asksOdometer', target: 'odometer' }, { target: 'choosing' }] },
    odometer: {
      initial: 'loading',
      on: {
        'odometer.edited': {
          actions: [
            assign({ typedMileage: ({ event }) => ({ text: event.text, vehicleId: event.vehicleId }) }),
            { type: 'keepDraft', params: ({ context }) => draftOf(context) },
          ],
        },
      },
      states: {
        loading: {
          tags: 'busy',
          invoke: {
            id: 'loadOdometer',
            src: 'loadOdometer',
            onDone: [
              {
                guard: { type: 'wasRefused', params: ({ event }) => ({ refused: event.output.refused }) },
                target: '#orderLifecycle.checkout.choosing',
              },
              {
                target: 'asking',
                actions: assign({
                  odometer: ({ event }) => ({
                    vehicles: event.output.vehicles,
                    preferredId: event.output.preferredId,
                  }),
                }),
              },
            ],
            // The payment never depends on the mileage.
            onError: '#orderLifecycle.checkout.choosing',
          },
        },
        asking: {
          on: {
            'odometer.submitted': [
              {
                guard: {
                  type: 'isFarFromLastMileage',
                  params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }),
                },
                target: 'confirming',
                actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
              },
              {
                guard: { type: 'isValidMileage', params: ({ event }) => ({ km: event.km }) },
                target: 'saving',
                actions: { type: 'keepMileage', params: ({ event }) => ({ km: event.km, vehicleId: event.vehicleId }) },
              },
              { actions: assign({ stepError: 'odometerInvalid' }) },
            ],
            'odometer.skipped': [
              {
                guard: { type: 'neverAsk', params: ({ event }) => ({ neverAsk: event.neverAsk }) },
                target: 'refusing',
              },
              { target: '#orderLifecycle.checkout.choosing', actions: 'rememberOdometerAnswered' },
            ],
          },
        },
        /** "Are you sure?": a mileage far from the vehicle's last one is sent only once the driver confirms it. */
        confirming: {
          on: {
            'odometer.confirmed': 'saving',
            'odometer.corrected': { target: 'asking', actions: assign({ vehicle: undefined }) },
          },
        },
        saving: {
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
            },
            onError: { target: 'asking', actions: assign({ stepError: 'odometerSaveFailed' }) },
          },
        },
        refusing: {
          tags: 'busy',
          invoke: {
            id: 'refuseOdometer',
            src: 'refuseOdometer',
            onDone: { target: '#orderLifecycle.checkout.choosing', actions: 'rememberOdometerAnswered' },
            onError: { target: 'asking', actions: assign({ stepError: 'odometerSaveFailed' }) },
          },
        },
      },
    },
    // What went wrong in the last step (a wallet, a confirmation) stays shown until the driver pays again.
    choosing: {
      // Back from Amazon's checkout, approved: the order is paid with that session once the methods allow it.
      always: { guard: 'isAmazonReturn', target: '#orderLifecycle.paying', actions: 'payWithAmazonSession' },
      on: {
        // The method is taken as the eligibility check left it; only an allowed one pays.
        'payment.started': { guard: 'canPay', target: 'starting', actions: 'choosePayment' },
      },
    },
    starting: {
      // A new attempt: what went wrong with the last one is not shown any more.
      entry: assign({ stepError: undefined }),
      always: [
        { guard: 'needsDriverPrompts', target: 'driverPrompts' },
        { guard: 'needsConfirmation', target: 'confirming' },
        { guard: 'needsAmazonCheckout', target: 'amazonCheckout' },
        { guard: 'needsWalletToken', target: 'walletToken' },
        { guard: 'needsTwoFactor', target: 'twoFactor' },
        { target: '#orderLifecycle.paying' },
      ],
    },
    /**
     * The fuel card's questions (SPEC.md section 5): its VIN (level 2 or more) and the mileage (levels 1 and 3,
     * unless the odometer step gave it). The answers are this dialog's "Confirm and pay": no second confirmation.
     */
    driverPrompts: {
      on: {
        'prompts.submitted': [
          {
            guard: { type: 'arePromptsValid', params: ({ event }) => ({ vin: event.vin, km: event.km }) },
            target: 'confirmed',
            actions: { type: 'keepPrompts', params: ({ event }) => ({ vin: event.vin, km: event.km }) },
          },
          { actions: assign({ stepError: 'promptsInvalid' }) },
        ],
        'payment.dismissed': 'choosing',
      },
    },
    /** The driver confirmed: what the method still needs before it pays. */
    confirmed: {
      always: [
        { guard: 'needsTwoFactor', target: 'twoFactor' },
        { guard: 'needsAmazonCheckout', target: 'amazonCheckout' },
        { guard: 'canPay', target: '#orderLifecycle.paying' },
        { target: 'choosing' },
      ],
    },
    /** "Confirm and pay" for the methods that show a confirmation step (SPEC.md section 4). */
    confirming: {
      on: {
        'payment.confirmed': [
          { guard: 'needsTwoFactor', target: 'twoFactor' },
          { guard: 'needsAmazonCheckout', target: 'amazonCheckout' },
          { guard: 'canPay', target: '#orderLifecycle.paying' },
        ],
        'payment.dismissed': 'choosing',
      },
    },
    walletToken: {
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
            guard: { type: 'isToken', params: ({ event }) => ({ result: event.output }) },
            target: '#orderLifecycle.paying',
            actions: assign({
              payment: ({ context, event }) =>
                context.payment && {
                  ...context.payment,
                  paymentToken: event.output.status === 'token' ? event.output.token : undefined,
                },
            }),
          },
          // A cancelled sheet is silent (SPEC.md section 8).
          { target: 'choosing' },
        ],
        onError: { target: 'choosing', actions: assign({ stepError: 'walletFailed' }) },
      },
    },
    /** Amazon Pay: the configs for Amazon's checkout, where the driver approves (or cancels) the payment. */
    amazonCheckout: {
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
            guard: { type: 'hasInteraction', params: ({ event }) => ({ url: event.output.url }) },
            target: 'leavingForAmazon',
            actions: { type: 'openInteraction', params: ({ event }) => ({ url: event.output.url ?? '' }) },
          },
          { target: 'leavingForAmazon' },
        ],
        onError: { target: 'choosing', actions: assign({ stepError: 'walletFailed' }) },
      },
    },
    /**
     * The browser is on Amazon's checkout; it comes back to the summary (a new page load) with the approved
     * session, which pays, or with a cancel, which leaves the chosen method as it was and charges nothing.
     */
    leavingForAmazon: { tags: 'busy' },
    /**
     * The driver's two-factor confirmation before a method that asks for it pays (PayPal, a method registered
     * for 2FA; SPEC.md section 5): the PIN, or the device's biometrics. Without a method set up nothing is paid.
     */
    twoFactor: {
      initial: 'routing',
      states: {
        routing: {
          always: [
            { guard: { type: 'confirmsWith', params: { method: 'pin' } }, target: 'pin' },
            { guard: { type: 'confirmsWith', params: { method: 'webauthn' } }, target: 'biometric' },
            { target: '#orderLifecycle.checkout.choosing', actions: assign({ stepError: 'twoFactorRequired' }) },
          ],
        },
        pin: {
          on: {
            'twoFactor.submitted': [
              { guard: { type: 'isFourDigits', params: ({ event }) => ({ pin: event.pin }) }, target: 'verifying' },
              { actions: assign({ stepError: 'pinInvalid' }) },
            ],
            'payment.dismissed': '#orderLifecycle.checkout.choosing',
          },
        },
        verifying: {
          tags: 'busy',
          invoke: {
            id: 'verifyTwoFactor',
            src: 'verifyTwoFactor',
            input: ({ context, event }) => ({
              pin: event.type === 'twoFactor.submitted' ? event.pin : '',
              orderId: context.order?._id,
              paymentMethodId: context.payment?.method.id ?? '',
            }),
            onDone: '#orderLifecycle.paying',
            // The PIN dialog stays, saying why; leaving it goes back to the choice and pays nothing.
            onError: [
              {
                guard: { type: 'isWrongPin', params: ({ event }) => ({ error: event.error }) },
                target: 'pin',
                actions: assign({ stepError: 'pinWrong' }),
              },
              { target: 'pin', actions: assign({ stepError: 'pinFailed' }) },
            ],
          },
        },
        /** The platform's challenge, the device's prompt (fingerprint, face, screen lock) and the platform's check. */
        biometric: {
          tags: 'busy',
          invoke: {
            id: 'confirmBiometric',
            src: 'confirmBiometric',
            input: ({ context }) => ({
              orderId: context.order?._id,
              paymentMethodId: context.payment?.method.id ?? '',
            }),
            onDone: '#orderLifecycle.paying',
            onError: [
              {
                guard: {
                  type: 'isBiometricProblem',
                  params: ({ event }) => ({ error: event.error, reason: 'cancelled' }),
                },
                target: '#orderLifecycle.checkout.choosing',
                actions: assign({ stepError: 'biometricCancelled' }),
              },
              {
                guard: {
                  type: 'isBiometricProblem',
                  params: ({ event }) => ({ error: event.error, reason: 'unsupported' }),
                },
                target: '#orderLifecycle.checkout.choosing',
                actions: assign({ stepError: 'biometricUnsupported' }),
              },
              { target: '#orderLifecycle.checkout.choosing', actions: assign({ stepError: 'twoFactorFailed' }) },
            ],
          },
        },
      },
    },
  },
});
