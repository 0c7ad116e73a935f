/**
 * The address form's rules (SPEC.md section 3, address fields): length limits on every field, the postcode's format
 * per country, the e-mail address and the phone number. Only the address screen loads this module, and with it
 * libphonenumber's metadata.
 */
import { isValidPhoneNumber } from 'libphonenumber-js/max';
import * as z from 'zod/mini';
import { type Address, countryCodes } from '../../api/schemas';
import {
  type AddressField,
  addressFields,
  addressLimits,
  type CountryCode,
  errorsByField,
  type FieldError,
  isEmail,
  name,
  optionalText,
  postcodeFormats,
  requiredText,
  sanitizeName,
} from './validation';

/**
 * A phone number that can be called (libphonenumber's full rules: the country code, the length and the number
 * ranges in use), written with its country code or as dialled in the address's country.
 */
export const isPhone = (value: string, country: CountryCode) => isValidPhoneNumber(value, country);

export const addressSchema = z
  .object({
    company: optionalText(addressLimits.company),
    firstName: name,
    lastName: name,
    street: requiredText(addressLimits.street),
    houseNumber: requiredText(addressLimits.houseNumber),
    additionalLine: optionalText(addressLimits.additionalLine),
    zip: requiredText(addressLimits.zip),
    city: requiredText(addressLimits.city),
    countryCode: z.enum(countryCodes),
    email: z.optional(
      z.string().check(
        z.maxLength(addressLimits.email, 'tooLong'),
        z.refine((value) => !value || isEmail(value), 'invalidEmail'),
      ),
    ),
    phone: z.optional(z.string().check(z.maxLength(addressLimits.phone, 'tooLong'))),
  })
  .check(
    z.superRefine((address, context) => {
      const format = postcodeFormats[address.countryCode];
      if (address.zip && address.zip.length <= addressLimits.zip && !format.pattern.test(address.zip))
        context.issues.push({ code: 'custom', message: 'invalidPostcode', path: ['zip'], input: address.zip });
      const phone = address.phone;
      if (phone && phone.length <= addressLimits.phone && !isPhone(phone, address.countryCode))
        context.issues.push({ code: 'custom', message: 'invalidPhone', path: ['phone'], input: phone });
    }),
  );

/** The address as it is saved: names sanitised, every text on one line and trimmed, the postcode upper case. */
export function cleanAddress(address: Address): Address {
  const cleaned: Address = { ...address };
  for (const field of addressFields) {
    const value = address[field];
    if (value !== undefined) cleaned[field] = sanitizeName(value);
  }
  if (cleaned.zip) cleaned.zip = cleaned.zip.toUpperCase();
  return cleaned;
}

/** The first error per field of a cleaned address; empty when it can be saved. */
export function addressErrors(address: Address): Partial<Record<AddressField, FieldError>> {
  const blank = { firstName: '', lastName: '', street: '', houseNumber: '', zip: '', city: '' };
  const result = addressSchema.safeParse({ ...blank, ...address, countryCode: address.countryCode ?? 'DE' });
  return result.success ? {} : errorsByField(result.error.issues, addressFields);
}
