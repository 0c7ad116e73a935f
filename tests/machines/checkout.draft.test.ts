import { describe, expect, it, vi } from 'vitest';
import { type ActorRefFrom, createActor, fromPromise, waitFor } from 'xstate';
import {
  type CheckoutDraft,
  type CheckoutInput,
  checkoutMachine,
  selectEligibility,
  selectTypedMileage,
} from '../../machines/checkout';
import { type CheckoutData, checkoutEligibilityMachine } from '../../machines/checkoutEligibility';
import type { VehicleLike } from '../../machines/shared/odometer';
import type { PaymentMethodLike } from '../../machines/shared/ports';

const station = { _id: 's', status: 'ONLINE', location: { latitude: 0, longitude: 0 } };
const card: PaymentMethodLike = { id: 'pm-card', method: 'DIRECT_CREDIT', isPreferred: true };
const otherCard: PaymentMethodLike = { id: 'pm-other', method: 'DIRECT_CREDIT', isPreferred: false };

/** A prepay summary with quick checkout: the card pays as soon as the driver taps pay. */
const prepay: CheckoutInput = {
  stationId: 's',
  productId: 'pump-1',
  amount: 50,
  currency: 'EUR',
  isGuest: false,
  quickCheckout: true,
  asksOdometer: false,
  twoFactorMethod: 'pin',
  runningOrderOffered: false,
  mayCancel: false,
};

const vehicles: VehicleLike[] = [
  { _id: 'car', name: 'Golf', carOdometerM: 48_250_000 },
  { _id: 'van', name: 'Van', carOdometerM: 131_400_000 },
];

/** The checkout on a platform that answers at once with these methods and these vehicles. */
function platform(methods: PaymentMethodLike[]) {
  const keepDraft = vi.fn((_: unknown, _draft: CheckoutDraft) => {});
  const logic = checkoutMachine.provide({
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
  return { logic, keepDraft };
}

const methodsJudged = (s: { context: { eligibility?: { outcome?: string } } }) =>
  s.context.eligibility?.outcome !== undefined;

/** The checkout once the methods are judged and whatever that set off has run. */
async function settled(actor: ActorRefFrom<typeof checkoutMachine>) {
  await waitFor(actor, methodsJudged);
  await new Promise((resolve) => setTimeout(resolve, 10));
  return actor.getSnapshot();
}

describe('the checkout reopened with a draft (a reload, a payment that did not go through)', () => {
  it('picks the drafted method again when it may pay here, and pays with it', async () => {
    const { logic } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, draft: { methodId: 'pm-other' } } }).start();
    const ready = await settled(actor);
    expect(selectEligibility(ready)).toMatchObject({ outcome: 'allowed', method: otherCard });
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().output).toMatchObject({
      type: 'paid',
      method: otherCard,
      draft: { methodId: 'pm-other' },
    });
  });

  it.each([
    ['no longer exists', [card]],
    ['is refused at this station', [card, { ...otherCard, isSupportedPOI: false }]],
    ['cannot be used on this device', [card, { ...otherCard, isSupportedDevice: false }]],
  ])('ignores a drafted method that %s: the preferred one is chosen as before', async (_, methods) => {
    const { logic } = platform(methods);
    const actor = createActor(logic, {
      input: { ...prepay, twoFactorMethod: 'none', draft: { methodId: 'pm-other' } },
    }).start();
    const judged = await settled(actor);
    expect(selectEligibility(judged)).toMatchObject({ outcome: 'allowed', method: card });
    expect(judged.context.chosenMethodId).toBeUndefined();
    expect(judged.context.restoring).toBe(false);
    expect(judged.can({ type: 'payment.started' })).toBe(true);
  });

  it('keeps a drafted PayPal that waits for a PIN, as the driver left it: it asks for the PIN, it does not pay', async () => {
    const paypal = { ...otherCard, method: 'PAYPAL' };
    const { logic } = platform([card, paypal]);
    const actor = createActor(logic, {
      input: { ...prepay, twoFactorMethod: 'none', draft: { methodId: 'pm-other' } },
    }).start();
    const judged = await settled(actor);
    expect(selectEligibility(judged)).toMatchObject({
      outcome: 'deviceRejectedPM',
      method: paypal,
      blockedReason: 'paypalNeeds2fa',
    });
    expect(judged.context.chosenMethodId).toBe('pm-other');
    expect(judged.context.restoring).toBe(false);
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().output).toBeUndefined();
  });

  it('pays with the drafted mileage and its vehicle', async () => {
    const { logic } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'van', carOdometerM: 131_500_500 } } },
    }).start();
    await waitFor(actor, methodsJudged);
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().output).toMatchObject({
      type: 'paid',
      vehicle: { thingId: 'van', carOdometerM: 131_500_500 },
    });
  });

  it.each([
    ['zero', 0],
    ['less than zero', -5_000],
    ['more than 1,000,000 km', 1_000_000_500],
    ['not a number', Number.NaN],
  ])('judges a drafted mileage like a typed one: %s is not kept', async (_, carOdometerM) => {
    const { logic } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, draft: { vehicle: { thingId: 'car', carOdometerM } } },
    }).start();
    await waitFor(actor, methodsJudged);
    actor.send({ type: 'payment.started' });
    expect(actor.getSnapshot().output).toMatchObject({ type: 'paid', vehicle: undefined });
  });

  it('shows the half-typed mileage and its vehicle again on the odometer step', async () => {
    const { logic, keepDraft } = platform([card]);
    const actor = createActor(logic, {
      input: { ...prepay, asksOdometer: true, draft: { typedMileage: { text: '131.5', vehicleId: 'van' } } },
    }).start();
    const asking = await waitFor(actor, (s) => s.matches({ odometer: 'asking' }));
    expect(selectTypedMileage(asking)).toEqual({ text: '131.5', vehicleId: 'van' });
    actor.send({ type: 'odometer.edited', text: '131.50', vehicleId: 'van' });
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), {
      methodId: undefined,
      vehicle: undefined,
      typedMileage: { text: '131.50', vehicleId: 'van' },
    });
  });

  it('keeps what the driver chooses as it changes: the method picked and the mileage given', async () => {
    const { logic, keepDraft } = platform([card, otherCard]);
    const actor = createActor(logic, { input: { ...prepay, asksOdometer: true } }).start();
    await waitFor(actor, (s) => s.matches({ odometer: 'asking' }));
    actor.send({ type: 'odometer.edited', text: '48600', vehicleId: 'car' });
    actor.send({ type: 'odometer.submitted', km: 48_600, vehicleId: 'car' });
    await waitFor(actor, methodsJudged);
    await waitFor(actor, (s) => s.matches('choosing'));
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), {
      methodId: undefined,
      vehicle: { thingId: 'car', carOdometerM: 48_600_000 },
      typedMileage: { text: '48600', vehicleId: 'car' },
    });
    actor.send({ type: 'payment.changed', methodId: 'pm-other' });
    expect(keepDraft).toHaveBeenLastCalledWith(expect.anything(), expect.objectContaining({ methodId: 'pm-other' }));
  });
});
