/**
 * The vehicle details form (SPEC.md section 3, vehicle): its text fields, what the driver is told is wrong, and
 * the platform's fields (PATCH /v3/things/{id}) made from it. Pure functions, no React.
 */
import type { Thing } from '../../api/schemas';
import type { VehicleType } from '../../api/vehicles';

export interface VehicleForm {
  nickName: string;
  type: VehicleType;
  make: string;
  model: string;
  /** A fuel type id of the catalogue (SUPER_E5, DIESEL, …); empty: the model's usual one. */
  fuelType: string;
  year: string;
  tankCapacity: string;
  licensePlate: string;
  vin: string;
  mileageKm: string;
  /** YYYY-MM-DD, as a date input gives it; empty when unknown. */
  nextInspection: string;
}

export type VehicleField = Exclude<keyof VehicleForm, 'type' | 'make' | 'model' | 'fuelType'>;
export type VehicleFieldError =
  | 'required'
  | 'nameTooLong'
  | 'invalidYear'
  | 'invalidTank'
  | 'invalidPlate'
  | 'invalidVin'
  | 'vinForbiddenLetters'
  | 'invalidMileage'
  | 'mileageTooHigh'
  | 'invalidDate'
  | 'inspectionOutOfRange';

export const nameMax = 40;
export const plateMax = 15;
export const tankMaxL = 200;
/**
 * The next inspection lies in these years around this one: due every one to three years, perhaps overdue; a
 * date in 1900 or 2099 is a slip.
 */
export const inspectionYearsBack = 2;
export const inspectionYearsAhead = 4;
/** SPEC.md section 9: the odometer goes up to 1,000,000 km. */
export const mileageMaxKm = 1_000_000;
export const firstBuildYear = 1900;

export function formFromThing(thing: Thing): VehicleForm {
  const ymme = thing.ymme ?? {};
  return {
    nickName: thing.nickName ?? '',
    type: thing.type === 'motorcycle' ? 'motorcycle' : 'car',
    make: ymme.make ?? '',
    model: ymme.model ?? '',
    fuelType: ymme.fuelType ?? '',
    year: ymme.year === undefined ? '' : String(ymme.year),
    tankCapacity: thing.tankCapacityL === undefined ? '' : String(thing.tankCapacityL),
    licensePlate: ymme.licensePlate ?? '',
    vin: ymme.VIN ?? '',
    mileageKm: thing.carOdometerM === undefined ? '' : String(Math.floor(thing.carOdometerM / 1000)),
    nextInspection: thing.nextInspectionDate ?? '',
  };
}

/** What the driver may type differently: spaces around, lower case plates and VINs, spaces in a VIN. */
export function cleanVehicleForm(form: VehicleForm): VehicleForm {
  return {
    ...form,
    nickName: form.nickName.trim(),
    year: form.year.trim(),
    tankCapacity: form.tankCapacity.trim().replace(',', '.'),
    licensePlate: form.licensePlate.trim().replace(/\s+/g, ' ').toUpperCase(),
    vin: form.vin.replace(/[\s-]/g, '').toUpperCase(),
    mileageKm: form.mileageKm.replace(/[\s.,']/g, ''),
    nextInspection: form.nextInspection.trim(),
  };
}

const isCalendarDay = (value: string) => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
};

/** The problems of a cleaned form, by field; empty when it can be saved. Only the name is required. */
export function vehicleFormErrors(
  form: VehicleForm,
  thisYear: number,
): Partial<Record<VehicleField, VehicleFieldError>> {
  const errors: Partial<Record<VehicleField, VehicleFieldError>> = {};
  if (!form.nickName) errors.nickName = 'required';
  else if (form.nickName.length > nameMax) errors.nickName = 'nameTooLong';
  if (form.year) {
    const year = Number(form.year);
    if (!/^\d{4}$/.test(form.year) || year < firstBuildYear || year > thisYear + 1) errors.year = 'invalidYear';
  }
  if (form.tankCapacity) {
    const litres = Number(form.tankCapacity);
    if (!/^\d+(\.\d+)?$/.test(form.tankCapacity) || litres <= 0 || litres > tankMaxL)
      errors.tankCapacity = 'invalidTank';
  }
  if (form.licensePlate && (form.licensePlate.length > plateMax || !/^[\p{L}\d -]+$/u.test(form.licensePlate))) {
    errors.licensePlate = 'invalidPlate';
  }
  if (form.vin) {
    if (/^[A-Z0-9]{17}$/.test(form.vin) && /[IOQ]/.test(form.vin)) errors.vin = 'vinForbiddenLetters';
    else if (!/^[A-HJ-NPR-Z0-9]{17}$/.test(form.vin)) errors.vin = 'invalidVin';
  }
  if (form.mileageKm) {
    if (!/^\d+$/.test(form.mileageKm)) errors.mileageKm = 'invalidMileage';
    else if (Number(form.mileageKm) > mileageMaxKm) errors.mileageKm = 'mileageTooHigh';
  }
  if (form.nextInspection && !isCalendarDay(form.nextInspection)) errors.nextInspection = 'invalidDate';
  else if (form.nextInspection) {
    const year = Number(form.nextInspection.slice(0, 4));
    if (year < thisYear - inspectionYearsBack || year > thisYear + inspectionYearsAhead) {
      errors.nextInspection = 'inspectionOutOfRange';
    }
  }
  return errors;
}

/**
 * The platform's fields of a cleaned, valid form. `usualFuelType` is the model's first fuel type, used when the
 * driver chose none. Empty optional fields are left out, so nothing stored is overwritten with nothing.
 */
export function vehicleFields(form: VehicleForm, usualFuelType?: string): Partial<Thing> {
  const ymme = {
    make: form.make || undefined,
    model: form.model || undefined,
    fuelType: form.fuelType || usualFuelType || undefined,
    year: form.year ? Number(form.year) : undefined,
    licensePlate: form.licensePlate || undefined,
    VIN: form.vin || undefined,
  };
  return {
    nickName: form.nickName,
    type: form.type,
    ymme: Object.fromEntries(Object.entries(ymme).filter(([, value]) => value !== undefined)),
    ...(form.tankCapacity ? { tankCapacityL: Number(form.tankCapacity) } : {}),
    ...(form.mileageKm ? { carOdometerM: Number(form.mileageKm) * 1000 } : {}),
    ...(form.nextInspection ? { nextInspectionDate: form.nextInspection } : {}),
  };
}

export interface VehicleUser {
  id: string;
  name: string;
  isOwner: boolean;
}

/** The users of a vehicle with their names (an id where the platform gave none). */
export function vehicleUsers(thing: Thing): VehicleUser[] {
  return (thing.users ?? []).map((user) =>
    typeof user === 'string'
      ? { id: user, name: user, isOwner: false }
      : {
          id: user._id,
          name: [user.firstName, user.lastName].filter(Boolean).join(' ') || user._id,
          isOwner: user.isOwner ?? false,
        },
  );
}

/** "Volkswagen Golf", or whichever part is known. */
export const makeAndModel = (thing: Thing) => [thing.ymme?.make, thing.ymme?.model].filter(Boolean).join(' ');
