/**
 * Checkout eligibility: whether this driver can pay at this station, and with which method (SPEC.md section 4
 * "Checkout eligibility" and "Payment method chosen for checkout", section 5 pay-button rules, section 6 Guest).
 *
 * Lifecycle: starts `idle`; `poi.requested` (SPEC's FETCH_POI) loads the station and the payment methods
 * (`loadContext`; Google Pay and Apple Pay methods this device cannot use are dropped), then the transient
 * `evaluating` lands in exactly one outcome computed by the pure `evaluate`.
 * `payment.changed` re-evaluates from any outcome without refetching (in `idle`, `loadingContext` and `failed` it
 * is only remembered). `poi.requested` refetches from anywhere, restarting a load in flight. A failed load rests in
 * `failed` (`contextLoadFailed`) until `poi.requested`. No final state: the pay area owns the actor.
 *
 * Method for checkout (`chooseCheckoutMethod`): the chosen temporary method if it is in the list, else the
 * preferred one, else the first one the device supports. Guests consider wallets only (Google, Amazon and Apple
 * Pay), so theirs is the chosen or first device wallet. Support flags count only when `false`: an absent
 * `isSupportedDevice`/`isSupportedPOI` is no rejection.
 *
 * Outcomes, first match wins:
 *  - guest: `guestRequireAuth` (station without guestCheckout), `deviceRejectedPM` (no wallet this device can use,
 *    or the chosen one it cannot), `poiRejectedPM`, `allowed`.
 *  - user: `noPM` (no method at all), `deviceRejectedPM` (the method, or every method, is unusable on this device),
 *    `poiRejectedPM`, then PayPal (or a method registered for 2FA) without a two-factor method (webauthn or
 *    PIN) is `deviceRejectedPM` with `blockedReason: 'paypalNeeds2fa'`, else `allowed`.
 * PayPal without 2FA keeps SPEC's four outcomes: like a device rejection, the method cannot be used from this
 * session until something on the user's side changes, and `blockedReason` lets the screen say "2FA required"
 * rather than "not supported on this device". It is checked after the POI, so nobody sets up a PIN for a method
 * the station refuses anyway.
 *
 * Invariants: only `allowed` can pay; `blockedReason` is set only in `deviceRejectedPM`; `errorCode` only in
 * `failed`; `method` is the method the outcome is about (undefined while loading or when there is none).
 */
import { assertEvent, assign, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import type { PaymentMethodLike, StationLike } from '../shared/ports';
import { acceptsGuests } from '../shared/stationRules';

export interface CheckoutEligibilityInput {
  isGuest: boolean;
  /** The user has webauthn or a PIN set (SPEC.md section 5: needed for PayPal). */
  hasTwoFactor: boolean;
  /** The temporary method picked for this checkout (for example after an Amazon Pay return). */
  chosenMethodId?: string;
}

export interface CheckoutData {
  station: StationLike;
  /** Active methods with `isSupportedDevice` set by the app and `isSupportedPOI` by the server. */
  methods: PaymentMethodLike[];
}

export const checkoutOutcomes = ['allowed', 'guestRequireAuth', 'noPM', 'poiRejectedPM', 'deviceRejectedPM'] as const;
export type CheckoutOutcome = (typeof checkoutOutcomes)[number];
export type CheckoutBlockedReason = 'paypalNeeds2fa';
export type CheckoutEligibilityErrorCode = 'contextLoadFailed';

/** What `evaluate` needs: the input and whatever has been loaded. */
export interface EligibilityFacts extends CheckoutEligibilityInput {
  station?: StationLike;
  methods: readonly PaymentMethodLike[];
}

export interface Evaluation {
  outcome: CheckoutOutcome;
  method?: PaymentMethodLike;
  blockedReason?: CheckoutBlockedReason;
}

export interface CheckoutEligibilityContext extends EligibilityFacts {
  method?: PaymentMethodLike;
  blockedReason?: CheckoutBlockedReason;
  errorCode?: CheckoutEligibilityErrorCode;
}

export type CheckoutEligibilityEvent = { type: 'poi.requested' } | { type: 'payment.changed'; methodId: string };

/** SPEC.md section 9: wallet methods. */
export const walletMethods = ['GOOGLE_PAY', 'AMAZON_PAY', 'APPLE_PAY'] as const;
/** SPEC.md sections 4 and 9: these pay without the extra confirmation step. */
export const methodsSkippingConfirmation = ['GOOGLE_PAY', 'MBWAY', 'DIRECT_CREDIT', 'APPLE_PAY'] as const;

const isOneOf = (list: readonly string[], value: string) => list.includes(value);
export const isWallet = (m: Pick<PaymentMethodLike, 'method'>) => isOneOf(walletMethods, m.method);
export const isDeviceSupported = (m: PaymentMethodLike) => m.isSupportedDevice !== false;
export const isPoiSupported = (m: PaymentMethodLike) => m.isSupportedPOI !== false;
/** SPEC.md section 5: PayPal, and a method registered for 2FA, pay only after the driver's two-factor confirmation. */
export const asksTwoFactor = (m: Pick<PaymentMethodLike, 'method' | 'isRegisteredFor2FA'>) =>
  m.method === 'PAYPAL' || m.isRegisteredFor2FA === true;
export const needsConfirmationStep = (m: Pick<PaymentMethodLike, 'method'>) =>
  !isOneOf(methodsSkippingConfirmation, m.method);

/** SPEC.md section 5: the device wallets whose methods are dropped (not greyed out) where the device cannot use them. */
export const deviceWalletMethods = ['GOOGLE_PAY', 'APPLE_PAY'] as const;
/** The methods without the Google Pay and Apple Pay methods this device cannot use. */
export const withoutUnusableDeviceWallets = <M extends PaymentMethodLike>(methods: readonly M[]): M[] =>
  methods.filter((m) => !(isOneOf(deviceWalletMethods, m.method) && !isDeviceSupported(m)));

/**
 * The chosen temporary method if listed, else the preferred one, else the first one the device supports. `evaluate`
 * hands guests their wallets only, so for them the fallback is the first device wallet.
 */
export const chooseCheckoutMethod = (
  methods: readonly PaymentMethodLike[],
  chosenId?: string,
): PaymentMethodLike | undefined =>
  (chosenId === undefined ? undefined : methods.find((m) => m.id === chosenId)) ??
  methods.find((m) => m.isPreferred) ??
  methods.find(isDeviceSupported);

/** The outcome for these facts (see the chart's JSDoc for the order of the rules). */
export function evaluate(facts: EligibilityFacts): Evaluation {
  if (facts.isGuest && !acceptsGuests(facts.station)) return { outcome: 'guestRequireAuth' };
  const method = chooseCheckoutMethod(
    facts.isGuest ? facts.methods.filter(isWallet) : facts.methods,
    facts.chosenMethodId,
  );
  // Nothing to pick: no method at all, or (the fallback takes any usable one) none this device can use.
  if (!method) return { outcome: facts.isGuest || facts.methods.length > 0 ? 'deviceRejectedPM' : 'noPM' };
  if (!isDeviceSupported(method)) return { outcome: 'deviceRejectedPM', method };
  if (!isPoiSupported(method)) return { outcome: 'poiRejectedPM', method };
  if (asksTwoFactor(method) && !facts.hasTwoFactor) {
    return { outcome: 'deviceRejectedPM', method, blockedReason: 'paypalNeeds2fa' };
  }
  return { outcome: 'allowed', method };
}

const notProvided = notProvidedIn('checkoutEligibility');

/** Every outcome: a new choice is judged on the context already loaded. */
const reevaluate = {
  'payment.changed': {
    target: 'evaluating',
    actions: 'recordChoice',
    description:
      'The driver chose another payment method: checkout is judged again on what is loaded, without fetching.',
  },
} as const;

export const checkoutEligibilityMachine = setup({
  types: {
    input: {} as CheckoutEligibilityInput,
    context: {} as CheckoutEligibilityContext,
    events: {} as CheckoutEligibilityEvent,
    children: {} as { loadContext: 'loadContext' },
    /** `busy`: loading the station and methods; `error`: they could not be loaded. */
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /**
     * GET v4/pois/{id} and the active payment methods (users: GET /v4/payment-methods with supportedByPoi;
     * guests: the device wallets), `isSupportedDevice` set by the app. Honours `signal`; rejects when either fails.
     */
    loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(notProvided('loadContext')),
  },
  actions: {
    recordChoice: assign({
      chosenMethodId: ({ event }) => {
        assertEvent(event, 'payment.changed');
        return event.methodId;
      },
    }),
    applyEvaluation: assign(({ context }) => {
      const { method, blockedReason } = evaluate(context);
      return { method, blockedReason };
    }),
  },
  guards: {
    'the checkout rules give the given outcome': ({ context }, params: { outcome: CheckoutOutcome }) =>
      evaluate(context).outcome === params.outcome,
  },
}).createMachine({
  id: 'checkoutEligibility',
  description:
    'Whether the driver can pay at this station, and with which payment method. The pay button is enabled only ' +
    'when checkout is allowed; otherwise a notice on the summary says why.',
  context: ({ input }) => ({ ...input, methods: [] }),
  initial: 'idle',
  on: {
    'poi.requested': {
      target: '.loadingContext',
      description:
        "The summary asks for the station and the driver's payment methods, or asks again (Try again): a load " +
        'already under way starts over.',
    },
    'payment.changed': {
      actions: 'recordChoice',
      description:
        'The driver chose a payment method while nothing can be judged: the choice is remembered for the next judgement.',
    },
  },
  states: {
    idle: {
      description: 'Nothing is known yet: the summary has not asked for the station and payment methods.',
    },
    loadingContext: {
      description:
        "The app loads the station and the driver's payment methods (a guest's are the device wallets). The driver " +
        'sees a spinner where the payment methods go.',
      tags: 'busy',
      entry: assign({ errorCode: undefined, method: undefined, blockedReason: undefined }),
      invoke: {
        id: 'loadContext',
        src: 'loadContext',
        input: ({ context }) => ({ isGuest: context.isGuest }),
        onDone: {
          target: 'evaluating',
          actions: assign(({ event }) => ({
            station: event.output.station,
            methods: withoutUnusableDeviceWallets(event.output.methods),
          })),
          description:
            'Loaded: Google Pay and Apple Pay methods this device cannot use are dropped, and checkout is judged.',
        },
        onError: {
          target: 'failed',
          actions: assign({ errorCode: 'contextLoadFailed' }),
          description: 'The station or the payment methods could not be loaded.',
        },
      },
    },
    evaluating: {
      description: 'Passed through at once: the checkout rules decide, in their order, which outcome holds.',
      // Transient: `evaluate` is total, so exactly one guard holds; the order only mirrors the rules.
      entry: 'applyEvaluation',
      always: [
        {
          guard: { type: 'the checkout rules give the given outcome', params: { outcome: 'guestRequireAuth' } },
          target: 'guestRequireAuth',
          description: 'The driver is a guest and the station does not take guests.',
        },
        {
          guard: { type: 'the checkout rules give the given outcome', params: { outcome: 'noPM' } },
          target: 'noPM',
          description: 'The driver is registered but has no payment method at all.',
        },
        {
          guard: { type: 'the checkout rules give the given outcome', params: { outcome: 'deviceRejectedPM' } },
          target: 'deviceRejectedPM',
          description:
            'The method, or every method, cannot be used on this device, or it is PayPal (or another method ' +
            'needing a second factor) and the driver has set up neither a PIN nor biometrics.',
        },
        {
          guard: { type: 'the checkout rules give the given outcome', params: { outcome: 'poiRejectedPM' } },
          target: 'poiRejectedPM',
          description: 'The station does not take the method.',
        },
        {
          guard: { type: 'the checkout rules give the given outcome', params: { outcome: 'allowed' } },
          target: 'allowed',
          description: 'Nothing stands in the way: the driver can pay with the method.',
        },
      ],
    },
    allowed: {
      description:
        'The driver can pay: the pay button is enabled for the method (the one chosen for this checkout, else the ' +
        'preferred one, else the first this device supports).',
      on: reevaluate,
    },
    guestRequireAuth: {
      description:
        "The driver is a guest at a station that does not take guests. They see 'Paying as a guest is not possible " +
        "at this station. Please log in or register.'",
      on: reevaluate,
    },
    noPM: {
      description:
        "The driver has no payment method yet and sees 'You have no payment method yet.'; the pay button stays " +
        'disabled.',
      on: reevaluate,
    },
    poiRejectedPM: {
      description:
        "The station does not take the method. The driver sees 'This payment method cannot be used here. Choose " +
        "another one.' and the pay button stays disabled.",
      on: reevaluate,
    },
    deviceRejectedPM: {
      description:
        'The method cannot be used on this device, or (PayPal) needs a PIN or biometrics first: the driver sees ' +
        "which ('Choose another one' or '2FA required') and the pay button stays disabled.",
      on: reevaluate,
    },
    failed: {
      description:
        "The station or the payment methods could not be loaded. The driver sees 'Your payment methods could not " +
        "be loaded.' with a Try again button.",
      tags: 'error',
    },
  },
});
