/**
 * Registering a payment method through the payment provider's hosted page (SPEC.md sections 2 and 7): a card
 * on its card-entry page, a PayPal account on PayPal's approval. Two entries: `start` opens a registration
 * session and ends with the page to send the browser to; `return` is `/profile/payments/payment-register`,
 * where the page sends the browser back with the outcome in the query (`registration`, `resultIndicator`, or
 * `errorDescription`), and the platform completes the registration (PATCH /v4/payment-methods/{id}). A
 * completed registration ends where the driver came from (`returnTo`, an app path, e.g. the summary the detour
 * started on) or on its own success screen; a PayPal approval the driver closed (PAYPAL_POPUP_CLOSED) ends
 * silently there too, or on the payments list; anything else ends on the payment_register error page.
 * Completing again (a reload, a double tap) asks the platform again, which answers with the same method:
 * nothing is registered twice.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';

/** The method types registered through a hosted page. */
export type RegistrationMethod = 'DIRECT_CREDIT' | 'PAYPAL';

/** The `errorDescription` of a PayPal approval the driver closed: not an error, nothing was added. */
export const popupClosed = 'PAYPAL_POPUP_CLOSED';

/** Where a closed PayPal approval goes when the driver did not come from elsewhere. */
export const paymentsPath = '/profile/payments';

/** The name of the error `openRegistration` fails with when the provider's script is missing or not configured. */
export const notInitializedError = 'ProviderNotInitializedError';

export type PaymentRegistrationInput =
  | { kind: 'start'; method: RegistrationMethod; returnTo?: string }
  | {
      kind: 'return';
      registration?: string;
      resultIndicator?: string;
      errorDescription?: string;
      /** An app path, already checked (src/features/payments/returnTo.ts). */
      returnTo?: string;
    };

export type PaymentRegistrationOutput =
  /** Send the browser to the provider's hosted page. */
  | { kind: 'hostedPage'; url: string }
  /** The method is registered: go to `goTo`, or show the success screen when there is none. */
  | { kind: 'registered'; methodId: string; goTo?: string }
  /** The driver closed PayPal's approval: back, with nothing added and no error. */
  | { kind: 'closed'; goTo: string }
  | { kind: 'failed'; goTo: string };

/** `notInitialized`: the provider's script is missing or not configured ('PayPal not initialized'). */
export type PaymentRegistrationErrorCode = 'openFailed' | 'notInitialized';

interface Context {
  input: PaymentRegistrationInput;
  outcome?: PaymentRegistrationOutput;
  errorCode?: PaymentRegistrationErrorCode;
}

export const registerErrorPath = '/error?type=payment_register';
/** The same page when the provider (the bank) declined the card or account: it says so. */
export const registerDeclinedPath = `${registerErrorPath}&reason=registrationDeclined`;

const notProvided = notProvidedIn('paymentRegistration');

export const paymentRegistrationMachine = setup({
  types: {
    input: {} as PaymentRegistrationInput,
    context: {} as Context,
    output: {} as PaymentRegistrationOutput,
    events: {} as { type: 'registration.retried' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** Opens a registration session with the provider; resolves with its hosted page. */
    openRegistration: fromPromise<{ url: string }, { method: RegistrationMethod; returnTo?: string }>(
      notProvided('openRegistration'),
    ),
    /** PATCH /v4/payment-methods/{id} (successUrl, errorUrl, replacePreferred false). */
    completeRegistration: fromPromise<{ id: string }, { methodId: string }>(notProvided('completeRegistration')),
  },
  guards: {
    'the driver starts a registration': ({ context }) => context.input.kind === 'start',
    /** The driver closed PayPal's approval page. */
    "the driver closed PayPal's approval": ({ context }) =>
      context.input.kind === 'return' && context.input.errorDescription === popupClosed,
    /** The provider's script is missing or not configured. */
    "the provider's script is missing or not set up": ({ event }) =>
      'error' in event &&
      typeof event.error === 'object' &&
      event.error !== null &&
      'name' in event.error &&
      event.error.name === notInitializedError,
    /** The provider returned a registration with its result and no error. */
    'the provider returned a registration without an error': ({ context }) =>
      context.input.kind === 'return' &&
      !!context.input.registration &&
      !!context.input.resultIndicator &&
      !context.input.errorDescription,
  },
}).createMachine({
  id: 'paymentRegistration',
  description:
    "Adding a card or a PayPal account through the payment provider's own page. The app opens a registration and " +
    'sends the browser there; when the browser comes back, the app completes the registration and sends the ' +
    'driver on.',
  context: ({ input }) => ({ input }),
  initial: 'checking',
  output: ({ context }) => context.outcome!,
  states: {
    checking: {
      description:
        "Passed through at once: tells whether the driver starts a registration or comes back from the provider's " +
        'page, and how it went there.',
      always: [
        {
          guard: 'the driver starts a registration',
          target: 'opening',
          description: 'The driver chose to add a card or PayPal: a registration opens.',
        },
        {
          guard: "the driver closed PayPal's approval",
          target: 'closed',
          description: "The driver closed PayPal's approval without agreeing: nothing was added, and that is no error.",
        },
        {
          guard: 'the provider returned a registration without an error',
          target: 'completing',
          description: 'The provider sent the driver back with a registration and no error: the app completes it.',
        },
        {
          target: 'failed',
          description: 'The provider sent the driver back with an error, or without a result.',
        },
      ],
    },
    opening: {
      description:
        "The app opens a registration with the payment provider. The driver sees 'Opening PayPal…' or 'Opening the " +
        "secure card form…'.",
      tags: 'busy',
      invoke: {
        id: 'openRegistration',
        src: 'openRegistration',
        input: ({ context }) => ({
          method: context.input.kind === 'start' ? context.input.method : 'DIRECT_CREDIT',
          returnTo: context.input.returnTo,
        }),
        onDone: {
          target: 'hostedPage',
          actions: assign({ outcome: ({ event }) => ({ kind: 'hostedPage' as const, url: event.output.url }) }),
          description: "The provider's page is ready: the browser goes there.",
        },
        onError: [
          {
            guard: "the provider's script is missing or not set up",
            target: 'openFailed',
            actions: assign({ errorCode: 'notInitialized' as const }),
            description: "The provider's script is missing or not set up: the driver sees 'PayPal not initialized'.",
          },
          {
            target: 'openFailed',
            actions: assign({ errorCode: 'openFailed' as const }),
            description: 'The registration could not be opened.',
          },
        ],
      },
    },
    openFailed: {
      description:
        'The registration could not be opened. The driver sees why, with a button to try again (or may choose ' +
        'another method).',
      tags: 'error',
      on: {
        'registration.retried': {
          target: 'opening',
          actions: assign({ errorCode: undefined }),
          description: 'The driver tries again.',
        },
      },
    },
    completing: {
      description:
        "Back from the provider's page, the app asks the platform to complete the registration. The driver sees a " +
        'spinner. Asking twice (a reload, a double tap) registers nothing twice.',
      tags: 'busy',
      invoke: {
        id: 'completeRegistration',
        src: 'completeRegistration',
        input: ({ context }) => ({
          methodId: context.input.kind === 'return' ? (context.input.registration ?? '') : '',
        }),
        onDone: {
          target: 'registered',
          actions: assign({
            outcome: ({ context, event }) => ({
              kind: 'registered' as const,
              methodId: event.output.id,
              goTo: context.input.returnTo,
            }),
          }),
          description: 'The platform completed the registration: the method is ready to pay with.',
        },
        onError: { target: 'failed', description: 'The platform could not complete the registration.' },
      },
    },
    hostedPage: {
      type: 'final',
      description: "The browser leaves for the provider's page, where the driver enters the card or approves PayPal.",
    },
    registered: {
      type: 'final',
      description:
        'The method is registered: the driver goes back where they came from (for example the summary they were ' +
        'paying on), or sees the success screen.',
    },
    closed: {
      type: 'final',
      description:
        "The driver closed PayPal's approval: they go back where they came from, or to the payment methods list, " +
        'with nothing added and no error shown.',
      entry: assign({
        outcome: ({ context }) => ({ kind: 'closed' as const, goTo: context.input.returnTo ?? paymentsPath }),
      }),
    },
    failed: {
      type: 'final',
      description:
        'The registration failed: the driver sees the error page for a failed payment registration, which says ' +
        'the bank declined when the provider came back with a registration and its reason.',
      entry: assign({
        outcome: ({ context }) => ({
          kind: 'failed' as const,
          goTo:
            context.input.kind === 'return' && context.input.registration && context.input.errorDescription
              ? registerDeclinedPath
              : registerErrorPath,
        }),
      }),
    },
  },
});
