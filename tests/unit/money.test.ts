/**
 * The money table: every currency of the platform (SPEC.md section 3) in every language of the app, against ISO
 * 4217's minor units (the standard's list, not Intl's or the app's) and SPEC.md section 9's flooring.
 */
import { describe, expect, it } from 'vitest';
import { currencyCodes } from '../../src/api/schemas';
import { formatMoney, moneyDecimals } from '../../src/i18n/format';
import { locales } from '../../src/i18n/i18n';

/** ISO 4217's minor units of the platform's currencies (Table A.1). */
const isoMinorUnits: Record<(typeof currencyCodes)[number], number> = {
  EUR: 2,
  CHF: 2,
  PLN: 2,
  DKK: 2,
  GBP: 2,
  SEK: 2,
  CZK: 2,
  NOK: 2,
  ISK: 0,
  HRK: 2,
  BAM: 2,
};

/** The number a formatted amount says, read from Intl's own parts of the same locale. */
function amountIn(locale: string, text: string) {
  const sample = new Intl.NumberFormat(locale).formatToParts(12345.6);
  const group = sample.find((part) => part.type === 'group')?.value ?? ',';
  const decimal = sample.find((part) => part.type === 'decimal')?.value ?? '.';
  const digits = text
    .replace(/\u2212/, '-')
    .split(group)
    .join('')
    .replace(decimal, '.')
    .replace(/[^\d.-]/g, '');
  return { value: Number(digits), decimals: digits.includes('.') ? digits.split('.')[1]!.length : 0 };
}

const table = locales.flatMap((locale) => currencyCodes.map((currency) => ({ locale, currency })));

describe('money in 11 currencies × 9 languages', () => {
  it.each(table)(
    '$currency in $locale: its own minor units, floored, the sign of a discount',
    ({ locale, currency }) => {
      const units = isoMinorUnits[currency];
      const shown = formatMoney(locale, 1234.567, currency);
      expect(amountIn(locale, shown)).toEqual({ value: units === 0 ? 1234 : 1234.56, decimals: units });

      // A negative amount floors toward zero like its positive twin, with one typographic minus and no hyphen.
      const discount = formatMoney(locale, -1.239, currency);
      const twin = formatMoney(locale, 1.239, currency);
      expect(discount.match(/\u2212/g)).toHaveLength(1);
      expect(discount).not.toContain('-');
      expect(discount.replace('\u2212', '').replace(/\s+/g, ' ').trim()).toBe(twin.replace(/\s+/g, ' ').trim());
      expect(amountIn(locale, discount).value).toBe(-amountIn(locale, twin).value);

      // Less than a minor unit below zero is zero, without a sign.
      expect(formatMoney(locale, -0.001, currency)).toBe(formatMoney(locale, 0, currency));
    },
  );

  it("takes the order's precision where the platform gives one, else the currency's", () => {
    expect(moneyDecimals({ precision: 3, currency: 'EUR' })).toBe(3);
    expect(moneyDecimals({ currency: 'ISK' })).toBe(0);
    expect(moneyDecimals({ currency: 'EUR' })).toBe(2);
    expect(formatMoney('en', 1234.5, 'ISK')).toBe('ISK\u00a01,234');
    expect(formatMoney('de', 1.2399, 'EUR', moneyDecimals({ precision: 3, currency: 'EUR' }))).toBe('1,239\u00a0€');
  });
});
