/**
 * The arithmetic of a receipt: every figure shown is one a driver or an auditor can recompute from the others.
 * The total is what the platform charged; the lines above it are shown with the precision they need and add up
 * to it. Amounts are in the order's precision (SPEC.md section 9), floored.
 */
import { billedCost, type CostLine, fromMinor, sessionCost, toMinor } from '../../../../machines/shared/sessionCost';
import type { TariffInput } from '../../../../machines/shared/tariff';
import type { Order } from '../../../api/schemas';
import { moneyDecimals } from '../../../i18n/format';

/** The fewest decimals (at most `max`) that show `value` as it is, rounded beyond `max`. */
export function decimalsOf(value: number, max: number): number {
  for (let decimals = 0; decimals < max; decimals++) {
    const scaled = value * 10 ** decimals;
    if (Math.abs(scaled - Math.round(scaled)) < 1e-6) return decimals;
  }
  return max;
}

/**
 * Decimals of a measured quantity (litres, kWh): at least two, and as many as the meter gave up to three, so
 * that quantity × unit price, floored, is the line's amount (22.386 l × €1.799 = €40.27, where 22.39 l would
 * make €40.28).
 */
export const quantityDecimals = (quantity: number) => Math.max(2, decimalsOf(quantity, 3));

/** Decimals of a price per unit: one more than the currency's (1.799 €/l on a price board), or as given. */
export const unitPriceDecimals = (unitPrice: number, precision: number) =>
  Math.max(precision + 1, decimalsOf(unitPrice, 4));

/** The order's money precision: from its amounts, as the platform gives them. */
export const orderPrecision = (order: Order) =>
  moneyDecimals(order.totalAfterDiscounts ?? order.totalBeforeDiscounts ?? order.authorizedAmount);

/** Discounts and vouchers of an order, as negative amounts. */
export const discountAmounts = (order: Order) =>
  (order.vouchers ?? []).map((voucher) => -Math.abs(voucher.paymentAttributes.totalPrice));

/**
 * What the lines leave unexplained: the charged total minus the sum of the shown lines, in the order's precision.
 * Zero when the receipt adds up; otherwise the receipt shows it as its own line, so it still does.
 */
export function unexplained(lines: readonly number[], total: number, precision: number): number {
  const sum = lines.reduce((acc, amount) => acc + Math.sign(amount) * toMinor(Math.abs(amount), precision), 0);
  return fromMinor(toMinor(total, precision) - sum, precision);
}

/** The fuel (or other product) line: what the platform charged for it before discounts. */
export const productAmount = (order: Order) =>
  order.products[0]?.attributes?.paymentAttributes?.totalPrice ?? order.totalBeforeDiscounts?.amount;

export interface EvReceipt {
  lines: CostLine[];
  /** What the tariff's minimum (positive) or maximum (negative) price changed of the lines' sum; else 0. */
  bound: { kind: 'MIN' | 'MAX'; amount: number } | undefined;
  /** The charged total minus the lines, the bound and the discounts: a line of its own if not 0. */
  adjustment: number;
}

/**
 * A charging session's receipt lines: the session billed under the charger's tariff from the order's reading
 * (energy, charging time, start), in the station's time zone. Undefined without a reading.
 */
export function evReceipt(order: Order, tariff: TariffInput, timeZone: string): EvReceipt | undefined {
  const charging = order.charging;
  const total = order.totalAfterDiscounts ?? order.totalBeforeDiscounts;
  if (!charging?.startedAt || !total) return undefined;
  const precision = orderPrecision(order);
  const billed = billedCost(
    sessionCost(tariff, {
      startedAt: new Date(charging.startedAt),
      chargingS: charging.durationS,
      energyKwh: charging.energyKwh,
      timeZone,
    }),
    precision,
  );
  const bound = billed.bound ? { kind: billed.bound, amount: billed.boundAdjustment } : undefined;
  return {
    lines: billed.lines,
    bound,
    adjustment: unexplained(
      [...billed.lines.map((line) => line.amount), bound?.amount ?? 0, ...discountAmounts(order)],
      total.amount,
      precision,
    ),
  };
}
