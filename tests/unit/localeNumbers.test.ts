import { describe, expect, it } from 'vitest';
import { numberSeparators, parseLocaleNumber } from '../../src/i18n/numbers';

describe('parseLocaleNumber', () => {
  it('reads the locale’s group and decimal separators', () => {
    expect(parseLocaleNumber('48.600,5', 'de')).toBe(48_600.5);
    expect(parseLocaleNumber('48,600.5', 'en')).toBe(48_600.5);
    expect(parseLocaleNumber('48600,5', 'de')).toBe(48_600.5);
    expect(parseLocaleNumber('48600.5', 'en')).toBe(48_600.5);
    expect(parseLocaleNumber('48.600', 'de')).toBe(48_600);
    expect(parseLocaleNumber('48.600', 'en')).toBe(48.6);
    expect(parseLocaleNumber('1.234.567,25', 'nl')).toBe(1_234_567.25);
    expect(parseLocaleNumber('48.600,5', 'da')).toBe(48_600.5);
    expect(parseLocaleNumber('48.600,5', 'es')).toBe(48_600.5);
    expect(parseLocaleNumber('48.600,5', 'it')).toBe(48_600.5);
  });

  it('takes spaces, and the no-break spaces Intl writes, as group separators', () => {
    expect(parseLocaleNumber('48 600,5', 'fr')).toBe(48_600.5);
    expect(parseLocaleNumber('48\u202f600,5', 'fr')).toBe(48_600.5);
    expect(parseLocaleNumber('48\u00a0600,5', 'pl')).toBe(48_600.5);
    expect(parseLocaleNumber('48 600', 'pt')).toBe(48_600);
    expect(parseLocaleNumber('48 600.5', 'en')).toBe(48_600.5);
    expect(parseLocaleNumber('  48600  ', 'de')).toBe(48_600);
  });

  it('reads what Intl itself writes in every app language', () => {
    for (const locale of ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl']) {
      const written = new Intl.NumberFormat(locale, { maximumFractionDigits: 2 }).format(1_234_567.89);
      expect(parseLocaleNumber(written, locale), `${locale}: ${written}`).toBe(1_234_567.89);
    }
  });

  it('keeps a sign', () => {
    expect(parseLocaleNumber('-1', 'de')).toBe(-1);
    expect(parseLocaleNumber('\u22122,5', 'de')).toBe(-2.5);
    expect(parseLocaleNumber('+3', 'en')).toBe(3);
  });

  it.each([
    ['', 'de'],
    ['   ', 'en'],
    ['48.600,5', 'en'], // a decimal comma after a decimal point
    ['48,6', 'en'], // a group of one digit: neither 48.6 nor 486
    ['48.6', 'de'],
    ['4.86.00', 'de'],
    ['1234.567', 'de'], // the first group has more than three digits
    ['48,600,5', 'de'], // two decimal separators
    ['48 600.000,5', 'de'], // two kinds of group separator
    ['1e3', 'en'],
    ['0x10', 'en'],
    ['13x', 'en'],
    ['12,', 'de'],
    [',5', 'de'],
    ['48.600,5', 'pl'], // a point is no separator in Polish
    ['Infinity', 'en'],
    ['--1', 'en'],
  ])('refuses %j in %s', (text, locale) => {
    expect(parseLocaleNumber(text, locale)).toBeUndefined();
  });

  it('knows the separators of each language', () => {
    expect(numberSeparators('de')).toEqual({ group: '.', decimal: ',' });
    expect(numberSeparators('en')).toEqual({ group: ',', decimal: '.' });
  });
});
