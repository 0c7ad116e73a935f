import { describe, expect, it, vi } from 'vitest';
import { type AnyEventObject, createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type CheckoutData,
  type CheckoutEligibilityInput,
  type CheckoutOutcome,
  checkoutEligibilityMachine,
  evaluate,
  isWallet,
  type PaymentMethodLike,
  type StationLike,
  selectCanPay,
  selectMethod,
  selectOutcome,
} from '../../machines/checkoutEligibility';
import { describeFlowPaths, eventType } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof checkoutEligibilityMachine>;
type Event = EventFromLogic<typeof checkoutEligibilityMachine>;

const pm = (id: string, method: string, extra: Partial<PaymentMethodLike> = {}): PaymentMethodLike => ({
  id,
  method,
  isPreferred: false,
  isSupportedDevice: true,
  isSupportedPOI: true,
  ...extra,
});
const gpay = pm('gpay', 'GOOGLE_PAY');
const visa = pm('visa', 'VISA', { isPreferred: true });
const paypal = pm('paypal', 'PAYPAL');
const station = (id: string, guestCheckout: boolean): StationLike => ({
  _id: id,
  status: 'ONLINE',
  location: { latitude: 52.52, longitude: 13.405 },
  features: { guestCheckout },
});

/** One loaded context per outcome; which outcome it gives depends on the input. */
const loaded: Record<string, CheckoutData> = {
  open: { station: station('open', true), methods: [gpay, visa, paypal] },
  membersOnly: { station: station('membersOnly', false), methods: [visa] },
  poiRejects: {
    station: station('poiRejects', true),
    methods: [
      { ...gpay, isSupportedPOI: false },
      { ...visa, isSupportedPOI: false },
    ],
  },
  deviceRejects: {
    station: station('deviceRejects', true),
    // A device wallet the device cannot use is dropped; a method the device cannot use is kept, unusable.
    methods: [
      pm('apple', 'APPLE_PAY', { isSupportedDevice: false }),
      pm('mbway', 'MBWAY', { isPreferred: true, isSupportedDevice: false }),
    ],
  },
  empty: { station: station('empty', true), methods: [] },
};

const events = traversalEvents<Event>({
  'xstate.done.actor.loadContext': Object.values(loaded).map((output) => ({ output })),
  'xstate.error.actor.loadContext': [{ error: Object.assign(new Error('Bad Gateway'), { status: 502 }) }],
  'payment.changed': [{ methodId: 'paypal' }, { methodId: 'gpay' }, { methodId: 'visa' }],
});

/** The loaded station matters only once evaluated; while loading or failed it is about to be replaced. */
const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.errorCode ?? null,
    selectOutcome(s) ? s.context.station?._id : null,
    s.context.method?.id ?? null,
    s.context.blockedReason ?? null,
  ]);

const inputs: [string, CheckoutEligibilityInput][] = [
  ['a guest', { isGuest: true, hasTwoFactor: false }],
  ['a user without 2FA', { isGuest: false, hasTwoFactor: false }],
  ['a user with 2FA', { isGuest: false, hasTwoFactor: true }],
  ['a user back with a temporary method', { isGuest: false, hasTwoFactor: false, chosenMethodId: 'gpay' }],
];

const expectedOutcomes: Record<string, CheckoutOutcome[]> = {
  'a guest': ['allowed', 'guestRequireAuth', 'poiRejectedPM', 'deviceRejectedPM'],
  'a user without 2FA': ['allowed', 'noPM', 'poiRejectedPM', 'deviceRejectedPM'],
  'a user with 2FA': ['allowed', 'noPM', 'poiRejectedPM', 'deviceRejectedPM'],
  'a user back with a temporary method': ['allowed', 'noPM', 'poiRejectedPM', 'deviceRejectedPM'],
};

const inert = checkoutEligibilityMachine.provide({
  actors: { loadContext: fromPromise(() => new Promise<CheckoutData>(() => {})) },
});

const describeEvent = (event: AnyEventObject) => {
  const loadedContext: CheckoutData | undefined = event.output;
  if (loadedContext) return `${eventType(event)}(${loadedContext.station._id})`;
  if (event.type === 'payment.changed') return `${event.type}(${event.methodId})`;
  return eventType(event);
};

describeFlowPaths('checkoutEligibility', {
  machine: checkoutEligibilityMachine,
  inert,
  inputs,
  events,
  serializeState,
  describeEvent,
  check: (snapshot) => {
    const { context } = snapshot;
    expect(snapshot.children.loadContext !== undefined).toBe(snapshot.matches('loadingContext'));
    // The pay button (SPEC.md section 5) is enabled in `allowed` only.
    expect(selectCanPay(snapshot)).toBe(snapshot.matches('allowed'));
    const outcome = selectOutcome(snapshot);
    if (outcome) expect(outcome).toBe(evaluate(context).outcome);
    if (context.blockedReason) {
      expect([outcome, selectMethod(snapshot)?.method, context.hasTwoFactor]).toEqual([
        'deviceRejectedPM',
        'PAYPAL',
        false,
      ]);
    }
    if (outcome === 'allowed') {
      const method = selectMethod(snapshot)!;
      expect(method.isSupportedDevice).not.toBe(false);
      expect(method.isSupportedPOI).not.toBe(false);
      if (method.method === 'PAYPAL') expect(context.hasTwoFactor).toBe(true);
      if (context.isGuest) expect([isWallet(method), context.station?.features?.guestCheckout]).toEqual([true, true]);
    }
    if (outcome === 'guestRequireAuth') expect(context.isGuest).toBe(true);
    if (outcome === 'noPM') expect(context.isGuest).toBe(false);
    // A chosen method that is in the list is the one the outcome is about.
    const chosen = context.methods.find((m) => m.id === context.chosenMethodId);
    if (outcome && chosen && (!context.isGuest || isWallet(chosen)) && outcome !== 'guestRequireAuth') {
      expect(selectMethod(snapshot)).toBe(chosen);
    }
  },
  pathTests: (paths, _input, name) => {
    it('reaches exactly the outcomes of its role', () => {
      const reached = new Set(paths.map((p) => selectOutcome(p.state)).filter((o) => o !== undefined));
      expect([...reached].sort()).toEqual([...expectedOutcomes[name]!].sort());
    });
  },
  graphTests: (edges) => {
    it('re-evaluates a payment change from every outcome without refetching, and refetches on poi.requested', () => {
      const changes = edges.filter((e) => e.event.type === 'payment.changed' && selectOutcome(e.from));
      expect(changes.length).toBeGreaterThan(0);
      for (const { from, to } of changes) {
        expect(selectOutcome(to)).toBe(evaluate(to.context).outcome);
        expect(to.context.station).toBe(from.context.station);
      }
      const outcomesChanged = new Set(changes.map((e) => selectOutcome(e.from)));
      expect(outcomesChanged.size).toBe(5);
      const refetches = edges.filter((e) => e.event.type === 'poi.requested');
      expect(refetches.length).toBeGreaterThan(0);
      for (const { to } of refetches) expect(to.matches('loadingContext')).toBe(true);
    });
  },
});

describe('checkoutEligibility on a running actor', () => {
  function start(input: CheckoutEligibilityInput, ...answers: (CheckoutData | Error)[]) {
    const loadContext = vi.fn(async () => {
      const answer = answers.shift()!;
      if (answer instanceof Error) throw answer;
      return answer;
    });
    const machine = checkoutEligibilityMachine.provide({ actors: { loadContext: fromPromise(loadContext) } });
    return { actor: createActor(machine, { input }).start(), loadContext };
  }
  const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

  it('waits in idle for poi.requested, then fetches once per request', async () => {
    const { actor, loadContext } = start({ isGuest: false, hasTwoFactor: false }, loaded.open!, loaded.poiRejects!);
    await flush();
    expect(actor.getSnapshot().value).toBe('idle');
    expect(loadContext).not.toHaveBeenCalled();
    actor.send({ type: 'poi.requested' });
    await flush();
    expect(selectOutcome(actor.getSnapshot())).toBe('allowed');
    actor.send({ type: 'payment.changed', methodId: 'paypal' });
    expect(selectOutcome(actor.getSnapshot())).toBe('deviceRejectedPM');
    expect(actor.getSnapshot().context.blockedReason).toBe('paypalNeeds2fa');
    actor.send({ type: 'payment.changed', methodId: 'visa' });
    expect(selectOutcome(actor.getSnapshot())).toBe('allowed');
    expect(actor.getSnapshot().context.blockedReason).toBeUndefined();
    expect(loadContext).toHaveBeenCalledTimes(1);
    actor.send({ type: 'poi.requested' });
    await flush();
    expect(loadContext).toHaveBeenCalledTimes(2);
    expect(selectOutcome(actor.getSnapshot())).toBe('poiRejectedPM');
  });

  it('remembers a payment change made while loading', async () => {
    const { actor } = start({ isGuest: false, hasTwoFactor: true }, loaded.open!);
    actor.send({ type: 'poi.requested' });
    actor.send({ type: 'payment.changed', methodId: 'paypal' });
    await flush();
    expect(selectOutcome(actor.getSnapshot())).toBe('allowed');
    expect(selectMethod(actor.getSnapshot())).toBe(paypal);
  });

  it('fails with contextLoadFailed and retries on poi.requested', async () => {
    const { actor, loadContext } = start({ isGuest: true, hasTwoFactor: false }, new Error('502'), loaded.open!);
    actor.send({ type: 'poi.requested' });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.errorCode).toBe('contextLoadFailed');
    expect(selectCanPay(actor.getSnapshot())).toBe(false);
    actor.send({ type: 'poi.requested' });
    expect(actor.getSnapshot().context.errorCode).toBeUndefined();
    await flush();
    expect(selectOutcome(actor.getSnapshot())).toBe('allowed');
    expect(selectMethod(actor.getSnapshot())).toBe(gpay);
    expect(loadContext).toHaveBeenCalledTimes(2);
  });
});
