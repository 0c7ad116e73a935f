/**
 * Form rules of SPEC.md section 5, as pure functions returning error codes; screens turn codes into text. The
 * address and tax rules are zod schemas: length limits on every field, and per country (SPEC.md section 3) the
 * postcode's and the tax number's format, with the check digit where the country's number has one.
 */
import * as z from 'zod/mini';
import { type Address, countryCodes } from '../../api/schemas';

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

const requiredText = (max: number) => z.string().check(z.minLength(1, 'required'), z.maxLength(max, 'tooLong'));
const optionalText = (max: number) => z.optional(z.string().check(z.maxLength(max, 'tooLong')));
/** A person's name: required, at most `nameMax` characters, with at least one letter. */
const name = requiredText(nameMax).check(z.regex(/^$|\p{L}/u, 'invalidName'));

/** The first error code per field of a failed parse. */
function errorsByField<Field extends string>(issues: readonly z.core.$ZodIssue[], fields: readonly Field[]) {
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

/** A phone number as people write it: an optional +, digits and the usual separators, 6 to 15 digits. */
export const isPhone = (value: string) => /^\+?[\d ()/.-]+$/.test(value) && /^\d{6,15}$/.test(value.replace(/\D/g, ''));

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
    phone: z.optional(
      z.string().check(
        z.maxLength(addressLimits.phone, 'tooLong'),
        z.refine((value) => !value || isPhone(value), 'invalidPhone'),
      ),
    ),
  })
  .check(
    z.superRefine((address, context) => {
      const format = postcodeFormats[address.countryCode];
      if (address.zip && address.zip.length <= addressLimits.zip && !format.pattern.test(address.zip))
        context.issues.push({ code: 'custom', message: 'invalidPostcode', path: ['zip'], input: address.zip });
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

export const isEmail = (value: string) => /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/.test(value.trim());

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

const digitsOf = (value: string) => [...value].map(Number);

/** Portuguese NIF: 9 digits, a valid first digit, and the mod-11 check digit. */
export function isPortugueseTaxId(value: string) {
  const digits = value.replace(/\s/g, '');
  if (!/^[125689]\d{8}$/.test(digits) && !/^(45|70|71|72|74|75|77|79|90|91|98|99)\d{7}$/.test(digits)) return false;
  const sum = [...digits.slice(0, 8)].reduce((total, digit, index) => total + Number(digit) * (9 - index), 0);
  const check = 11 - (sum % 11);
  return (check >= 10 ? 0 : check) === Number(digits[8]);
}

/** ISO 7064 MOD 11,10: the check digit of German tax numbers (USt-IdNr., Steuer-IdNr.). */
function isMod11_10(digits: string) {
  let product = 10;
  for (const digit of digitsOf(digits.slice(0, -1))) {
    const sum = (digit + product) % 10 || 10;
    product = (sum * 2) % 11;
  }
  return (11 - product) % 10 === Number(digits.at(-1));
}

/** The weighted sum of `digits` with `weights` (a shorter list of weights covers the leading digits). */
const weighted = (digits: string, weights: readonly number[]) =>
  weights.reduce((total, weight, index) => total + weight * Number(digits[index]), 0);

/** Luhn, as the Italian partita IVA uses it. */
function isLuhn(digits: string) {
  const sum = digitsOf(digits)
    .reverse()
    .reduce((total, digit, index) => total + (index % 2 ? (digit * 2 > 9 ? digit * 2 - 9 : digit * 2) : digit), 0);
  return sum % 10 === 0;
}

/**
 * Tax numbers per country, checked without spaces, dots and dashes, in upper case and without the country's
 * prefix (so `DE 136 695 976` and `136695976` are the same). Each has an example that passes its check.
 */
export const taxIdFormats: Record<CountryCode, { test: (value: string) => boolean; example: string }> = {
  AT: { test: (value) => /^U\d{8}$/.test(value), example: 'ATU13585627' },
  BE: {
    test: (value) => /^[01]\d{9}$/.test(value) && 97 - (Number(value.slice(0, 8)) % 97) === Number(value.slice(8)),
    example: 'BE0417497106',
  },
  CH: {
    test: (value) => {
      const match = /^E(\d{9})(MWST|TVA|IVA)?$/.exec(value);
      if (!match?.[1]) return false;
      const check = 11 - (weighted(match[1], [5, 4, 3, 2, 7, 6, 5, 4]) % 11);
      return check !== 10 && check % 11 === Number(match[1][8]);
    },
    example: 'CHE-116.281.710 MWST',
  },
  DE: {
    // USt-IdNr. (9 digits) or Steuer-IdNr. (11 digits, no leading zero), both with a MOD 11,10 check digit.
    test: (value) => (/^\d{9}$/.test(value) || /^[1-9]\d{10}$/.test(value)) && isMod11_10(value),
    example: 'DE136695976',
  },
  DK: {
    test: (value) => /^\d{8}$/.test(value) && weighted(value, [2, 7, 6, 5, 4, 3, 2, 1]) % 11 === 0,
    example: 'DK13585628',
  },
  ES: { test: (value) => /^[0-9A-Z]\d{7}[0-9A-Z]$/.test(value) && !/^\d{9}$/.test(value), example: 'ESA28015865' },
  FR: {
    test: (value) => {
      const match = /^([0-9A-HJ-NP-Z]{2})(\d{9})$/.exec(value);
      if (!match?.[1] || !match[2]) return false;
      return !/^\d\d$/.test(match[1]) || Number(match[1]) === (12 + 3 * (Number(match[2]) % 97)) % 97;
    },
    example: 'FR40303265045',
  },
  IT: {
    test: (value) =>
      (/^\d{11}$/.test(value) && isLuhn(value)) || /^[A-Z]{6}\d{2}[A-Z]\d{2}[A-Z]\d{3}[A-Z]$/.test(value),
    example: 'IT00743110157',
  },
  LU: {
    test: (value) => /^\d{8}$/.test(value) && Number(value.slice(0, 6)) % 89 === Number(value.slice(6)),
    example: 'LU15027442',
  },
  NL: { test: (value) => /^\d{9}B\d{2}$/.test(value), example: 'NL004495445B01' },
  PL: {
    test: (value) => /^\d{10}$/.test(value) && weighted(value, [6, 5, 7, 2, 3, 4, 5, 6, 7]) % 11 === Number(value[9]),
    example: 'PL5260250995',
  },
  PT: { test: isPortugueseTaxId, example: '501964843' },
};

/** A tax number as typed, as it is checked: no spaces, dots or dashes, upper case, without the country prefix. */
export function normaliseTaxId(value: string, country: CountryCode) {
  const compact = value.replace(/[\s.\-/]/g, '').toUpperCase();
  return compact.startsWith(country) ? compact.slice(country.length) : compact;
}

export const taxIdMax = 20;

export const taxSchema = z.object({ country: z.enum(countryCodes), taxId: requiredText(taxIdMax) }).check(
  z.superRefine(({ country, taxId }, context) => {
    if (taxId && taxId.length <= taxIdMax && !taxIdFormats[country].test(normaliseTaxId(taxId, country)))
      context.issues.push({ code: 'custom', message: 'invalidTaxId', path: ['taxId'], input: taxId });
  }),
);

export function taxIdError(value: string, country: string): FieldError | undefined {
  const result = taxSchema.safeParse({ country: isCountryCode(country) ? country : 'DE', taxId: value.trim() });
  return result.success ? undefined : errorsByField(result.error.issues, ['taxId'] as const).taxId;
}
