/**
 * Money, numbers and dates through Intl in the active locale. Amounts are floored to their currency's precision
 * (SPEC.md section 9: floored to 2 decimals, the precision coming from the order's amounts).
 */
export const floorTo = (value: number, decimals = 2) => {
  const factor = 10 ** decimals;
  return Math.floor(Math.round(value * factor * 1000) / 1000) / factor;
};

export function formatMoney(locale: string, amount: number, currency: string, decimals = 2) {
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(floorTo(amount, decimals));
}

export function formatNumber(locale: string, value: number, maximumFractionDigits = 2) {
  return new Intl.NumberFormat(locale, { maximumFractionDigits }).format(value);
}

/** Decimals of an amount of money as the platform gives it: its precision, else the usual two. */
export const moneyDecimals = (money: { precision?: number } | undefined) => {
  const precision = money?.precision;
  return precision !== undefined && Number.isInteger(precision) && precision >= 0 && precision <= 4 ? precision : 2;
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
