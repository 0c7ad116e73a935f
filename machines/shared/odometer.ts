/**
 * The odometer before checkout (SPEC.md sections 2, 5 and 9): more than 0 and at most 1,000,000 km, stored in
 * metres. The screen reads the number in the driver's locale; the chart judges it.
 */
export const odometerMaxKm = 1_000_000;
/** More than this above the vehicle's last mileage asks "are you sure?" (as does anything below it). */
export const odometerJumpKm = 2_000;

/** A mileage the platform takes: a number above zero and at most the maximum. */
export const isOdometerKm = (km: number) => Number.isFinite(km) && km > 0 && km <= odometerMaxKm;

/** The mileage in metres, as the platform stores it. */
export const odometerMetres = (km: number) => Math.round(km * 1000);

/** A mileage far from the vehicle's last one (in metres; unknown: nothing to compare with). */
export const isFarFromLast = (km: number, lastM: number | undefined) =>
  lastM !== undefined && (odometerMetres(km) < lastM || odometerMetres(km) - lastM > odometerJumpKm * 1000);

/** What the odometer step shows of a vehicle. */
export interface VehicleLike {
  _id: string;
  name: string;
  carOdometerM?: number;
}
