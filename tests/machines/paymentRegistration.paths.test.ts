import { expect } from 'vitest';
import { type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  notInitializedError,
  type PaymentRegistrationInput,
  paymentRegistrationMachine,
  paymentsPath,
  popupClosed,
  registerDeclinedPath,
  registerErrorPath,
  selectErrorCode,
  selectOutcome,
} from '../../machines/paymentRegistration';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof paymentRegistrationMachine>;
type Event = EventFromLogic<typeof paymentRegistrationMachine>;

const events = traversalEvents<Event>({
  'xstate.done.actor.openRegistration': [{ output: { url: '/_sandbox/psp/card?registration=pm-1' } }],
  'xstate.error.actor.openRegistration': [
    { error: { status: 503 } },
    { error: { name: notInitializedError, message: 'PayPal not initialized' } },
  ],
  'xstate.done.actor.completeRegistration': [{ output: { id: 'pm-1' } }],
  'xstate.error.actor.completeRegistration': [{ error: { status: 409 } }],
});
const serializeState = (s: Snap) => JSON.stringify([s.value, s.context.errorCode ?? null, s.context.outcome ?? null]);

const inert = paymentRegistrationMachine.provide({
  actors: {
    openRegistration: fromPromise(() => new Promise<{ url: string }>(() => {})),
    completeRegistration: fromPromise(() => new Promise<{ id: string }>(() => {})),
  },
});

const summary = '/pay/prepay/summary?pid=p&productId=1';
const inputs: [string, PaymentRegistrationInput][] = [
  ['adding a card', { kind: 'start', method: 'DIRECT_CREDIT' }],
  ['adding a card from a summary', { kind: 'start', method: 'DIRECT_CREDIT', returnTo: summary }],
  ['an authorised return', { kind: 'return', registration: 'pm-1', resultIndicator: 'r-1' }],
  [
    'an authorised return to a summary',
    { kind: 'return', registration: 'pm-1', resultIndicator: 'r-1', returnTo: summary },
  ],
  ['adding PayPal', { kind: 'start', method: 'PAYPAL' }],
  ['a closed PayPal approval', { kind: 'return', registration: 'pm-1', errorDescription: popupClosed }],
  [
    'a closed PayPal approval from a summary',
    { kind: 'return', registration: 'pm-1', errorDescription: popupClosed, returnTo: summary },
  ],
  ['a declined return', { kind: 'return', registration: 'pm-1', errorDescription: 'Card declined' }],
  ['a return without a result', { kind: 'return', registration: 'pm-1' }],
];

describeFlowPaths('paymentRegistration', {
  machine: paymentRegistrationMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot, { input }) => {
    const outcome = selectOutcome(snapshot);
    if (snapshot.status !== 'done') expect(outcome).toBeUndefined();
    // A start never completes anything, a return never opens a session.
    if (input.kind === 'start') expect(outcome?.kind).not.toBe('registered');
    if (input.kind === 'return') expect(outcome?.kind).not.toBe('hostedPage');
    // A closed PayPal approval goes back silently, nothing added.
    if (input.kind === 'return' && input.errorDescription === popupClosed) {
      expect(outcome).toEqual({ kind: 'closed', goTo: input.returnTo ?? paymentsPath });
    }
    // Only a return with the provider's result and no error is completed; the rest is the error page, which says
    // the bank declined when the provider came back with a registration and its reason.
    else if (input.kind === 'return' && input.registration && input.errorDescription) {
      expect(outcome).toEqual({ kind: 'failed', goTo: registerDeclinedPath });
    } else if (input.kind === 'return' && (!input.resultIndicator || input.errorDescription)) {
      expect(outcome).toEqual({ kind: 'failed', goTo: registerErrorPath });
    }
    // PayPal's missing script is told apart from a session that could not be opened.
    const errorCode = selectErrorCode(snapshot);
    if (snapshot.matches('openFailed')) expect(['openFailed', 'notInitialized']).toContain(errorCode);
    else expect(errorCode).toBeUndefined();
    if (outcome?.kind === 'registered')
      expect(outcome).toEqual({ kind: 'registered', methodId: 'pm-1', goTo: input.returnTo });
  },
});
