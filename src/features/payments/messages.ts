import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { isApiError } from '../../api';
import { type FuelCardError, holderNameMax } from './fuelCard';
import type { MbwayPhoneError } from './mbwayPhone';

export const mbwayPhoneMessages: Record<MbwayPhoneError, MessageDescriptor> = {
  required: msg`Enter your MB WAY phone number.`,
  invalidMbwayPhone: msg`Enter a Portuguese mobile number: 9 digits starting with 9, for example 912 345 678.`,
};

const max = holderNameMax;

export const fuelCardMessages: Record<FuelCardError, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidCardNumber: msg`Check the card number: 16 to 19 digits, as printed on the card.`,
  invalidExpiry: msg`Enter the expiry date as MM/YYYY, for example 08/2028.`,
  expired: msg`This card has expired. Enter a card that is still valid.`,
  invalidTpin: msg`The TPIN has exactly 4 digits.`,
  invalidVin: msg`Enter the 17 characters of the VIN: letters and digits, without I, O and Q.`,
  invalidPlate: msg`Enter a licence plate of 2 to 12 letters, digits, spaces or hyphens.`,
  tooLong: msg`Use at most ${max} characters.`,
};

/** Why a new payment method was not saved: the account's limit, or any other failure. */
export function saveFailureText(i18n: I18n, error: unknown): string {
  if (isApiError(error) && error.status === 409 && error.hasCode(310)) {
    return i18n._(msg`Limit of payment methods reached. Remove one before adding another.`);
  }
  return i18n._(msg`The payment method could not be saved. Nothing you typed was lost: please try again.`);
}

/** A Portuguese mobile number as people read it: +351 912 345 678. */
export const formatMbwayPhone = (phone: string) => phone.replace(/^\+351(\d{3})(\d{3})(\d{3})$/, '+351 $1 $2 $3');
