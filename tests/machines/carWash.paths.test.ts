import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type CarWashInput, carWashMachine } from '../../machines/carWash';
import { carWashScreens, flowTarget } from '../../src/flows/pay/flowScreens';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import {
  cancelFailed,
  cancelled,
  deliver,
  facts,
  failed,
  inertLifecycle,
  inertPoll,
  order,
  pollFailed,
  pollReached,
  reached,
} from './orderFlows.fixtures';

type Snap = SnapshotFrom<typeof carWashMachine>;
type Event = EventFromLogic<typeof carWashMachine>;

const base: CarWashInput = { ...facts, stationId: 's', productId: 'wash-comfort' };

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PRODUCT_ACQUIRED'),
    reached('READY_FOR_INVOICE'),
    cancelled,
    cancelFailed,
    failed('resume', 'CANCELLED'),
    failed('creation'),
    failed('payment'),
  ],
  'xstate.error.actor.order': [{ error: new Error('crash') }],
  'xstate.done.actor.orderPoll': [pollReached('READY_FOR_INVOICE'), pollReached('PROBLEM')],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null]);
const inputs: [string, CarWashInput][] = [
  ['a new wash', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['a wash the station does not offer now', { ...base, invalidChoice: 'pump' }],
];
const inert = carWashMachine.provide({ actors: { orderLifecycle: inertLifecycle, orderPoll: inertPoll } });
const target = (snapshot: Snap) =>
  flowTarget(carWashScreens, snapshot, 'checkout', snapshot.context.order?._id ?? snapshot.context.orderId);

describeFlowPaths('carWash', {
  machine: carWashMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    expect(target(snapshot)?.path).toMatch(/^\/(pay\/(postpay\/wash\/summary|wash\/finish|cancel|pump)|error)$/);
    // Once the codes are there the finish page shows them, whatever the wait for the total does.
    if (snapshot.hasTag('codes')) expect(target(snapshot)?.path).toBe('/pay/wash/finish');
  },
});

describe('carWash rules', () => {
  const started = () => createActor(inert, { input: base }).start();

  it('keeps the codes when the wait for the invoice fails', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_ACQUIRED') });
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    deliver(actor, { type: 'xstate.error.actor.orderPoll', error: new Error('x') });
    expect(actor.getSnapshot().value).toBe('completed');
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
    expect(actor.getSnapshot().context.order).toEqual(order('PRODUCT_ACQUIRED'));
  });

  it('shows the total once the order is invoiced', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_ACQUIRED') });
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollReached('READY_FOR_INVOICE') });
    expect(actor.getSnapshot().context.order?.state).toBe('READY_FOR_INVOICE');
    expect(actor.getSnapshot().value).toBe('completed');
  });

  it('a failed order creation says nothing was created, a failed payment the payment error page', () => {
    const creating = started();
    deliver(creating, { type: 'xstate.done.actor.order', ...failed('creation') });
    expect(target(creating.getSnapshot())).toEqual({
      path: '/error',
      query: { type: undefined, reason: 'notCreated', orderId: undefined },
    });
    const paying = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    deliver(paying, { type: 'xstate.done.actor.order', ...failed('afterPayment', 'REJECTED') });
    expect(target(paying.getSnapshot())).toEqual({ path: '/error', query: { type: 'payment', orderId: 'o-1' } });
  });

  it('the invoice wait does not fail the wash: a rejected order still shows the codes', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_ACQUIRED') });
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollFailed('REJECTED') });
    expect(actor.getSnapshot().hasTag('codes')).toBe(true);
  });
});
