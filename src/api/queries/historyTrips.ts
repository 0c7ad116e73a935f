/**
 * Trips of the account history as the merge screen reads and changes them (SPEC.md section 7, history): the
 * trips of a vehicle around one trip (GET /v4/account-history with from, to, types=TRIP and vehicleId; 40 at
 * most, SPEC.md section 9), the merge (POST /events/merged-trip) and the split (DELETE
 * /events/merged-trip/{id}). The trip itself is the history's event (`historyEventQuery`).
 *
 * Keys sit under `historyKeys.all(userId)`: a merge or a split invalidates that prefix, so the history list, its
 * events and the merge lists are all refetched.
 */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { HistoryEvent } from '../schemas';
import { historyKeys } from './history';
import { staleTimes } from './meta';

type HistoryApi = Pick<Api, 'history'>;

export const tripKeys = {
  mergeList: (userId: string, window: TripWindow) =>
    [...historyKeys.all(userId), 'trips', 'merge', window.vehicleId, window.from, window.to] as const,
};

/** The trips a merge is chosen from: one vehicle's, started between `from` and `to` (ISO dates). */
export interface TripWindow {
  vehicleId: string;
  from: string;
  to: string;
}

/**
 * The period offered for merging with a trip: from the start of the day before it to the end of the day after
 * it, in the device's time zone (a trip late in the evening may be continued after midnight).
 */
export function mergeWindow(tripStart: string, vehicleId: string): TripWindow {
  const from = new Date(tripStart);
  from.setDate(from.getDate() - 1);
  from.setHours(0, 0, 0, 0);
  const to = new Date(tripStart);
  to.setDate(to.getDate() + 1);
  to.setHours(23, 59, 59, 999);
  return { vehicleId, from: from.toISOString(), to: to.toISOString() };
}

/** Trips in the order they were driven. */
export const byStart = (trips: readonly HistoryEvent[]) =>
  [...trips].sort((a, b) => (a.dateTime ?? '').localeCompare(b.dateTime ?? '') || a._id.localeCompare(b._id));

/** The vehicle's trips of the window that can still be merged (not merged into another), in driving order. */
export const mergeCandidatesQuery = (api: HistoryApi, userId: string, window: TripWindow) =>
  queryOptions({
    queryKey: tripKeys.mergeList(userId, window),
    queryFn: async ({ signal }) => byStart((await api.history.listTripsForMerge(window, { signal })).items),
    staleTime: staleTimes.history,
  });

/** POST /events/merged-trip: the chosen trips (two or more, one vehicle) become one; answers the merged trip. */
export const mergeTripsMutation = (api: HistoryApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'merge'],
    mutationFn: ({ tripIds, vehicleId }: { tripIds: readonly string[]; vehicleId: string }) =>
      api.history.mergeTrips(tripIds, vehicleId),
    meta: { invalidates: [historyKeys.all(userId)] },
  });

/** DELETE /events/merged-trip/{id}: the merged trip is split into the trips it was made of. */
export const splitTripMutation = (api: HistoryApi, userId: string) =>
  mutationOptions({
    mutationKey: [...historyKeys.all(userId), 'split'],
    mutationFn: (tripId: string) => api.history.unmergeTrip(tripId),
    meta: { invalidates: [historyKeys.all(userId)] },
  });
