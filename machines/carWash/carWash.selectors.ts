import type { SnapshotFrom } from 'xstate';
import type { CarWashOrder, carWashMachine } from './carWash.machine';

type Snapshot = SnapshotFrom<typeof carWashMachine>;

/** What the flow is waiting for right now, for the screen's status text; undefined when it waits for no one. */
export type CarWashWait = 'loading' | 'creating' | 'preparing' | 'authorizing' | 'bank' | 'cancelling' | 'product';

const waits: [string, CarWashWait][] = [
  ['resuming', 'loading'],
  ['creatingOrder', 'creating'],
  ['preparing', 'preparing'],
  ['authorizing', 'authorizing'],
  ['awaitingInteraction', 'bank'],
  ['cancelling', 'cancelling'],
  ['waitingForCodes', 'product'],
];

export const selectWait = (s: Snapshot): CarWashWait | undefined =>
  waits.find(([state]) => s.matches(state as never))?.[1];
export const selectOrder = (s: Snapshot): CarWashOrder | undefined => s.context.order;
/** The order is ready to be paid (the summary shows the payment). */
export const selectIsReviewable = (s: Snapshot) => s.matches('reviewing') || s.matches('authorizing');
export const selectCanPay = (s: Snapshot) => s.can({ type: 'payment.confirmed', payment: {} });
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'cancel.requested' });
/** The product was acquired: the codes (or the notice that there are none) can be shown. */
export const selectHasCodes = (s: Snapshot) => s.hasTag('codes');
/** The wait for the total is over, whether or not the order reached READY_FOR_INVOICE. */
export const selectIsSettled = (s: Snapshot) => s.matches('completed');
