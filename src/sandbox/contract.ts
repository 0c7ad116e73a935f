/**
 * The platform's and the payment provider's own checks, as SPEC.md states them (sections 3, 5 and 7), written here
 * and not taken from the app: the sandbox plays the other side of the contract, so a rule the app gets wrong shows
 * up as a refusal instead of being agreed with. Only the wire types come from the app (`src/api`).
 */
import { luhnChecksumValidate } from 'stdnum/lib/esm/util/checksum';
import type { FuelCardDetails } from '../api/provider';

/** The provider's answer in a return URL when the driver closed PayPal's approval window. */
export const paypalPopupClosed = 'PAYPAL_POPUP_CLOSED';

/** An MB WAY account's number: Portugal's +351, then a mobile number (9 digits starting with 9). */
export const isMbwayNumber = (value: unknown): value is string =>
  typeof value === 'string' && /^\+3519\d{8}$/.test(value);

/** ISO 3779: 17 letters and digits, never I, O or Q; spaces and lower case as a driver may type them. */
export const isVin = (value: unknown): value is string =>
  typeof value === 'string' && /^[A-HJ-NPR-Z0-9]{17}$/.test(value.replace(/\s/g, '').toUpperCase());

/** A mileage the platform stores, in metres: above zero and at most 1,000,000 km. */
export const isMileageM = (value: unknown): value is number =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 1_000_000_000;

/** What a fuel card's issuer asks before it pays: the VIN from level 2, the mileage at levels 1 and 3. */
export const issuerAsks = (level: number | undefined) => ({
  vin: (level ?? 0) >= 2,
  mileage: level === 1 || level === 3,
});

/** The fields of a fuel card, as the provider's registration call takes them. */
export type FuelCardFields = FuelCardDetails;

/**
 * The fields of a fuel card the provider refuses: a card number of 16 to 19 digits with ISO/IEC 7812's Luhn
 * check digit, an expiry `MM/YYYY` not before this month, holder names of 1 to 50 characters, a 4-digit TPIN, a
 * VIN, and a number plate of 2 to 12 letters, digits, spaces or hyphens.
 */
export function refusedFuelCardFields(card: FuelCardFields, now: Date): (keyof FuelCardFields)[] {
  const digits = card.cardNumber.replace(/[\s-]/g, '');
  const expiry = /^(0[1-9]|1[0-2])\/(\d{4})$/.exec(card.expiry.trim());
  const name = (value: string) => value.trim().length >= 1 && value.trim().length <= 50;
  const checks: Record<keyof FuelCardFields, boolean> = {
    cardNumber: /^\d{16,19}$/.test(digits) && luhnChecksumValidate(digits),
    expiry:
      expiry !== null && Number(expiry[2]) * 12 + Number(expiry[1]) - 1 >= now.getFullYear() * 12 + now.getMonth(),
    holderFirstName: name(card.holderFirstName),
    holderLastName: name(card.holderLastName),
    tpin: /^\d{4}$/.test(card.tpin),
    vin: isVin(card.vin),
    licensePlate: /^[\p{L}\d][\p{L}\d -]{0,10}[\p{L}\d]$/u.test(card.licensePlate.trim().replace(/\s+/g, ' ')),
  };
  return (Object.keys(checks) as (keyof FuelCardFields)[]).filter((field) => !checks[field]);
}
