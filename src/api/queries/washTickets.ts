/**
 * Wash tickets (SPEC.md section 3, redemption code; section 4, wash ticket: valid, then marked used): the codes the
 * driver bought with washes and gift cards, read from the account history, and marking one used.
 *
 * How codes reach the list: one request per page, GET /v4/account-history with costCategory=CAR_WASH,GIFT_CARD.
 * Each payment event carries its order's redemption codes (products[0].redemptionCodes) with the station's and
 * the product's names, so a page needs no order lookups. A single ticket is its order (GET v4/order/{id}).
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { CostCategory } from '../schemas';
import { staleTimes } from './meta';
import { userKeys } from './users';

type WashTicketsApi = Pick<Api, 'history' | 'orders'>;

/** What counts as a ticket: the payments that issue codes. */
export const ticketCategories: readonly CostCategory[] = ['CAR_WASH', 'GIFT_CARD'];

export const washTicketKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'washTickets'] as const,
  page: (userId: string, page: number, limit: number) => [...washTicketKeys.all(userId), 'page', page, limit] as const,
  ticket: (userId: string, orderId: string) => [...washTicketKeys.all(userId), 'ticket', orderId] as const,
};

/** One page of the wash and gift card payments, newest first, with their codes; `total` counts them all. */
export const washTicketsQuery = (api: WashTicketsApi, userId: string, page: number, limit: number) =>
  queryOptions({
    queryKey: washTicketKeys.page(userId, page, limit),
    queryFn: ({ signal }) => api.history.list({ page, limit, costCategory: ticketCategories }, { signal }),
    staleTime: staleTimes.washTickets,
  });

/** GET v4/order/{id}: the order a ticket was bought with, its codes and whether each is used. */
export const washTicketQuery = (api: WashTicketsApi, userId: string, orderId: string) =>
  queryOptions({
    queryKey: washTicketKeys.ticket(userId, orderId),
    queryFn: ({ signal }) => api.orders.getOrder(orderId, { signal }),
    staleTime: staleTimes.washTickets,
  });

/** PATCH /v4/redemption-codes/{id} isRedeemed true; the ticket and every page of the list are reloaded. */
export const redeemCodeMutation = (api: WashTicketsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...washTicketKeys.all(userId), 'redeem'],
    mutationFn: (codeId: string) => api.orders.redeemCode(codeId),
    meta: { invalidates: [washTicketKeys.all(userId)] },
  });
