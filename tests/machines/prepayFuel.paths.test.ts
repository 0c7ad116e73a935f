import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import { type PrepayFuelInput, prepayFuelMachine } from '../../machines/prepayFuel';
import { flowTarget, prepayScreens } from '../../src/flows/pay/flowScreens';
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

type Snap = SnapshotFrom<typeof prepayFuelMachine>;
type Event = EventFromLogic<typeof prepayFuelMachine>;

const base: PrepayFuelInput = {
  ...facts,
  stationId: 's',
  productId: 'pump-1',
  fuelTypeId: 'SUPER_E5',
  amount: 50,
  currency: 'EUR',
};

const events = traversalEvents<Event>({
  'xstate.done.actor.order': [
    reached('PRODUCT_SUPPLYING'),
    reached('PRODUCT_ACQUIRED'),
    cancelled,
    { output: { type: 'choiceNeeded' } },
    failed('creation'),
    failed('afterPayment', 'PROBLEM'),
    failed('resume', 'CANCELLED'),
    failed('payment'),
  ],
  'xstate.error.actor.order': [{ error: new Error('crash') }],
  'xstate.done.actor.orderPoll': [pollReached('PRODUCT_ACQUIRED'), pollFailed('PROBLEM')],
  'xstate.error.actor.orderPoll': [{ error: new Error('crash') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null]);

const inputs: [string, PrepayFuelInput][] = [
  ['a new payment', base],
  ['a reload with an order id', { ...base, orderId: 'o-1' }],
  ['an amount the pump does not offer', { ...base, invalidChoice: 'amount' }],
  ['an order reopened without its amount', { ...base, orderId: 'o-1', amount: 0, invalidChoice: 'amount' }],
];

const inert = prepayFuelMachine.provide({ actors: { orderLifecycle: inertLifecycle, orderPoll: inertPoll } });
const target = (snapshot: Snap) => flowTarget(prepayScreens, snapshot, 'checkout', snapshot.context.order?._id);

describeFlowPaths('prepayFuel', {
  machine: prepayFuelMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    // Every state at rest has its screen.
    if (!snapshot.matches('starting')) {
      expect(target(snapshot)?.path).toMatch(
        /^\/(pay\/(prepay\/(summary|fueling|amount|fuelselection)|finish|cancel|pump)|error)$/,
      );
    }
  },
});

describe('prepayFuel rules', () => {
  const started = (input: PrepayFuelInput = base) => createActor(inert, { input }).start();

  it('goes back to the step of a choice the station does not offer, unless an order is resumed', () => {
    const back = (invalidChoice: 'pump' | 'fuel' | 'amount') =>
      target(started({ ...base, invalidChoice }).getSnapshot());
    expect(back('amount')).toMatchObject({ path: '/pay/prepay/amount', query: { amount: undefined } });
    expect(back('fuel')).toMatchObject({ path: '/pay/prepay/fuelselection', query: { fuelTypeId: undefined } });
    expect(back('pump')).toMatchObject({ path: '/pay/pump', query: { productId: undefined } });
    expect(started({ ...base, invalidChoice: 'amount', orderId: 'o-1' }).getSnapshot().value).toBe('ordering');
  });

  it('an unpaid order opened without its amount asks for the amount again, keeping the order', () => {
    const actor = started({ ...base, orderId: 'o-1', amount: 0, invalidChoice: 'amount' });
    expect(actor.getSnapshot().children.order?.getSnapshot().context.choiceNeeded).toBe(true);
    deliver(actor, { type: 'xstate.done.actor.order', output: { type: 'choiceNeeded' } });
    expect(actor.getSnapshot().value).toBe('incomplete');
    expect(target(actor.getSnapshot())).toEqual({
      path: '/pay/prepay/amount',
      query: { orderId: 'o-1', orderType: 'PREPAY', amount: undefined, currency: undefined, declined: undefined },
    });
    // With the amount the station offers, the order is paid as it is.
    expect(
      started({ ...base, orderId: 'o-1' })
        .getSnapshot()
        .children.order?.getSnapshot().context.choiceNeeded,
    ).toBe(false);
  });

  it('a released pump is fueling, an acquired product the receipt with the order', () => {
    const fueling = started();
    deliver(fueling, { type: 'xstate.done.actor.order', ...reached('PRODUCT_SUPPLYING') });
    expect(fueling.getSnapshot().value).toBe('fueling');
    expect(target(fueling.getSnapshot())).toEqual({
      path: '/pay/prepay/fueling',
      query: { orderId: 'o-1', orderType: 'PREPAY' },
    });
    deliver(fueling, { type: 'xstate.done.actor.orderPoll', ...pollReached('PRODUCT_ACQUIRED') });
    expect(fueling.getSnapshot().context.order).toEqual(order('PRODUCT_ACQUIRED'));
    expect(target(fueling.getSnapshot())?.path).toBe('/pay/finish');
  });

  it.each([
    [
      'an order that could not be created',
      failed('creation'),
      { path: '/error', query: { type: undefined, reason: 'notCreated' } },
    ],
    ['an unknown order', failed('notFound'), { path: '/error', query: { reason: 'unknownOrder' } }],
    [
      'a pump without feedback',
      failed('afterPayment', 'PROBLEM'),
      { path: '/error', query: { type: 'fueling_prepay' } },
    ],
    ['a declined payment', failed('payment'), { path: '/error', query: { type: 'payment' } }],
  ])('%s goes to its error page (SPEC.md section 8)', (_, outcome, expected) => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...outcome });
    expect(target(actor.getSnapshot())).toMatchObject(expected);
  });

  it('a pump that stops giving feedback while fueling is the fueling error', () => {
    const actor = started();
    deliver(actor, { type: 'xstate.done.actor.order', ...reached('PRODUCT_SUPPLYING') });
    deliver(actor, { type: 'xstate.done.actor.orderPoll', ...pollFailed('PROBLEM') });
    expect(target(actor.getSnapshot())).toMatchObject({ path: '/error', query: { type: 'fueling_prepay' } });
  });
});
