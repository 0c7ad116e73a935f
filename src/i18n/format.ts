/**
 * Money, numbers and dates through Intl in the active locale. Amounts are floored to their precision (SPEC.md
 * section 9: floored, the precision coming from the order's amounts), which is the currency's own minor units
 * (ISO 4217: EUR 2, ISK 0) where the platform gives none.
 */

const currencyDigits = new Map<string, number>();

/** The decimals of a currency's amounts as ISO 4217 gives them (EUR 2, ISK 0), through Intl; 2 for a code it lacks. */
export function currencyDecimals(currency: string): number {
  let digits = currencyDigits.get(currency);
  if (digits === undefined) {
    try {
      digits =
        new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2;
    } catch {
      digits = 2;
    }
    currencyDigits.set(currency, digits);
  }
  return digits;
}

/**
 * Floored to `decimals` toward zero, so a negative amount (a discount) floors as its positive twin. The small
 * tolerance keeps 0.1 + 0.2 from flooring to 0.29.
 */
export const floorTo = (value: number, decimals = 2) => {
  const factor = 10 ** decimals;
  const floored = (Math.sign(value) * Math.floor(Math.round(Math.abs(value) * factor * 1000) / 1000)) / factor;
  return floored === 0 ? 0 : floored;
};

/**
 * An amount of money as the driver's language writes it: the only way the app shows money. `decimals` is the
 * order's precision where the platform gives one (`moneyDecimals`), else the currency's own. A negative amount
 * (a discount) carries the minus sign (U+2212) where the language puts its sign: "−€0.55", "−0,55 €".
 */
export function formatMoney(locale: string, amount: number, currency: string, decimals = currencyDecimals(currency)) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  })
    .format(floorTo(amount, decimals))
    .replace('-', '\u2212');
}

export function formatNumber(locale: string, value: number, maximumFractionDigits = 2) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** Decimals of an amount of money as the platform gives it: its precision, else its currency's own. */
export const moneyDecimals = (money: { precision?: number; currency?: string } | undefined) => {
  const precision = money?.precision;
  return precision !== undefined && Number.isInteger(precision) && precision >= 0 && precision <= 4
    ? precision
    : currencyDecimals(money?.currency ?? 'EUR');
};

/**
 * Dates as a European reads them: English in the British form ("23 Nov 2026, 04:53"), every language on the
 * 24-hour clock, in the time zone given (the station's, where the order happened) or else the device's.
 */
export function formatDateTime(locale: string, iso: string, timeZone?: string) {
  return new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}

/** A duration in hours and minutes ("1 hr 5 min", "1 Std. 5 Min.", "2 hr"), from seconds. */
export function formatDuration(locale: string, seconds: number) {
  const total = Math.max(0, Math.floor(seconds / 60));
  const unit = (value: number, name: 'hour' | 'minute') =>
    new Intl.NumberFormat(locale, { style: 'unit', unit: name, unitDisplay: 'short' }).format(value);
  const hours = Math.floor(total / 60);
  const minutes = total % 60;
  if (hours === 0) return unit(minutes, 'minute');
  return minutes === 0 ? unit(hours, 'hour') : `${unit(hours, 'hour')} ${unit(minutes, 'minute')}`;
}
