import { describe, expect, it } from 'vitest';
import { toMinor } from '../../machines/shared/sessionCost';
import type { TariffElementLike } from '../../machines/shared/tariff';
import type { Order } from '../../src/api/schemas';
import {
  decimalsOf,
  evReceipt,
  orderPrecision,
  quantityDecimals,
  unexplained,
  unitPriceDecimals,
} from '../../src/flows/pay/kit/receiptLines';
import { formatDateTime, formatMoney, moneyDecimals } from '../../src/i18n/format';

const order = (parts: Partial<Order>): Order => ({
  _id: 'order-1',
  state: 'COMPLETED',
  stateHistory: [],
  products: [],
  ...parts,
});

describe('the fuel line', () => {
  it('shows the litres as measured, so that quantity × unit price is the amount charged', () => {
    // 22.386 l at €1.799: €40.27 charged. Shown as 22.39 l, a driver's calculator makes €40.28 (40.2796).
    const quantity = 22.386;
    const decimals = quantityDecimals(quantity);
    expect(decimals).toBe(3);
    const shown = Number(quantity.toFixed(decimals));
    const cents = (amount: number) => Math.round(amount * 100);
    expect(cents(shown * 1.799)).toBe(4027);
    expect(toMinor(shown * 1.799, 2)).toBe(4027);
    expect(cents(Number(quantity.toFixed(2)) * 1.799)).toBe(4028);
  });

  it('shows at least two decimals and no more than the meter gave', () => {
    expect(quantityDecimals(20)).toBe(2);
    expect(quantityDecimals(22.39)).toBe(2);
    expect(quantityDecimals(22.3)).toBe(2);
    expect(quantityDecimals(22.3864)).toBe(3);
    expect(decimalsOf(1.799, 4)).toBe(3);
  });

  it('shows a unit price with one decimal more than the currency, or as given', () => {
    expect(unitPriceDecimals(1.799, 2)).toBe(3);
    expect(unitPriceDecimals(1.8, 2)).toBe(3);
    expect(unitPriceDecimals(1.7995, 2)).toBe(4);
    expect(unitPriceDecimals(289.9, 0)).toBe(1);
  });
});

describe('lines that add up', () => {
  it('leave nothing unexplained when the product less the discounts is the total', () => {
    expect(unexplained([40.27, -1.11], 39.16, 2)).toBe(0);
    expect(unexplained([14.99], 14.99, 2)).toBe(0);
  });

  it('name what the lines do not explain, in the order precision', () => {
    expect(unexplained([40.27, -1.11], 39.2, 2)).toBe(0.04);
    expect(unexplained([40.27], 40, 2)).toBe(-0.27);
    expect(unexplained([1000], 1000, 0)).toBe(0);
    expect(unexplained([1.234], 1.235, 3)).toBe(0.001);
  });
});

describe('the order precision', () => {
  it('comes from the order amounts, two when they give none', () => {
    expect(orderPrecision(order({ totalAfterDiscounts: { amount: 1000, currency: 'ISK', precision: 0 } }))).toBe(0);
    expect(orderPrecision(order({ totalAfterDiscounts: { amount: 1.234, currency: 'EUR', precision: 3 } }))).toBe(3);
    expect(orderPrecision(order({ authorizedAmount: { amount: 50, currency: 'EUR' } }))).toBe(2);
    expect(moneyDecimals({ precision: -1 })).toBe(2);
  });

  it('floors amounts to that precision when formatted', () => {
    expect(formatMoney('en', 1234.9, 'ISK', 0)).toBe('ISK\u00a01,234');
    expect(formatMoney('en', 12.3459, 'EUR', 3)).toBe('€12.345');
    expect(formatMoney('de', 40.2724, 'EUR', 2)).toBe('40,27\u00a0€');
  });
});

describe('receipt dates', () => {
  const instant = '2026-11-23T03:53:00Z';

  it('read in English the European way, on the 24-hour clock', () => {
    expect(formatDateTime('en', instant, 'Europe/Berlin')).toBe('23 Nov 2026, 04:53');
    expect(formatDateTime('en', '2026-11-23T15:05:00Z', 'Europe/Berlin')).toBe('23 Nov 2026, 16:05');
  });

  it('are given in the station time zone', () => {
    expect(formatDateTime('en', instant, 'Europe/Lisbon')).toBe('23 Nov 2026, 03:53');
    expect(formatDateTime('de', '2026-11-23T23:03:00Z', 'Europe/Berlin')).toBe('24.11.2026, 00:03');
  });
});

describe('the EV receipt', () => {
  const munich: TariffElementLike[] = [
    { priceComponents: [{ type: 'ENERGY', price: 0.59, unit: 'KWH' }] },
    { restrictions: { maxDuration: 120 }, priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }] },
    { priceComponents: [{ type: 'PARKING_TIME', price: 0.1, unit: 'MIN' }] },
    { priceComponents: [{ type: 'FLAT', price: 0.5, unit: 'COUNT' }] },
    {
      restrictions: { startTime: '22:00', endTime: '06:00' },
      priceComponents: [{ type: 'TIME', price: 0.02, unit: 'MIN' }],
    },
  ];
  const charged = (amount: number) =>
    order({
      charging: { energyKwh: 12.345, startedAt: '2026-11-23T22:00:00Z', durationS: 45 * 60 },
      totalBeforeDiscounts: { amount, currency: 'EUR', precision: 2 },
      totalAfterDiscounts: { amount, currency: 'EUR', precision: 2 },
    });

  it('lists energy, the night minutes and the session fee, which add up to the total charged', () => {
    const receipt = evReceipt(charged(8.68), munich, 'Europe/Berlin');
    expect(receipt?.lines.map((line) => [line.type, line.amount])).toEqual([
      ['ENERGY', 7.28],
      ['TIME', 0.9],
      ['FLAT', 0.5],
    ]);
    expect(receipt?.adjustment).toBe(0);
  });

  it('shows a total that differs from its lines as an adjustment line, so the receipt still adds up', () => {
    expect(evReceipt(charged(7.78), munich, 'Europe/Berlin')?.adjustment).toBe(-0.9);
  });

  it('has no lines before charging started', () => {
    expect(evReceipt(order({}), munich, 'Europe/Berlin')).toBeUndefined();
  });
});
