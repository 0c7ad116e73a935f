import type { TariffLine } from '../../../../machines/shared/tariff';
import { currencyDecimals, formatMoney } from '../../../i18n/format';

/** The fewest decimals (at most 3) that show a rate as it is. */
const rateDecimals = (price: number) => {
  for (let decimals = 0; decimals < 3; decimals++) {
    const scaled = price * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return 3;
};

/**
 * A tariff line's price per unit as the driver pays it (VAT included): a rate, so rounded to four decimals and
 * shown with the currency's decimals (€0.59, ISK 45), or with the tenths of a cent it has (€0.595).
 */
export function unitPrice(locale: string, line: TariffLine, currency: string) {
  const price = Math.round(line.gross * 10_000) / 10_000;
  return formatMoney(locale, price, currency, Math.max(currencyDecimals(currency), rateDecimals(price)));
}
