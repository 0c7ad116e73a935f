/** The odometer before checkout (SPEC.md sections 2, 5 and 9): whole kilometres, at most 1,000,000, stored in metres. */
export const odometerMaxKm = 1_000_000;

/** The mileage typed, as whole kilometres; undefined when it is not a number in range (or zero). */
export function parseOdometerKm(text: string): number | undefined {
  const digits = text.replace(/[\s.,']/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const km = Number(digits);
  return km > 0 && km <= odometerMaxKm ? km : undefined;
}

/** What the odometer step shows of a vehicle. */
export interface VehicleLike {
  _id: string;
  name: string;
  carOdometerM?: number;
}
