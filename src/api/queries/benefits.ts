/**
 * Benefits (SPEC.md section 7, vouchers and referral: rewards status and opt-ins; section 6, gamification): the
 * driver's points and level, and their answer to each opt-in (the lottery's consent, the beta programme).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { staleTimes } from './meta';
import { userKeys } from './users';

type VouchersApi = Pick<Api, 'vouchers'>;

export const benefitKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'benefits'] as const,
  rewards: (userId: string) => [...benefitKeys.all(userId), 'rewards'] as const,
  optin: (userId: string, name: string) => [...benefitKeys.all(userId), 'optins', name] as const,
};

/** GET /v4/rewards-status: the driver's points and level. */
export const rewardsQuery = (api: VouchersApi, userId: string) =>
  queryOptions({
    queryKey: benefitKeys.rewards(userId),
    queryFn: ({ signal }) => api.vouchers.getRewardsStatus({ signal }),
    staleTime: staleTimes.benefits,
  });

/** GET /optins?name=…: the driver's answers to one opt-in (none yet: never asked). */
export const optinQuery = (api: VouchersApi, userId: string, name: string) =>
  queryOptions({
    queryKey: benefitKeys.optin(userId, name),
    queryFn: ({ signal }) => api.vouchers.getOptins(name, { signal }),
    staleTime: staleTimes.account,
  });

export interface OptinChange {
  name: string;
  action: 'ACCEPTED' | 'DECLINED';
}

/** POST /optins: joins (ACCEPTED) or leaves (DECLINED) an opt-in; that opt-in's answer is read again. */
export const setOptinMutation = (api: VouchersApi, userId: string) =>
  mutationOptions({
    mutationKey: [...benefitKeys.all(userId), 'optin'],
    mutationFn: ({ name, action }: OptinChange) => api.vouchers.setOptin(name, action),
    meta: { invalidates: [[...benefitKeys.all(userId), 'optins']] },
  });
