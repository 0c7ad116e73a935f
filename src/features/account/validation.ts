/**
 * Form rules of SPEC.md section 5, as pure functions returning error codes; screens turn codes into text. Names,
 * e-mail addresses (validator.js), passwords, the postcode formats per country (SPEC.md section 3) and an example
 * tax number per country. The address form's schema with its phone check is address.ts; the tax number's check
 * is taxIds.ts: each loads its library only on its screen.
 */
import isEmailAddress from 'validator/es/lib/isEmail';
import * as z from 'zod/mini';
import { countryCodes } from '../../api/schemas';

export const passwordMin = 8;
export const passwordMax = 40;

export type FieldError =
  | 'required'
  | 'invalidEmail'
  | 'passwordLength'
  | 'passwordMismatch'
  | 'termsRequired'
  | 'invalidTaxId'
  | 'tooLong'
  | 'invalidName'
  | 'invalidPostcode'
  | 'invalidPhone';

const fieldErrors: readonly string[] = [
  'required',
  'invalidEmail',
  'passwordLength',
  'passwordMismatch',
  'termsRequired',
  'invalidTaxId',
  'tooLong',
  'invalidName',
  'invalidPostcode',
  'invalidPhone',
] satisfies FieldError[];
const isFieldError = (value: string): value is FieldError => fieldErrors.includes(value);

export type CountryCode = (typeof countryCodes)[number];
export const isCountryCode = (value: string): value is CountryCode =>
  (countryCodes as readonly string[]).includes(value);

// ------------------------------------------------------------------------------------------------------- names

/** Bidi controls (which reorder what follows: a right-to-left override reverses a name), zero-width marks. */
const invisible = /[\u00ad\u061c\u180e\u200b\u200e\u200f\u202a-\u202e\u2060-\u2064\u2066-\u2069\ufeff]/g;
/** Control characters and line or paragraph separators: a name is one line. */
const breaking = /[\p{Cc}\u2028\u2029]/gu;

/**
 * A name as the app keeps it, wherever the user types one (registration, address, profile): control characters
 * become spaces, bidi controls and invisible marks go, spaces are collapsed and trimmed. Joiners that scripts
 * and emoji need (U+200C, U+200D) stay.
 */
export const sanitizeName = (value: string) =>
  value.normalize('NFC').replace(breaking, ' ').replace(invisible, '').replace(/\s+/g, ' ').trim();

export const nameMax = 50;

export const requiredText = (max: number) => z.string().check(z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
export const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max, 'tooLong')));
/** A person's name: required, at most `nameMax` characters, with at least one letter. */
export const name = requiredText(nameMax).check(z.regex(/^$|\p{L}/u, 'invalidName'));

/** The first error code per field of a failed parse. */
export function errorsByField<Field extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly Field[]) {
  const errors: Partial<Record<Field, FieldError>> = {};
  for (const issue of issues) {
    const field = fields.find((candidate) => candidate === issue.path[0]);
    if (field && !errors[field] && isFieldError(issue.message)) errors[field] = issue.message;
  }
  return errors;
}

/** A name's error code (after `sanitizeName`), or undefined. */
export function nameError(value: string): FieldError | undefined {
  const result = name.safeParse(value);
  const message = result.error?.issues[0]?.message;
  return message && isFieldError(message) ? message : undefined;
}

// ----------------------------------------------------------------------------------------------------- address

/** Postcodes per country, and one a driver there would recognise. */
export const postcodeFormats: Record<CountryCode, { pattern: RegExp; example: string }> = {
  AT: { pattern: /^[1-9]\d{3}$/, example: '1010' },
  BE: { pattern: /^[1-9]\d{3}$/, example: '1000' },
  CH: { pattern: /^[1-9]\d{3}$/, example: '8001' },
  DE: { pattern: /^\d{5}$/, example: '10115' },
  DK: { pattern: /^(DK-)?\d{4}$/, example: '1050' },
  ES: { pattern: /^(0[1-9]|[1-4]\d|5[0-2])\d{3}$/, example: '28013' },
  FR: { pattern: /^\d{5}$/, example: '75001' },
  IT: { pattern: /^\d{5}$/, example: '00184' },
  LU: { pattern: /^(L-)?\d{4}$/, example: '1111' },
  NL: { pattern: /^[1-9]\d{3} ?(?!SA|SD|SS)[A-Z]{2}$/, example: '1012 AB' },
  PL: { pattern: /^\d{2}-\d{3}$/, example: '00-950' },
  PT: { pattern: /^\d{4}-\d{3}$/, example: '1100-148' },
};

export const addressFields = [
  'company',
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'additionalLine',
  'zip',
  'city',
  'email',
  'phone',
] as const;
export type AddressField = (typeof addressFields)[number];

/** The most characters each address field takes. */
export const addressLimits: Record<AddressField, number> = {
  company: 100,
  firstName: nameMax,
  lastName: nameMax,
  street: 100,
  houseNumber: 10,
  additionalLine: 100,
  zip: 10,
  city: 60,
  email: 254,
  phone: 20,
};

/**
 * An e-mail address as mail servers take it (validator.js): a local part without a leading, trailing or double dot,
 * a domain of valid labels with a top-level domain; at most 254 characters.
 */
export const isEmail = (value: string) =>
  // A quoted local part ("first last"@…) is RFC 5321's, but no mailbox a driver has uses one; refused as
  // python-email-validator refuses it.
  isEmailAddress(value.trim(), { blacklisted_chars: '"' });

export function emailError(value: string): FieldError | undefined {
  if (!value.trim()) return 'required';
  return isEmail(value) ? undefined : 'invalidEmail';
}

export function passwordError(value: string): FieldError | undefined {
  if (!value) return 'required';
  return value.length < passwordMin || value.length > passwordMax ? 'passwordLength' : undefined;
}

export function repeatError(password: string, repeat: string): FieldError | undefined {
  if (!repeat) return 'required';
  return password === repeat ? undefined : 'passwordMismatch';
}

/** A strong password has 8 or more characters with upper and lower case, digits and specials. */
export function passwordAdvice(value: string) {
  return {
    length: value.length >= passwordMin,
    upper: /[A-Z]/.test(value),
    lower: /[a-z]/.test(value),
    digit: /\d/.test(value),
    special: /[^A-Za-z0-9]/.test(value),
  };
}

// --------------------------------------------------------------------------------------------------------- tax

/** A tax number per country that passes its check (taxIds.ts, which only the tax screen loads), for the messages. */
export const taxIdExamples: Record<CountryCode, string> = {
  AT: 'ATU13585627',
  BE: 'BE0417497106',
  CH: 'CHE-116.281.710 MWST',
  DE: 'DE136695976',
  DK: 'DK13585628',
  ES: 'ESA28015865',
  FR: 'FR40303265045',
  IT: 'IT00743110157',
  LU: 'LU15027442',
  NL: 'NL004495445B01',
  PL: 'PL5260250995',
  PT: '501964843',
};
