import type { SnapshotFrom } from 'xstate';
import { isWallet } from '../checkoutEligibility/checkoutEligibility.machine';
import { asksMileage, asksVin } from '../shared/driverPrompts';
import type { checkoutMachine } from './checkout.machine';

type Snapshot = SnapshotFrom<typeof checkoutMachine>;

/** Which part of the payment step is on screen; `sending` once the checkout is over (the order is being paid). */
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
  if (s.status === 'done') return 'sending';
  if (s.matches('odometer')) return 'odometer';
  if (s.matches('driverPrompts')) return 'prompts';
  if (s.matches('confirming')) return 'confirming';
  if (s.matches('walletToken')) return 'wallet';
  if (s.matches({ twoFactor: 'biometric' })) return 'biometric';
  if (s.matches('twoFactor')) return 'twoFactor';
  return 'choosing';
};
/** Waiting on the platform or the device (a load, the wallet's sheet, Amazon, a PIN or biometric check). */
export const selectCheckoutBusy = (s: Snapshot) => s.hasTag('busy');
export const selectEligibility = (s: Snapshot) => s.context.eligibility;
/**
 * A guest whom none of the wallets guests pay with can serve on this device (SPEC.md section 4: the device
 * rejected every method): the summary tells them to log in or register.
 */
export const selectGuestHasNoWallet = (s: Snapshot) => {
  const eligibility = s.context.eligibility;
  return (
    s.context.isGuest &&
    eligibility?.outcome === 'deviceRejectedPM' &&
    eligibility.blockedReason === undefined &&
    eligibility.methods.filter(isWallet).every((method) => method.isSupportedDevice === false)
  );
};
export const selectStepError = (s: Snapshot) => s.context.stepError;
/** For how many minutes the platform locked the PIN after too many wrong tries; undefined when it is not locked. */
export const selectPinLockedMinutes = (s: Snapshot) => s.context.pinLockedMinutes;
/** Why the last payment did not go through (shown on the summary until the driver pays again). */
export const selectPaymentProblem = (s: Snapshot) => s.context.paymentProblem;
export const selectCanPay = (s: Snapshot) => s.can({ type: 'payment.started' });
/** The driver may cancel on the summary (where the flow allows it). */
export const selectCanCancelCheckout = (s: Snapshot) => s.can({ type: 'cancel.requested' });
/** The fuel card being paid with asks for the VIN (SPEC.md section 5). */
export const selectAsksVin = (s: Snapshot) => asksVin(s.context.payment?.method.details?.promptLevel);
/** It asks for the mileage, and the odometer step did not give it. */
export const selectAsksMileage = (s: Snapshot) =>
  asksMileage(s.context.payment?.method.details?.promptLevel) && s.context.vehicle?.carOdometerM === undefined;
/** The PIN is being checked. */
export const selectIsVerifyingPin = (s: Snapshot) => s.matches({ twoFactor: 'verifying' });
export const selectOdometer = (s: Snapshot) => s.context.odometer;
/** The mileage is being saved. */
export const selectIsSavingMileage = (s: Snapshot) => s.matches({ odometer: 'saving' });
/** The mileage (km) given on the odometer step, which the order is created with. */
export const selectGivenMileage = (s: Snapshot) =>
  s.context.vehicle?.carOdometerM !== undefined ? s.context.vehicle.carOdometerM / 1000 : undefined;
/** The mileage field as the driver typed it (kept across a reload of the summary). */
export const selectTypedMileage = (s: Snapshot) => s.context.typedMileage;
/** The mileage (km) the driver is asked "are you sure?" about, far from the vehicle's last one. */
export const selectMileageToConfirm = (s: Snapshot) =>
  s.matches({ odometer: 'confirming' }) && s.context.vehicle?.carOdometerM !== undefined
    ? s.context.vehicle.carOdometerM / 1000
    : undefined;
