import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type OrderLike,
  type OrderPollInput,
  type OrderState,
  orderPollMachine,
  selectIsPaused,
  selectLastOrder,
} from '../../machines/orderPoll';
import { describeFlowPaths, eventType } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

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

const waits: [string, OrderPollInput, Record<OrderState, Outcome>][] = [
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

const inputs = waits.map(([name, input]) => [name, input] as const);
const expectedOf = (name: string) => waits.find(([wait]) => wait === name)![2];

/** Actors that never settle: in path replays the path's events decide every outcome. */
const inert = orderPollMachine.provide({
  actors: { fetchOrder: fromPromise(() => new Promise<OrderLike>(() => {})) },
});

describeFlowPaths('orderPoll', {
  machine: orderPollMachine,
  inert,
  inputs,
  events,
  serializeState,
  describeEvent: (event) => {
    const fetched: OrderLike | undefined = event.output;
    return fetched ? `${eventType(event)}(${fetched.state})` : eventType(event);
  },
  check: (snapshot, { inputName, event }) => {
    const expected = expectedOf(inputName);
    expect(snapshot.hasTag('busy')).toBe(snapshot.matches({ polling: 'fetching' }));
    expect(selectIsPaused(snapshot)).toBe(snapshot.value === 'paused');
    const fetched: OrderLike | undefined = event?.output;
    if (snapshot.status === 'done') {
      expect(fetched).toBeDefined();
      expect(selectLastOrder(snapshot)).toEqual(fetched);
      expect(snapshot.value).toBe(fetched && expected[fetched.state]);
      expect(snapshot.output).toEqual(
        snapshot.value === 'reached'
          ? { status: 'reached', order: fetched }
          : { status: 'failed', order: fetched, errorCode: 'orderFailed' },
      );
    } else {
      expect(snapshot.output).toBeUndefined();
      if (fetched) expect(expected[fetched.state]).toBe('polling');
    }
  },
  // Every order fetched, in every state of the wait, ends it or not as the spec says.
  checkTransition: ({ inputName, event, to }) => {
    if (event.type !== 'xstate.done.actor.fetchOrder') return;
    const fetched: OrderLike = event.output;
    expect(to.status === 'done' ? to.value : 'polling').toBe(expectedOf(inputName)[fetched.state]);
  },
  pathTests: (paths, _input, name) => {
    it('ends in exactly the outcomes the spec gives each order state', () => {
      const ends = Object.fromEntries(
        paths.filter((p) => p.state.status === 'done').map((p) => [p.state.context.lastOrder!.state, p.state.value]),
      );
      const settling = Object.fromEntries(
        Object.entries(expectedOf(name)).filter(([, outcome]) => outcome !== 'polling'),
      );
      expect(ends).toEqual(settling);
    });
  },
});

describe('orderPoll start', () => {
  it('starts by fetching the order it was given', () => {
    const actor = createActor(inert, { input: inputs[0]![1] }).start();
    expect(actor.getSnapshot().value).toEqual({ polling: 'fetching' });
    expect(actor.getSnapshot().context.lastOrder).toBeUndefined();
    actor.stop();
  });
});
