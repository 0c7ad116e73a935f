import * as z from 'zod/mini';
import type { Host } from './client';
import { Expenses, HistoryEvent, HistoryPage } from './flowSchemas';
import {
  Ack,
  type CostCategory,
  type costCategories,
  type deleteReaches,
  historyPageSize,
  type recurrencePeriods,
} from './schemas';

type Signal = { signal?: AbortSignal };
export const mergeTripListSize = 40;

export interface HistoryQuery {
  page: number;
  types?: readonly string[];
  vehicleId?: string;
  productTypes?: readonly string[];
  /** One category, or several (sent comma-separated, as `types`). */
  costCategory?: CostCategory | readonly CostCategory[];
  /** Items per page; the history's own page size (20) unless a screen pages differently. */
  limit?: number;
  /** Only the events the driver entered by hand (triggerEventTypeAtSource=MANUAL). */
  manualOnly?: boolean;
}

/** A cost as the app holds it (SPEC.md section 3): cents, millilitres and kilometres. */
export interface CostInput {
  category: (typeof costCategories)[number];
  priceInCents: number;
  currency: string;
  dateTime: string;
  vehicleId?: string;
  name?: string;
  notes?: string;
  quantityMilliLiters?: number;
  mileageKm?: number;
  tankIsFull?: boolean;
  /** An EV charge: the battery was charged full. */
  isFullyCharged?: boolean;
  recurrencePeriod?: (typeof recurrencePeriods)[number];
}

/**
 * A cost as it is sent to the platform (SPEC.md section 7): the price in cents × 10, the fuel in millilitres ÷ 100,
 * the mileage in km × 1000 (metres).
 */
export type CostPayload = Omit<CostInput, 'priceInCents' | 'quantityMilliLiters' | 'mileageKm'> & {
  price: number;
  quantity?: number;
  mileage?: number;
};

export const toCostPayload = ({ priceInCents, quantityMilliLiters, mileageKm, ...rest }: CostInput): CostPayload => ({
  ...rest,
  price: Math.round(priceInCents * 10),
  quantity: quantityMilliLiters === undefined ? undefined : Math.round(quantityMilliLiters / 100),
  mileage: mileageKm === undefined ? undefined : Math.round(mileageKm * 1000),
});

/** The inverse of `toCostPayload`: what the platform stores (cents, millilitres, metres) from what was sent. */
export const fromCostPayload = ({ price, quantity, mileage, ...rest }: CostPayload): CostInput => ({
  ...rest,
  priceInCents: price / 10,
  quantityMilliLiters: quantity === undefined ? undefined : quantity * 100,
  mileageKm: mileage === undefined ? undefined : mileage / 1000,
});

export const createHistoryApi = (platform: Host) => ({
  list: (
    { page, types, vehicleId, productTypes, costCategory, limit, manualOnly }: HistoryQuery,
    { signal }: Signal = {},
  ) =>
    platform.json(HistoryPage, '/v4/account-history', {
      query: {
        page,
        limit: limit ?? historyPageSize,
        types: types?.join(','),
        vehicleId,
        productTypes: productTypes?.join(','),
        triggerEventTypeAtSource: manualOnly ? 'MANUAL' : undefined,
        costCategory: typeof costCategory === 'string' ? costCategory : costCategory?.join(','),
      },
      signal,
    }),
  listTripsForMerge: (
    { from, to, vehicleId }: { from: string; to: string; vehicleId: string },
    { signal }: Signal = {},
  ) =>
    platform.json(HistoryPage, '/v4/account-history', {
      query: { page: 1, limit: mergeTripListSize, from, to, types: 'TRIP', vehicleId },
      signal,
    }),
  get: (id: string, { signal }: Signal = {}) =>
    platform.json(HistoryEvent, `/v4/account-history/${encodeURIComponent(id)}`, { signal }),
  createCost: (cost: CostInput, { signal }: Signal = {}) =>
    platform.json(HistoryEvent, '/v4/account-history/costs', { method: 'POST', body: toCostPayload(cost), signal }),
  updateCost: (id: string, cost: CostInput, { signal }: Signal = {}) =>
    platform.json(HistoryEvent, `/v4/account-history/costs/${encodeURIComponent(id)}`, {
      method: 'PATCH',
      query: { reach: 'onlyThis' },
      body: toCostPayload(cost),
      signal,
    }),
  deleteCost: (
    id: string,
    { category, reach }: { category: string; reach: (typeof deleteReaches)[number] },
    { signal }: Signal = {},
  ) =>
    platform.json(Ack, `/v4/account-history/costs/${encodeURIComponent(id)}`, {
      method: 'DELETE',
      query: { category, reach },
      signal,
    }),
  uploadImage: (id: string, image: Blob, { signal }: Signal = {}) =>
    platform.json(Ack, `/v4/account-history/${encodeURIComponent(id)}/images`, {
      method: 'POST',
      body: image,
      signal,
    }),
  mergeTrips: (eventIds: readonly string[], thingId: string, { signal }: Signal = {}) =>
    platform.json(HistoryEvent, '/events/merged-trip', { method: 'POST', body: { eventIds, thingId }, signal }),
  unmergeTrip: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `/events/merged-trip/${encodeURIComponent(id)}`, { method: 'DELETE', signal }),
  getExpenses: (
    thingId: string,
    { startDate, endDate }: { startDate: string; endDate: string },
    { signal }: Signal = {},
  ) =>
    platform.json(Expenses, `/statistics/things/${encodeURIComponent(thingId)}/expenses`, {
      query: { startDate, endDate },
      signal,
    }),
});

export const HistoryEvents = z.array(HistoryEvent);
