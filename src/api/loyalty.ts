import type { Host } from './client';
import { Ack, LoyaltySubscription, LoyaltySubscriptions } from './schemas';

type Signal = { signal?: AbortSignal };

export const createLoyaltyApi = (platform: Host) => ({
  subscribe: (payload: Record<string, unknown>, { signal }: Signal = {}) =>
    platform.json(LoyaltySubscription, '/v4/loyalty-subscriptions/', { method: 'POST', body: payload, signal }),
  unsubscribe: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/loyalty-subscriptions/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  list: ({ signal }: Signal = {}) => platform.json(LoyaltySubscriptions, '/v4/loyalty-subscriptions', { signal }),
});
