/** What a refused loyalty subscription means to the driver (SPEC.md section 8, partner loyalty sign-up errors). */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../api/client';

/**
 * Why the platform refused to add a card or sign up with the partner. The platform tells them apart by its error
 * codes (README, "Loyalty"); anything else is the generic failure.
 */
export type LoyaltyRefusal =
  | 'cardRegistered'
  | 'invalidCard'
  | 'closed'
  | 'customerExists'
  | 'noMatchingCustomer'
  | 'tooYoung'
  | 'offline'
  | 'generic';

const byCode: [number, LoyaltyRefusal][] = [
  [471, 'customerExists'],
  [472, 'noMatchingCustomer'],
  [473, 'cardRegistered'],
  [474, 'invalidCard'],
  [475, 'tooYoung'],
  [476, 'closed'],
];

export function loyaltyRefusal(error: unknown): LoyaltyRefusal {
  if (!isApiError(error)) return 'generic';
  if (error.kind === 'network' || error.kind === 'timeout') return 'offline';
  return byCode.find(([code]) => error.hasCode(code))?.[1] ?? 'generic';
}

export const loyaltyRefusalMessages: Record<LoyaltyRefusal, MessageDescriptor> = {
  cardRegistered: msg`This card is already registered. Check the number; if the card is yours, contact the programme.`,
  invalidCard: msg`The programme does not recognise this card number. Check it and try again.`,
  closed: msg`This programme takes no new members.`,
  customerExists: msg`The partner already has a customer with these details. If you are a member, enter your card number to link it.`,
  noMatchingCustomer: msg`The partner has no customer with this card number and these details. Check them, or leave the card number empty to get a new card.`,
  tooYoung: msg`You must be 16 or older to join this programme.`,
  offline: msg`Nothing was sent: the connection was lost. Check your connection and try again.`,
  generic: msg`The programme could not be reached. Nothing has changed: try again later.`,
};
