/**
 * The driver's vouchers and referral as data screens read and change them: queries and mutations of
 * src/api/queries/vouchers.ts with the app's client, and what a refused voucher code means to the driver.
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useQuery } from '@tanstack/react-query';
import { isApiError } from '../../api/client';
import {
  activateCampaignMutation,
  addVoucherMutation,
  createReferralCodeMutation,
  referralQuery,
  vouchersQuery,
} from '../../api/queries';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

export function useVouchers() {
  return useQuery(vouchersQuery(useApi(), useUserId()), queryClient);
}

/** POST campaign-participation-activations; the list reloads itself (the mutation's `invalidates`). */
export function useActivateCampaign() {
  return useFormSubmit(activateCampaignMutation(useApi(), useUserId()));
}

/**
 * POST v4/vouchers/vouchers with the readings of the typed code; the vouchers reload, and after a custom voucher
 * the session loads the account's payment features again.
 */
export function useAddVoucher({ onAdded }: { onAdded: () => void }) {
  const session = Session.useActorRef();
  return useFormSubmit({
    ...addVoucherMutation(useApi(), useUserId()),
    onSuccess: (voucher) => {
      if (voucher.type === 'CUSTOM') session.send({ type: 'profile.updated' });
      onAdded();
    },
  });
}

export function useReferral() {
  return useQuery(referralQuery(useApi(), useUserId()), queryClient);
}

export function useCreateReferralCode() {
  return useFormSubmit(createReferralCodeMutation(useApi(), useUserId()));
}

/** Why the platform refused a voucher code (SPEC.md section 8, voucher messages), or the connection was lost. */
export type VoucherRefusal = 'redeemed' | 'notVerified' | 'expired' | 'notActivated' | 'offline';

export function voucherRefusal(error: unknown): VoucherRefusal {
  if (!isApiError(error) || error.kind === 'network' || error.kind === 'timeout') return 'offline';
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
