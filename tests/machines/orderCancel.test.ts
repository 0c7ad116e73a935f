import { describe, expect, it, vi } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { type OrderCancelInput, orderCancelMachine } from '../../machines/orderCancel';
import { type OrderLike, type OrderPollOutput, orderPollMachine } from '../../machines/orderPoll';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof orderCancelMachine>;
type Event = EventFromLogic<typeof orderCancelMachine>;

const events = traversalEvents<Event>({
  'xstate.done.actor.cancelOrder': [{ output: {} }],
  'xstate.error.actor.cancelOrder': [{ error: { status: 500 } }],
  'xstate.done.actor.orderPoll': [
    { output: { status: 'reached', order: { _id: 'o', state: 'CANCELLED' } } },
    { output: { status: 'reached', order: { _id: 'o', state: 'COMPLETED' } } },
    { output: { status: 'failed', order: { _id: 'o', state: 'REJECTED' }, errorCode: 'orderFailed' } },
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
});
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.result ?? null]);
const inputs: [string, OrderCancelInput][] = [
  ['a prepay order', { orderId: 'o', orderType: 'PREPAY' }],
  ['a postpay order', { orderId: 'o', orderType: 'POSTPAY' }],
];

/** A wait for the order that never ends. */
const inertPoll = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})) },
});
const inert = orderCancelMachine.provide({
  actors: { cancelOrder: fromPromise(() => new Promise(() => {})), orderPoll: inertPoll },
});

describeFlowPaths('orderCancel', {
  machine: orderCancelMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot, { input }) => {
    expect(snapshot.hasTag('busy')).toBe(snapshot.status === 'active');
    if (snapshot.status === 'done') expect(snapshot.output?.state).toMatch(new RegExp(`_${input.orderType}$`));
    else expect(snapshot.output).toBeUndefined();
  },
  // Only a confirmed CANCELLED counts as cancelled; everything else is the API error of the order type.
  checkTransition: ({ input, event, to }) => {
    if (to.status !== 'done') return;
    const poll: OrderPollOutput | undefined = event.type === 'xstate.done.actor.orderPoll' ? event.output : undefined;
    const cancelled = poll?.status === 'reached' && poll.order.state === 'CANCELLED';
    expect(to.output).toEqual({ state: `${cancelled ? 'CANCELLED' : 'API_ERROR'}_${input.orderType}` });
  },
});

describe('orderCancel timeout', () => {
  it('gives up after 30 s without CANCELLED', async () => {
    const clock = new SimulatedClock();
    const accepted = orderCancelMachine.provide({
      actors: { cancelOrder: fromPromise<unknown, { orderId: string }>(async () => ({})), orderPoll: inertPoll },
    });
    const actor = createActor(accepted, { input: inputs[0]![1], clock }).start();
    await vi.waitFor(() => expect(actor.getSnapshot().value).toBe('waitingForCancellation'));
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('waitingForCancellation');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ state: 'API_ERROR_PREPAY' });
  });
});
