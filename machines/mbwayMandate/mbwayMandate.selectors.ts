import type { SnapshotFrom } from 'xstate';
import type { MandateStatus, MbwayMandateErrorCode, mbwayMandateMachine } from './mbwayMandate.machine';

type Snapshot = SnapshotFrom<typeof mbwayMandateMachine>;

/** What the screen shows: the mandate's status and what the driver can do, or the first read / a failed one. */
export type MandateView = 'loading' | 'loadFailed' | 'none' | MandateStatus;

export function selectMandateView(s: Snapshot): MandateView {
  if (s.matches('loading') || s.matches('sorting')) {
    // A check asked for on a suspended mandate keeps showing it while the answer comes.
    return s.context.mandate?.status === 'suspended' ? 'suspended' : 'loading';
  }
  if (s.matches('pending')) return 'pending';
  if (s.matches('renewing') || s.matches('renewFailed')) return 'expired';
  if (s.matches('loadFailed')) return 'loadFailed';
  if (s.matches('active')) return 'active';
  if (s.matches('expired')) return 'expired';
  if (s.matches('suspended')) return 'suspended';
  return 'none';
}

export const selectMandate = (s: Snapshot) => s.context.mandate;
export const selectMandateError = (s: Snapshot): MbwayMandateErrorCode | undefined => s.context.errorCode;
export const selectIsBusy = (s: Snapshot) => s.hasTag('busy');
