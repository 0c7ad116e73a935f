import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { type CountryCode, type FieldError, postcodeFormats, taxIdExamples } from './validation';

export const fieldErrorMessages: Record<FieldError, MessageDescriptor> = {
  required: msg`This field is required.`,
  invalidEmail: msg`Enter a valid email address.`,
  passwordLength: msg`The password must have 8 to 40 characters.`,
  passwordMismatch: msg`The passwords do not match.`,
  termsRequired: msg`Please accept the terms of use to continue.`,
  invalidTaxId: msg`Enter a valid tax number.`,
  tooLong: msg`This is too long.`,
  invalidName: msg`Enter a name with letters.`,
  invalidPostcode: msg`Enter a valid postcode.`,
  invalidPhone: msg`Enter a complete phone number, for example +49 30 901820.`,
};

/**
 * A field's error as the driver reads it: with the field's limit, or with the country's name and an example of
 * its postcode or tax number where that helps.
 */
export function fieldErrorText(
  i18n: I18n,
  error: FieldError,
  about: { max?: number; country?: CountryCode } = {},
): string {
  const { max, country } = about;
  const countryName = country && (new Intl.DisplayNames([i18n.locale], { type: 'region' }).of(country) ?? country);
  if (error === 'tooLong' && max !== undefined) return i18n._(msg`Use at most ${max} characters.`);
  if (error === 'invalidPostcode' && country && countryName) {
    const example = postcodeFormats[country].example;
    return i18n._(msg`Enter a postcode as used in ${countryName}, for example ${example}.`);
  }
  if (error === 'invalidTaxId' && country === 'PT') return i18n._(msg`Enter a valid Portuguese tax number (NIF).`);
  if (error === 'invalidTaxId' && country && countryName) {
    const example = taxIdExamples[country];
    return i18n._(msg`Enter a valid tax number for ${countryName}, for example ${example}.`);
  }
  return i18n._(fieldErrorMessages[error]);
}

/** Markers of SPEC.md section 8 for the account screens. */
export const accountErrorMessages = {
  wrong_login_details: msg`Username and/or password are wrong.`,
  not_registered: msg`There is no account for this Google account yet. Register first.`,
  email_has_account: msg`This email address already has an account. Log in instead.`,
  temp_pass: msg`Your password is temporary or has expired. Choose a new one to continue.`,
  generic: msg`Something went wrong. Check your connection and try again.`,
} as const;
export type AccountErrorMarker = keyof typeof accountErrorMessages;
