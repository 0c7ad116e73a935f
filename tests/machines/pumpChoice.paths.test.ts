import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, type SnapshotFrom } from 'xstate';
import {
  type PumpChoiceInput,
  pumpChoiceMachine,
  selectChoice,
  selectDialog,
  selectLeavingFor,
} from '../../machines/pumpChoice';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof pumpChoiceMachine>;
type Event = EventFromLogic<typeof pumpChoiceMachine>;

const fuelling = '/pay/fuel-selection?pid=s1&productId=p1';
const washing = '/pay/wash-selection?pid=s1&isWash=true';

const events = traversalEvents<Event>({
  'product.chosen': [{ target: fuelling, hint: 'prePayHint' }, { target: washing }],
});

const serializeState = (s: Snap) =>
  JSON.stringify([s.value, s.context.asksGuest, s.context.choice?.target ?? null, s.context.choice?.hint ?? null]);

const inputs: [string, PumpChoiceInput][] = [
  ['a guest who has not answered', { asksGuest: true }],
  ['a driver with an account, or a guest who has answered', { asksGuest: false }],
];

describeFlowPaths('pumpChoice', {
  machine: pumpChoiceMachine,
  inert: pumpChoiceMachine,
  inputs,
  events,
  serializeState,
  check: (snapshot) => {
    const dialog = selectDialog(snapshot);
    // A dialog only over a choice, the hint only for a choice that has one.
    expect(!!selectChoice(snapshot)).toBe(snapshot.value !== 'choosing');
    if (dialog === 'hint') expect(selectChoice(snapshot)?.hint).toBe('prePayHint');
    if (snapshot.status === 'done') expect(selectLeavingFor(snapshot)).toBe(selectChoice(snapshot)?.target);
    else expect(selectLeavingFor(snapshot)).toBeUndefined();
  },
  checkTransition: ({ from, event, to }) => {
    // The question is never asked once answered, nor once no wallet can pay.
    if (selectDialog(to) === 'guestQuestion' && selectDialog(from) !== 'guestQuestion')
      expect(from.context.asksGuest).toBe(true);
    if (event.type === 'guest.continued') expect(to.context.asksGuest).toBe(false);
    // Leaving goes where the driver tapped, whatever was asked on the way.
    if (to.status === 'done' && event.type === 'product.chosen') expect(selectLeavingFor(to)).toBe(event.target);
  },
  pathTests: (paths, input) => {
    it(input.asksGuest ? 'asks the guest before any pump leads on' : 'never asks the guest question', () => {
      const asked = paths.some((p) => p.steps.some((step) => selectDialog(step.state) === 'guestQuestion'));
      expect(asked).toBe(input.asksGuest);
      if (input.asksGuest)
        for (const path of paths.filter((p) => p.state.status === 'done' && p.state.context.asksGuest))
          expect(path.steps.map((step) => step.event?.type)).toContain('wallets.noneCanPay');
    });
  },
});

describe('pumpChoice, as the pump screen uses it', () => {
  const start = (asksGuest: boolean) => createActor(pumpChoiceMachine, { input: { asksGuest } }).start();

  it('asks a guest once: the second pump goes straight to its screen', () => {
    const actor = start(true);
    actor.send({ type: 'product.chosen', target: washing });
    expect(selectDialog(actor.getSnapshot())).toBe('guestQuestion');
    actor.send({ type: 'guest.continued' });
    expect(selectLeavingFor(actor.getSnapshot())).toBe(washing);
    const again = createActor(pumpChoiceMachine, { input: { asksGuest: false } }).start();
    again.send({ type: 'product.chosen', target: washing });
    expect(selectLeavingFor(again.getSnapshot())).toBe(washing);
  });

  it('shows the pump’s hint after the guest question, and a double tap chooses once', () => {
    const actor = start(true);
    actor.send({ type: 'product.chosen', target: fuelling, hint: 'prePayHint' });
    actor.send({ type: 'product.chosen', target: washing });
    actor.send({ type: 'guest.continued' });
    expect(selectDialog(actor.getSnapshot())).toBe('hint');
    actor.send({ type: 'hint.confirmed' });
    expect(selectLeavingFor(actor.getSnapshot())).toBe(fuelling);
  });

  it('a dismissed question leaves nothing chosen and asks again at the next tap', () => {
    const actor = start(true);
    actor.send({ type: 'product.chosen', target: fuelling, hint: 'prePayHint' });
    actor.send({ type: 'guest.dismissed' });
    expect(selectChoice(actor.getSnapshot())).toBeUndefined();
    actor.send({ type: 'product.chosen', target: washing });
    expect(selectDialog(actor.getSnapshot())).toBe('guestQuestion');
  });

  it('does not ask when no wallet can pay on this phone', () => {
    const actor = start(true);
    actor.send({ type: 'wallets.noneCanPay' });
    actor.send({ type: 'product.chosen', target: washing });
    expect(selectLeavingFor(actor.getSnapshot())).toBe(washing);
  });

  it('remembers the answer through the action the app provides', () => {
    let remembered = 0;
    const actor = createActor(
      pumpChoiceMachine.provide({
        actions: {
          rememberGuestAnswer: () => {
            remembered += 1;
          },
        },
      }),
      { input: { asksGuest: true } },
    ).start();
    actor.send({ type: 'product.chosen', target: washing });
    expect(remembered).toBe(0);
    actor.send({ type: 'guest.continued' });
    expect(remembered).toBe(1);
  });
});
