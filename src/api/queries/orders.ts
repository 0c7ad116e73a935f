/** The driver's running orders (SPEC.md section 7, orders: GET v4/ongoing-orders). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { Order } from '../schemas';
import { refreshIntervals, staleTimes } from './meta';
import { userKeys } from './users';

type OrdersApi = Pick<Api, 'orders'>;

export const orderKeys = {
  ongoing: (userId: string) => [...userKeys.all(userId), 'ongoingOrders'] as const,
  order: (orderId: string) => ['order', orderId] as const,
};

/**
 * GET v4/order/{id}, read anew every time (SPEC.md section 7: order loads are tried 3 times, 2 s apart, with the
 * client's retry rule). Polls call the platform directly; this is for looking an order up.
 */
export const orderQuery = (api: OrdersApi, orderId: string) =>
  queryOptions({
    queryKey: orderKeys.order(orderId),
    queryFn: ({ signal }) => api.orders.getOrder(orderId, { signal }),
    staleTime: 0,
    gcTime: 0,
  });

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

/**
 * The running orders a screen follows: read again every few seconds while one of them `runs` (the order states
 * are the charts' rules, so the screen names them).
 */
export const followedOngoingOrdersQuery = (api: OrdersApi, userId: string, runs: (order: Order) => boolean) =>
  queryOptions({
    ...ongoingOrdersQuery(api, userId),
    refetchInterval: (query) => (query.state.data?.some(runs) ? refreshIntervals.runningOrders : false),
  });

/** Done, but not yet invoiced: the order becomes COMPLETED shortly. */
const settlingStates: readonly string[] = ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE'];

/**
 * GET v4/order/{id} of an order whose product was given, asked again (every `pollIntervalMs`, else 2 s) until it
 * is COMPLETED or ends otherwise: what the receipt's feedback needs, since only a completed order can be rated.
 * Same key as `orderQuery`, so a change to the order reaches both.
 */
export const settledOrderQuery = (api: OrdersApi, orderId: string) =>
  queryOptions({
    ...orderQuery(api, orderId),
    refetchInterval: (query) => {
      const order = query.state.data;
      return order && settlingStates.includes(order.state)
        ? (order.pollIntervalMs ?? refreshIntervals.settlingOrder)
        : false;
    },
  });

export interface OrderFeedback {
  rating: number;
  comment?: string;
}

/**
 * POST v4/order/{id}/feedback (Forecourt's own call): the driver's rating of a completed order, given once. The
 * order is reloaded, and carries `feedback` from then on.
 */
export const sendFeedbackMutation = (api: OrdersApi, orderId: string) =>
  mutationOptions({
    mutationKey: [...orderKeys.order(orderId), 'feedback'],
    mutationFn: ({ rating, comment }: OrderFeedback) =>
      api.orders.sendFeedback(orderId, { rating, ...(comment ? { comment } : {}) }),
    meta: { invalidates: [orderKeys.order(orderId)] },
  });
