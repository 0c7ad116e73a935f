/** The driver's running orders (SPEC.md section 7, orders: GET v4/ongoing-orders). */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { staleTimes } from './meta';
import { userKeys } from './users';

type OrdersApi = Pick<Api, 'orders'>;

export const orderKeys = {
  ongoing: (userId: string) => [...userKeys.all(userId), 'ongoingOrders'] as const,
};

/**
 * GET v4/ongoing-orders (at most 5). Always fetched anew (concurrent callers share one request); invalidate
 * `orderKeys.ongoing` after creating or ending an order.
 */
export const ongoingOrdersQuery = (api: OrdersApi, userId: string) =>
  queryOptions({
    queryKey: orderKeys.ongoing(userId),
    queryFn: ({ signal }) => api.orders.getOngoing({ signal }),
    staleTime: staleTimes.ongoingOrders,
  });
