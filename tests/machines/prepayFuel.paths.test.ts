import { describe, expect, it } from 'vitest';
import {
  createActor,
  createMachine,
  type EventFromLogic,
  fromPromise,
  SimulatedClock,
  type SnapshotFrom,
} from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { type PrepayFuelInput, prepayFuelMachine, prepayFuelPath } from '../../machines/prepayFuel';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import { graphCoverage, traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof prepayFuelMachine>;
type Event = EventFromLogic<typeof prepayFuelMachine>;

const order = (state: OrderState): OrderLike => ({ _id: 'o-1', state });
const base: PrepayFuelInput = { stationId: 's', productId: 'p', fuelTypeId: 'SUPER_E5', amount: 50, currency: 'EUR' };

const events = traversalEvents<Event>({
  'payment.confirmed': [{ payment: { paymentMethodId: 'pm-1' } }],
  'xstate.done.actor.fetchOrder': ['CREATED', 'PAYMENT_PENDING', 'PRODUCT_SUPPLYING', 'COMPLETED', 'FAILED'].map(
    (state) => ({
      output: order(state as OrderState),
    }),
  ),
  'xstate.error.actor.fetchOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('409') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: 'https://bank.example/3ds' } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: order('PRODUCT_SUPPLYING') } },
    { output: { status: 'reached', order: order('PRODUCT_ACQUIRED') } },
    { output: { status: 'failed', order: order('PROBLEM'), errorCode: 'orderFailed' } },
    { output: { status: 'failed', order: order('REJECTED'), errorCode: 'orderFailed' } },
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
  'xstate.done.actor.orderCancel': [
    { output: { state: 'CANCELLED_PREPAY' } },
    { output: { state: 'API_ERROR_PREPAY' } },
  ],
  'xstate.error.actor.orderCancel': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) =>
  JSON.stringify([
    s.value,
    s.context.errorCode ?? null,
    !!s.context.order,
    s.context.order?.state ?? null,
    !!s.context.cancelFailed,
  ]);

const inputs: [string, PrepayFuelInput][] = [
  ['a new payment', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
];

/** Children that never finish, so the path's events decide every outcome. */
const inert = prepayFuelMachine.provide({
  actors: {
    createOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    authorize: fromPromise(() => new Promise<{ interactionUrl?: string }>(() => {})),
    fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    orderPoll: createMachine({}) as never,
    orderCancel: createMachine({}) as never,
  },
});

describe.each(inputs)('prepayFuel paths for %s', (_, input) => {
  const paths = getShortestPaths(prepayFuelMachine, { input, events, serializeState });
  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .slice(1)
            .map((s) => s.event.type.replace('xstate.', ''))
            .join(' → ') || 'initial',
          p,
        ] as const,
    ),
  )('%s', (_name, path) => {
    const actor = createActor(inert, { input, clock: new SimulatedClock() }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.hasTag('error')).toBe(snapshot.context.errorCode !== undefined);
    // Every state has its screen, and the URL carries the order as soon as there is one.
    const { path: url, query } = prepayFuelPath(snapshot);
    expect(url).toMatch(/^\/(pay\/prepay\/(summary|fueling)|pay\/finish|pay\/cancel|error)$/);
    if (snapshot.context.order) expect(query.orderId).toBe('o-1');
    actor.stop();
  });
});

describe('prepayFuel graph', () => {
  const coverage = graphCoverage(
    prepayFuelMachine,
    inputs.map(([, input]) => input),
    { events, serializeState },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));

  it('never authorises twice: a second confirmation is ignored once paying started', () => {
    const actor = createActor(inert, { input: base }).start();
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('creatingOrder');
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('creatingOrder');
  });

  it('resumes a reload after payment without authorising again', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    expect(actor.getSnapshot().value).toBe('resuming');
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_AUTHORIZED') } as never);
    expect(actor.getSnapshot().value).toBe('waitingForPump');
    expect(actor.getSnapshot().can({ type: 'payment.confirmed', payment: {} })).toBe(false);
  });

  it('maps a failure before the pump to the payment error and after it to fueling_prepay', () => {
    const before = createActor(inert, { input: base }).start();
    before.send({ type: 'payment.confirmed', payment: {} });
    before.send({ type: 'xstate.error.actor.createOrder', error: new Error('x') } as never);
    expect(prepayFuelPath(before.getSnapshot()).query.type).toBe('payment');
    const after = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    after.send({ type: 'xstate.done.actor.fetchOrder', output: order('PRODUCT_SUPPLYING') } as never);
    after.send({
      type: 'xstate.done.actor.orderPoll',
      output: { status: 'failed', order: order('PROBLEM'), errorCode: 'orderFailed' },
    } as never);
    expect(prepayFuelPath(after.getSnapshot())).toEqual({
      path: '/error',
      query: { type: 'fueling_prepay', orderId: 'o-1' },
    });
  });
});
