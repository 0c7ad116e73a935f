/** The user's vehicles (SPEC.md section 3, vehicle; section 7, vehicles). */
import { mutationOptions, queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import type { Thing } from '../schemas';
import type { VehicleType } from '../vehicles';
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

/**
 * What a change of vehicles refetches: the stored preferences first (the list reads them through the cache, so
 * they must be stale before it is refetched), then the vehicles, list and details.
 */
const vehiclesChanged = (userId: string) => [userKeys.preferences(userId), vehicleKeys.all(userId)] as const;

/**
 * PATCH /v3/things/{id} (name, details, the odometer reading in metres); the stored preferences and the user's
 * vehicles are refetched.
 */
export const updateVehicleMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'update'],
    mutationFn: ({ vehicleId, fields }: { vehicleId: string; fields: Partial<Thing> }) =>
      api.vehicles.update(vehicleId, fields),
    meta: { invalidates: vehiclesChanged(userId) },
  });

/**
 * POST /things/lite with a name and the vehicle type: a lightweight vehicle, whose details are edited next; the
 * stored preferences (which now name it) and the vehicles are refetched. Answers the new vehicle's id.
 */
export const createVehicleMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'create'],
    mutationFn: async (fields: { nickName: string; type: VehicleType }) =>
      (await api.vehicles.createLite(fields)).data.thingId,
    meta: { invalidates: vehiclesChanged(userId) },
  });

/** PATCH /v4/users/preferences: the preferred vehicle, listed first. */
export const setPreferredVehicleMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'setPreferred'],
    mutationFn: (vehicleId: string) => api.users.updatePreferences(vehicleId),
    meta: { invalidates: vehiclesChanged(userId) },
  });

/** DELETE /things/{id}: the platform archives the vehicle; it leaves the list, its history stays. */
export const deleteVehicleMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'delete'],
    mutationFn: (vehicleId: string) => api.vehicles.remove(vehicleId),
    meta: { invalidates: vehiclesChanged(userId) },
  });

/** POST /things/{thingId}/users: the owner shares the vehicle with a registered driver, by e-mail. */
export const addVehicleUserMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'addUser'],
    mutationFn: ({ vehicleId, email }: { vehicleId: string; email: string }) => api.vehicles.addUser(vehicleId, email),
    meta: { invalidates: vehiclesChanged(userId) },
  });

/** DELETE /things/{thingId}/users/{userId}: the owner removes a user, or a user leaves a shared vehicle. */
export const removeVehicleUserMutation = (api: VehiclesApi, userId: string) =>
  mutationOptions({
    mutationKey: [...vehicleKeys.all(userId), 'removeUser'],
    mutationFn: ({ vehicleId, removedUserId }: { vehicleId: string; removedUserId: string }) =>
      api.vehicles.removeUser(vehicleId, removedUserId),
    meta: { invalidates: vehiclesChanged(userId) },
  });

/** The catalogue is the same for every user: its keys are not under a user. */
export const vehicleCatalogKeys = {
  all: ['vehicleCatalog'] as const,
  makes: (type: VehicleType) => [...vehicleCatalogKeys.all, type] as const,
  models: (type: VehicleType, make: string) => [...vehicleCatalogKeys.makes(type), make] as const,
  fuelTypes: (type: VehicleType, make: string, model: string) =>
    [...vehicleCatalogKeys.models(type, make), model, 'fuelTypes'] as const,
};

/** GET /vehicles/makes?type=…: the makes of cars or motorcycles. */
export const vehicleMakesQuery = (api: VehiclesApi, type: VehicleType) =>
  queryOptions({
    queryKey: vehicleCatalogKeys.makes(type),
    queryFn: ({ signal }) => api.vehicles.makes(type, { signal }),
    staleTime: staleTimes.catalog,
  });

/** GET /vehicles/makes/{make}/models?type=…. */
export const vehicleModelsQuery = (api: VehiclesApi, type: VehicleType, make: string) =>
  queryOptions({
    queryKey: vehicleCatalogKeys.models(type, make),
    queryFn: ({ signal }) => api.vehicles.models(make, type, { signal }),
    staleTime: staleTimes.catalog,
  });

/** GET /vehicles/makes/{make}/models/{model}/fuelTypes/{type}: the model's fuel types, the usual one first. */
export const vehicleFuelTypesQuery = (api: VehiclesApi, type: VehicleType, make: string, model: string) =>
  queryOptions({
    queryKey: vehicleCatalogKeys.fuelTypes(type, make, model),
    queryFn: ({ signal }) => api.vehicles.fuelTypes(make, model, type, { signal }),
    staleTime: staleTimes.catalog,
  });
