/**
 * The order lifecycle's graph with the checkout as a contract of outcomes: the checkout child is a small machine
 * (checkoutContract.ts) that ends paid, cancelled or failed, and the walk delivers each of those outcomes. The
 * checkout's own states are walked in checkout.paths.test.ts; the two graphs add instead of multiply.
 */
import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, type EventFromLogic, fromPromise, type SnapshotFrom, waitFor } from 'xstate';
import { type CheckoutInput, checkoutMachine, selectCanPay } from '../../machines/checkout';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import { orderCancelMachine } from '../../machines/orderCancel';
import {
  type AuthorizeInput,
  type CreateOrderInput,
  type OrderLifecycleInput,
  type OrderRequest,
  orderLifecycleMachine,
  selectCanCancel,
  selectCheckout,
  selectOrderStage,
  selectWait,
} from '../../machines/orderLifecycle';
import { orderPollMachine } from '../../machines/orderPoll';
import type { VehicleLike } from '../../machines/shared/odometer';
import { doneStates, supplyingStates } from '../../machines/shared/orderStates';
import type { OrderLike, OrderState, PaymentMethodLike } from '../../machines/shared/ports';
import { defaultEventName, describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import { checkoutContract, checkoutOutcomes, contractOf, paid } from './checkoutContract';

type Snap = SnapshotFrom<typeof orderLifecycleMachine>;
type Event = EventFromLogic<typeof orderLifecycleMachine>;

const order = (state: OrderState, more: Partial<OrderLike> = {}): OrderLike => ({ _id: 'o-1', state, ...more });
const bankPage = 'https://bank.example/3ds';
const atTheBank = order('PAYMENT_PENDING', { userInteraction: { isRequired: true, urls: { start: bankPage } } });
const station = { _id: 's', status: 'ONLINE', location: { latitude: 0, longitude: 0 } };
const card: PaymentMethodLike = { id: 'pm-DIRECT_CREDIT', method: 'DIRECT_CREDIT', isPreferred: true };

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
  // The checkout's contract: every outcome it can end in.
  'xstate.done.actor.checkout': checkoutOutcomes.map(([, output]) => ({ output })),
  'xstate.error.actor.checkout': [{ error: new Error('crash') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: bankPage } }],
  'xstate.error.actor.authorize': [
    { error: { status: 402 } },
    { error: { status: 422 } },
    { error: new Error('offline') },
  ],
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

/** What decides where the lifecycle can go from here; the checkout's own choices are its graph's, not this one's. */
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    !!s.context.order,
    s.context.runningOrderId ?? null,
    s.context.orderId ?? null,
    !!s.context.conflictChecked,
    !!s.context.amazonCheckoutSessionId,
    !!s.context.backToChoice,
  ]);

const inputs: [string, OrderLifecycleInput][] = [
  ['a prepay order', prepay],
  ['a postpay order', { ...postpay, twoFactorMethod: 'none' }],
  ['a reload with an order id', { ...postpay, orderId: 'o-1' }],
  ['a return from the bank', { ...prepay, orderId: 'o-1', returnedFromBank: true }],
  ['a return from the bank after it declined', { ...prepay, orderId: 'o-1', declinedAtBank: true }],
  ['an unpaid order reopened without its amount', { ...prepay, orderId: 'o-1', amount: 0, choiceNeeded: true }],
  [
    'a return from Amazon with an approved session',
    { ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' },
  ],
];

const never = <T>() => new Promise<T>(() => {});
/** Children that never finish, so the path's events decide every outcome. */
const inertPoll = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise<OrderLike, { orderId: string }>(() => never<OrderLike>()) },
});
const inertActors = {
  findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(() => never()),
  fetchOrder: fromPromise<OrderLike, { orderId: string }>(() => never()),
  createOrder: fromPromise<OrderLike, CreateOrderInput>(() => never()),
  orderPoll: inertPoll,
  orderCancel: orderCancelMachine.provide({
    actors: { cancelOrder: fromPromise<unknown, { orderId: string }>(() => never()), orderPoll: inertPoll },
  }),
  authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(() => never()),
};
/** The lifecycle with the checkout's contract in the checkout's place. */
const withContract = orderLifecycleMachine.provide({ actors: { checkout: checkoutContract } });
const inert = withContract.provide({ actors: inertActors });

/** The checkout's outcome by its name in checkoutContract.ts, not by every value it carries. */
const describeEvent = (event: AnyEventObject) => {
  if (event.type !== 'xstate.done.actor.checkout') return defaultEventName(event);
  const name = checkoutOutcomes.find(([, result]) => result === event.output)?.[0];
  return `done.actor.checkout(${name ?? 'unknown'})`;
};

describeFlowPaths('orderLifecycle', {
  machine: withContract,
  inert,
  inputs,
  events,
  serializeState,
  describeEvent,
  check: (snapshot) => {
    // The checkout runs exactly where the payment step is, and never once the order is paid.
    expect(selectCheckout(snapshot) !== undefined, 'a checkout runs').toBe(snapshot.matches('checkout'));
    if (snapshot.hasTag('paid')) expect(selectCheckout(snapshot)).toBeUndefined();
    // Cancel only where the flow allows it.
    if (selectCanCancel(snapshot)) expect(selectOrderStage(snapshot)).not.toBe('ended');
    // Every wait of the lifecycle's own says what it waits for.
    if (snapshot.hasTag('busy')) expect(selectWait(snapshot)).toBeDefined();
    if (snapshot.status === 'done') expect(snapshot.output).toBeDefined();
  },
  checkTransition: ({ from, event, to }) => {
    // Payments are never sent twice: the payment is authorised only right after the checkout ended paid.
    if (to.matches({ checkout: 'authorizing' }) && !from.matches({ checkout: 'authorizing' })) {
      const afterPaid = event.type === 'xstate.done.actor.checkout' && event.output?.type === 'paid';
      expect(afterPaid || from.matches({ checkout: 'creatingOrder' })).toBe(true);
    }
    // One order: it is created only while there is none.
    if ((to.matches('creatingOrder') || to.matches({ checkout: 'creatingOrder' })) && !from.matches(to.value))
      expect(to.context.order).toBeUndefined();
  },
});

/** A framework event (an actor's answer) delivered as the path tests do. */
const deliver = (actor: { send(event: AnyEventObject): void }, event: AnyEventObject) => actor.send(event);

const started = (input: OrderLifecycleInput, logic = inert) => createActor(logic, { input }).start();

/** The input the running checkout was opened with (the contract keeps it). */
const checkoutInputOf = (actor: { getSnapshot(): Snap }): CheckoutInput =>
  contractOf(selectCheckout(actor.getSnapshot())).getSnapshot().context.input;

/** The contract in the lifecycle's checkout ends with this outcome, as the checkout would. */
const checkoutEnds = (actor: { getSnapshot(): Snap }, result: Parameters<typeof paid>[0] | 'cancelled' | 'failed') =>
  contractOf(selectCheckout(actor.getSnapshot())).send({
    type: 'outcome.chosen',
    result:
      result === 'cancelled'
        ? { type: 'cancelled' }
        : result === 'failed'
          ? { type: 'failed', reason: 'eligibilityBroke' }
          : paid(result),
  });

describe('orderLifecycle rules', () => {
  it.each([
    ['CREATED, paid later', postpay, order('CREATED'), 'waitingToPay'],
    ['CREATED, paid now', prepay, order('CREATED'), { checkout: 'open' }],
    ['PAYMENT_PENDING', postpay, order('PAYMENT_PENDING'), { checkout: 'open' }],
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
    // Only an order that waits for its payment opens the checkout, for that order.
    if (actor.getSnapshot().matches('checkout')) expect(checkoutInputOf(actor).order).toEqual(fetched);
    else expect(selectCheckout(actor.getSnapshot())).toBeUndefined();
  });

  it('an unpaid order opened without its amount is never offered for payment: the choice is asked again', () => {
    const actor = started({ ...prepay, orderId: 'o-1', amount: 0, choiceNeeded: true });
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: order('CREATED') });
    expect(actor.getSnapshot().output).toEqual({ type: 'choiceNeeded' });
    expect(selectCheckout(actor.getSnapshot())).toBeUndefined();
    // A paid one is followed as it is: its amount is the platform's.
    const paid = started({ ...prepay, orderId: 'o-1', amount: 0, choiceNeeded: true });
    deliver(paid, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_AUTHORIZED') });
    expect(paid.getSnapshot().value).toBe('waitingForTarget');
  });

  it('an order created as the driver paid whose payment did not go through may be cancelled on the summary', () => {
    const fresh = started({ ...prepay, asksOdometer: false });
    deliver(fresh, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    expect(checkoutInputOf(fresh).mayCancel).toBe(false);
    const reopened = started({ ...prepay, orderId: 'o-1' });
    deliver(reopened, { type: 'xstate.done.actor.fetchOrder', output: order('CREATED') });
    expect(checkoutInputOf(reopened).mayCancel).toBe(true);
    checkoutEnds(reopened, 'cancelled');
    expect(reopened.getSnapshot().value).toBe('cancelling');
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

  it('paying now with a running order opens a checkout that may not pay, until the driver follows the order', () => {
    const actor = started({ ...prepay, asksOdometer: false });
    deliver(actor, {
      type: 'xstate.done.actor.findRunningOrder',
      output: order('PRODUCT_SUPPLYING', { _id: 'o-running' }),
    });
    expect(actor.getSnapshot().context.runningOrderId).toBe('o-running');
    expect(checkoutInputOf(actor).runningOrderOffered).toBe(true);
    actor.send({ type: 'order.resumed' });
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().context.orderId).toBe('o-running');
    expect(selectCheckout(actor.getSnapshot())).toBeUndefined();
  });

  it('opens the checkout with the product, the amount, the account and the kept draft', () => {
    const draft = { methodId: 'pm-other', vehicle: { thingId: 'van', carOdometerM: 131_500_000 } };
    const actor = started({ ...postpay, quickCheckout: true, asksOdometer: true, draft, amazonCheckoutSessionId: 'a' });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    deliver(actor, { type: 'xstate.done.actor.createOrder', output: order('CREATED') });
    const priced = order('PAYMENT_PENDING', { totalAfterDiscounts: { amount: 42, currency: 'EUR' } });
    deliver(actor, { type: 'xstate.done.actor.orderPoll', output: { status: 'reached', order: priced } });
    expect(checkoutInputOf(actor)).toEqual({
      stationId: 's',
      productId: 'pump-6',
      order: priced,
      amount: undefined,
      currency: undefined,
      isGuest: false,
      quickCheckout: true,
      asksOdometer: true,
      twoFactorMethod: 'pin',
      draft,
      driverPrompts: undefined,
      amazonCheckoutSessionId: 'a',
      runningOrderOffered: false,
      mayCancel: true,
      paymentProblem: undefined,
    });
  });

  it('paid: creates the order once with the vehicle given, and authorises it once with the method', () => {
    const actor = started({ ...prepay, asksOdometer: false });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    checkoutEnds(actor, { vehicle: { thingId: 'van', carOdometerM: 48_600_000 } });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'creatingOrder' });
    expect(actor.getSnapshot().children.createOrder?.getSnapshot().input).toEqual({
      ...prepay.request,
      thingId: 'van',
      carOdometerM: 48_600_000,
    });
    deliver(actor, { type: 'xstate.done.actor.createOrder', output: order('CREATED') });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'authorizing' });
    expect(actor.getSnapshot().children.authorize?.getSnapshot().input).toEqual({
      orderId: 'o-1',
      amount: 50,
      payment: { paymentMethodId: 'pm-card' },
      userDetails: undefined,
    });
  });

  it('paid with a token (a wallet, Amazon): the token is sent, with the fuel card’s answers where given', () => {
    const actor = started({ ...postpay, orderId: 'o-1' });
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
    checkoutEnds(actor, { paymentToken: 'tok', userDetails: { vin: 'WVWZZZ1KZAW000001', carOdometerM: 1 } });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'authorizing' });
    expect(actor.getSnapshot().children.authorize?.getSnapshot().input).toMatchObject({
      payment: { paymentToken: 'tok' },
      userDetails: { vin: 'WVWZZZ1KZAW000001', carOdometerM: 1 },
    });
  });

  it('Amazon’s approved session pays once: paid with it, it is used up', () => {
    const actor = started({ ...prepay, asksOdometer: false, amazonCheckoutSessionId: 'amzn-1' });
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    expect(checkoutInputOf(actor).amazonCheckoutSessionId).toBe('amzn-1');
    checkoutEnds(actor, {
      method: { id: 'pm-amazon', method: 'AMAZON_PAY', isPreferred: false },
      paymentToken: 'amzn-1',
    });
    expect(actor.getSnapshot().context.amazonCheckoutSessionId).toBeUndefined();
  });

  it.each([
    ['declined (402)', { status: 402 }, 'declined'],
    ['refused (422)', { status: 422 }, 'refused'],
  ])('a payment %s reopens the checkout at the choice, as the driver left it, saying why', (_, error, problem) => {
    const actor = started(prepay);
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    expect(checkoutInputOf(actor).asksOdometer).toBe(true);
    const prompts = { methodId: 'pm-card', vin: 'WVWZZZ1KZAW000001' };
    const draft = { methodId: 'pm-card', vehicle: { thingId: 'car', carOdometerM: 48_600_000 } };
    checkoutEnds(actor, { draft, driverPrompts: prompts });
    deliver(actor, { type: 'xstate.done.actor.createOrder', output: order('CREATED') });
    const first = selectCheckout(actor.getSnapshot());
    deliver(actor, { type: 'xstate.error.actor.authorize', error });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'open' });
    expect(selectCheckout(actor.getSnapshot())).not.toBe(first);
    expect(checkoutInputOf(actor)).toMatchObject({
      order: order('CREATED'),
      paymentProblem: problem,
      asksOdometer: false,
      draft,
      driverPrompts: prompts,
    });
    // Paid again: the problem is no longer shown, and the order is not created a second time.
    checkoutEnds(actor, {});
    expect(actor.getSnapshot().value).toEqual({ checkout: 'authorizing' });
    expect(actor.getSnapshot().context.paymentProblem).toBeUndefined();
  });

  it('an authorisation without an answer reads the order before anything is said', () => {
    const actor = started({ ...postpay, orderId: 'o-1' });
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
    checkoutEnds(actor, {});
    deliver(actor, { type: 'xstate.error.actor.authorize', error: new Error('offline') });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'verifyingPayment' });
    deliver(actor, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'open' });
    expect(checkoutInputOf(actor).paymentProblem).toBe('notConfirmed');
  });

  it('a checkout cancelled on the summary cancels the order; a failed one is the payment’s failure', () => {
    const cancelling = started({ ...postpay, orderId: 'o-1' });
    deliver(cancelling, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
    checkoutEnds(cancelling, 'cancelled');
    expect(cancelling.getSnapshot().value).toBe('cancelling');
    const failing = started({ ...postpay, orderId: 'o-1' });
    deliver(failing, { type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') });
    checkoutEnds(failing, 'failed');
    expect(failing.getSnapshot().output).toEqual({ type: 'failed', phase: 'payment', order: order('PAYMENT_PENDING') });
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
    checkoutEnds(actor, {});
    deliver(actor, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    expect(actor.getSnapshot().value).toBe('findingRunningOrder');
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: order('PRODUCT_SUPPLYING', { _id: 'o-9' }) });
    expect(actor.getSnapshot().context.runningOrderId).toBe('o-9');
    expect(checkoutInputOf(actor)).toMatchObject({ runningOrderOffered: true, paymentProblem: undefined });

    const again = started({ ...prepay, asksOdometer: false });
    deliver(again, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    checkoutEnds(again, {});
    deliver(again, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    deliver(again, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    checkoutEnds(again, {});
    deliver(again, { type: 'xstate.error.actor.createOrder', error: { status: 409 } });
    expect(again.getSnapshot().value).toEqual({ checkout: 'open' });
    expect(again.getSnapshot().context.paymentProblem).toBe('notCreated');
    expect(checkoutInputOf(again).paymentProblem).toBe('notCreated');
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

describe('orderLifecycle with the real checkout', () => {
  it('creates the order once with the mileage and vehicle, authorises it once, and reaches the target', async () => {
    const createOrder = vi.fn(async () => order('CREATED'));
    const authorize = vi.fn(async () => ({}));
    const logic = orderLifecycleMachine.provide({
      actors: {
        ...inertActors,
        findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(async () => undefined),
        checkout: checkoutMachine.provide({
          actors: {
            loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(
              async () => ({
                vehicles: [
                  { _id: 'van', name: 'Van' },
                  { _id: 'car', name: 'Golf' },
                ],
                preferredId: 'car',
                refused: false,
              }),
            ),
            saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
              async () => undefined,
            ),
            checkoutEligibility: checkoutEligibilityMachine.provide({
              actors: {
                loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => ({
                  station,
                  methods: [card],
                })),
              },
            }),
          },
        }),
        createOrder: fromPromise<OrderLike, CreateOrderInput>(createOrder),
        authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(authorize),
        orderPoll: orderPollMachine.provide({
          actors: { fetchOrder: fromPromise<OrderLike, { orderId: string }>(async () => order('PRODUCT_SUPPLYING')) },
        }),
      },
    });
    const actor = started(prepay, logic);
    await waitFor(actor, (s) => s.matches({ checkout: 'open' }));
    const checkout = selectCheckout(actor.getSnapshot());
    if (!checkout) throw new Error('no checkout');
    await waitFor(checkout, (s) => s.matches({ odometer: 'asking' }));
    checkout.send({ type: 'odometer.submitted', km: Number.NaN });
    expect(checkout.getSnapshot().context.stepError).toBe('odometerInvalid');
    checkout.send({ type: 'odometer.submitted', km: 48_600, vehicleId: 'van' });
    await waitFor(checkout, (s) => selectCanPay(s));
    checkout.send({ type: 'payment.started' });
    // Paid: a second tap on pay can do nothing.
    expect(selectCanPay(checkout.getSnapshot())).toBe(false);
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

  it('while the order is created and authorised, the checkout stays on screen as it ended', () => {
    const logic = inert.provide({
      actors: {
        checkout: checkoutMachine.provide({
          actors: {
            checkoutEligibility: checkoutEligibilityMachine.provide({
              actors: { loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(() => never()) },
            }),
          },
        }),
      },
    });
    const actor = started({ ...prepay, asksOdometer: false, quickCheckout: true }, logic);
    deliver(actor, { type: 'xstate.done.actor.findRunningOrder', output: undefined });
    const checkout = selectCheckout(actor.getSnapshot());
    if (!checkout) throw new Error('no checkout');
    const judged = checkoutEligibilityMachine.resolveState({
      value: 'allowed',
      context: { isGuest: false, hasTwoFactor: true, station, methods: [card], method: card },
    });
    deliver(checkout, { type: 'xstate.snapshot.eligibility', snapshot: judged });
    checkout.send({ type: 'payment.started' });
    expect(actor.getSnapshot().value).toEqual({ checkout: 'creatingOrder' });
    expect(selectCheckout(actor.getSnapshot())).toBe(checkout);
    expect(checkout.getSnapshot().status).toBe('done');
    expect(checkout.getSnapshot().context.eligibility?.method).toEqual(card);
  });
});
