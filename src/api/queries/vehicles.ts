/** The user's vehicles (SPEC.md section 3, vehicle; section 7, vehicles). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { Thing } from '../schemas';
import { staleTimes } from './meta';
import { preferencesQuery, userKeys } from './users';

type VehiclesApi = Pick<Api, 'users' | 'vehicles'>;

export const vehicleKeys = {
  all: (userId: string) => [...userKeys.all(userId), 'vehicles'] as const,
  list: (userId: string) => [...vehicleKeys.all(userId), 'list'] as const,
  one: (userId: string, vehicleId: string) => [...vehicleKeys.all(userId), 'one', vehicleId] as const,
};

/** GET /things/{id}. */
export const vehicleQuery = (api: VehiclesApi, userId: string, vehicleId: string) =>
  queryOptions({
    queryKey: vehicleKeys.one(userId, vehicleId),
    queryFn: ({ signal }) => api.vehicles.get(vehicleId, { signal }),
    staleTime: staleTimes.account,
  });

/**
 * The user's vehicles that are not archived, the preferred one first: the preferences name them, each is
 * loaded as its own detail (through the cache, so a detail screen opened next makes no request). The
 * preferred vehicle's id is `preferredThing` of `preferencesQuery`, cached by this query.
 */
export const vehiclesQuery = (api: VehiclesApi, userId: string) =>
  queryOptions({
    queryKey: vehicleKeys.list(userId),
    queryFn: async ({ client }): Promise<Thing[]> => {
      const preferences = await client.fetchQuery(preferencesQuery(api, userId));
      const ids = (preferences.thingAvatars ?? [])
        .filter((avatar) => !avatar.isArchived)
        .map((avatar) => avatar.thingId);
      const preferred = preferences.preferredThing;
      const ordered = preferred ? [preferred, ...ids.filter((id) => id !== preferred)] : ids;
      return Promise.all(ordered.map((id) => client.fetchQuery(vehicleQuery(api, userId, id))));
    },
    staleTime: staleTimes.account,
  });

/** PATCH /v3/things/{id} (name, details, the odometer reading in metres); the user's vehicles are refetched. */
export const updateVehicleMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'update'],
    mutationFn: ({ vehicleId, fields }: { vehicleId: string; fields: Partial<Thing> }) =>
      api.vehicles.update(vehicleId, fields),
    meta: { invalidates: [vehicleKeys.all(userId)] },
  });
