import * as z from 'zod/mini';
import type { Host } from './client';
import {
  type Optin,
  Optins,
  ReferralParticipation,
  RewardsStatus,
  Voucher,
  VoucherPreview,
  Vouchers,
} from './flowSchemas';
import { Ack } from './schemas';

type Signal = { signal?: AbortSignal };

export interface DiscountPreviewRequest {
  poiId: string;
  productId: string;
  fuelTypeId?: string;
  amount: number;
  currency: string;
}

export const createVouchersApi = (platform: Host) => ({
  getCampaignParticipations: ({ signal }: Signal = {}) =>
    platform.json(Vouchers, '/v4/vouchers/campaign-participations', { signal }),
  activateCampaign: (campaignId: string, { signal }: Signal = {}) =>
    platform.json(Ack, '/v4/vouchers/campaign-participation-activations', {
      method: 'POST',
      body: { campaignId },
      signal,
    }),
  previewDiscount: (request: DiscountPreviewRequest, { signal }: Signal = {}) =>
    platform.json(VoucherPreview, '/v4/vouchers/discount-preview', { method: 'POST', body: request, signal }),
  addVoucher: (code: string, { signal }: Signal = {}) =>
    platform.json(Voucher, '/v4/vouchers/vouchers', { method: 'POST', body: { code }, signal }),
  getReferralParticipation: ({ signal }: Signal = {}) =>
    platform.json(ReferralParticipation, '/v4/vouchers/referral-program-participation', { signal }),
  createReferralCode: ({ signal }: Signal = {}) =>
    platform.json(z.object({ referralCode: z.string() }), '/v4/vouchers/referral-code', { method: 'PUT', signal }),
  getRewardsStatus: ({ signal }: Signal = {}) => platform.json(RewardsStatus, '/v4/rewards-status', { signal }),
  getOptins: (name: string, { signal }: Signal = {}) => platform.json(Optins, '/optins', { query: { name }, signal }),
  setOptin: (name: string, action: z.infer<typeof Optin>['action'], { signal }: Signal = {}) =>
    platform.json(Ack, '/optins', { method: 'POST', body: { name, action }, signal }),
});
