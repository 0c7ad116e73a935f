/**
 * The fuel card form's rules (SPEC.md section 3, fuel card fields; section 5, VIN required for a fuel card), as
 * pure functions returning error codes; the screen turns codes into text.
 */
import { luhnChecksumValidate } from 'stdnum/lib/esm/util/checksum';
import { isVin, normalizeVin } from '../../../machines/shared/driverPrompts';
import type { FuelCardDetails } from '../../api/provider';

export { normalizeVin };

export type FuelCardField = keyof FuelCardDetails;
export type FuelCardError =
  | 'required'
  | 'invalidCardNumber'
  | 'invalidExpiry'
  | 'expired'
  | 'invalidTpin'
  | 'invalidVin'
  | 'invalidPlate'
  | 'tooLong';

export const holderNameMax = 50;
/** Fuel card numbers (BP/Aral Routex and the like) have 16 to 19 digits. */
const cardNumberPattern = /^\d{16,19}$/;
const expiryPattern = /^(0[1-9]|1[0-2])\/(\d{4})$/;
const tpinPattern = /^\d{4}$/;
/** Letters (any script), digits, spaces and hyphens, 2 to 12 characters. */
const platePattern = /^[\p{L}\d][\p{L}\d -]{0,10}[\p{L}\d]$/u;

/** The card number without the spaces drivers type between groups. */
export const compactCardNumber = (value: string) => value.replace(/[\s-]/g, '');
export const normalizePlate = (value: string) => value.trim().replace(/\s+/g, ' ').toUpperCase();

/** 16 to 19 digits ending in the Luhn check digit of ISO/IEC 7812, which catches a mistyped digit or two swapped. */
export function cardNumberError(value: string): FuelCardError | undefined {
  const compact = compactCardNumber(value);
  if (compact === '') return 'required';
  return cardNumberPattern.test(compact) && luhnChecksumValidate(compact) ? undefined : 'invalidCardNumber';
}

/** MM/YYYY, and not before the current month (a card is valid to the end of its month). */
export function expiryError(value: string, now: Date): FuelCardError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  const match = expiryPattern.exec(trimmed);
  if (!match) return 'invalidExpiry';
  const month = Number(match[1]);
  const year = Number(match[2]);
  const current = now.getFullYear() * 12 + now.getMonth();
  return year * 12 + (month - 1) < current ? 'expired' : undefined;
}

export function holderNameError(value: string): FuelCardError | undefined {
  const trimmed = value.trim();
  if (trimmed === '') return 'required';
  return trimmed.length > holderNameMax ? 'tooLong' : undefined;
}

export function tpinError(value: string): FuelCardError | undefined {
  if (value === '') return 'required';
  return tpinPattern.test(value) ? undefined : 'invalidTpin';
}

export function vinError(value: string): FuelCardError | undefined {
  const vin = normalizeVin(value);
  if (vin === '') return 'required';
  return isVin(vin) ? undefined : 'invalidVin';
}

export function plateError(value: string): FuelCardError | undefined {
  const plate = normalizePlate(value);
  if (plate === '') return 'required';
  return platePattern.test(plate) ? undefined : 'invalidPlate';
}

/** Every field's error; an empty object when the card may be sent. */
export function fuelCardErrors(details: FuelCardDetails, now: Date): Partial<Record<FuelCardField, FuelCardError>> {
  const errors: Partial<Record<FuelCardField, FuelCardError | undefined>> = {
    cardNumber: cardNumberError(details.cardNumber),
    expiry: expiryError(details.expiry, now),
    holderFirstName: holderNameError(details.holderFirstName),
    holderLastName: holderNameError(details.holderLastName),
    tpin: tpinError(details.tpin),
    vin: vinError(details.vin),
    licensePlate: plateError(details.licensePlate),
  };
  return Object.fromEntries(Object.entries(errors).filter(([, error]) => error !== undefined));
}

/** The details as the provider takes them. */
export const normalizeFuelCard = (details: FuelCardDetails): FuelCardDetails => ({
  cardNumber: compactCardNumber(details.cardNumber),
  expiry: details.expiry.trim(),
  holderFirstName: details.holderFirstName.trim(),
  holderLastName: details.holderLastName.trim(),
  tpin: details.tpin,
  vin: normalizeVin(details.vin),
  licensePlate: normalizePlate(details.licensePlate),
});
