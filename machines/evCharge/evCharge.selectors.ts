import type { SnapshotFrom } from 'xstate';
import type { evChargeMachine } from './evCharge.machine';

type Snapshot = SnapshotFrom<typeof evChargeMachine>;

/** The car is charging (or the app is asking the platform to stop it): the driver is warned before leaving. */
export const selectIsCharging = (s: Snapshot) => s.hasTag('charging');
/** The driver confirmed “Finish charging” and the platform is asked to stop. */
export const selectIsStopping = (s: Snapshot) => s.matches('stopping');
/** The platform refused to stop: the car keeps charging, and the driver is told to stop at the charger. */
export const selectStopFailed = (s: Snapshot) => s.context.notice === 'stopFailed';
/** The charging order as the flow last read it. */
export const selectChargingOrder = (s: Snapshot) => s.context.order;
/** The poll of the charging readings while the car charges (the flow's own `orderPoll`). */
export const selectChargingPoll = (s: Snapshot) => s.children.orderPoll;
/** The charging has ended and its final total is known (the finish screen's receipt). */
export const selectIsFinished = (s: Snapshot) => s.matches('finished');
/** The amount the payment is pre-authorised for, in its currency. */
export const selectPreAuthorization = (s: Snapshot) => s.context.amount;
export const selectCurrency = (s: Snapshot) => s.context.currency;
