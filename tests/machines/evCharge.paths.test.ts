import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type EvChargeInput, evChargeMachine, evChargePath, evPreAuthorization } from '../../machines/evCharge';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof evChargeMachine>;
type Event = EventFromLogic<typeof evChargeMachine>;

const order = (state: OrderState): OrderLike => ({ _id: 'o-1', state });
const base: EvChargeInput = { stationId: 's', productId: 'ev-1', amount: 80, currency: 'EUR' };

const events = traversalEvents<Event>({
  'payment.confirmed': [{ payment: { paymentMethodId: 'pm-1' } }],
  'session.resumed': [{ orderId: 'o-1' }],
  'xstate.done.actor.fetchOrder': (
    [
      'CREATED',
      'PRODUCT_PENDING',
      'PRODUCT_SUPPLYING',
      'PRODUCT_ACQUIRED',
      'COMPLETED',
      'CANCELLED',
      'REJECTED',
    ] as const
  ).map((state) => ({ output: order(state) })),
  'xstate.error.actor.fetchOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('409') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: 'https://bank.example/3ds' } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.stopAcquire': [{ output: order('PRODUCT_SUPPLYING') }],
  'xstate.error.actor.stopAcquire': [{ error: new Error('409') }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: order('PRODUCT_SUPPLYING') } },
    { output: { status: 'reached', order: order('PRODUCT_ACQUIRED') } },
    { output: { status: 'reached', order: order('COMPLETED') } },
    { output: { status: 'reached', order: order('PROBLEM') } },
    { output: { status: 'reached', order: order('CANCELLED') } },
    { output: { status: 'failed', order: order('CANCELLED'), errorCode: 'orderFailed' } },
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
    s.context.order?.state ?? null,
    !!s.context.payment,
    s.context.notice ?? null,
  ]);

const inputs: [string, EvChargeInput][] = [
  ['a new charge', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
];

const inert = evChargeMachine.provide({
  actors: {
    createOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    authorize: fromPromise(() => new Promise<{ interactionUrl?: string }>(() => {})),
    fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    stopAcquire: fromPromise(() => new Promise<OrderLike>(() => {})),
    orderPoll: createMachine({}) as never,
    orderCancel: createMachine({}) as never,
  },
});

const routes = /^\/(pay\/prepay\/ev\/(summary|charging)|pay\/ev\/finish|pay\/pump|pay\/cancel|error)$/;

describeFlowPaths('evCharge', {
  machine: evChargeMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    const target = evChargePath(snapshot);
    if (snapshot.matches('resuming')) expect(target).toBeNull();
    else expect(target?.path).toMatch(routes);
    // A receipt only for a complete order: an order that ended otherwise has no final total to show.
    if (snapshot.matches('finished'))
      expect(['READY_FOR_INVOICE', 'COMPLETED']).toContain(snapshot.context.order?.state);
  },
});

describe('evCharge rules', () => {
  it('authorises the pre-authorisation amount once', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('CREATED') } as never);
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(actor.getSnapshot().can({ type: 'payment.confirmed', payment: {} })).toBe(false);
  });

  it('keeps charging with a notice when the stop is refused', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PRODUCT_SUPPLYING') } as never);
    actor.send({ type: 'charging.finish' });
    actor.send({ type: 'xstate.error.actor.stopAcquire', error: new Error('409') } as never);
    expect(actor.getSnapshot().value).toBe('charging');
    expect(actor.getSnapshot().context.notice).toBe('stopFailed');
    actor.send({ type: 'notice.dismissed' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });

  it('follows a session already running at the charger instead of paying again', () => {
    const actor = createActor(inert, { input: base }).start();
    actor.send({ type: 'session.resumed', orderId: 'o-7' });
    expect(actor.getSnapshot().value).toBe('resuming');
    expect(actor.getSnapshot().context.orderId).toBe('o-7');
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: { _id: 'o-7', state: 'PRODUCT_SUPPLYING' } } as never);
    expect(evChargePath(actor.getSnapshot())).toEqual({
      path: '/pay/prepay/ev/charging',
      query: { orderId: 'o-7', orderType: 'PREPAY' },
    });
    expect(actor.getSnapshot().can({ type: 'payment.confirmed', payment: {} })).toBe(false);
  });

  it.each([
    ['PROBLEM', '/error'],
    ['CANCELLED', '/pay/pump'],
  ] as const)('shows no receipt when the stopped order ends %s', (state, path) => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PRODUCT_ACQUIRED') } as never);
    expect(actor.getSnapshot().value).toBe('finishing');
    actor.send({ type: 'xstate.done.actor.orderPoll', output: { status: 'reached', order: order(state) } } as never);
    expect(actor.getSnapshot().matches('finished')).toBe(false);
    expect(evChargePath(actor.getSnapshot())?.path).toBe(path);
  });

  it('returns to the pump list when the platform cancelled the order', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('CANCELLED') } as never);
    expect(evChargePath(actor.getSnapshot())?.path).toBe('/pay/pump');
  });

  it('takes the account pre-authorisation, else the default of the currency', () => {
    expect(evPreAuthorization('EUR', [{ currency: 'EUR', amount: 50 }])).toBe(50);
    expect(evPreAuthorization('DKK', [{ currency: 'EUR', amount: 50 }])).toBe(600);
    expect(evPreAuthorization('PLN', [])).toBe(350);
    expect(evPreAuthorization('CHF', [])).toBe(80);
    expect(evPreAuthorization('CZK', [])).toBe(2000);
  });
});
