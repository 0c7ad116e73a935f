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
import { type OrderCancelInput, orderCancelMachine } from '../../machines/orderCancel';
import { graphCoverage, traversalEvents } from '../graph/traversalEvents';

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
const inputs: OrderCancelInput[] = [
  { orderId: 'o', orderType: 'PREPAY' },
  { orderId: 'o', orderType: 'POSTPAY' },
];
const inert = orderCancelMachine.provide({
  actors: { cancelOrder: fromPromise(() => new Promise(() => {})), orderPoll: createMachine({}) as never },
});

describe.each(inputs)('orderCancel paths for $orderType', (input) => {
  const paths = getShortestPaths(orderCancelMachine, { input, events, serializeState });
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
  )('%s', (_, path) => {
    const actor = createActor(inert, { input, clock: new SimulatedClock() }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    if (snapshot.status === 'done') {
      // Only a confirmed CANCELLED counts as cancelled; everything else is the API error of the order type.
      const cancelled = path.steps.some((step) => JSON.stringify(step.event).includes('"CANCELLED"'));
      expect(snapshot.output?.state).toBe(`${cancelled ? 'CANCELLED' : 'API_ERROR'}_${input.orderType}`);
    }
  });
});

describe('orderCancel', () => {
  const coverage = graphCoverage(orderCancelMachine, inputs, { events, serializeState });
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));

  it('gives up after 30 s without CANCELLED', () => {
    const clock = new SimulatedClock();
    const actor = createActor(inert, { input: inputs[0]!, clock }).start();
    actor.send({ type: 'xstate.done.actor.cancelOrder', output: {} } as never);
    clock.increment(29_999);
    expect(actor.getSnapshot().value).toBe('waitingForCancellation');
    clock.increment(1);
    expect(actor.getSnapshot().output).toEqual({ state: 'API_ERROR_PREPAY' });
  });
});
