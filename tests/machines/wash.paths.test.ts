import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import type { OrderLike, OrderState } from '../../machines/shared/ports';
import { type WashInput, washMachine, washPath } from '../../machines/wash';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof washMachine>;
type Event = EventFromLogic<typeof washMachine>;

const order = (state: OrderState): OrderLike => ({ _id: 'o-1', state });
const base: WashInput = { stationId: 's', productId: 'wash-comfort' };

const events = traversalEvents<Event>({
  'payment.confirmed': [{ payment: { paymentMethodId: 'pm-1' } }],
  'xstate.done.actor.fetchOrder': (
    [
      'CREATED',
      'PAYMENT_PENDING',
      'PAYMENT_AUTHORIZED',
      'PRODUCT_ACQUIRED',
      'COMPLETED',
      'CANCELLED',
      'FAILED',
    ] as const
  ).map((state) => ({ output: order(state) })),
  'xstate.error.actor.fetchOrder': [{ error: new Error('offline') }],
  'xstate.done.actor.createOrder': [{ output: order('CREATED') }],
  'xstate.error.actor.createOrder': [{ error: new Error('409') }],
  'xstate.done.actor.authorize': [{ output: {} }, { output: { interactionUrl: 'https://bank.example/3ds' } }],
  'xstate.error.actor.authorize': [{ error: new Error('402') }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: order('PAYMENT_PENDING') } },
    { output: { status: 'reached', order: order('PRODUCT_ACQUIRED') } },
    { output: { status: 'reached', order: order('READY_FOR_INVOICE') } },
    { output: { status: 'failed', order: order('REJECTED'), errorCode: 'orderFailed' } },
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

const inputs: [string, WashInput][] = [
  ['a new wash', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
];

const inert = washMachine.provide({
  actors: {
    createOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    authorize: fromPromise(() => new Promise<{ interactionUrl?: string }>(() => {})),
    fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})),
    orderPoll: createMachine({}) as never,
    orderCancel: createMachine({}) as never,
  },
});

const routes = /^\/(pay\/postpay\/wash\/summary|pay\/wash\/finish|pay\/cancel|error)$/;

describeFlowPaths('wash', {
  machine: washMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    const target = washPath(snapshot);
    if (snapshot.matches('resuming')) expect(target).toBeNull();
    else {
      expect(target?.path).toMatch(routes);
      if (snapshot.context.order) expect(target?.query.orderId).toBe('o-1');
    }
  },
});

describe('wash rules', () => {
  it('pays once: a second confirmation while authorising is ignored', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PAYMENT_PENDING') } as never);
    actor.send({ type: 'payment.confirmed', payment: { paymentMethodId: 'pm-1' } });
    expect(actor.getSnapshot().value).toBe('authorizing');
    expect(actor.getSnapshot().can({ type: 'payment.confirmed', payment: {} })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'cancel.requested' })).toBe(false);
  });

  it('keeps the codes when the wait for the invoice fails', () => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    actor.send({ type: 'xstate.done.actor.fetchOrder', output: order('PRODUCT_ACQUIRED') } as never);
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    actor.send({ type: 'xstate.error.actor.orderPoll', error: new Error('x') } as never);
    expect(actor.getSnapshot().value).toBe('completed');
    expect(washPath(actor.getSnapshot())?.path).toBe('/pay/wash/finish');
  });
});
