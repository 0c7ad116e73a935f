import type { SnapshotFrom, StateValueFrom } from 'xstate';
import { asksMileage, asksVin } from '../shared/driverPrompts';
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
  paying: 'checkout',
  authorizing: 'checkout',
  verifyingPayment: 'checkout',
  awaitingInteraction: 'checkout',
  waitingForTarget: 'waitingForTarget',
  cancelling: 'cancelling',
  reached: 'ended',
  cancelled: 'ended',
  cancelFailed: 'ended',
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
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
export const selectEligibility = (s: Snapshot) => s.context.eligibility;
export const selectRunningOrderId = (s: Snapshot) => s.context.runningOrderId;
export const selectStepError = (s: Snapshot) => s.context.stepError;
export const selectPaymentProblem = (s: Snapshot) => s.context.paymentProblem;
export const selectNotice = (s: Snapshot) => s.context.notice;
/** The type of the method this page paid with (unknown after a reload). */
export const selectPaidWith = (s: Snapshot) => s.context.payment?.method.method;
export const selectCanPay = (s: Snapshot) => s.can({ type: 'payment.started' });
export const selectCanCancel = (s: Snapshot) => s.can({ type: 'cancel.requested' });
/** In the payment step, before an order exists and while nothing is being sent: the choice may still change. */
export const selectCanChangeChoice = (s: Snapshot) =>
  s.matches('checkout') && !s.hasTag('busy') && s.context.order === undefined;

/** Which part of the payment step is on screen. */
export type CheckoutStep =
  | 'odometer'
  | 'choosing'
  | 'prompts'
  | 'confirming'
  | 'wallet'
  | 'twoFactor'
  | 'biometric'
  | 'sending';
export const selectCheckoutStep = (s: Snapshot): CheckoutStep => {
  if (s.matches({ checkout: 'odometer' })) return 'odometer';
  if (s.matches({ checkout: 'driverPrompts' })) return 'prompts';
  if (s.matches({ checkout: 'confirming' })) return 'confirming';
  if (s.matches({ checkout: 'walletToken' })) return 'wallet';
  if (s.matches({ checkout: { twoFactor: 'biometric' } })) return 'biometric';
  if (s.matches({ checkout: 'twoFactor' })) return 'twoFactor';
  if (s.matches('checkout')) return 'choosing';
  return 'sending';
};
/** The fuel card being paid with asks for the VIN (SPEC.md section 5). */
export const selectAsksVin = (s: Snapshot) => asksVin(s.context.payment?.method.details?.promptLevel);
/** It asks for the mileage, and the odometer step did not give it. */
export const selectAsksMileage = (s: Snapshot) =>
  asksMileage(s.context.payment?.method.details?.promptLevel) && s.context.vehicle?.carOdometerM === undefined;
/** The PIN is being checked. */
export const selectIsVerifyingPin = (s: Snapshot) => s.matches({ checkout: { twoFactor: 'verifying' } });
export const selectOdometer = (s: Snapshot) => s.context.odometer;
/** The mileage (km) given on the odometer step, which the order is created with. */
export const selectGivenMileage = (s: Snapshot) =>
  s.context.vehicle?.carOdometerM !== undefined ? s.context.vehicle.carOdometerM / 1000 : undefined;
/** The mileage field as the driver typed it (kept across a reload of the summary). */
export const selectTypedMileage = (s: Snapshot) => s.context.typedMileage;
/** The mileage (km) the driver is asked "are you sure?" about, far from the vehicle's last one. */
export const selectMileageToConfirm = (s: Snapshot) =>
  s.matches({ checkout: { odometer: 'confirming' } }) && s.context.vehicle?.carOdometerM !== undefined
    ? s.context.vehicle.carOdometerM / 1000
    : undefined;

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
  paying: 'authorizing',
  authorizing: 'authorizing',
  verifyingPayment: 'authorizing',
  awaitingInteraction: 'bank',
  waitingForTarget: 'product',
  cancelling: 'cancelling',
  reached: undefined,
  cancelled: undefined,
  cancelFailed: undefined,
  failed: undefined,
};

export const selectWait = (s: Snapshot): OrderWait | undefined =>
  typeof s.value === 'string' ? waits[s.value] : s.hasTag('busy') ? 'authorizing' : undefined;
