/** Vouchers: the discount preview of an order about to be paid (SPEC.md section 3, voucher). */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { DiscountPreviewRequest } from '../vouchers';
import { staleTimes } from './meta';
import { userKeys } from './users';

type VouchersApi = Pick<Api, 'vouchers'>;

export const voucherKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'vouchers'] as const,
  discountPreview: (userId: string, request: DiscountPreviewRequest) =>
    [...voucherKeys.all(userId), 'discountPreview', request] as const,
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
