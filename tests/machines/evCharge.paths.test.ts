import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import { type EvChargeInput, evChargeMachine, evPreAuthorization } from '../../machines/evCharge';
import type { OrderLike } from '../../machines/shared/ports';
import { evChargeScreens, flowTarget } from '../../src/flows/pay/flowScreens';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import {
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

type Snap = SnapshotFrom<typeof evChargeMachine>;
type Event = EventFromLogic<typeof evChargeMachine>;

const base: EvChargeInput = { ...facts, stationId: 's', productId: 'ev-1', amount: 80, currency: 'EUR' };

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PRODUCT_SUPPLYING'),
    reached('PRODUCT_ACQUIRED'),
    reached('COMPLETED'),
    cancelled,
    failed('afterPayment', 'CANCELLED'),
    failed('payment'),
  ],
  'xstate.error.actor.order': [{ error: new Error('crash') }],
  'xstate.done.actor.orderPoll': [
    pollReached('PRODUCT_ACQUIRED'),
    pollReached('COMPLETED'),
    pollReached('PROBLEM'),
    pollFailed('CANCELLED'),
    pollFailed('REJECTED'),
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
  'xstate.done.actor.stopAcquire': [{ output: order('PRODUCT_ACQUIRED') }],
  'xstate.error.actor.stopAcquire': [{ error: new Error('500') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null, s.context.notice ?? null]);
const inputs: [string, EvChargeInput][] = [
  ['a new session', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['a charger the station does not offer now', { ...base, invalidChoice: 'pump' }],
];
const inert = evChargeMachine.provide({
  actors: {
    orderLifecycle: inertLifecycle,
    orderPoll: inertPoll,
    stopAcquire: fromPromise<OrderLike, { orderId: string }>(() => new Promise(() => {})),
  },
});
const target = (snapshot: Snap) =>
  flowTarget(evChargeScreens, snapshot, 'checkout', snapshot.context.order?._id ?? snapshot.context.orderId);

describeFlowPaths('evCharge', {
  machine: evChargeMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    expect(target(snapshot)?.path).toMatch(/^\/(pay\/(prepay\/ev\/(summary|charging)|ev\/finish|cancel|pump)|error)$/);
    // Only a complete order shows a total.
    if (snapshot.matches('finished')) expect(snapshot.context.order?.state).toMatch(/READY_FOR_INVOICE|COMPLETED/);
  },
});

describe('evCharge rules', () => {
  const charging = () => {
    const actor = createActor(inert, { input: base }).start();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_SUPPLYING') });
    return actor;
  };

  it('the pre-authorisation is the account amount, else the currency default (SPEC.md section 9)', () => {
    expect(evPreAuthorization('EUR', [{ currency: 'EUR', amount: 60 }])).toBe(60);
    expect(evPreAuthorization('DKK', [{ currency: 'EUR', amount: 60 }])).toBe(600);
    expect(evPreAuthorization('PLN', [])).toBe(350);
  });

  it('a refused stop keeps the session charging and says so', () => {
    const actor = charging();
    actor.send({ type: 'finish.confirmed' });
    expect(actor.getSnapshot().value).toBe('stopping');
    deliver(actor, { type: 'xstate.error.actor.stopAcquire', error: new Error('500') });
    expect(actor.getSnapshot().value).toBe('charging');
    expect(actor.getSnapshot().context.notice).toBe('stopFailed');
    actor.send({ type: 'notice.dismissed' });
    expect(actor.getSnapshot().context.notice).toBeUndefined();
  });

  it('a charger ending by itself is the finish; the total waits for the complete order', () => {
    const actor = charging();
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollReached('PRODUCT_ACQUIRED') });
    expect(target(actor.getSnapshot())?.path).toBe('/pay/ev/finish');
    expect(actor.getSnapshot().value).toBe('finishing');
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollReached('PROBLEM') });
    expect(target(actor.getSnapshot())?.query.type).toBe('payment');
  });

  it('an order the platform cancelled returns to the pumps; a cancel of the driver shows the cancel page', () => {
    const dropped = createActor(inert, { input: base }).start();
    deliver(dropped, { type: 'xstate.done.actor.order', ...failed('afterPayment', 'CANCELLED') });
    expect(target(dropped.getSnapshot())).toEqual({
      path: '/pay/pump',
      query: { orderId: undefined, productId: undefined },
    });
    const byDriver = createActor(inert, { input: base }).start();
    deliver(byDriver, { type: 'xstate.done.actor.order', ...cancelled });
    expect(target(byDriver.getSnapshot())?.query.state).toBe('CANCELLED_PREPAY');
  });
});
