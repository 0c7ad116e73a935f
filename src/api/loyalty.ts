import type { Host } from './client';
import { Ack, LoyaltyPrograms, LoyaltySubscription, LoyaltySubscriptions } from './schemas';

type Signal = { signal?: AbortSignal };

/** A card the driver already holds, typed in (a MANUAL programme). The number is sent without spaces. */
export interface ManualSubscriptionRequest {
  loyaltyProgramId: string;
  cardNumber: string;
  email?: string;
}

/**
 * The partner programme's own sign-up (SPEC.md section 3). Without `cardNumber` the partner issues a new card;
 * with one, the partner links the customer who holds it. `birthDate` is `YYYY-MM-DD`; the driver confirms being
 * 16 or older (`confirmedMinimumAge`), which the partner checks against the birth date when one is given.
 */
export interface PartnerSignUpRequest {
  loyaltyProgramId: string;
  cardNumber?: string;
  email: string;
  firstName: string;
  lastName: string;
  country: string;
  language: string;
  gender?: 'FEMALE' | 'MALE' | 'DIVERSE';
  birthDate?: string;
  confirmedMinimumAge: true;
}

export type LoyaltySubscribeRequest = ManualSubscriptionRequest | PartnerSignUpRequest;

export const createLoyaltyApi = (platform: Host) => ({
  /**
   * The programmes offered. SPEC.md section 7 lists no such call; this one is assumed to sit next to the
   * subscriptions on the platform (the sandbox answers it).
   */
  programs: ({ signal }: Signal = {}) => platform.json(LoyaltyPrograms, '/v4/loyalty-programs', { signal }),
  subscribe: (payload: LoyaltySubscribeRequest, { signal }: Signal = {}) =>
    platform.json(LoyaltySubscription, '/v4/loyalty-subscriptions/', { method: 'POST', body: payload, signal }),
  unsubscribe: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/loyalty-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  list: ({ signal }: Signal = {}) => platform.json(LoyaltySubscriptions, '/v4/loyalty-subscriptions', { signal }),
});
