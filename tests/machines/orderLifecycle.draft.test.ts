import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import {
  type AuthorizeInput,
  type CheckoutDraft,
  type CreateOrderInput,
  type OrderLifecycleInput,
  type OrderRequest,
  orderLifecycleMachine,
  selectTypedMileage,
} from '../../machines/orderLifecycle';
import { orderPollMachine } from '../../machines/orderPoll';
import type { VehicleLike } from '../../machines/shared/odometer';
import { doneStates, supplyingStates } from '../../machines/shared/orderStates';
import type { OrderLike, PaymentMethodLike } from '../../machines/shared/ports';

const station = { _id: 's', status: 'ONLINE', location: { latitude: 0, longitude: 0 } };
const card: PaymentMethodLike = { id: 'pm-card', method: 'DIRECT_CREDIT', isPreferred: true };
const otherCard: PaymentMethodLike = { id: 'pm-other', method: 'DIRECT_CREDIT', isPreferred: false };

const prepay: OrderLifecycleInput = {
  request: { stationId: 's', productId: 'pump-1', fuelTypeId: 'SUPER_E5', autoAcquire: false },
  createAt: 'payment',
  amount: 50,
  currency: 'EUR',
  target: [...supplyingStates, ...doneStates],
  cancel: { orderType: 'PREPAY', from: ['waitingForTarget'], whenRefused: 'goOn' },
  isGuest: false,
  quickCheckout: true,
  asksOdometer: false,
  twoFactorMethod: 'pin',
};

const vehicles: VehicleLike[] = [
  { _id: 'car', name: 'Golf', carOdometerM: 48_250_000 },
  { _id: 'van', name: 'Van', carOdometerM: 131_400_000 },
];

/** The lifecycle on a platform that answers at once: these methods, an order created and paid without a bank page. */
function platform(methods: PaymentMethodLike[], { declineFirst = false } = {}) {
  const keepDraft = vi.fn((_: unknown, _draft: CheckoutDraft) => {});
  const dropDraft = vi.fn();
  const createOrder = vi.fn(async ({ input }: { input: CreateOrderInput }) => {
    void input;
    return { _id: 'o-1', state: 'CREATED' } satisfies OrderLike;
  });
  let authorizations = 0;
  const authorize = vi.fn(async ({ input }: { input: AuthorizeInput }) => {
    void input;
    authorizations += 1;
    if (declineFirst && authorizations === 1) throw { status: 402 };
    return {};
  });
  const logic = orderLifecycleMachine.provide({
    actors: {
      findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(async () => undefined),
      checkoutEligibility: checkoutEligibilityMachine.provide({
        actors: {
          loadContext: fromPromise<CheckoutData, { isGuest: boolean }>(async () => ({ station, methods })),
        },
      }),
      loadOdometer: fromPromise<{ vehicles: VehicleLike[]; preferredId?: string; refused: boolean }>(async () => ({
        vehicles,
        preferredId: 'car',
        refused: false,
      })),
      saveOdometer: fromPromise<unknown, { orderId?: string; vehicleId?: string; carOdometerM: number }>(
        async () => undefined,
      ),
      createOrder: fromPromise<OrderLike, CreateOrderInput>(createOrder),
      authorize: fromPromise<{ interactionUrl?: string }, AuthorizeInput>(authorize),
      orderPoll: orderPollMachine.provide({
        actors: {
          fetchOrder: fromPromise<OrderLike, { orderId: string }>(async () => ({
            _id: 'o-1',
            state: 'PRODUCT_SUPPLYING',
          })),
        },
      }),
    },
    actions: { keepDraft, dropDraft },
  });
  return { logic, keepDraft, dropDraft, createOrder, authorize };
}

const methodsJudged = (s: { context: { eligibility?: { outcome?: string } } }) =>
  s.context.eligibility?.outcome !== undefined;

/** The checkout once the methods are judged and whatever that set off has run. */
async function settled(actor: ActorRefFrom<typeof orderLifecycleMachine>) {
  await waitFor(actor, methodsJudged);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return actor.getSnapshot();
}

describe('a reload of the summary (the draft)', () => {
  it('picks the drafted method again when it may pay here, and pays with it', async () => {
    const { logic, authorize, dropDraft } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, draft: { methodId: 'pm-other' } } }).start();
    const ready = await settled(actor);
    expect(ready.context.eligibility).toMatchObject({ outcome: 'allowed', method: otherCard });
    actor.send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(authorize.mock.calls[0]?.[0].input.payment).toEqual({ paymentMethodId: 'pm-other' });
    // Paid: the choice is not kept for another order.
    expect(dropDraft).toHaveBeenCalled();
  });

  it.each([
    ['no longer exists', [card]],
    ['is refused at this station', [card, { ...otherCard, isSupportedPOI: false }]],
    ['cannot be used on this device', [card, { ...otherCard, isSupportedDevice: false }]],
    ['is PayPal without a PIN', [card, { ...otherCard, method: 'PAYPAL' }]],
  ])('ignores a drafted method that %s: the preferred one is chosen as before', async (_, methods) => {
    const { logic } = platform(methods);
    const actor = createActor(logic, {
      input: { ...prepay, twoFactorMethod: 'none', draft: { methodId: 'pm-other' } },
    }).start();
    const judged = await settled(actor);
    expect(judged.context.eligibility).toMatchObject({ outcome: 'allowed', method: card });
    expect(judged.context.methodToRestore).toBeUndefined();
    expect(judged.can({ type: 'payment.started' })).toBe(true);
  });

  it('creates the order with the drafted mileage and its vehicle', async () => {
    const { logic, createOrder } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'van', carOdometerM: 131_500_500 } } },
    }).start();
    await waitFor(actor, methodsJudged);
    actor.send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]?.[0].input).toMatchObject({ thingId: 'van', carOdometerM: 131_500_500 });
  });

  it.each([
    ['zero', 0],
    ['less than zero', -5_000],
    ['more than 1,000,000 km', 1_000_000_500],
    ['not a number', Number.NaN],
  ])('judges a drafted mileage like a typed one: %s is not sent', async (_, carOdometerM) => {
    const { logic, createOrder } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'car', carOdometerM } } },
    }).start();
    await waitFor(actor, methodsJudged);
    actor.send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createOrder.mock.calls[0]?.[0].input.carOdometerM).toBeUndefined();
    expect(createOrder.mock.calls[0]?.[0].input.thingId).toBeUndefined();
  });

  it('shows the half-typed mileage and its vehicle again on the odometer step', async () => {
    const { logic, keepDraft } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, asksOdometer: true, draft: { typedMileage: { text: '131.5', vehicleId: 'van' } } },
    }).start();
    const asking = await waitFor(actor, (s) => s.matches({ checkout: { odometer: 'asking' } }));
    expect(selectTypedMileage(asking)).toEqual({ text: '131.5', vehicleId: 'van' });
    actor.send({ type: 'odometer.edited', text: '131.50', vehicleId: 'van' });
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), {
      methodId: undefined,
      vehicle: undefined,
      typedMileage: { text: '131.50', vehicleId: 'van' },
    });
  });

  it('keeps what the driver chooses as it changes: the method picked and the mileage given', async () => {
    const { logic, keepDraft, dropDraft } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, asksOdometer: true } }).start();
    await waitFor(actor, (s) => s.matches({ checkout: { odometer: 'asking' } }));
    actor.send({ type: 'odometer.edited', text: '48600', vehicleId: 'car' });
    actor.send({ type: 'odometer.submitted', km: 48_600, vehicleId: 'car' });
    await waitFor(actor, methodsJudged);
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), {
      methodId: undefined,
      vehicle: { thingId: 'car', carOdometerM: 48_600_000 },
      typedMileage: { text: '48600', vehicleId: 'car' },
    });
    actor.send({ type: 'payment.changed', methodId: 'pm-other' });
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ methodId: 'pm-other' }));
    expect(dropDraft).not.toHaveBeenCalled();
  });

  it('picks the driver’s method again after a declined payment, not the preferred one', async () => {
    const { logic, authorize } = platform([card, otherCard], { declineFirst: true });
    const actor = createActor(logic, { input: prepay }).start();
    await waitFor(actor, methodsJudged);
    actor.send({ type: 'payment.changed', methodId: 'pm-other' });
    actor.send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.context.paymentProblem === 'declined');
    const declined = await settled(actor);
    expect(declined.context.paymentProblem).toBe('declined');
    expect(declined.context.eligibility).toMatchObject({ outcome: 'allowed', method: otherCard });
    actor.send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authorize.mock.calls.map((call) => call[0].input.payment.paymentMethodId)).toEqual(['pm-other', 'pm-other']);
  });
});
