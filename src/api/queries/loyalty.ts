/**
 * Loyalty (SPEC.md section 3, loyalty; section 7, loyalty): the programmes offered, the driver's subscriptions,
 * joining a programme (a card typed in, or the partner's sign-up) and leaving one.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { LoyaltySubscribeRequest } from '../loyalty';
import { staleTimes } from './meta';
import { userKeys } from './users';

type LoyaltyApi = Pick<Api, 'loyalty'>;

export const loyaltyKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'loyalty'] as const,
  programs: (userId: string) => [...loyaltyKeys.all(userId), 'programs'] as const,
  subscriptions: (userId: string) => [...loyaltyKeys.all(userId), 'subscriptions'] as const,
};

/**
 * GET /accounts/{id}/features: every programme offered, from the `loyaltyPrograms` feature's payload. A user with
 * no account is offered none.
 */
export const loyaltyProgramsQuery = (api: LoyaltyApi, userId: string, accountId: string | undefined) =>
  queryOptions({
    queryKey: loyaltyKeys.programs(userId),
    queryFn: async ({ signal }) => (accountId ? api.loyalty.programs(accountId, { signal }) : []),
    staleTime: staleTimes.loyaltyPrograms,
  });

/** GET /v4/loyalty-subscriptions: the driver's loyalty cards. */
export const loyaltySubscriptionsQuery = (api: LoyaltyApi, userId: string) =>
  queryOptions({
    queryKey: loyaltyKeys.subscriptions(userId),
    queryFn: ({ signal }) => api.loyalty.list({ signal }),
    staleTime: staleTimes.loyaltySubscriptions,
  });

/** POST /v4/loyalty-subscriptions/: a card typed in, or the partner's sign-up; the subscriptions reload. */
export const subscribeLoyaltyMutation = (api: LoyaltyApi, userId: string) =>
  mutationOptions({
    mutationKey: [...loyaltyKeys.all(userId), 'subscribe'],
    mutationFn: (request: LoyaltySubscribeRequest) => api.loyalty.subscribe(request),
    meta: { invalidates: [loyaltyKeys.subscriptions(userId)] },
  });

/** DELETE /v4/loyalty-subscriptions/{id}: leaves the programme; the subscriptions reload. */
export const unsubscribeLoyaltyMutation = (api: LoyaltyApi, userId: string) =>
  mutationOptions({
    mutationKey: [...loyaltyKeys.all(userId), 'unsubscribe'],
    mutationFn: (subscriptionId: string) => api.loyalty.unsubscribe(subscriptionId),
    meta: { invalidates: [loyaltyKeys.subscriptions(userId)] },
  });
