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

const notProvided = (name: string) => () => {
  throw new Error(`paymentRegistration: actor "${name}" not provided`);
};

export const paymentRegistrationMachine = setup({
  types: {
    input: {} as PaymentRegistrationInput,
    context: {} as Context,
    output: {} as PaymentRegistrationOutput,
    events: {} as { type: 'retry' },
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
    isStart: ({ context }) => context.input.kind === 'start',
    /** The driver closed PayPal's approval page. */
    returnedClosed: ({ context }) => context.input.kind === 'return' && context.input.errorDescription === popupClosed,
    /** The provider's script is missing or not configured. */
    notInitialized: ({ event }) =>
      'error' in event &&
      typeof event.error === 'object' &&
      event.error !== null &&
      'name' in event.error &&
      event.error.name === notInitializedError,
    /** The provider returned a registration with its result and no error. */
    returnedAuthorised: ({ context }) =>
      context.input.kind === 'return' &&
      !!context.input.registration &&
      !!context.input.resultIndicator &&
      !context.input.errorDescription,
  },
}).createMachine({
  id: 'paymentRegistration',
  context: ({ input }) => ({ input }),
  initial: 'checking',
  output: ({ context }) => context.outcome!,
  states: {
    checking: {
      always: [
        { guard: 'isStart', target: 'opening' },
        { guard: 'returnedClosed', target: 'closed' },
        { guard: 'returnedAuthorised', target: 'completing' },
        { target: 'failed' },
      ],
    },
    opening: {
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
        },
        onError: [
          { guard: 'notInitialized', target: 'openFailed', actions: assign({ errorCode: 'notInitialized' as const }) },
          { target: 'openFailed', actions: assign({ errorCode: 'openFailed' as const }) },
        ],
      },
    },
    openFailed: {
      tags: 'error',
      on: { retry: { target: 'opening', actions: assign({ errorCode: undefined }) } },
    },
    completing: {
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
        },
        onError: 'failed',
      },
    },
    hostedPage: { type: 'final' },
    registered: { type: 'final' },
    closed: {
      type: 'final',
      entry: assign({
        outcome: ({ context }) => ({ kind: 'closed' as const, goTo: context.input.returnTo ?? paymentsPath }),
      }),
    },
    failed: {
      type: 'final',
      entry: assign({ outcome: { kind: 'failed' as const, goTo: registerErrorPath } }),
    },
  },
});
