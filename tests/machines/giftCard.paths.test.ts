import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type GiftCardInput, giftCardMachine } from '../../machines/giftCard';
import { flowTarget, giftCardScreens } from '../../src/flows/pay/flowScreens';
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

type Snap = SnapshotFrom<typeof giftCardMachine>;
type Event = EventFromLogic<typeof giftCardMachine>;

const base: GiftCardInput = { ...facts, isGuest: false, stationId: 's', productId: 'card-1', itemCode: 'EUR-25' };

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PRODUCT_ACQUIRED'),
    reached('COMPLETED'),
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
const inputs: [string, GiftCardInput][] = [
  ['a chosen card and value', base],
  ['a reload on the processing page', { ...base, orderId: 'o-1' }],
  ['nothing chosen yet, or a card the shop does not offer', { ...base, productId: '', invalidChoice: 'giftCard' }],
];
const inert = giftCardMachine.provide({ actors: { orderLifecycle: inertLifecycle, orderPoll: inertPoll } });
const target = (snapshot: Snap) =>
  flowTarget(giftCardScreens, snapshot, 'checkout', snapshot.context.order?._id ?? snapshot.context.orderId);

describeFlowPaths('giftCard', {
  machine: giftCardMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    expect(target(snapshot)?.path).toMatch(/^\/(pay\/(postpay\/gift-card|postpay\/processing|cancel)|error)$/);
    // Once the code is there the processing page shows the card, whatever the wait for the total does.
    if (snapshot.hasTag('card')) expect(target(snapshot)?.path).toBe('/pay/postpay/processing');
  },
});

describe('giftCard rules', () => {
  const started = (input: GiftCardInput = base) => createActor(inert, { input }).start();

  it('shows the shop on the gift card page while nothing is chosen, creating nothing', () => {
    const actor = started({ ...base, productId: '', itemCode: undefined, invalidChoice: 'giftCard' });
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(actor.getSnapshot().children.order).toBeUndefined();
    expect(target(actor.getSnapshot())).toMatchObject({
      path: '/pay/postpay/gift-card',
      query: { productId: undefined, itemCode: undefined, orderId: undefined },
    });
  });

  it('asks the lifecycle for an order of the chosen value, created on entry and awaited until acquired', () => {
    const actor = started();
    const lifecycle = actor.getSnapshot().children.order?.getSnapshot();
    expect(lifecycle?.context.request).toEqual({
      stationId: 's',
      productId: 'card-1',
      itemCode: 'EUR-25',
      autoAcquire: true,
    });
    expect(lifecycle?.context.createAt).toBe('start');
    actor.stop();
  });

  it('keeps the card when the wait for the invoice fails', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_ACQUIRED') });
    expect(actor.getSnapshot().hasTag('card')).toBe(true);
    deliver(actor, { type: 'xstate.error.actor.orderPoll', error: new Error('offline') });
    expect(actor.getSnapshot().value).toBe('delivered');
    expect(actor.getSnapshot().hasTag('card')).toBe(true);
    expect(actor.getSnapshot().context.order).toEqual(order('PRODUCT_ACQUIRED'));
    const rejected = started();
    deliver(rejected, { type: 'xstate.done.actor.order', ...reached('PRODUCT_ACQUIRED') });
    deliver(rejected, { type: 'xstate.done.actor.orderPoll', ...pollFailed('REJECTED') });
    expect(rejected.getSnapshot().hasTag('card')).toBe(true);
  });

  it('a failed payment is the payment error page, never the card', () => {
    const actor = started({ ...base, orderId: 'o-1' });
    deliver(actor, { type: 'xstate.done.actor.order', ...failed('afterPayment', 'REJECTED') });
    expect(actor.getSnapshot().hasTag('card')).toBe(false);
    expect(target(actor.getSnapshot())).toEqual({ path: '/error', query: { type: 'payment', orderId: 'o-1' } });
  });
});
