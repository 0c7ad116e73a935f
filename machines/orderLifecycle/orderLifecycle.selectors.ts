import type { SnapshotFrom, StateValueFrom } from 'xstate';
import type { orderLifecycleMachine } from './orderLifecycle.machine';

type Snapshot = SnapshotFrom<typeof orderLifecycleMachine>;
type StateValue = StateValueFrom<typeof orderLifecycleMachine>;
/** The lifecycle's top-level states. */
export type OrderLifecycleState = StateValue extends infer V ? (V extends string ? V : keyof V & string) : never;

/**
 * The stage of the lifecycle a screen shows: `loading` while the order is looked up (the URL stays where the
 * driver came in), `waitingToPay` while the product is given before paying (postpay fueling, a wash being
 * priced), `checkout` on the summary until the payment is sent, `waitingForTarget` once paid, `cancelling`,
 * and `ended` once the outcome is known (the flow's chart goes on).
 */
export type OrderStage = 'loading' | 'waitingToPay' | 'checkout' | 'waitingForTarget' | 'cancelling' | 'ended';

const stages: Record<OrderLifecycleState, OrderStage> = {
  starting: 'loading',
  findingRunningOrder: 'checkout',
  offeringRunningOrder: 'checkout',
  resuming: 'loading',
  resumed: 'loading',
  beforePayment: 'loading',
  creatingOrder: 'checkout',
  waitingToPay: 'waitingToPay',
  checkout: 'checkout',
  awaitingInteraction: 'checkout',
  waitingForTarget: 'waitingForTarget',
  cancelling: 'cancelling',
  reached: 'ended',
  cancelled: 'ended',
  cancelFailed: 'ended',
  choiceNeeded: 'ended',
  failed: 'ended',
};

export const selectOrderStage = (s: Snapshot): OrderStage => {
  const value = s.value;
  if (typeof value === 'string') return stages[value];
  if ('checkout' in value) return stages.checkout;
  // A new compound state is a compile error here until it has its stage.
  return value satisfies never;
};
export const selectOrder = (s: Snapshot) => s.context.order;
/** The driver's cancel is being sent. */
export const selectIsCancelling = (s: Snapshot) => s.matches('cancelling');
/** The lifecycle looks for an order of the driver's already running at the station, before the summary is used. */
export const selectIsFindingRunningOrder = (s: Snapshot) => s.matches('findingRunningOrder');
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
/** The order is being read or looked for before the summary can be used: nothing is being paid yet. */
export const selectIsLoadingOrder = (s: Snapshot) => s.hasTag('loading');
export const selectRunningOrderId = (s: Snapshot) => s.context.runningOrderId;
export const selectNotice = (s: Snapshot) => s.context.notice;
/** The type of the method this page paid with (unknown after a reload). */
export const selectPaidWith = (s: Snapshot) => s.context.payment?.method.method;
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'cancel.requested' });
/**
 * The summary's checkout (machines/checkout) while the payment step runs: the driver's choices go to it, and it
 * shows where the payment stands, as it ended once the order is being paid. Undefined outside the payment step.
 */
export const selectCheckout = (s: Snapshot) => s.children.checkout;
/** The poll of the order while the lifecycle waits for its target once paid (an EV's connection check, say). */
export const selectOrderPoll = (s: Snapshot) => s.children.orderPoll;
/**
 * While the checkout runs and no order exists yet, the choice before it (fuel, amount) may still change; a screen
 * also asks the checkout whether it waits on anything (its `busy` tag, `selectCheckoutBusy`).
 */
export const selectCanChangeChoice = (s: Snapshot) => selectCanChangeAmount(s) && s.context.order === undefined;
/**
 * The amount (prepay) is not part of the order: it may change while the checkout runs, also for an order whose
 * payment did not go through; the summary after the amount step pays that order.
 */
export function selectCanChangeAmount(s: Snapshot) {
  return s.matches({ checkout: 'open' }) && !s.hasTag('busy');
}

/** What the lifecycle is waiting for right now, for a screen's status text; undefined when it waits for no one. */
export type OrderWait = 'loading' | 'creating' | 'preparing' | 'authorizing' | 'bank' | 'cancelling' | 'product';

const waits: Record<OrderLifecycleState, OrderWait | undefined> = {
  starting: 'loading',
  findingRunningOrder: 'creating',
  offeringRunningOrder: 'creating',
  resuming: 'loading',
  resumed: 'loading',
  beforePayment: 'loading',
  creatingOrder: 'creating',
  waitingToPay: 'preparing',
  checkout: undefined,
  awaitingInteraction: 'bank',
  waitingForTarget: 'product',
  cancelling: 'cancelling',
  reached: undefined,
  cancelled: undefined,
  cancelFailed: undefined,
  choiceNeeded: undefined,
  failed: undefined,
};

/** The payment step's own waits; while the checkout runs, it says what it waits for itself. */
type PaymentState = NonNullable<Exclude<StateValue, string>['checkout']>;
const paymentWaits: Record<PaymentState, OrderWait | undefined> = {
  open: undefined,
  paying: 'authorizing',
  creatingOrder: 'creating',
  authorizing: 'authorizing',
  verifyingPayment: 'authorizing',
};

export const selectWait = (s: Snapshot): OrderWait | undefined => {
  const value = s.value;
  if (typeof value === 'string') return waits[value];
  if ('checkout' in value) return value.checkout && paymentWaits[value.checkout];
  return value satisfies never;
};
