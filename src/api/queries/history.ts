/**
 * The account history (SPEC.md section 3, history event; section 7, history): the driver's payments, costs and
 * trips, 20 a page, with the list's filters; one event; and the invoice of a payment (GET v4/invoices/{id}).
 *
 * Keys: every history query sits under `historyKeys.all(userId)`, so a change to a cost or a trip (create, edit,
 * delete, photo, merge, split) invalidates the lists and the events at once with that one key.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { CostCategory } from '../schemas';
import { historyPageSize } from '../schemas';
import { staleTimes } from './meta';
import { userKeys } from './users';

type HistoryApi = Pick<Api, 'history'>;
type InvoiceApi = Pick<Api, 'orders'>;

export const historyEventTypes = ['PAYMENT', 'COST', 'TRIP'] as const;
export type HistoryEventType = (typeof historyEventTypes)[number];
/** The list's product filter: entries made by hand (triggerEventTypeAtSource=MANUAL), or car washes. */
export const historyProducts = ['manual', 'carWash'] as const;
export type HistoryProduct = (typeof historyProducts)[number];

/** What the history list is narrowed to; absent fields do not filter. */
export interface HistoryFilter {
  type?: HistoryEventType;
  vehicleId?: string;
  product?: HistoryProduct;
}

export const historyKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'history'] as const,
  lists: (userId: string) => [...historyKeys.all(userId), 'list'] as const,
  page: (userId: string, filter: HistoryFilter, page: number, limit: number) =>
    [
      ...historyKeys.lists(userId),
      filter.type ?? null,
      filter.vehicleId ?? null,
      filter.product ?? null,
      page,
      limit,
    ] as const,
  event: (userId: string, eventId: string) => [...historyKeys.all(userId), 'event', eventId] as const,
};

const carWash: CostCategory = 'CAR_WASH';

/** The list call of a filter: its type, vehicle, and the product filter as the platform's parameters. */
export const historyListQuery = (filter: HistoryFilter, page: number, limit: number = historyPageSize) => ({
  page,
  limit,
  ...(filter.type ? { types: [filter.type] } : {}),
  ...(filter.vehicleId ? { vehicleId: filter.vehicleId } : {}),
  ...(filter.product === 'manual' ? { manualOnly: true } : {}),
  ...(filter.product === 'carWash' ? { costCategory: carWash } : {}),
});

/** GET /v4/account-history: one page of the filtered history, newest first; `total` counts every match. */
export const historyPageQuery = (
  api: HistoryApi,
  userId: string,
  filter: HistoryFilter,
  page: number,
  limit: number = historyPageSize,
) =>
  queryOptions({
    queryKey: historyKeys.page(userId, filter, page, limit),
    queryFn: ({ signal }) => api.history.list(historyListQuery(filter, page, limit), { signal }),
    staleTime: staleTimes.history,
  });

/** GET /v4/account-history/{id}: one payment, cost or trip (404 when the driver has no such event). */
export const historyEventQuery = (api: HistoryApi, userId: string, eventId: string) =>
  queryOptions({
    queryKey: historyKeys.event(userId, eventId),
    queryFn: ({ signal }) => api.history.get(eventId, { signal }),
    staleTime: staleTimes.history,
  });

/** GET v4/invoices/{id}: the invoice of a paid order, as a PDF file; changes nothing on the platform. */
export const invoiceMutation = (api: InvoiceApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'invoice'],
    mutationFn: (orderId: string) => api.orders.getInvoice(orderId),
  });
