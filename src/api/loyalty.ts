import type { Host } from './client';
import { LoyaltyProgram as LoyaltyProgramSchema, LoyaltySubscription, LoyaltySubscriptions } from './flowSchemas';
import { type AccountFeature, AccountFeatures, Ack, type LoyaltyProgram } from './schemas';

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

/**
 * The programmes of an enabled `loyaltyPrograms` feature. A programme the app cannot read (a field missing) is left
 * out rather than failing the whole list; a disabled feature offers none.
 */
export function programsOffered(features: AccountFeature[]): LoyaltyProgram[] {
  const feature = features.find((candidate) => candidate.name === 'loyaltyPrograms' && candidate.status === 'ENABLED');
  const listed = feature?.payload?.programs;
  if (!Array.isArray(listed)) return [];
  return listed.flatMap((program) => {
    const read = LoyaltyProgramSchema.safeParse(program);
    return read.success ? [read.data] : [];
  });
}

export const createLoyaltyApi = (platform: Host) => ({
  /**
   * The programmes offered to the account: the `loyaltyPrograms` account feature (SPEC.md section 3) carries them
   * in its payload (`programs`). SPEC.md section 7 has no call of its own for them, so none is made.
   */
  programs: async (accountId: string, { signal }: Signal = {}) =>
    programsOffered(
      await platform.json(AccountFeatures, `/accounts/${encodeURIComponent(accountId)}/features`, { signal }),
    ),
  subscribe: (payload: LoyaltySubscribeRequest, { signal }: Signal = {}) =>
    platform.json(LoyaltySubscription, '/v4/loyalty-subscriptions/', { method: 'POST', body: payload, signal }),
  unsubscribe: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/loyalty-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  list: ({ signal }: Signal = {}) => platform.json(LoyaltySubscriptions, '/v4/loyalty-subscriptions', { signal }),
});
