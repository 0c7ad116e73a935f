/**
 * The driver's vouchers and referral as data screens read and change them: queries and mutations of
 * src/api/queries/vouchers.ts with the app's client.
 */
import { useQuery } from '@tanstack/react-query';
import {
  activateCampaignMutation,
  addVoucherMutation,
  createReferralCodeMutation,
  referralQuery,
  vouchersQuery,
} from '../../api/queries';
import type { Voucher } from '../../api/schemas';
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
export function useAddVoucher({ onAdded }: { onAdded: (voucher: Voucher) => void }) {
  const session = Session.useActorRef();
  return useFormSubmit({
    ...addVoucherMutation(useApi(), useUserId()),
    onSuccess: (voucher) => {
      if (voucher.type === 'CUSTOM') session.send({ type: 'profile.updated' });
      onAdded(voucher);
    },
  });
}

export function useReferral() {
  return useQuery(referralQuery(useApi(), useUserId()), queryClient);
}

export function useCreateReferralCode() {
  return useFormSubmit(createReferralCodeMutation(useApi(), useUserId()));
}
