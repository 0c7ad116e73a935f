/**
 * The draft across the lifecycle and its checkout: what the driver chose reaches the order and the authorisation,
 * a declined payment reopens the checkout with it, and it is dropped once paid. How the checkout judges and keeps
 * a draft on its own is checkout.draft.test.ts.
 */
import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import { type CheckoutDraft, checkoutMachine, selectEligibility } from '../../machines/checkout';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import {
  type AuthorizeInput,
  type CreateOrderInput,
  type OrderLifecycleInput,
  type OrderRequest,
  orderLifecycleMachine,
  selectCheckout,
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
  const checkout = checkoutMachine.provide({
    actors: {
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
    },
    actions: { keepDraft },
  });
  const logic = orderLifecycleMachine.provide({
    actors: {
      findRunningOrder: fromPromise<OrderLike | undefined, OrderRequest>(async () => undefined),
      checkout,
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
    actions: { dropDraft },
  });
  return { logic, keepDraft, dropDraft, createOrder, authorize };
}

/** The summary's checkout, as the screens reach it. */
const checkoutOf = (actor: ActorRefFrom<typeof orderLifecycleMachine>) => {
  const checkout = selectCheckout(actor.getSnapshot());
  if (!checkout) throw new Error('no checkout runs');
  return checkout;
};

/** The checkout of the lifecycle has judged the methods, and whatever that set off has run. */
async function settled(actor: ActorRefFrom<typeof orderLifecycleMachine>) {
  await waitFor(actor, (s) => s.matches({ checkout: 'open' }));
  const judged = await waitFor(checkoutOf(actor), (s) => selectEligibility(s)?.outcome !== undefined);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return judged;
}

describe('a reload of the summary (the draft), through the lifecycle', () => {
  it('pays with the drafted method when it may pay here, and drops the draft once paid', async () => {
    const { logic, authorize, dropDraft } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, draft: { methodId: 'pm-other' } } }).start();
    const ready = await settled(actor);
    expect(selectEligibility(ready)).toMatchObject({ outcome: 'allowed', method: otherCard });
    checkoutOf(actor).send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authorize).toHaveBeenCalledTimes(1);
    expect(authorize.mock.calls[0]?.[0].input.payment).toEqual({ paymentMethodId: 'pm-other' });
    // Paid: the choice is not kept for another order.
    expect(dropDraft).toHaveBeenCalled();
  });

  it('creates the order with the drafted mileage and its vehicle', async () => {
    const { logic, createOrder } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'van', carOdometerM: 131_500_500 } } },
    }).start();
    await settled(actor);
    checkoutOf(actor).send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createOrder).toHaveBeenCalledTimes(1);
    expect(createOrder.mock.calls[0]?.[0].input).toMatchObject({ thingId: 'van', carOdometerM: 131_500_500 });
  });

  it.each([
    ['zero', 0],
    ['more than 1,000,000 km', 1_000_000_500],
  ])('judges a drafted mileage like a typed one: %s is not sent', async (_, carOdometerM) => {
    const { logic, createOrder } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'car', carOdometerM } } },
    }).start();
    await settled(actor);
    checkoutOf(actor).send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(createOrder.mock.calls[0]?.[0].input.carOdometerM).toBeUndefined();
    expect(createOrder.mock.calls[0]?.[0].input.thingId).toBeUndefined();
  });

  it('keeps the method and the mileage the driver chose as they change, and not once paid', async () => {
    const { logic, keepDraft, dropDraft } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, asksOdometer: true } }).start();
    await waitFor(actor, (s) => s.matches({ checkout: 'open' }));
    await waitFor(checkoutOf(actor), (s) => s.matches({ odometer: 'asking' }));
    checkoutOf(actor).send({ type: 'odometer.submitted', km: 48_600, vehicleId: 'car' });
    await settled(actor);
    checkoutOf(actor).send({ type: 'payment.changed', methodId: 'pm-other' });
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), {
      methodId: 'pm-other',
      vehicle: { thingId: 'car', carOdometerM: 48_600_000 },
      typedMileage: undefined,
    });
    expect(dropDraft).not.toHaveBeenCalled();
  });

  it('picks the driver’s method again after a declined payment, not the preferred one', async () => {
    const { logic, authorize } = platform([card, otherCard], { declineFirst: true });
    const actor = createActor(logic, { input: prepay }).start();
    await settled(actor);
    checkoutOf(actor).send({ type: 'payment.changed', methodId: 'pm-other' });
    checkoutOf(actor).send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.context.paymentProblem === 'declined');
    const declined = await settled(actor);
    expect(declined.context.paymentProblem).toBe('declined');
    expect(selectEligibility(declined)).toMatchObject({ outcome: 'allowed', method: otherCard });
    checkoutOf(actor).send({ type: 'payment.started' });
    await waitFor(actor, (s) => s.status === 'done');
    expect(authorize.mock.calls.map((call) => call[0].input.payment.paymentMethodId)).toEqual(['pm-other', 'pm-other']);
  });
});
