/**
 * The driver's two-factor confirmation before a method that asks for it pays (PayPal, a method registered for
 * 2FA; SPEC.md section 5): the PIN, or the device's biometrics. Without a method set up nothing is paid; a
 * cancelled, unsupported or failed confirmation goes back to the choice and pays nothing.
 */
import { assign, raise } from 'xstate';
import { checkoutSetup, pinLockSeconds } from './checkout.setup';

export const twoFactorState = checkoutSetup.createStateConfig({
  description: 'The driver confirms the payment with their PIN or the device’s biometrics.',
  initial: 'routing',
  states: {
    routing: {
      description: 'The driver’s two-factor method decides how the payment is confirmed.',
      always: [
        {
          guard: 'the PIN is locked',
          target: '#checkout.choosing',
          actions: assign({ stepError: 'pinLocked' }),
          description:
            'The platform locked the PIN after too many wrong tries: it is not asked for; the summary says for how ' +
            'long, and that a method without a PIN pays now.',
        },
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
          target: '#checkout.choosing',
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
          target: '#checkout.choosing',
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
        onDone: {
          target: '#checkout.paid',
          actions: assign({ twoFactor: 'pin' }),
          description: 'The PIN is right: the order is paid.',
        },
        // The PIN dialog stays, saying why; leaving it goes back to the choice and pays nothing.
        onError: [
          {
            guard: { type: 'the platform locked the PIN', params: ({ event }) => ({ error: event.error }) },
            target: '#checkout.choosing',
            actions: [
              assign({
                stepError: 'pinLocked',
                pinLockedMinutes: ({ event }) => Math.ceil((pinLockSeconds(event.error) ?? 0) / 60),
              }),
              raise(
                { type: 'pin.unlocked' },
                { id: 'pinUnlock', delay: ({ event }) => (pinLockSeconds(event.error) ?? 0) * 1_000 },
              ),
            ],
            description:
              'Too many wrong PINs: the platform locked the PIN for a while. The dialog closes, the summary says ' +
              'for how long, and the PIN is not asked for again until then.',
          },
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
        onDone: {
          target: '#checkout.paid',
          actions: assign({ twoFactor: 'webauthn' }),
          description: 'Confirmed: the order is paid.',
        },
        onError: [
          {
            guard: {
              type: 'the biometric check failed for the given reason',
              params: ({ event }) => ({ error: event.error, reason: 'cancelled' }),
            },
            target: '#checkout.choosing',
            actions: assign({ stepError: 'biometricCancelled' }),
            description: 'The driver cancelled the prompt: the summary says nothing was paid.',
          },
          {
            guard: {
              type: 'the biometric check failed for the given reason',
              params: ({ event }) => ({ error: event.error, reason: 'unsupported' }),
            },
            target: '#checkout.choosing',
            actions: assign({ stepError: 'biometricUnsupported' }),
            description: 'This device cannot confirm with biometrics: the summary says so.',
          },
          {
            target: '#checkout.choosing',
            actions: assign({ stepError: 'twoFactorFailed' }),
            description: 'The confirmation failed: the summary says so, and nothing was paid.',
          },
        ],
      },
    },
  },
});
