import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import {
  firstBuildYear,
  inspectionYearsAhead,
  inspectionYearsBack,
  nameMax,
  plateMax,
  tankMaxL,
  type VehicleFieldError,
} from './vehicleForm';

/** What is wrong with a vehicle field, as the driver reads it. */
export function vehicleFieldErrorText(i18n: I18n, error: VehicleFieldError, thisYear: number): string {
  const lastYear = thisYear + 1;
  const firstInspection = thisYear - inspectionYearsBack;
  const lastInspection = thisYear + inspectionYearsAhead;
  const texts: Record<VehicleFieldError, MessageDescriptor> = {
    required: msg`Enter a name for the vehicle.`,
    nameTooLong: msg`Use at most ${nameMax} characters.`,
    invalidYear: msg`Enter a year from ${firstBuildYear} to ${lastYear}, for example 2019.`,
    invalidTank: msg`Enter the tank capacity in litres, up to ${tankMaxL}, for example 50.`,
    invalidPlate: msg`Enter the licence plate with letters, digits, spaces or hyphens (at most ${plateMax}).`,
    invalidVin: msg`A VIN has exactly 17 letters and digits. You find it in the vehicle registration document.`,
    vinForbiddenLetters: msg`A VIN never contains the letters I, O or Q: type the digits 1 and 0 instead.`,
    invalidMileage: msg`Enter the mileage in whole kilometres, digits only.`,
    mileageTooHigh: msg`Enter at most 1,000,000 km.`,
    invalidDate: msg`Enter a valid date.`,
    inspectionOutOfRange: msg`Enter the next inspection date, between ${firstInspection} and ${lastInspection}.`,
  };
  return i18n._(texts[error]);
}

/** The car errors of SPEC.md section 8. */
export const vehicleErrorMessages = {
  saveFailed: msg`The vehicle could not be saved. Please try again later.`,
  createFailed: msg`The vehicle could not be created. Please try again later.`,
  deleteFailed: msg`The vehicle could not be deleted. Please try again later.`,
  removeUserFailed: msg`The user could not be removed from the vehicle. Please try again later.`,
  shareFailed: msg`The vehicle could not be shared. Please try again later.`,
  shareUnknownDriver: msg`No driver with this e-mail address has a Forecourt account. Ask them to register, then share again.`,
  shareAlreadyShared: msg`This driver already shares the vehicle.`,
  shareOwnEmail: msg`This is your own e-mail address. Enter the e-mail of the driver you want to share with.`,
  retrievalFailed: msg`Your vehicle data could not be retrieved. Please try again later.`,
  notFound: msg`No vehicle found. It may have been deleted or is no longer shared with you.`,
} as const;
