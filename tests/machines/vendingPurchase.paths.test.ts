import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type VendingPurchaseInput, vendingPurchaseMachine } from '../../machines/vendingPurchase';
import { flowTarget, vendingScreens } from '../../src/flows/pay/flowScreens';
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
  pollFailed,
  pollReached,
  reached,
} from './orderFlows.fixtures';

type Snap = SnapshotFrom<typeof vendingPurchaseMachine>;
type Event = EventFromLogic<typeof vendingPurchaseMachine>;

const base: VendingPurchaseInput = { ...facts, stationId: 's', productId: 'coffee', itemCode: 'COFFEE' };

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PAYMENT_AUTHORIZED'),
    reached('PRODUCT_ACQUIRED'),
    reached('COMPLETED'),
    cancelled,
    cancelFailed,
    failed('resume', 'CANCELLED'),
    failed('creation'),
    failed('payment'),
    failed('afterPayment', 'FAILED'),
  ],
  'xstate.error.actor.order': [{ error: new Error('crash') }],
  'xstate.done.actor.orderPoll': [
    pollReached('PRODUCT_ACQUIRED'),
    pollReached('COMPLETED'),
    pollFailed('FAILED'),
    pollFailed('PROBLEM'),
  ],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null]);
const inputs: [string, VendingPurchaseInput][] = [
  ['a chosen product', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['a product the machine does not offer now', { ...base, invalidChoice: 'shop' }],
];
const inert = vendingPurchaseMachine.provide({ actors: { orderLifecycle: inertLifecycle, orderPoll: inertPoll } });
const target = (snapshot: Snap) =>
  flowTarget(vendingScreens, snapshot, 'checkout', snapshot.context.order?._id ?? snapshot.context.orderId);

describeFlowPaths('vendingPurchase', {
  machine: vendingPurchaseMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    expect(target(snapshot)?.path).toMatch(/^\/(pay\/(shop|shop\/summary|shop\/finish|cancel)|error)$/);
    if (snapshot.hasTag('receipt')) expect(target(snapshot)?.path).toBe('/pay/shop/finish');
  },
});

describe('vendingPurchase rules', () => {
  const started = () => createActor(inert, { input: base }).start();

  it('waits at the machine once paid, then shows the receipt when the product is released', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PAYMENT_AUTHORIZED') });
    expect(actor.getSnapshot().value).toBe('releasing');
    expect(target(actor.getSnapshot())?.path).toBe('/pay/shop/finish');
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollReached('PRODUCT_ACQUIRED') });
    expect(actor.getSnapshot().hasTag('receipt')).toBe(true);
  });

  it('says the product was not released when the machine is out of stock or jammed, before or after the flow saw the payment', () => {
    for (const state of ['FAILED', 'PROBLEM'] as const) {
      const waiting = started();
      deliver(waiting, { type: 'xstate.done.actor.order', ...reached('PAYMENT_AUTHORIZED') });
      deliver(waiting, { type: 'xstate.done.actor.orderPoll', ...pollFailed(state) });
      expect(waiting.getSnapshot().value).toBe('notReleased');
      const early = started();
      deliver(early, { type: 'xstate.done.actor.order', ...failed('afterPayment', state) });
      expect(early.getSnapshot().value).toBe('notReleased');
      expect(early.getSnapshot().context.order?.state).toBe(state);
    }
  });

  it('a declined payment is still the payment error page', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...failed('afterPayment', 'REJECTED') });
    expect(target(actor.getSnapshot())).toMatchObject({ path: '/error', query: { type: 'payment' } });
  });

  it('a product the machine does not offer goes back to the shop', () => {
    const actor = createActor(inert, { input: { ...base, invalidChoice: 'shop' } }).start();
    expect(target(actor.getSnapshot())).toMatchObject({ path: '/pay/shop', query: { productId: undefined } });
  });
});
