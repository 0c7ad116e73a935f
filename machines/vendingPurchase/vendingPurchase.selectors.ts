import type { SnapshotFrom } from 'xstate';
import type { vendingPurchaseMachine } from './vendingPurchase.machine';

type Snapshot = SnapshotFrom<typeof vendingPurchaseMachine>;

/** The machine did not release the product after the payment: nothing was charged, and the driver is told why. */
export const selectNotReleased = (s: Snapshot) => s.matches('notReleased');
/** The purchase's last wait is over: the receipt is final. */
export const selectIsSettled = (s: Snapshot) => s.matches('completed');
