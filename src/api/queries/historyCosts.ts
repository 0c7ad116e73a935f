/**
 * Costs of the account history (SPEC.md section 3, history event; section 7, history): the vehicle's last
 * mileage entry, what a vehicle cost over a period, and creating, editing (this occurrence only) and
 * deleting (with its reach) a cost, the receipt's photo and the order's logbook entry. The cost itself is the
 * history's event (`historyEventQuery`). Every key lives under `historyKeys.all(userId)`, so a change of the
 * history refreshes all of it.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { CostInput } from '../history';
import type { deleteReaches, HistoryEvent } from '../schemas';
import { historyKeys } from './history';
import { staleTimes } from './meta';

type HistoryCostsApi = Pick<Api, 'history' | 'orders'>;
export type DeleteReach = (typeof deleteReaches)[number];

/** The periods of the overview (SPEC.md section 7: 1 month, 6 months, 1 year). */
export const expensePeriods = ['1m', '6m', '1y'] as const;
export type ExpensePeriod = (typeof expensePeriods)[number];
const periodMonths: Record<ExpensePeriod, number> = { '1m': 1, '6m': 6, '1y': 12 };

/**
 * The dates a period covers, as the statistics call takes them (YYYY-MM-DD): from the first day of the month
 * `months - 1` months before `now`'s (so every month of the chart is whole), to `now`'s day.
 */
export function periodRange(period: ExpensePeriod, now: Date): { startDate: string; endDate: string } {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (periodMonths[period] - 1), 1));
  return { startDate: start.toISOString().slice(0, 10), endDate: now.toISOString().slice(0, 10) };
}

export const historyCostKeys = {
  lastMileage: (userId: string, vehicleId: string) => [...historyKeys.all(userId), 'lastMileage', vehicleId] as const,
  expenses: (userId: string, vehicleId: string, startDate: string, endDate: string) =>
    [...historyKeys.all(userId), 'expenses', vehicleId, startDate, endDate] as const,
};

/** A vehicle's entries that carry a mileage, newest first: what a new mileage may not go below. */
export interface MileageEntry {
  id: string;
  dateTime: string;
  mileageM: number;
}

/**
 * The vehicle's recent history (one page of 100, newest first) reduced to its entries with a mileage. The form
 * checks a typed mileage against the last one before the cost's date (`lastMileageBefore`); the platform checks
 * it too.
 */
export const mileageEntriesQuery = (api: HistoryCostsApi, userId: string, vehicleId: string) =>
  queryOptions({
    queryKey: historyCostKeys.lastMileage(userId, vehicleId),
    queryFn: async ({ signal }): Promise<MileageEntry[]> => {
      const page = await api.history.list({ page: 1, limit: 100, vehicleId }, { signal });
      return page.items.flatMap((event) =>
        event.mileage !== undefined && event.dateTime
          ? [{ id: event._id, dateTime: event.dateTime, mileageM: event.mileage }]
          : [],
      );
    },
    staleTime: staleTimes.history,
  });

/** The entry a cost dated `dateTime` follows (the latest at or before it, the edited cost itself left out). */
export function lastMileageBefore(entries: readonly MileageEntry[], dateTime: string, exceptId?: string) {
  return entries
    .filter((entry) => entry.id !== exceptId && entry.dateTime <= dateTime)
    .reduce<MileageEntry | undefined>(
      (last, entry) => (!last || entry.dateTime > last.dateTime ? entry : last),
      undefined,
    );
}

/** GET statistics/things/{id}/expenses with startDate and endDate. */
export const expensesQuery = (
  api: HistoryCostsApi,
  userId: string,
  vehicleId: string,
  period: ExpensePeriod,
  now: Date,
) => {
  const { startDate, endDate } = periodRange(period, now);
  return queryOptions({
    queryKey: historyCostKeys.expenses(userId, vehicleId, startDate, endDate),
    queryFn: ({ signal }) => api.history.getExpenses(vehicleId, { startDate, endDate }, { signal }),
    staleTime: staleTimes.history,
  });
};

/** A cost to save, with the receipt's photo to upload once it is saved. */
export interface CostSave {
  cost: CostInput;
  image?: Blob;
}

/**
 * A saved cost, and what became of its photo: `failed` when the cost was saved but the photo was not (sending
 * the cost again would record it twice; the photo is added to the saved cost instead).
 */
export interface CostSaved {
  event: HistoryEvent;
  photo: 'none' | 'uploaded' | 'failed';
}

const withPhoto = async (api: HistoryCostsApi, event: HistoryEvent, image: Blob | undefined): Promise<CostSaved> => {
  if (!image) return { event, photo: 'none' };
  try {
    await api.history.uploadImage(event._id, image);
    return { event, photo: 'uploaded' };
  } catch {
    return { event, photo: 'failed' };
  }
};

/** POST /v4/account-history/costs, then the photo (POST …/{id}/images). */
export const createCostMutation = (api: HistoryCostsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'create'],
    mutationFn: async ({ cost, image }: CostSave) => withPhoto(api, await api.history.createCost(cost), image),
    meta: { invalidates: [historyKeys.all(userId)] },
  });

/** PATCH /v4/account-history/costs/{id} with reach onlyThis (this occurrence only), then the new photo, if any. */
export const updateCostMutation = (api: HistoryCostsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'update'],
    mutationFn: async ({ id, cost, image }: CostSave & { id: string }) =>
      withPhoto(api, await api.history.updateCost(id, cost), image),
    meta: { invalidates: [historyKeys.all(userId)] },
  });

/** DELETE /v4/account-history/costs/{id} with the cost's category and the reach chosen. */
export const deleteCostMutation = (api: HistoryCostsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'delete'],
    mutationFn: ({ id, category, reach }: { id: string; category: string; reach: DeleteReach }) =>
      api.history.deleteCost(id, { category, reach }),
    meta: { invalidates: [historyKeys.all(userId)] },
  });

/** PUT /v4/account-history/costs/by-order/{id}: the tank-full flag and the mileage (metres) of an order's cost. */
export const costByOrderMutation = (api: HistoryCostsApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'byOrder'],
    mutationFn: ({
      orderId,
      tankIsFull,
      carOdometerM,
    }: {
      orderId: string;
      tankIsFull: boolean;
      carOdometerM?: number;
    }) => api.orders.updateCostByOrder(orderId, { tankIsFull, carOdometerM }),
    meta: { invalidates: [historyKeys.all(userId)] },
  });
