import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import {
  type OrderLike,
  type OrderPollInput,
  type OrderState,
  orderPollMachine,
  selectIsPaused,
  selectLastOrder,
} from '../../machines/orderPoll';
import { graphCoverage, traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof orderPollMachine>;
type Event = EventFromLogic<typeof orderPollMachine>;

const allStates: OrderState[] = [
  'CREATED',
  'PAYMENT_PENDING',
  'PAYMENT_AUTHORIZED',
  'PRODUCT_PENDING',
  'PRODUCT_SUPPLYING',
  'PRODUCT_ACQUIRED',
  'READY_FOR_INVOICE',
  'COMPLETED',
  'PROBLEM',
  'CANCELLED',
  'FAILED',
  'REJECTED',
];
const order = (state: OrderState): OrderLike => ({ _id: 'order-1', state });

const events = traversalEvents<Event>({
  'xstate.done.actor.fetchOrder': allStates.map((state) => ({ output: order(state) })),
  'xstate.error.actor.fetchOrder': [{ error: new Error('cancelled-order') }],
});

/** Only a final state's order matters to the outcome; while polling, the last order is history. */
const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.status === 'done' ? (s.context.lastOrder?.state ?? null) : null]);

/** What each order state does to a wait, written out from SPEC.md section 4 rather than from the machine. */
type Outcome = 'reached' | 'failed' | 'polling';
const outcomes = (overrides: Partial<Record<OrderState, Outcome>>) =>
  Object.fromEntries(allStates.map((state) => [state, overrides[state] ?? 'polling'])) as Record<OrderState, Outcome>;

const inputs: [string, OrderPollInput, Record<OrderState, Outcome>][] = [
  [
    'product pending wait',
    { orderId: 'order-1', targets: ['PRODUCT_PENDING'], wait: 'other' },
    outcomes({
      PRODUCT_PENDING: 'reached',
      PROBLEM: 'failed',
      CANCELLED: 'failed',
      FAILED: 'failed',
      REJECTED: 'failed',
    }),
  ],
  [
    'complete wait',
    { orderId: 'order-1', targets: ['COMPLETED', 'PROBLEM', 'CANCELLED'], wait: 'complete' },
    outcomes({ COMPLETED: 'reached', PROBLEM: 'reached', CANCELLED: 'reached', REJECTED: 'failed' }),
  ],
  [
    'cancelled wait (target is an error state)',
    { orderId: 'order-1', targets: ['CANCELLED'], wait: 'other' },
    outcomes({ CANCELLED: 'reached', PROBLEM: 'failed', FAILED: 'failed', REJECTED: 'failed' }),
  ],
];

/** Actors that never settle: in path replays the path's events decide every outcome. */
const inert = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})) },
});

describe.each(inputs)('orderPoll paths of the %s', (_, input, expected) => {
  const paths = getShortestPaths(orderPollMachine, { input, events, serializeState });

  it('ends in exactly the outcomes the spec gives each order state', () => {
    const ends = Object.fromEntries(
      paths.filter((p) => p.state.status === 'done').map((p) => [p.state.context.lastOrder!.state, p.state.value]),
    );
    const settling = Object.fromEntries(Object.entries(expected).filter(([, outcome]) => outcome !== 'polling'));
    expect(ends).toEqual(settling);
  });

  it.each(
    paths.map(
      (p) =>
        [
          p.steps
            .slice(1)
            .map((s) => {
              const output = (s.event as { output?: OrderLike }).output;
              return output ? `${s.event.type}(${output.state})` : s.event.type;
            })
            .join(' → ') || 'initial',
          p,
        ] as const,
    ),
  )('%s', (_name, path) => {
    const actor = createActor(inert, { input, clock: new SimulatedClock() }).start();
    for (const { event } of path.steps.slice(1)) actor.send(event);
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual(path.state.value);
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ polling: 'fetching' }));
    expect(selectIsPaused(snapshot)).toBe(snapshot.value === 'paused');
    expect(snapshot.hasTag('error')).toBe(snapshot.context.errorCode !== undefined);

    const last = path.steps.at(-1)!.event as { type: string; output?: OrderLike };
    if (snapshot.status === 'done') {
      const fetched = last.output!;
      expect(selectLastOrder(snapshot)).toEqual(fetched);
      expect(snapshot.value).toBe(expected[fetched.state]);
      expect(snapshot.output).toEqual(
        snapshot.value === 'reached'
          ? { status: 'reached', order: fetched }
          : { status: 'failed', order: fetched, errorCode: 'orderFailed' },
      );
    } else {
      expect(snapshot.output).toBeUndefined();
      if (last.output) expect(expected[last.output.state]).toBe('polling');
    }
    actor.stop();
  });
});

describe('orderPoll graph coverage', () => {
  const coverage = graphCoverage(
    orderPollMachine,
    inputs.map(([, input]) => input),
    { events, serializeState },
  );
  it('reaches every state', () => expect(coverage.unreachedStates).toEqual([]));
  it('takes every transition', () => expect(coverage.untakenTransitions).toEqual([]));

  it('starts by fetching the order it was given', () => {
    const actor = createActor(inert, { input: inputs[0]![1] }).start();
    expect(actor.getSnapshot().value).toEqual({ polling: 'fetching' });
    expect(actor.getSnapshot().context.lastOrder).toBeUndefined();
    actor.stop();
  });
});
