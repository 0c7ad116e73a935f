import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type PostpayFuelInput, postpayFuelMachine, postpayFuelPath } from '../../machines/postpayFuel';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof postpayFuelMachine>;
type Event = EventFromLogic<typeof postpayFuelMachine>;

const order = (state: OrderState, message?: string): OrderLike => ({
  _id: 'o-1',
  state,
  ...(message ? { error: { message } } : {}),
});
const base: PostpayFuelInput = { stationId: 's', productId: 'pump-6' };

const events = traversalEvents<Event>({
  'payment.confirmed': [{ payment: { paymentMethodId: 'pm-1' } }],
  'xstate.done.actor.fetchOrder': [
    { output: order('CREATED') },
    { output: order('PAYMENT_PENDING') },
    { output: order('PAYMENT_AUTHORIZED') },
    { output: order('COMPLETED') },
    { output: order('CANCELLED') },
    { output: order('FAILED', 'Order is expired') },
    { output: order('PROBLEM') },
  ],
  'xstate.error.actor.fetchOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('409') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: 'https://bank.example/3ds' } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: order('PAYMENT_PENDING') } },
    { output: { status: 'failed', order: order('FAILED', 'Order is expired'), errorCode: 'orderFailed' } },
    { output: { status: 'failed', order: order('PROBLEM'), errorCode: 'orderFailed' } },
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
  'xstate.done.actor.orderCancel': [
    { output: { state: 'CANCELLED_POSTPAY' } },
    { output: { state: 'API_ERROR_POSTPAY' } },
  ],
  'xstate.error.actor.orderCancel': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.errorCode ?? null, s.context.order?.state ?? null, !!s.context.payment]);

const inputs: [string, PostpayFuelInput][] = [
  ['a new order', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
];

/** Children that never finish, so the path's events decide every outcome. */
const inert = postpayFuelMachine.provide({
  actors: {
    createOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    authorize: fromPromise(() => new Promise<{ interactionUrl?: string }>(() => {})),
    fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    orderPoll: createMachine({}) as never,
    orderCancel: createMachine({}) as never,
  },
});

const routes = /^\/(pay\/postpay\/(fueling|summary)|pay\/finish|pay\/cancel|error)$/;

describeFlowPaths('postpayFuel', {
  machine: postpayFuelMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    const target = postpayFuelPath(snapshot);
    if (snapshot.matches('resuming')) expect(target).toBeNull();
    else {
      expect(target?.path).toMatch(routes);
      if (snapshot.context.order) expect(target?.query.orderId).toBe('o-1');
    }
  },
});

describe('postpayFuel rules', () => {
  it('creates the order on entry and never on a reload', () => {
    const fresh = createActor(inert, { input: base }).start();
    expect(fresh.getSnapshot().value).toBe('creatingOrder');
    const reload = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    expect(reload.getSnapshot().value).toBe('resuming');
  });

  it('pays once: a second confirmation while authorising is ignored', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') } as never);
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(actor.getSnapshot().can({ type: 'payment.confirmed', payment: {} })).toBe(false);
  });

  it('sends an expired order to the expired-order error and other failures to fueling_postpay', () => {
    const expired = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    expired.send({ type: 'xstate.done.actor.fetchOrder', output: order('CREATED') } as never);
    expired.send({
      type: 'xstate.done.actor.orderPoll',
      output: { status: 'failed', order: order('FAILED', 'Order is expired'), errorCode: 'orderFailed' },
    } as never);
    expect(postpayFuelPath(expired.getSnapshot())).toEqual({
      path: '/error',
      query: { type: 'fueling_postpay', reason: 'expired', orderId: 'o-1' },
    });
    const other = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    other.send({ type: 'xstate.done.actor.fetchOrder', output: order('PROBLEM') } as never);
    expect(postpayFuelPath(other.getSnapshot())?.query).toEqual({ type: 'fueling_postpay', orderId: 'o-1' });
  });

  it('can cancel only while fueling, and a refused cancel is API_ERROR_POSTPAY', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('CREATED') } as never);
    actor.send({ type: 'cancel.requested' });
    actor.send({ type: 'xstate.done.actor.orderCancel', output: { state: 'API_ERROR_POSTPAY' } } as never);
    expect(postpayFuelPath(actor.getSnapshot())?.query.state).toBe('API_ERROR_POSTPAY');
    const paying = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    paying.send({ type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') } as never);
    expect(paying.getSnapshot().can({ type: 'cancel.requested' })).toBe(false);
  });
});
