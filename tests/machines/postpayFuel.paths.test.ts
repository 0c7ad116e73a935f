import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import type { OrderStage } from '../../machines/orderLifecycle';
import { type PostpayFuelInput, postpayFuelMachine } from '../../machines/postpayFuel';
import { flowTarget, postpayScreens } from '../../src/flows/pay/flowScreens';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';
import { cancelFailed, cancelled, deliver, facts, failed, inertLifecycle, reached } from './orderFlows.fixtures';

type Snap = SnapshotFrom<typeof postpayFuelMachine>;
type Event = EventFromLogic<typeof postpayFuelMachine>;

const base: PostpayFuelInput = { ...facts, stationId: 's', productId: 'pump-6' };
const expired = { error: { message: 'Order is expired' } };

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PRODUCT_ACQUIRED'),
    cancelled,
    cancelFailed,
    failed('resume', 'CANCELLED'),
    failed('beforePayment', 'FAILED', expired),
    failed('payment'),
  ],
  'xstate.error.actor.order': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null]);
const inputs: [string, PostpayFuelInput][] = [
  ['a released pump', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['a pump the station does not offer for postpay', { ...base, invalidChoice: 'pump' }],
];
const inert = postpayFuelMachine.provide({ actors: { orderLifecycle: inertLifecycle } });
const target = (snapshot: Snap, stage: OrderStage = 'checkout') =>
  flowTarget(postpayScreens, snapshot, stage, snapshot.context.order?._id ?? snapshot.context.orderId);

describeFlowPaths('postpayFuel', {
  machine: postpayFuelMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) =>
    expect(target(snapshot)?.path).toMatch(/^\/(pay\/(postpay\/(fueling|summary)|finish|cancel|pump)|error)$/),
});

describe('postpayFuel rules', () => {
  const ended = (outcome: { output: object }) => {
    const actor = createActor(inert, { input: { ...base, orderId: 'o-1' } }).start();
    deliver(actor, { type: 'xstate.done.actor.order', ...outcome });
    return target(actor.getSnapshot());
  };

  it('shows the fueling screen until the order can be paid, then the summary, then the receipt', () => {
    const actor = createActor(inert, { input: base }).start();
    expect(target(actor.getSnapshot(), 'waitingToPay')?.path).toBe('/pay/postpay/fueling');
    expect(target(actor.getSnapshot(), 'checkout')?.path).toBe('/pay/postpay/summary');
    // The bank returns to the receipt, which waits for the station.
    expect(target(actor.getSnapshot(), 'waitingForTarget')?.path).toBe('/pay/finish');
    expect(target(actor.getSnapshot(), 'loading')).toBeNull();
  });

  it.each([
    ['an expired order', failed('beforePayment', 'FAILED', expired), { type: 'fueling_postpay', reason: 'expired' }],
    ['an order lost while fueling', failed('beforePayment', 'PROBLEM'), { type: 'fueling_postpay' }],
    ['an order read in a failed state', failed('resume', 'FAILED'), { type: 'fueling_postpay' }],
    ['a declined payment', failed('payment'), { type: 'payment' }],
    // Without an answer nothing is known of a payment: the page says the order could not be loaded.
    ['an order that cannot be loaded', failed('resume'), { type: undefined, reason: 'orderUnavailable' }],
  ])('%s goes to its error page (SPEC.md section 8)', (_, outcome, query) => {
    expect(ended(outcome)).toEqual({ path: '/error', query: { ...query, orderId: 'o-1' } });
  });

  it.each([
    ['an order that could not be created', failed('creation'), 'notCreated'],
    ['an unknown order (or not for this pump)', failed('notFound'), 'unknownOrder'],
  ])('%s says so, and mentions no order id or payment', (_, outcome, reason) => {
    expect(ended(outcome)).toEqual({ path: '/error', query: { type: undefined, reason, orderId: undefined } });
  });

  it('a cancel shows the postpay cancel page; a refused one says to pay at the counter', () => {
    expect(ended(cancelled)?.query.state).toBe('CANCELLED_POSTPAY');
    expect(ended(cancelFailed)?.query.state).toBe('API_ERROR_POSTPAY');
  });
});
