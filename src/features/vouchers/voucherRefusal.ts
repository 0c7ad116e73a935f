/** What a refused voucher code means to the driver (SPEC.md section 8, voucher messages). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../api/client';

/** Why the platform refused a voucher code (SPEC.md section 8, voucher messages), or the connection was lost. */
export type VoucherRefusal = 'redeemed' | 'notVerified' | 'expired' | 'notActivated' | 'offline';

export function voucherRefusal(error: unknown): VoucherRefusal {
  if (!isApiError(error)) return 'notActivated';
  if (error.kind === 'network' || error.kind === 'timeout') return 'offline';
  if (error.kind !== 'http') return 'notActivated';
  if (error.status === 409) return 'redeemed';
  if (error.status === 404) return 'notVerified';
  if (error.status === 410) return 'expired';
  return 'notActivated';
}

export const voucherRefusalMessages: Record<VoucherRefusal, MessageDescriptor> = {
  redeemed: msg`This voucher has already been redeemed.`,
  notVerified: msg`This voucher code could not be verified. Check it and try again.`,
  expired: msg`This voucher has expired.`,
  notActivated: msg`This voucher couldn't be activated. Try again later.`,
  offline: msg`The voucher was not sent: the connection was lost. Check your connection and try again.`,
};
