import type { TariffLine } from '../../../machines/shared/tariff';
import { formatMoney } from '../../i18n/format';

/**
 * A tariff line's price per unit as the driver pays it (VAT included): a rate, so rounded to four decimals and
 * shown in whole cents, or with the tenths of a cent it has.
 */
export function unitPrice(locale: string, line: TariffLine, currency: string) {
  const price = Math.round(line.gross * 10_000) / 10_000;
  return formatMoney(locale, price, currency, Number.isInteger(Math.round(price * 1000) / 10) ? 2 : 3);
}
