/**
 * The driver's vehicles as the vehicle screens read and change them (SPEC.md section 2, /profile/cars): every
 * change refreshes the stored preferences and the vehicles (the mutations' `meta.invalidates`).
 */
import { useQuery } from '@tanstack/react-query';
import { ApiError } from '../../api/client';
import {
  addVehicleUserMutation,
  deleteVehicleMutation,
  preferencesQuery,
  removeVehicleUserMutation,
  setPreferredVehicleMutation,
  updateVehicleMutation,
  vehicleQuery,
  vehiclesQuery,
} from '../../api/queries';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';

export function useVehicles() {
  return useQuery(vehiclesQuery(useApi(), useUserId()), queryClient);
}

/** The preferred vehicle's id (the list query has loaded the preferences into the cache). */
export function usePreferredVehicleId() {
  const preferences = useQuery(preferencesQuery(useApi(), useUserId()), queryClient);
  return preferences.data?.preferredThing ?? undefined;
}

export function useVehicle(vehicleId: string) {
  return useQuery(vehicleQuery(useApi(), useUserId(), vehicleId), queryClient);
}

/** The platform knows no such vehicle for this driver (SPEC.md section 8, "no vehicle found"). */
export const isNotFound = (error: unknown) => error instanceof ApiError && error.status === 404;

export const useVehicleSave = () => useFormSubmit(updateVehicleMutation(useApi(), useUserId()));
export type VehicleSave = ReturnType<typeof useVehicleSave>;
export const useSetPreferredVehicle = () => useFormSubmit(setPreferredVehicleMutation(useApi(), useUserId()));
export const useDeleteVehicle = () => useFormSubmit(deleteVehicleMutation(useApi(), useUserId()));
export const useRemoveVehicleUser = () => useFormSubmit(removeVehicleUserMutation(useApi(), useUserId()));
export const useAddVehicleUser = () => useFormSubmit(addVehicleUserMutation(useApi(), useUserId()));
