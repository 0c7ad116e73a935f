/** Money, numbers and dates through Intl in the active locale. Amounts are floored to 2 decimals. */
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

export function formatDateTime(locale: string, iso: string) {
  return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}
