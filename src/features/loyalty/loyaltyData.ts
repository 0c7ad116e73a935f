/**
 * The driver's loyalty cards and the programmes offered, as the loyalty screens read and change them: queries
 * and mutations of src/api/queries/loyalty.ts with the app's client.
 */
import { useQuery } from '@tanstack/react-query';
import { selectFeatures, selectProfile } from '../../../machines/session';
import {
  loyaltyProgramsQuery,
  loyaltySubscriptionsQuery,
  subscribeLoyaltyMutation,
  unsubscribeLoyaltyMutation,
} from '../../api/queries';
import type { LoyaltySubscription } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

/** Whether the account offers loyalty programmes at all (its `loyaltyPrograms` feature). */
export function useLoyaltyEnabled() {
  return Session.useSelector((s) => selectFeatures(s)?.loyaltyPrograms ?? false);
}

export function useLoyaltyPrograms() {
  const accountId = Session.useSelector((s) => selectProfile(s)?.accountId);
  return useQuery(loyaltyProgramsQuery(useApi(), useUserId(), accountId), queryClient);
}

export function useLoyaltySubscriptions() {
  return useQuery(loyaltySubscriptionsQuery(useApi(), useUserId()), queryClient);
}

/** POST /v4/loyalty-subscriptions/; the cards reload, then `onJoined` (the screen moves on). */
export function useSubscribeLoyalty({ onJoined }: { onJoined: (subscription: LoyaltySubscription) => void }) {
  return useFormSubmit({ ...subscribeLoyaltyMutation(useApi(), useUserId()), onSuccess: onJoined });
}

/** DELETE /v4/loyalty-subscriptions/{id}; the cards reload. */
export function useUnsubscribeLoyalty() {
  return useFormSubmit(unsubscribeLoyaltyMutation(useApi(), useUserId()));
}
