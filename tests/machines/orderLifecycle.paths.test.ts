import { describe, expect, it, vi } from 'vitest';
import {
  type AnyEventObject,
  createActor,
  type EventFromLogic,
  fromPromise,
  type NonReducibleUnknown,
  type SnapshotFrom,
  waitFor,
} from 'xstate';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import { orderCancelMachine } from '../../machines/orderCancel';
import {
  type AmazonCheckoutInput,
  type AuthorizeInput,
  type CreateOrderInput,
  type OrderLifecycleInput,
  type OrderRequest,
  orderLifecycleMachine,
  selectAsksMileage,
  selectAsksVin,
  selectCanCancel,
  selectCanPay,
  selectCheckoutStep,
  selectMileageToConfirm,
  selectOrderStage,
  selectWait,
  type WalletResult,
  type WalletTokenInput,
} from '../../machines/orderLifecycle';
import { orderPollMachine } from '../../machines/orderPoll';
import type { VehicleLike } from '../../machines/shared/odometer';
import { doneStates, supplyingStates } from '../../machines/shared/orderStates';
import type { OrderLike, OrderState, PaymentMethodLike } from '../../machines/shared/ports';
import { defaultEventName, describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof orderLifecycleMachine>;
type Event = EventFromLogic<typeof orderLifecycleMachine>;

const order = (state: OrderState, more: Partial<OrderLike> = {}): OrderLike => ({ _id: 'o-1', state, ...more });
const bankPage = 'https://bank.example/3ds';
const amazonPage = 'https://pay.amazon.example/checkout';
const atTheBank = order('PAYMENT_PENDING', { userInteraction: { isRequired: true, urls: { start: bankPage } } });
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

/** What the eligibility child reports, as the lifecycle hears it. */
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

/** Prepay and EV: the order is created when the driver pays. */
const prepay: OrderLifecycleInput = {
  request: { stationId: 's', productId: 'pump-1', fuelTypeId: 'SUPER_E5', autoAcquire: false },
  createAt: 'payment',
  amount: 50,
  currency: 'EUR',
  target: [...supplyingStates, ...doneStates],
  cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
  isGuest: false,
  quickCheckout: false,
  asksOdometer: true,
  twoFactorMethod: 'pin',
};
/** Postpay and wash: the order is created on entry and paid for its total. */
const postpay: OrderLifecycleInput = {
  ...prepay,
  request: { stationId: 's', productId: 'pump-6', autoAcquire: true },
  createAt: 'start',
  amount: undefined,
  currency: undefined,
  target: doneStates,
  cancel: { orderType: 'POSTPAY', from: ['waitingToPay', 'checkout'], whenRefused: 'end' },
};

const events = traversalEvents<Event>({
  'xstate.done.actor.findRunningOrder': [{ output: undefined }, { output: order('PRODUCT_SUPPLYING') }],
  'xstate.error.actor.findRunningOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.fetchOrder': [
    ...(
      ['CREATED', 'PAYMENT_PENDING', 'PAYMENT_AUTHORIZED', 'COMPLETED', 'CANCELLED', 'PROBLEM', 'REJECTED'] as const
    ).map((state) => ({ output: order(state) })),
    { output: atTheBank },
    { output: order('FAILED', { error: { message: 'Order is expired' } }) },
    // An order of another station: the URL is not this flow's to show.
    { output: order('PAYMENT_PENDING', { poiId: 'another-station' }) },
  ],
  'xstate.error.actor.fetchOrder': [{ error: new Error('404') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('503') }, { error: { status: 409 } }],
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
  'xstate.error.actor.verifyTwoFactor': [{ error: { status: 403 } }, { error: new Error('offline') }],
  'xstate.done.actor.confirmBiometric': [{ output: undefined }],
  'xstate.error.actor.confirmBiometric': [
    { error: { reason: 'cancelled' } },
    { error: { reason: 'unsupported' } },
    { error: new Error('403') },
  ],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: bankPage } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.orderPoll': [
    {
      output: {
        status: 'reached',
        order: order('PAYMENT_PENDING', { totalAfterDiscounts: { amount: 42, currency: 'EUR' } }),
      },
    },
    { output: { status: 'reached', order: order('PRODUCT_SUPPLYING') } },
    { output: { status: 'failed', order: order('PROBLEM'), errorCode: 'orderFailed' } },
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
  'xstate.done.actor.orderCancel': [
    { output: { state: 'CANCELLED_PREPAY' } },
    { output: { state: 'API_ERROR_POSTPAY' } },
  ],
  'xstate.error.actor.orderCancel': [{ error: new Error('crash') }],
});

/** What decides where the lifecycle can go from here: the state, the order's presence, the method and its token. */
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    !!s.context.order,
    `${s.context.eligibility?.outcome}:${s.context.eligibility?.method?.method}`,
    !!s.context.eligibility?.method?.isRegisteredFor2FA,
    s.context.payment?.method.method ?? null,
    !!s.context.payment?.method.isRegisteredFor2FA,
    !!s.context.payment?.paymentToken,
    s.context.runningOrderId ?? null,
    s.context.orderId ?? null,
    s.context.methodToRestore ?? null,
    !!s.context.conflictChecked,
    !!s.context.amazonCheckoutSessionId,
  ]);

const inputs: [string, OrderLifecycleInput][] = [
  ['a prepay order', prepay],
  ['a prepay order with quick checkout', { ...prepay, quickCheckout: true, asksOdometer: false }],
  ['a postpay order of a driver without two-factor method', { ...postpay, twoFactorMethod: 'none' }],
  ['a reload with an order id', { ...postpay, orderId: 'o-1' }],
  ['a return from the bank', { ...prepay, orderId: 'o-1', returnedFromBank: true }],
  ['a return from the bank after it declined', { ...prepay, orderId: 'o-1', declinedAtBank: true }],
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
];

const never = <T>() => new Promise<T>(() => {});
/** Children that never finish, so the path's events decide every outcome. */
const inertPoll = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise<OrderLike, { orderId: string }>(() => never<OrderLike>()) },
});
const inertPromise = <Output, Input = NonReducibleUnknown>() => fromPromise<Output, Input>(() => never<Output>());
const inertActors = {
  findRunningOrder: inertPromise<OrderLike | undefined, OrderRequest>(),
  fetchOrder: inertPromise<OrderLike, { orderId: string }>(),
  createOrder: inertPromise<OrderLike, CreateOrderInput>(),
  orderPoll: inertPoll,
  orderCancel: orderCancelMachine.provide({
    actors: { cancelOrder: inertPromise<unknown, { orderId: string }>(), orderPoll: inertPoll },
  }),
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
  authorize: inertPromise<{ interactionUrl?: string }, AuthorizeInput>(),
};
const inert = orderLifecycleMachine.provide({ actors: inertActors });

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

describeFlowPaths('orderLifecycle', {
  machine: orderLifecycleMachine,
  inert,
  inputs,
  events,
  serializeState,
  describeEvent,
  check: (snapshot) => {
    // One authorisation: the payment is offered only in the checkout, never once the order is paid.
    if (selectCanPay(snapshot)) expect(snapshot.matches({ checkout: 'choosing' })).toBe(true);
    if (snapshot.hasTag('paid')) expect(selectCanPay(snapshot)).toBe(false);
    // Cancel only where the flow allows it.
    if (selectCanCancel(snapshot)) expect(selectOrderStage(snapshot)).not.toBe('ended');
    // Every wait says what it waits for.
    if (snapshot.hasTag('busy') && !snapshot.matches('checkout')) expect(selectWait(snapshot)).toBeDefined();
    if (snapshot.status === 'done') expect(snapshot.output).toBeDefined();
    expect(selectCheckoutStep(snapshot)).toBeDefined();
  },
});

/** A framework event (an actor's answer) delivered as the path tests do. */
const deliver = (actor: { send(event: AnyEventObject): void }, event: AnyEventObject) => actor.send(event);

const started = (input: OrderLifecycleInput, logic = inert) => createActor(logic, { input }).start();

describe('orderLifecycle rules', () => {
  it.each([
    ['CREATED, paid later', postpay, order('CREATED'), 'waitingToPay'],
    ['CREATED, paid now', prepay, order('CREATED'), { checkout: { odometer: 'loading' } }],
    ['PAYMENT_PENDING', postpay, order('PAYMENT_PENDING'), { checkout: { odometer: 'loading' } }],
    [
      'PAYMENT_PENDING on the bank return',
      { ...postpay, returnedFromBank: true },
      order('PAYMENT_PENDING'),
      'waitingForTarget',
    ],
    ['PAYMENT_PENDING at the bank', postpay, atTheBank, 'awaitingInteraction'],
    ['PAYMENT_AUTHORIZED', prepay, order('PAYMENT_AUTHORIZED'), 'waitingForTarget'],
    ['COMPLETED', prepay, order('COMPLETED'), 'waitingForTarget'],
    ['CANCELLED', prepay, order('CANCELLED'), 'failed'],
    ['REJECTED', prepay, order('REJECTED'), 'failed'],
  ] as const)('resuming an order %s goes to %j', (_, input, fetched, target) => {
    const actor = started({ ...input, orderId: 'o-1' });
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: fetched });
    expect(actor.getSnapshot().value).toEqual(target);
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('an order whose bank page still waits sends the browser back there', () => {
    const openInteraction = vi.fn();
    const actor = started({ ...postpay, orderId: 'o-1' }, inert.provide({ actions: { openInteraction } }));
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: atTheBank });
    expect(openInteraction).toHaveBeenCalledWith(expect.anything(), { url: bankPage });
  });

  it('a running order of the driver for this product is resumed instead of creating a second one', () => {
    const actor = started(postpay);
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: order('CREATED', { _id: 'o-running' }) });
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().context.orderId).toBe('o-running');
  });

  it('paying now with a running order offers it and refuses a second payment until followed', () => {
    const actor = started({ ...prepay, asksOdometer: false });
    deliver(actor, {
      type: 'xstate.done.actor.findRunningOrder',
      output: order('PRODUCT_SUPPLYING', { _id: 'o-running' }),
    });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    expect(actor.getSnapshot().context.runningOrderId).toBe('o-running');
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'order.resumed' });
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().context.orderId).toBe('o-running');
  });

  it('creates the order once with the mileage and vehicle, authorises it once, and reaches the target', async () => {
    const createOrder = vi.fn(async () => order('CREATED'));
    const authorize = vi.fn(async () => ({}));
    const logic = orderLifecycleMachine.provide({
      actors: {
        ...inertActors,
        findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(async () => undefined),
        loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(async () => ({
          vehicles: [
            { _id: 'van', name: 'Van' },
            { _id: 'car', name: 'Golf' },
          ],
          preferredId: 'car',
          refused: false,
        })),
        saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
          async () => undefined,
        ),
        createOrder: fromPromise<OrderLike, CreateOrderInput>(createOrder),
        authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(authorize),
        checkoutEligibility: checkoutEligibilityMachine.provide({
          actors: {
            loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => ({
              station,
              methods: [method('DIRECT_CREDIT')],
            })),
          },
        }),
        orderPoll: orderPollMachine.provide({
          actors: { fetchOrder: fromPromise<OrderLike, { orderId: string }>(async () => order('PRODUCT_SUPPLYING')) },
        }),
      },
    });
    const actor = started(prepay, logic);
    await waitFor(actor, (s) => s.matches({ checkout: { odometer: 'asking' } }));
    actor.send({ type: 'odometer.submitted', km: Number.NaN });
    expect(actor.getSnapshot().context.stepError).toBe('odometerInvalid');
    actor.send({ type: 'odometer.submitted', km: 48_600, vehicleId: 'van' });
    await waitFor(actor, (s) => s.context.eligibility?.outcome === 'allowed');
    actor.send({ type: 'payment.started' });
    actor.send({ type: 'payment.started' });
    const done = await waitFor(actor, (s) => s.status === 'done');
    expect(done.output).toEqual({ type: 'reached', order: order('PRODUCT_SUPPLYING') });
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]).toMatchObject([
      {
        input: {
          stationId: 's',
          productId: 'pump-1',
          fuelTypeId: 'SUPER_E5',
          autoAcquire: false,
          thingId: 'van',
          carOdometerM: 48_600_000,
        },
      },
    ]);
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(authorize.mock.calls[0]).toMatchObject([
      { input: { orderId: 'o-1', amount: 50, payment: { paymentMethodId: 'pm-DIRECT_CREDIT' } } },
    ]);
  });

  describe("a fuel card's questions", () => {
    const fuelCard = (promptLevel: number): PaymentMethodLike => ({
      id: 'pm-card',
      method: 'FUEL_CARD',
      isPreferred: true,
      details: { promptLevel },
    });
    const choosing = (promptLevel: number) => {
      const actor = started({ ...prepay, asksOdometer: false });
      deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
      deliver(actor, {
        type: 'xstate.snapshot.eligibility',
        snapshot: checkoutEligibilityMachine.resolveState({
          value: 'allowed',
          context: {
            isGuest: false,
            hasTwoFactor: true,
            station,
            methods: [fuelCard(promptLevel)],
            method: fuelCard(promptLevel),
          },
        }),
      });
      actor.send({ type: 'payment.started' });
      return actor;
    };

    it.each([
      [0, false, false],
      [1, false, true],
      [2, true, false],
      [3, true, true],
    ])('level %i asks for the VIN: %s, the mileage: %s', (level, vin, mileage) => {
      const snapshot = choosing(level).getSnapshot();
      expect(selectCheckoutStep(snapshot)).toBe(vin || mileage ? 'prompts' : 'confirming');
      expect(selectAsksVin(snapshot)).toBe(vin);
      expect(selectAsksMileage(snapshot)).toBe(mileage);
    });

    it('pays only with a valid VIN and mileage, and sends them with the authorisation', () => {
      const actor = choosing(3);
      actor.send({ type: 'prompts.submitted', vin: 'WVWZZZ1KZAW00000O', km: 48_600 });
      expect(actor.getSnapshot().context.stepError).toBe('promptsInvalid');
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('prompts');
      actor.send({ type: 'prompts.submitted', vin: 'wvwzzz1kzaw000001', km: 0 });
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('prompts');
      actor.send({ type: 'prompts.submitted', vin: 'wvwzzz1kzaw000001', km: 48_600 });
      expect(actor.getSnapshot().value).toBe('creatingOrder');
      deliver(actor, { type: 'xstate.done.actor.createOrder', output: order('CREATED') });
      expect(actor.getSnapshot().value).toBe('authorizing');
      expect(actor.getSnapshot().children.authorize?.getSnapshot().input).toMatchObject({
        payment: { paymentMethodId: 'pm-card' },
        userDetails: { vin: 'WVWZZZ1KZAW000001', carOdometerM: 48_600_000 },
      });
    });

    it('leaving the questions pays nothing and goes back to the choice', () => {
      const actor = choosing(2);
      actor.send({ type: 'payment.dismissed' });
      expect(actor.getSnapshot().value).toEqual({ checkout: 'choosing' });
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
      deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
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
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'asking' } });
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
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'asking' } });
      expect(actor.getSnapshot().context.stepError).toBe('odometerInvalid');
      expect(saveOdometer).not.toHaveBeenCalled();
    });

    it('saves a mileage near the last one at once, decimals included, in metres', () => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km: 48_600.5 });
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'saving' } });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { vehicleId: 'car', carOdometerM: 48_600_500 } }]);
    });

    it.each([
      ['more than 2,000 km above the last', 'car', 50_251],
      ['below the last', 'car', 48_249],
      ['below the last of the chosen vehicle', 'van', 60_000],
    ])('asks "are you sure?" for a mileage %s and saves it only when confirmed', (_, vehicleId, km) => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km, vehicleId });
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'confirming' } });
      expect(selectMileageToConfirm(actor.getSnapshot())).toBe(km);
      expect(saveOdometer).not.toHaveBeenCalled();
      actor.send({ type: 'odometer.confirmed' });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { vehicleId, carOdometerM: km * 1000 } }]);
    });

    it('a corrected mileage is asked again and nothing of it goes to the order', () => {
      const actor = asking();
      actor.send({ type: 'odometer.submitted', km: 84_250 });
      actor.send({ type: 'odometer.corrected' });
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'asking' } });
      expect(actor.getSnapshot().context.vehicle).toBeUndefined();
      expect(selectMileageToConfirm(actor.getSnapshot())).toBeUndefined();
      actor.send({ type: 'odometer.submitted', km: 48_450 });
      expect(saveOdometer.mock.calls[0]).toMatchObject([{ input: { carOdometerM: 48_450_000 } }]);
    });

    it('a vehicle without a known mileage is never asked "are you sure?"', () => {
      const actor = started(prepay);
      deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
      deliver(actor, {
        type: 'xstate.done.actor.loadOdometer',
        output: { vehicles: [{ _id: 'new', name: 'New' }], preferredId: 'new', refused: false },
      });
      actor.send({ type: 'odometer.submitted', km: 250_000 });
      expect(actor.getSnapshot().value).toEqual({ checkout: { odometer: 'saving' } });
    });
  });

  it.each([
    ['a card', 'DIRECT_CREDIT', false, '#sending'],
    ['PayPal', 'PAYPAL', false, 'confirming'],
    ['PayPal with quick checkout', 'PAYPAL', true, { twoFactor: 'pin' }],
    ['Google Pay', 'GOOGLE_PAY', false, 'walletToken'],
    ['Amazon Pay', 'AMAZON_PAY', false, 'confirming'],
  ])('paying with %s goes to %s', (_, type, quickCheckout, step) => {
    const actor = started({ ...prepay, asksOdometer: false, quickCheckout });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed', type) });
    actor.send({ type: 'payment.started' });
    if (step === '#sending') expect(actor.getSnapshot().value).toBe('creatingOrder');
    else expect(actor.getSnapshot().value).toEqual({ checkout: step });
  });

  it('a wallet payment of nothing skips the token step (SPEC.md section 5)', () => {
    const actor = started({ ...postpay, orderId: 'o-1', asksOdometer: false });
    deliver(actor, {
      type: 'xstate.done.actor.fetchOrder',
      output: order('PAYMENT_PENDING', { totalAfterDiscounts: { amount: 0, currency: 'EUR' } }),
    });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed', 'GOOGLE_PAY') });
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toBe('authorizing');
  });

  it('a wrong PIN keeps the PIN step and says so; nothing is authorised', () => {
    const actor = started({ ...prepay, asksOdometer: false, quickCheckout: true });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed', 'PAYPAL') });
    actor.send({ type: 'payment.started' });
    actor.send({ type: 'twoFactor.submitted', pin: '12a4' });
    expect(actor.getSnapshot().context.stepError).toBe('pinInvalid');
    actor.send({ type: 'twoFactor.submitted', pin: '1234' });
    deliver(actor, { type: 'xstate.error.actor.verifyTwoFactor', error: { status: 403 } });
    expect(actor.getSnapshot().value).toEqual({ checkout: { twoFactor: 'pin' } });
    expect(actor.getSnapshot().context.stepError).toBe('pinWrong');
  });

  describe('the two-factor confirmation', () => {
    const authorize = vi.fn(async () => ({}));
    const confirming = (twoFactorMethod: OrderLifecycleInput['twoFactorMethod'], paying = method('PAYPAL')) => {
      authorize.mockClear();
      const actor = started(
        { ...postpay, orderId: 'o-1', asksOdometer: false, quickCheckout: true, twoFactorMethod },
        inert.provide({ actors: { authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(authorize) } }),
      );
      deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
      deliver(actor, {
        type: 'xstate.snapshot.eligibility',
        snapshot: checkoutEligibilityMachine.resolveState({
          value: 'allowed',
          context: { isGuest: false, hasTwoFactor: true, station, methods: [paying], method: paying },
        }),
      });
      actor.send({ type: 'payment.started' });
      return actor;
    };

    it('confirms PayPal with the device biometrics for this order and method before authorising', () => {
      const actor = confirming('webauthn');
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('biometric');
      expect(authorize).not.toHaveBeenCalled();
      deliver(actor, { type: 'xstate.done.actor.confirmBiometric', output: undefined });
      expect(actor.getSnapshot().value).toBe('authorizing');
      expect(authorize).toHaveBeenCalledTimes(1);
    });

    it.each([
      ['a cancelled prompt', { reason: 'cancelled' }, 'biometricCancelled'],
      ['a device without authenticator', { reason: 'unsupported' }, 'biometricUnsupported'],
      ['a refused check', new Error('403'), 'twoFactorFailed'],
    ])('after %s goes back to choosing, says why and pays nothing', (_, error, stepError) => {
      const actor = confirming('webauthn');
      deliver(actor, { type: 'xstate.error.actor.confirmBiometric', error });
      expect(actor.getSnapshot().value).toEqual({ checkout: 'choosing' });
      expect(actor.getSnapshot().context.stepError).toBe(stepError);
      expect(authorize).not.toHaveBeenCalled();
      // Paying again starts a new confirmation, the last problem no longer shown.
      actor.send({ type: 'payment.started' });
      expect(selectCheckoutStep(actor.getSnapshot())).toBe('biometric');
      expect(actor.getSnapshot().context.stepError).toBeUndefined();
    });

    it('asks a method registered for 2FA too, and without a method set up pays nothing ("2FA required")', () => {
      const registered = { ...method('DIRECT_CREDIT'), isRegisteredFor2FA: true };
      expect(selectCheckoutStep(confirming('pin', registered).getSnapshot())).toBe('twoFactor');
      const actor = confirming('none');
      expect(actor.getSnapshot().value).toEqual({ checkout: 'choosing' });
      expect(actor.getSnapshot().context.stepError).toBe('twoFactorRequired');
      expect(authorize).not.toHaveBeenCalled();
    });
  });

  it('a refused cancel goes on waiting (prepay) or ends on the cancel page (postpay)', () => {
    const prepayActor = started({ ...prepay, orderId: 'o-1' });
    deliver(prepayActor, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_AUTHORIZED') });
    prepayActor.send({ type: 'cancel.requested' });
    deliver(prepayActor, { type: 'xstate.done.actor.orderCancel', output: { state: 'API_ERROR_PREPAY' } });
    expect(prepayActor.getSnapshot().value).toBe('waitingForTarget');
    expect(prepayActor.getSnapshot().context.notice).toBe('cancelFailed');
    const postpayActor = started({ ...postpay, orderId: 'o-1' });
    deliver(postpayActor, { type: 'xstate.done.actor.fetchOrder', output: order('CREATED') });
    postpayActor.send({ type: 'cancel.requested' });
    deliver(postpayActor, { type: 'xstate.error.actor.orderCancel', error: new Error('500') });
    expect(postpayActor.getSnapshot().output).toEqual({ type: 'cancelFailed' });
  });

  it('a creation refused for a running order (409) finds that order and offers it; a second refusal is a failure', () => {
    const actor = started({ ...prepay, asksOdometer: false });
    // The check before creating had no answer: the flow went on as if nothing ran.
    deliver(actor, { type: 'xstate.error.actor.findRunningOrder', error: new Error('offline') });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    actor.send({ type: 'payment.started' });
    deliver(actor, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    expect(actor.getSnapshot().value).toBe('findingRunningOrder');
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: order('PRODUCT_SUPPLYING', { _id: 'o-9' }) });
    expect(actor.getSnapshot().context.runningOrderId).toBe('o-9');
    expect(actor.getSnapshot().context.paymentProblem).toBeUndefined();

    const again = started({ ...prepay, asksOdometer: false });
    deliver(again, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(again, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    again.send({ type: 'payment.started' });
    deliver(again, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    deliver(again, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(again, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    again.send({ type: 'payment.started' });
    deliver(again, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    expect(again.getSnapshot().value).toEqual({ checkout: 'choosing' });
    expect(again.getSnapshot().context.paymentProblem).toBe('notCreated');
  });

  it('a failure says in which phase it happened', () => {
    const creating = started({ ...postpay });
    deliver(creating, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(creating, { type: 'xstate.error.actor.createOrder', error: new Error('503') });
    expect(creating.getSnapshot().output).toEqual({ type: 'failed', phase: 'creation', order: undefined });
    const fueling = started({ ...postpay, orderId: 'o-1' });
    deliver(fueling, { type: 'xstate.done.actor.fetchOrder', output: order('CREATED') });
    const expired = order('FAILED', { error: { message: 'Order is expired' } });
    deliver(fueling, {
      type: 'xstate.done.actor.orderPoll',
      output: { status: 'failed', order: expired, errorCode: 'orderFailed' },
    });
    expect(fueling.getSnapshot().output).toEqual({ type: 'failed', phase: 'beforePayment', order: expired });
  });
});

describe('Amazon Pay', () => {
  const amazon = method('AMAZON_PAY');

  it('leaves for Amazon checkout after the confirmation, before any order is created or authorised', () => {
    const openInteraction = vi.fn();
    const actor = started({ ...prepay, asksOdometer: false }, inert.provide({ actions: { openInteraction } }));
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed', 'AMAZON_PAY') });
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'confirming' });
    actor.send({ type: 'payment.confirmed' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'amazonCheckout' });
    deliver(actor, { type: 'xstate.done.actor.startAmazonCheckout', output: { url: amazonPage } });
    expect(openInteraction).toHaveBeenCalledWith(expect.anything(), { url: amazonPage });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'leavingForAmazon' });
    expect(actor.getSnapshot().context.order).toBeUndefined();
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
  });

  it('back with an approved session, pays the order once with it, without asking again', async () => {
    const createOrder = vi.fn(async () => order('CREATED'));
    const authorize = vi.fn(async (_: { input: AuthorizeInput }) => ({}));
    const logic = orderLifecycleMachine.provide({
      actors: {
        ...inertActors,
        findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(async () => undefined),
        createOrder: fromPromise<OrderLike, CreateOrderInput>(createOrder),
        authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(authorize),
        checkoutEligibility: checkoutEligibilityMachine.provide({
          actors: {
            loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => ({
              station,
              methods: [method('DIRECT_CREDIT'), { ...amazon, isPreferred: false }],
            })),
          },
        }),
      },
    });
    const actor = started({ ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' }, logic);
    await waitFor(actor, (s) => s.matches('waitingForTarget'));
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(authorize.mock.calls[0]?.[0].input.payment).toEqual({ paymentToken: 'amzn-1' });
    expect(actor.getSnapshot().context.amazonCheckoutSessionId).toBeUndefined();
  });

  it('back with a session where Amazon Pay cannot pay, the summary offers the methods as usual', () => {
    const actor = started({ ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed') });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'choosing' });
    expect(actor.getSnapshot().context.order).toBeUndefined();
  });

  it('a checkout that cannot start says so on the summary', () => {
    const actor = started({ ...prepay, asksOdometer: false, quickCheckout: true });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.snapshot.eligibility', ...eligibility('allowed', 'AMAZON_PAY') });
    actor.send({ type: 'payment.started' });
    deliver(actor, { type: 'xstate.error.actor.startAmazonCheckout', error: new Error('no script') });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'choosing' });
    expect(actor.getSnapshot().context.stepError).toBe('walletFailed');
  });
});
