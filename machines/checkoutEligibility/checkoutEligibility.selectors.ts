import type { SnapshotFrom } from 'xstate';
import {
  type CheckoutOutcome,
  type checkoutEligibilityMachine,
  checkoutOutcomes,
  needsConfirmationStep,
} from './checkoutEligibility.machine';

type Snapshot = SnapshotFrom<typeof checkoutEligibilityMachine>;

/** The outcome once evaluated; undefined while idle, loading or failed. */
export const selectOutcome = (s: Snapshot): CheckoutOutcome | undefined => checkoutOutcomes.find((o) => s.matches(o));
/** The method the outcome is about (the one to pay with when allowed). */
export const selectMethod = (s: Snapshot) => s.context.method;
/** SPEC.md section 5: the pay button is enabled only when checkout is allowed. */
export const selectCanPay = (s: Snapshot) => s.matches('allowed');
export const selectBlockedReason = (s: Snapshot) => s.context.blockedReason;
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
export const selectIsLoading = (s: Snapshot) => s.hasTag('busy');
/** Paying with the method shows a confirmation step first (all but the methods skipping it). */
export const selectNeedsConfirmationStep = (s: Snapshot) => {
  const method = s.context.method;
  return method !== undefined && needsConfirmationStep(method);
};
