/**
 * The app's checks against references no one here wrote, on generated valid and invalid sets
 * (tests/fixtures/validators.json, made by scripts/validator-fixtures.py): python-stdnum for tax ids and card check
 * digits, Google's libphonenumber (python-phonenumbers) for phone numbers, python-email-validator for e-mail
 * addresses. Each test lists every entry on which the app and the reference disagree, so a failure names them.
 */
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { isPhone } from '../../src/features/account/address';
import { isValidTaxId } from '../../src/features/account/taxIds';
import { type CountryCode, isCountryCode, isEmail } from '../../src/features/account/validation';
import { cardNumberError } from '../../src/features/payments/fuelCard';

interface Fixtures {
  references: Record<string, string>;
  taxIds: Record<CountryCode, { valid: string[]; invalid: string[] }>;
  phones: { input: string; region: string; valid: boolean }[];
  emails: { input: string; valid: boolean }[];
  fuelCards: { valid: string[]; invalid: string[] };
}
const fixtures = JSON.parse(readFileSync('tests/fixtures/validators.json', 'utf8')) as Fixtures;

/** The entries on which a check and the reference disagree. */
const disagreements = <T>(entries: readonly T[], check: (entry: T) => boolean, expected: (entry: T) => boolean) =>
  entries.filter((entry) => check(entry) !== expected(entry));

/**
 * Where the app is stricter than python-stdnum 1.18, by design, with the rule it follows. Every number the
 * reference accepts and the app refuses must be one of these.
 */
const stricterThanReference: Partial<Record<CountryCode, { rule: string; holds: (id: string) => boolean }>> = {
  // The enterprise number's check is 97 − (first 8 digits mod 97), so 01 to 97; python-stdnum 1.18 takes any pair
  // that makes the sum divisible by 97 (00, 98, 99 too).
  BE: { rule: 'check digits outside 01–97', holds: (id) => Number(id.slice(-2)) === 0 || Number(id.slice(-2)) > 97 },
};

describe('tax ids of the twelve countries, against python-stdnum', () => {
  it.each(Object.entries(fixtures.taxIds))('%s', (country, { valid, invalid }) => {
    const code = country as CountryCode;
    expect(valid.length + invalid.length).toBeGreaterThanOrEqual(100);
    const refused = disagreements(
      valid,
      (id) => isValidTaxId(id, code),
      () => true,
    );
    const stricter = stricterThanReference[code];
    expect(
      refused.filter((id) => !stricter?.holds(id)),
      stricter?.rule,
    ).toEqual([]);
    expect(
      disagreements(
        invalid,
        (id) => isValidTaxId(id, code),
        () => false,
      ),
    ).toEqual([]);
  });

  it('accepts a number as drivers type it: with the country prefix, spaces, dots and dashes', () => {
    expect(isValidTaxId('DE 136 695 976', 'DE')).toBe(true);
    expect(isValidTaxId('136695976', 'DE')).toBe(true);
    expect(isValidTaxId('CHE-116.281.710 MWST', 'CH')).toBe(true);
    expect(isValidTaxId('PT 501 964 843', 'PT')).toBe(true);
  });
});

describe('phone numbers, against libphonenumber', () => {
  it('gives the reference verdict on every number', () => {
    // Numbers written for a region outside the app's countries are dialled from Germany with their country code.
    const entries = fixtures.phones.filter((entry) => isCountryCode(entry.region) || entry.input.startsWith('+'));
    expect(entries.length).toBeGreaterThan(150);
    const differing = disagreements(
      entries,
      (entry) => isPhone(entry.input, isCountryCode(entry.region) ? entry.region : 'DE'),
      (entry) => entry.valid,
    );
    // The app's numbering plans (libphonenumber-js 1.13) are newer than the reference's (python-phonenumbers
    // 8.12, 2022): Denmark's 32 range, which a generated near miss falls in, is no longer in the plan.
    expect(differing.map((entry) => entry.input)).toEqual(['+4532023456']);
  });
});

describe('e-mail addresses, against python-email-validator', () => {
  it('gives the reference verdict on every address', () => {
    expect(fixtures.emails.length).toBeGreaterThan(250);
    // A top-level domain of one letter: python-email-validator takes it; the root zone has none (every TLD has two
    // or more letters), so no mailbox can be there, and the app refuses it.
    const oneLetterTld = (address: string) => /\.[a-z]$/i.test(address);
    const differing = disagreements(
      fixtures.emails,
      (entry) => isEmail(entry.input),
      (entry) => entry.valid,
    );
    expect(differing.filter((entry) => !(oneLetterTld(entry.input) && !isEmail(entry.input)))).toEqual([]);
    expect(differing.length).toBeGreaterThan(0);
  });
});

describe('fuel card numbers (ISO/IEC 7812), against python-stdnum luhn', () => {
  it('accepts the valid and refuses the mistyped', () => {
    const { valid, invalid } = fixtures.fuelCards;
    expect(
      disagreements(
        valid,
        (number) => cardNumberError(number) === undefined,
        () => true,
      ),
    ).toEqual([]);
    expect(
      disagreements(
        invalid,
        (number) => cardNumberError(number) === undefined,
        () => false,
      ),
    ).toEqual([]);
  });
});
