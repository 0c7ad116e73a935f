/**
 * Wash tickets (SPEC.md section 3, redemption code; section 4, wash ticket: valid, then marked used): the codes the
 * driver bought with washes and gift cards, read from the account history, and marking one used.
 *
 * How codes reach the list: GET /v4/account-history with costCategory=CAR_WASH,GIFT_CARD, every page of it (the
 * list is ordered by expiry, which the history's pages are not). Each payment event carries its order's redemption codes (products[0].redemptionCodes) with the station's and
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
  list: (userId: string) => [...washTicketKeys.all(userId), 'list'] as const,
  ticket: (userId: string, orderId: string) => [...washTicketKeys.all(userId), 'ticket', orderId] as const,
};

/** As many payments as the history gives in one answer. */
const ticketPageLimit = 100;

/**
 * Every wash and gift card payment, newest first, with their codes: all pages of the history, so the list can
 * order the codes by expiry across them (a code expiring first may have been bought long ago). A driver has tens.
 */
export const washTicketsQuery = (api: WashTicketsApi, userId: string) =>
  queryOptions({
    queryKey: washTicketKeys.list(userId),
    queryFn: async ({ signal }) => {
      const query = { limit: ticketPageLimit, costCategory: ticketCategories };
      const first = await api.history.list({ ...query, page: 1 }, { signal });
      const pages = Math.ceil(first.total / ticketPageLimit);
      const items = [...first.items];
      for (let page = 2; page <= pages; page += 1) {
        items.push(...(await api.history.list({ ...query, page }, { signal })).items);
      }
      return items;
    },
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
