/**
 * The checkout's own graph (machines/checkout): every step of the summary's payment, from each kind of summary the
 * lifecycle opens it with. The lifecycle sees only its outcomes (orderLifecycle.paths.test.ts).
 */
import { describe, expect, it, vi } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  type EventFromLogic,
  fromPromise,
  type NonReducibleUnknown,
  type SnapshotFrom,
} from 'xstate';
import {
  type AmazonCheckoutInput,
  type CheckoutInput,
  checkoutMachine,
  selectAsksMileage,
  selectAsksVin,
  selectCanCancelCheckout,
  selectCanPay,
  selectCheckoutStep,
  selectEligibility,
  selectMileageToConfirm,
  type WalletResult,
  type WalletTokenInput,
} from '../../machines/checkout';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import type { VehicleLike } from '../../machines/shared/odometer';
import type { PaymentMethodLike } from '../../machines/shared/ports';
import { defaultEventName, describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import { checkoutOutcomes } from './checkoutContract';

type Snap = SnapshotFrom<typeof checkoutMachine>;
type Event = EventFromLogic<typeof checkoutMachine>;

const amazonPage = 'https://pay.amazon.example/checkout';
/** A fuel card asks for the VIN and the mileage (prompt level 3). */
const method = (type: string): PaymentMethodLike => ({
  id: `pm-${type}`,
  method: type,
  isPreferred: true,
  details: type === 'FUEL_CARD' ? { promptLevel: 3 } : undefined,
});
const station = { _id: 's', status: 'ONLINE', location: { latitude: 0, longitude: 0 } };

/** Another card, not the preferred one: the method a reload's draft names. */
const otherCard: PaymentMethodLike = { id: 'pm-other', method: 'DIRECT_CREDIT', isPreferred: false };

/** What the eligibility child reports, as the checkout hears it. */
const eligibility = (
  value: 'allowed' | 'failed',
  methodType = 'DIRECT_CREDIT',
  others: PaymentMethodLike[] = [],
  chosen: PaymentMethodLike = method(methodType),
) => ({
  snapshot: checkoutEligibilityMachine.resolveState({
    value,
    context: {
      isGuest: false,
      hasTwoFactor: true,
      station,
      methods: value === 'allowed' ? [chosen, ...others] : [],
      method: value === 'allowed' ? chosen : undefined,
    },
  }),
});

/** A prepay summary: an amount to reserve, no order yet, the account asks for the mileage. */
const prepay: CheckoutInput = {
  stationId: 's',
  productId: 'pump-1',
  amount: 50,
  currency: 'EUR',
  isGuest: false,
  quickCheckout: false,
  asksOdometer: true,
  twoFactorMethod: 'pin',
  runningOrderOffered: false,
  mayCancel: false,
};
/** A postpay or wash summary: the order exists and is paid for its total; the driver may cancel here. */
const postpay: CheckoutInput = {
  ...prepay,
  productId: 'pump-6',
  amount: undefined,
  currency: undefined,
  order: { _id: 'o-1', state: 'PAYMENT_PENDING', totalAfterDiscounts: { amount: 42, currency: 'EUR' } },
  mayCancel: true,
};

const events = traversalEvents<Event>({
  'xstate.snapshot.eligibility': [
    eligibility('allowed'),
    eligibility('allowed', 'PAYPAL'),
    eligibility('allowed', 'GOOGLE_PAY'),
    eligibility('allowed', 'AMAZON_PAY'),
    eligibility('allowed', 'FUEL_CARD'),
    // A fuel card registered for two-factor: after its questions, the PIN.
    eligibility('allowed', 'FUEL_CARD', [], { ...method('FUEL_CARD'), isRegisteredFor2FA: true }),
    eligibility('allowed', 'DIRECT_CREDIT', [otherCard]),
    eligibility('failed'),
  ],
  'xstate.error.actor.eligibility': [{ error: new Error('crash') }],
  // A mileage near the last one, one far above it, one below it, and one that could not be read.
  'odometer.submitted': [{ km: 48_600.5 }, { km: 60_000 }, { km: 1_200 }, { km: Number.NaN }],
  'odometer.edited': [{ text: '48.600,5', vehicleId: 'car' }],
  'odometer.skipped': [{ neverAsk: false }, { neverAsk: true }],
  'xstate.done.actor.loadOdometer': [
    {
      output: {
        vehicles: [{ _id: 'car', name: 'Golf', carOdometerM: 48_250_000 }],
        preferredId: 'car',
        refused: false,
      },
    },
    { output: { vehicles: [], refused: true } },
  ],
  'xstate.error.actor.loadOdometer': [{ error: new Error('offline') }],
  'xstate.done.actor.saveOdometer': [{ output: undefined }],
  'xstate.error.actor.saveOdometer': [{ error: new Error('offline') }],
  'xstate.done.actor.refuseOdometer': [{ output: undefined }],
  'xstate.error.actor.refuseOdometer': [{ error: new Error('offline') }],
  'xstate.done.actor.requestWalletToken': [
    { output: { status: 'token', token: 'tok' } },
    { output: { status: 'cancelled' } },
  ],
  'xstate.error.actor.requestWalletToken': [{ error: new Error('unavailable') }],
  'xstate.done.actor.startAmazonCheckout': [{ output: { url: amazonPage } }, { output: {} }],
  'xstate.error.actor.startAmazonCheckout': [{ error: new Error('Amazon Pay could not be loaded') }],
  'twoFactor.submitted': [{ pin: '1234' }, { pin: '12' }],
  // The fuel card's questions: a VIN and a mileage it takes, and a VIN with an O that it does not.
  'prompts.submitted': [
    { vin: 'wvwzzz1kzaw000001', km: 48_600 },
    { vin: 'WVWZZZ1KZAW00000O', km: Number.NaN },
  ],
  'xstate.done.actor.verifyTwoFactor': [{ output: undefined }],
  'xstate.error.actor.verifyTwoFactor': [
    { error: { status: 403 } },
    { error: { status: 429, retryAfterSeconds: 900 } },
    { error: new Error('offline') },
  ],
  'xstate.done.actor.confirmBiometric': [{ output: undefined }],
  'xstate.error.actor.confirmBiometric': [
    { error: { reason: 'cancelled' } },
    { error: { reason: 'unsupported' } },
    { error: new Error('403') },
  ],
});

/** What decides where the checkout can go from here: the state, the judged method, what is paid and chosen. */
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    `${s.context.eligibility?.outcome}:${s.context.eligibility?.method?.method}`,
    !!s.context.eligibility?.method?.isRegisteredFor2FA,
    s.context.payment?.method.method ?? null,
    !!s.context.payment?.method.isRegisteredFor2FA,
    !!s.context.payment?.paymentToken,
    s.context.restoring,
    s.context.chosenMethodId ?? null,
    s.context.vehicle?.carOdometerM !== undefined,
    s.context.driverPrompts?.methodId ?? null,
    !!s.context.amazonCheckoutSessionId,
    s.context.pinLockedMinutes !== undefined,
  ]);

const inputs: [string, CheckoutInput][] = [
  ['a prepay summary', prepay],
  ['a prepay summary with quick checkout', { ...prepay, quickCheckout: true, asksOdometer: false }],
  ['a postpay summary of a driver without two-factor method', { ...postpay, twoFactorMethod: 'none' }],
  ['a summary with a running order offered', { ...prepay, asksOdometer: false, runningOrderOffered: true }],
  [
    'a return from Amazon with an approved session',
    { ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' },
  ],
  [
    'a reload of the summary with a draft',
    {
      ...prepay,
      asksOdometer: false,
      twoFactorMethod: 'webauthn',
      draft: { methodId: 'pm-other', vehicle: { carOdometerM: 48_600_000 } },
    },
  ],
  [
    'a summary reopened after a declined payment with a fuel card',
    {
      ...postpay,
      asksOdometer: false,
      paymentProblem: 'declined',
      draft: { methodId: 'pm-FUEL_CARD' },
      driverPrompts: { methodId: 'pm-FUEL_CARD', vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
    },
  ],
];

const never = <T>() => new Promise<T>(() => {});
const inertPromise = <Output, Input = NonReducibleUnknown>() => fromPromise<Output, Input>(() => never<Output>());
/** Children that never finish, so the path's events decide every outcome. */
const inertActors = {
  checkoutEligibility: checkoutEligibilityMachine.provide({
    actors: { loadContext: inertPromise<CheckoutData, { isGuest: boolean }>() },
  }),
  loadOdometer: inertPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(),
  saveOdometer: inertPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(),
  refuseOdometer: inertPromise<unknown>(),
  requestWalletToken: inertPromise<WalletResult, WalletTokenInput>(),
  startAmazonCheckout: inertPromise<{ url?: string }, AmazonCheckoutInput>(),
  verifyTwoFactor: inertPromise<unknown, { pin: string; orderId?: string; paymentMethodId: string }>(),
  confirmBiometric: inertPromise<unknown, { orderId?: string; paymentMethodId: string }>(),
};
const inert = checkoutMachine.provide({ actors: inertActors });

/** The eligibility child's report by its outcome and method, not by every value of its snapshot. */
const describeEvent = (event: AnyEventObject) => {
  const snapshot = event.type === 'xstate.snapshot.eligibility' ? event.snapshot : undefined;
  if (snapshot && typeof snapshot === 'object' && 'value' in snapshot && 'context' in snapshot) {
    const context: { method?: { method: string } } = snapshot.context ?? {};
    const others = ('methods' in context && Array.isArray(context.methods) ? context.methods.length : 1) - 1;
    return `eligibility(${String(snapshot.value)}${context.method ? `, ${context.method.method}` : ''}${others > 0 ? ` +${others}` : ''})`;
  }
  return defaultEventName(event);
};

describeFlowPaths('checkout', {
  machine: checkoutMachine,
  inert,
  inputs,
  events,
  serializeState,
  describeEvent,
  check: (snapshot, { input }) => {
    // The pay button works only on the choice, and never once the checkout is over.
    if (selectCanPay(snapshot)) expect(snapshot.matches('choosing')).toBe(true);
    if (snapshot.status === 'done') {
      expect(snapshot.output).toBeDefined();
      expect(selectCheckoutStep(snapshot)).toBe('sending');
    } else expect(selectCheckoutStep(snapshot)).toBeDefined();
    // Cancel only where the flow allows it.
    if (selectCanCancelCheckout(snapshot)) expect(input.mayCancel).toBe(true);
    // The confirmation step only without quick checkout.
    if (selectCheckoutStep(snapshot) === 'confirming') expect(input.quickCheckout).toBe(false);
    const output = snapshot.output;
    if (output?.type === 'paid') {
      // Nothing is paid while a running order is offered instead.
      expect(input.runningOrderOffered).toBe(false);
      // The device wallet's token, where there is one; the two-factor proof where the method asks for it.
      if (['GOOGLE_PAY', 'APPLE_PAY', 'AMAZON_PAY'].includes(output.method.method))
        expect(output.paymentToken).toBeDefined();
      else expect(output.paymentToken).toBeUndefined();
      if (output.method.method === 'PAYPAL' || output.method.isRegisteredFor2FA)
        expect(output.twoFactor).toBe(input.twoFactorMethod);
      else expect(output.twoFactor).toBeUndefined();
    }
  },
  // The lifecycle's graph is walked with the checkout's contract (checkoutContract.ts): the same kinds of outcome.
  graphTests: (edges) => {
    it('ends in exactly the kinds of outcome the order lifecycle is walked with', () => {
      const reached = new Set(edges.flatMap(({ to }) => (to.output ? [to.output.type] : [])));
      expect([...reached].sort()).toEqual([...new Set(checkoutOutcomes.map(([, result]) => result.type))].sort());
    });
  },
});

/** A framework event (an actor's answer) delivered as the path tests do. */
const deliver = (actor: { send(event: AnyEventObject): void }, event: AnyEventObject) => actor.send(event);

const started = (input: CheckoutInput, logic = inert) => createActor(logic, { input }).start();

/** A checkout whose methods are judged: `paying` is the method the check chose. */
const choosing = (input: CheckoutInput, paying: PaymentMethodLike, logic = inert) => {
  const actor = started(input, logic);
  deliver(actor, {
    type: 'xstate.snapshot.eligibility',
    snapshot: checkoutEligibilityMachine.resolveState({
      value: 'allowed',
      context: { isGuest: false, hasTwoFactor: true, station, methods: [paying], method: paying },
    }),
  });
  return actor;
};

describe('checkout rules', () => {
  it('a running order offered instead refuses the payment', () => {
    const actor = choosing({ ...prepay, asksOdometer: false, runningOrderOffered: true }, method('DIRECT_CREDIT'));
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('opens with the reason the last payment did not go through, until the driver pays again', () => {
    const actor = choosing(
      { ...prepay, asksOdometer: false, quickCheckout: true, paymentProblem: 'declined' },
      method('DIRECT_CREDIT'),
    );
    expect(actor.getSnapshot().context.paymentProblem).toBe('declined');
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().context.paymentProblem).toBeUndefined();
    expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', method: method('DIRECT_CREDIT') });
  });

  it('the driver cancels on the summary only where the flow allows it', () => {
    const prepaid = choosing({ ...prepay, asksOdometer: false }, method('DIRECT_CREDIT'));
    expect(selectCanCancelCheckout(prepaid.getSnapshot())).toBe(false);
    const wash = choosing({ ...postpay, asksOdometer: false }, method('DIRECT_CREDIT'));
    wash.send({ type: 'cancel.requested' });
    expect(wash.getSnapshot().output).toEqual({ type: 'cancelled' });
  });

  it('a check of the methods that breaks down ends the checkout failed, and nothing is paid', () => {
    const actor = started(prepay);
    deliver(actor, { type: 'xstate.error.actor.eligibility', error: new Error('crash') });
    expect(actor.getSnapshot().output).toEqual({ type: 'failed', reason: 'eligibilityBroke' });
  });

  describe("a fuel card's questions", () => {
    const fuelCard = (promptLevel: number): PaymentMethodLike => ({
      id: 'pm-card',
      method: 'FUEL_CARD',
      isPreferred: true,
      details: { promptLevel },
    });
    const asked = (promptLevel: number) => {
      const actor = choosing({ ...prepay, asksOdometer: false }, fuelCard(promptLevel));
      actor.send({ type: 'payment.started' });
      return actor;
    };

    it.each([
      [0, false, false],
      [1, false, true],
      [2, true, false],
      [3, true, true],
    ])('level %i asks for the VIN: %s, the mileage: %s', (level, vin, mileage) => {
      const snapshot = asked(level).getSnapshot();
      expect(selectCheckoutStep(snapshot)).toBe(vin || mileage ? 'prompts' : 'confirming');
      expect(selectAsksVin(snapshot)).toBe(vin);
      expect(selectAsksMileage(snapshot)).toBe(mileage);
    });

    it('pays only with a valid VIN and mileage, and hands them over for the authorisation', () => {
      const actor = asked(3);
      actor.send({ type: 'prompts.submitted', vin: 'WVWZZZ1KZAW00000O', km: 48_600 });
      expect(actor.getSnapshot().context.stepError).toBe('promptsInvalid');
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('prompts');
      actor.send({ type: 'prompts.submitted', vin: 'wvwzzz1kzaw000001', km: 0 });
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('prompts');
      actor.send({ type: 'prompts.submitted', vin: 'wvwzzz1kzaw000001', km: 48_600 });
      expect(actor.getSnapshot().output).toMatchObject({
        type: 'paid',
        method: { id: 'pm-card' },
        userDetails: { vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
        driverPrompts: { methodId: 'pm-card', vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
      });
    });

    it('answered before for the same card (a reopened checkout), they are not asked again', () => {
      const actor = choosing(
        {
          ...prepay,
          asksOdometer: false,
          driverPrompts: { methodId: 'pm-card', vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
        },
        fuelCard(3),
      );
      actor.send({ type: 'payment.started' });
      // The card's answers are its confirmation only when asked: otherwise the confirmation step as usual.
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('confirming');
      actor.send({ type: 'payment.confirmed' });
      expect(actor.getSnapshot().output).toMatchObject({
        userDetails: { vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
      });
    });

    it('leaving the questions pays nothing and goes back to the choice', () => {
      const actor = asked(2);
      actor.send({ type: 'payment.dismissed' });
      expect(actor.getSnapshot().value).toBe('choosing');
    });
  });

  describe('the mileage', () => {
    const saveOdometer = vi.fn(async () => undefined);
    const asking = () => {
      saveOdometer.mockClear();
      const actor = started(
        prepay,
        inert.provide({
          actors: {
            saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
              saveOdometer,
            ),
          },
        }),
      );
      deliver(actor, {
        type: 'xstate.done.actor.loadOdometer',
        output: {
          vehicles: [
            { _id: 'car', name: 'Golf', carOdometerM: 48_250_000 },
            { _id: 'van', name: 'Van', carOdometerM: 131_400_000 },
          ],
          preferredId: 'car',
          refused: false,
        },
      });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'asking' });
      return actor;
    };

    it.each([
      ['zero', 0],
      ['less than zero', -1],
      ['more than 1,000,000 km', 1_000_000.5],
      ['a text that could not be read', Number.NaN],
    ])('refuses %s and stays on the question', (_, km) => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'asking' });
      expect(actor.getSnapshot().context.stepError).toBe('odometerInvalid');
      expect(saveOdometer).not.toHaveBeenCalled();
    });

    it('saves a mileage near the last one at once, decimals included, in metres', () => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km: 48_600.5 });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'saving' });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { vehicleId: 'car', carOdometerM: 48_600_500 } }]);
    });

    it.each([
      ['more than 2,000 km above the last', 'car', 50_251],
      ['below the last', 'car', 48_249],
      ['below the last of the chosen vehicle', 'van', 60_000],
    ])('asks "are you sure?" for a mileage %s and saves it only when confirmed', (_, vehicleId, km) => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km, vehicleId });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'confirming' });
      expect(selectMileageToConfirm(actor.getSnapshot())).toBe(km);
      expect(saveOdometer).not.toHaveBeenCalled();
      actor.send({ type: 'odometer.confirmed' });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { vehicleId, carOdometerM: km * 1000 } }]);
    });

    it('a corrected mileage is asked again and nothing of it goes to the order', () => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km: 84_250 });
      actor.send({ type: 'odometer.corrected' });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'asking' });
      expect(actor.getSnapshot().context.vehicle).toBeUndefined();
      expect(selectMileageToConfirm(actor.getSnapshot())).toBeUndefined();
      actor.send({ type: 'odometer.submitted', km: 48_450 });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { carOdometerM: 48_450_000 } }]);
    });

    it('a vehicle without a known mileage is never asked "are you sure?"', () => {
      const actor = started(prepay);
      deliver(actor, {
        type: 'xstate.done.actor.loadOdometer',
        output: { vehicles: [{ _id: 'new', name: 'New' }], preferredId: 'new', refused: false },
      });
      actor.send({ type: 'odometer.submitted', km: 250_000 });
      expect(actor.getSnapshot().value).toEqual({ odometer: 'saving' });
    });

    it('saved to the order when there is one (postpay)', () => {
      const actor = started(
        postpay,
        inert.provide({
          actors: {
            saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
              saveOdometer,
            ),
          },
        }),
      );
      saveOdometer.mockClear();
      deliver(actor, {
        type: 'xstate.done.actor.loadOdometer',
        output: { vehicles: [{ _id: 'car', name: 'Golf' }], preferredId: 'car', refused: false },
      });
      actor.send({ type: 'odometer.submitted', km: 48_600 });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { orderId: 'o-1', carOdometerM: 48_600_000 } }]);
    });
  });

  it.each([
    ['a card', 'DIRECT_CREDIT', false, '#paid'],
    ['PayPal', 'PAYPAL', false, 'confirming'],
    ['PayPal with quick checkout', 'PAYPAL', true, { twoFactor: 'pin' }],
    ['Google Pay', 'GOOGLE_PAY', false, 'walletToken'],
    ['Amazon Pay', 'AMAZON_PAY', false, 'confirming'],
  ])('paying with %s goes to %s', (_, type, quickCheckout, step) => {
    const actor = choosing({ ...prepay, asksOdometer: false, quickCheckout }, method(type));
    actor.send({ type: 'payment.started' });
    if (step === '#paid') expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', method: method(type) });
    else expect(actor.getSnapshot().value).toEqual(step);
  });

  it('a wallet payment of nothing skips the token step (SPEC.md section 5)', () => {
    const actor = choosing(
      {
        ...postpay,
        asksOdometer: false,
        order: { _id: 'o-1', state: 'PAYMENT_PENDING', totalAfterDiscounts: { amount: 0, currency: 'EUR' } },
      },
      method('GOOGLE_PAY'),
    );
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', paymentToken: undefined });
  });

  it('the wallet’s token goes out with the method', () => {
    const actor = choosing({ ...prepay, asksOdometer: false }, method('GOOGLE_PAY'));
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().children.requestWalletToken?.getSnapshot().input).toEqual({
      methodType: 'GOOGLE_PAY',
      amount: 50,
      currency: 'EUR',
      productId: 'pump-1',
    });
    deliver(actor, { type: 'xstate.done.actor.requestWalletToken', output: { status: 'token', token: 'tok' } });
    expect(actor.getSnapshot().output).toMatchObject({
      type: 'paid',
      method: method('GOOGLE_PAY'),
      paymentToken: 'tok',
    });
  });

  it('a wrong PIN keeps the PIN step and says so; nothing is paid', () => {
    const actor = choosing({ ...prepay, asksOdometer: false, quickCheckout: true }, method('PAYPAL'));
    actor.send({ type: 'payment.started' });
    actor.send({ type: 'twoFactor.submitted', pin: '12a4' });
    expect(actor.getSnapshot().context.stepError).toBe('pinInvalid');
    actor.send({ type: 'twoFactor.submitted', pin: '1234' });
    deliver(actor, { type: 'xstate.error.actor.verifyTwoFactor', error: { status: 403 } });
    expect(actor.getSnapshot().value).toEqual({ twoFactor: 'pin' });
    expect(actor.getSnapshot().context.stepError).toBe('pinWrong');
    actor.send({ type: 'twoFactor.submitted', pin: '1234' });
    deliver(actor, { type: 'xstate.done.actor.verifyTwoFactor', output: undefined });
    expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', method: method('PAYPAL'), twoFactor: 'pin' });
  });

  it('a PIN the platform locked is not asked for again until the lock is over; a method without one still pays', () => {
    const actor = choosing({ ...prepay, asksOdometer: false, quickCheckout: true }, method('PAYPAL'));
    actor.send({ type: 'payment.started' });
    actor.send({ type: 'twoFactor.submitted', pin: '1234' });
    deliver(actor, { type: 'xstate.error.actor.verifyTwoFactor', error: { status: 429, retryAfterSeconds: 900 } });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context).toMatchObject({ stepError: 'pinLocked', pinLockedMinutes: 15 });
    // Paying again with PayPal does not open the PIN dialog.
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().children.verifyTwoFactor).toBeUndefined();
    actor.send({ type: 'pin.unlocked' });
    expect(actor.getSnapshot().context.pinLockedMinutes).toBeUndefined();
    expect(actor.getSnapshot().context.stepError).toBeUndefined();
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toEqual({ twoFactor: 'pin' });
  });

  it('the lock ends by itself after the time the platform gave', () => {
    vi.useFakeTimers();
    try {
      const actor = choosing({ ...prepay, asksOdometer: false, quickCheckout: true }, method('PAYPAL'));
      actor.send({ type: 'payment.started' });
      actor.send({ type: 'twoFactor.submitted', pin: '1234' });
      deliver(actor, { type: 'xstate.error.actor.verifyTwoFactor', error: { status: 429, retryAfterSeconds: 120 } });
      expect(actor.getSnapshot().context.pinLockedMinutes).toBe(2);
      vi.advanceTimersByTime(119_000);
      expect(actor.getSnapshot().context.pinLockedMinutes).toBe(2);
      vi.advanceTimersByTime(1_000);
      expect(actor.getSnapshot().context.pinLockedMinutes).toBeUndefined();
    } finally {
      vi.useRealTimers();
    }
  });

  describe('the two-factor confirmation', () => {
    const confirming = (twoFactorMethod: CheckoutInput['twoFactorMethod'], paying = method('PAYPAL')) => {
      const actor = choosing({ ...postpay, asksOdometer: false, quickCheckout: true, twoFactorMethod }, paying);
      actor.send({ type: 'payment.started' });
      return actor;
    };

    it('confirms PayPal with the device biometrics for this order and method before it is paid', () => {
      const actor = confirming('webauthn');
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('biometric');
      expect(actor.getSnapshot().children.confirmBiometric?.getSnapshot().input).toEqual({
        orderId: 'o-1',
        paymentMethodId: 'pm-PAYPAL',
      });
      expect(actor.getSnapshot().status).toBe('active');
      deliver(actor, { type: 'xstate.done.actor.confirmBiometric', output: undefined });
      expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', twoFactor: 'webauthn' });
    });

    it.each([
      ['a cancelled prompt', { reason: 'cancelled' }, 'biometricCancelled'],
      ['a device without authenticator', { reason: 'unsupported' }, 'biometricUnsupported'],
      ['a refused check', new Error('403'), 'twoFactorFailed'],
    ])('after %s goes back to choosing, says why and pays nothing', (_, error, stepError) => {
      const actor = confirming('webauthn');
      deliver(actor, { type: 'xstate.error.actor.confirmBiometric', error });
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(actor.getSnapshot().context.stepError).toBe(stepError);
      expect(actor.getSnapshot().status).toBe('active');
      // Paying again starts a new confirmation, the last problem no longer shown.
      actor.send({ type: 'payment.started' });
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('biometric');
      expect(actor.getSnapshot().context.stepError).toBeUndefined();
    });

    it('asks a method registered for 2FA too, and without a method set up pays nothing ("2FA required")', () => {
      const registered = { ...method('DIRECT_CREDIT'), isRegisteredFor2FA: true };
      expect(selectCheckoutStep(confirming('pin', registered).getSnapshot())).toBe('twoFactor');
      const actor = confirming('none');
      expect(actor.getSnapshot().value).toBe('choosing');
      expect(actor.getSnapshot().context.stepError).toBe('twoFactorRequired');
    });
  });
});

describe('Amazon Pay', () => {
  const amazon = method('AMAZON_PAY');

  it('leaves for Amazon checkout after the confirmation, before anything is paid', () => {
    const openInteraction = vi.fn();
    const actor = choosing({ ...prepay, asksOdometer: false }, amazon, inert.provide({ actions: { openInteraction } }));
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toBe('confirming');
    actor.send({ type: 'payment.confirmed' });
    expect(actor.getSnapshot().value).toBe('amazonCheckout');
    deliver(actor, { type: 'xstate.done.actor.startAmazonCheckout', output: { url: amazonPage } });
    expect(openInteraction).toHaveBeenCalledWith(expect.anything(), { url: amazonPage });
    expect(actor.getSnapshot().value).toBe('leavingForAmazon');
    expect(actor.getSnapshot().status).toBe('active');
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('back with an approved session, pays with it at once, without asking again', () => {
    const actor = started({ ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' });
    deliver(actor, {
      type: 'xstate.snapshot.eligibility',
      ...eligibility('allowed', 'DIRECT_CREDIT', [{ ...amazon, isPreferred: false }]),
    });
    expect(actor.getSnapshot().output).toMatchObject({
      type: 'paid',
      method: { id: 'pm-AMAZON_PAY' },
      paymentToken: 'amzn-1',
    });
  });

  it('back with a session where Amazon Pay cannot pay, the summary offers the methods as usual', () => {
    const actor = started({ ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(selectEligibility(actor.getSnapshot())?.method).toEqual(method('DIRECT_CREDIT'));
  });

  it('a checkout that cannot start says so on the summary', () => {
    const actor = choosing({ ...prepay, asksOdometer: false, quickCheckout: true }, amazon);
    actor.send({ type: 'payment.started' });
    deliver(actor, { type: 'xstate.error.actor.startAmazonCheckout', error: new Error('no script') });
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.stepError).toBe('walletFailed');
  });
});
