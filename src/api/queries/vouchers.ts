/**
 * Vouchers (SPEC.md section 3, voucher; section 7, vouchers and referral): the discount preview of an order about
 * to be paid, the driver's vouchers and campaigns, adding a code, and refer-a-friend.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { ApiError } from '../client';
import type { Voucher } from '../schemas';
import type { DiscountPreviewRequest } from '../vouchers';
import { staleTimes } from './meta';
import { userKeys } from './users';

type VouchersApi = Pick<Api, 'vouchers'>;

export const voucherKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'vouchers'] as const,
  discountPreview: (userId: string, request: DiscountPreviewRequest) =>
    [...voucherKeys.all(userId), 'discountPreview', request] as const,
  list: (userId: string) => [...voucherKeys.all(userId), 'list'] as const,
  referral: (userId: string) => [...voucherKeys.all(userId), 'referral'] as const,
};

/**
 * POST /v4/vouchers/discount-preview: the discounts the user's vouchers give on this amount. A failed preview
 * shows no discount (SPEC.md section 4); a cancelled one is silent.
 */
export const discountPreviewQuery = (api: VouchersApi, userId: string, request: DiscountPreviewRequest) =>
  queryOptions({
    queryKey: voucherKeys.discountPreview(userId, request),
    queryFn: ({ signal }) => api.vouchers.previewDiscount(request, { signal }),
    staleTime: staleTimes.discountPreview,
  });

/** GET v4/vouchers/campaign-participations: the driver's vouchers and campaigns, active and inactive. */
export const vouchersQuery = (api: VouchersApi, userId: string) =>
  queryOptions({
    queryKey: voucherKeys.list(userId),
    queryFn: ({ signal }) => api.vouchers.getCampaignParticipations({ signal }),
    staleTime: staleTimes.vouchers,
  });

/**
 * POST v4/vouchers/campaign-participation-activations; the vouchers (and the discounts they give) are reloaded
 * (SPEC.md section 4).
 */
export const activateCampaignMutation = (api: VouchersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...voucherKeys.all(userId), 'activate'],
    mutationFn: (campaignId: string) => api.vouchers.activateCampaign(campaignId),
    meta: { invalidates: [voucherKeys.all(userId)] },
  });

/** The platform did not know the code (HTTP 404): the next reading of what was typed may be the right one. */
const isUnknownCode = (error: unknown) => error instanceof ApiError && error.kind === 'http' && error.status === 404;

/**
 * POST v4/vouchers/vouchers with each reading of the typed code in turn (`candidates`, best first), until the
 * platform knows one; any other answer ends the search. The vouchers are reloaded; a custom voucher also changes
 * the account's payment features, which the caller refreshes through the session.
 */
export const addVoucherMutation = (api: VouchersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...voucherKeys.all(userId), 'add'],
    mutationFn: async (candidates: readonly string[]): Promise<Voucher> => {
      let lastError: unknown = new Error('no voucher code to send');
      for (const code of candidates) {
        try {
          return await api.vouchers.addVoucher(code);
        } catch (error) {
          if (!isUnknownCode(error)) throw error;
          lastError = error;
        }
      }
      throw lastError;
    },
    meta: { invalidates: [voucherKeys.all(userId)] },
  });

/** GET v4/vouchers/referral-program-participation: the referral code, whether it may be used yet, the friends. */
export const referralQuery = (api: VouchersApi, userId: string) =>
  queryOptions({
    queryKey: voucherKeys.referral(userId),
    queryFn: ({ signal }) => api.vouchers.getReferralParticipation({ signal }),
    staleTime: staleTimes.vouchers,
  });

/** PUT v4/vouchers/referral-code: makes the driver's referral code (or returns the one they have). */
export const createReferralCodeMutation = (api: VouchersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...voucherKeys.referral(userId), 'create'],
    mutationFn: () => api.vouchers.createReferralCode(),
    meta: { invalidates: [voucherKeys.referral(userId)] },
  });
