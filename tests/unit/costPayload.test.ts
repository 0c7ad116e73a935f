import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { type CostInput, fromCostPayload, toCostPayload } from '../../src/api/history';
import { lastMileageBefore, periodRange } from '../../src/api/queries/historyCosts';
import {
  costDateRange,
  costFormErrors,
  costFromForm,
  formFromEvent,
  maxImageBytes,
  newCostForm,
  offeredCategories,
} from '../../src/features/history/costPayload';
import { categoryShares } from '../../src/features/history/overviewData';
import { photoProblem } from '../../src/features/history/photo';

const fuel: CostInput = {
  category: 'FUEL_TOP_UP',
  priceInCents: 6789,
  currency: 'EUR',
  dateTime: '2026-03-14T09:30:00.000Z',
  vehicleId: 'thing-1',
  quantityMilliLiters: 41_300,
  mileageKm: 48_250,
  tankIsFull: true,
  recurrencePeriod: 'NO',
};

describe('the cost payload conversions', () => {
  it('sends the price in cents × 10, the fuel in millilitres ÷ 100 and the mileage in km × 1000', () => {
    expect(toCostPayload(fuel)).toMatchObject({ price: 67_890, quantity: 413, mileage: 48_250_000, tankIsFull: true });
    expect(toCostPayload({ ...fuel, quantityMilliLiters: undefined, mileageKm: undefined })).toMatchObject({
      quantity: undefined,
      mileage: undefined,
    });
  });

  it('reads a payload back into what was sent', () => {
    expect(fromCostPayload(toCostPayload(fuel))).toEqual(fuel);
    expect(fromCostPayload({ category: 'TAX', price: 1_420_000, currency: 'EUR', dateTime: fuel.dateTime })).toEqual({
      category: 'TAX',
      priceInCents: 142_000,
      currency: 'EUR',
      dateTime: fuel.dateTime,
      quantityMilliLiters: undefined,
      mileageKm: undefined,
    });
  });
});

describe('the cost form', () => {
  const today = '2026-03-14';
  const form = { ...newCostForm('EUR', 'thing-1', today), amount: '67,89', litres: '41,3', mileage: '48.250' };

  it('offers twelve categories, each once, and none of them MISC', () => {
    expect(new Set(offeredCategories).size).toBe(12);
    expect(offeredCategories).not.toContain('MISC');
  });

  it('reads amounts, litres and mileage in the driver’s locale', () => {
    expect(costFormErrors(form, 'de')).toEqual({});
    expect(costFromForm({ ...form, tankIsFull: true }, 'de')).toMatchObject({
      category: 'FUEL_TOP_UP',
      priceInCents: 6789,
      quantityMilliLiters: 41_300,
      mileageKm: 48_250,
      tankIsFull: true,
      vehicleId: 'thing-1',
    });
    // In English the same text is another number, or none.
    expect(costFormErrors(form, 'en')).toMatchObject({ amount: 'invalidAmount' });
  });

  it('names each field problem', () => {
    const empty = newCostForm('EUR', 'thing-1', '');
    expect(costFormErrors(empty, 'en')).toEqual({ amount: 'required', date: 'required' });
    expect(costFormErrors({ ...form, amount: '0' }, 'de').amount).toBe('invalidAmount');
    expect(costFormErrors({ ...form, amount: '1,234' }, 'de').amount).toBe('invalidAmount');
    expect(costFormErrors({ ...form, mileage: '12,5' }, 'de').mileage).toBe('invalidMileage');
    expect(costFormErrors({ ...form, mileage: '1.000.001' }, 'de').mileage).toBe('mileageTooHigh');
    expect(costFormErrors({ ...form, litres: 'viel' }, 'de').litres).toBe('invalidLitres');
  });

  it('refuses what no driver means: an amount with extra zeros, a date decades away', () => {
    expect(costFormErrors({ ...form, amount: '99999999999' }, 'de', undefined, today).amount).toBe('amountTooHigh');
    expect(costFormErrors({ ...form, amount: '250.000,01' }, 'de', undefined, today).amount).toBe('amountTooHigh');
    expect(costFormErrors({ ...form, amount: '250.000' }, 'de', undefined, today).amount).toBeUndefined();
    expect(costDateRange(today)).toEqual({ first: '2016-03-14', last: '2027-03-14' });
    expect(costDateRange('2028-02-29')).toEqual({ first: '2018-02-28', last: '2029-02-28' });
    for (const date of ['2099-01-01', '2027-03-15', '2016-03-13', '1900-01-01']) {
      expect(costFormErrors({ ...form, date }, 'de', undefined, today).date, date).toBe('dateOutOfRange');
    }
    for (const date of ['2027-03-14', '2016-03-14', today]) {
      expect(costFormErrors({ ...form, date }, 'de', undefined, today).date, date).toBeUndefined();
    }
    // Litres count only for fuel.
    expect(costFormErrors({ ...form, category: 'PARKING', litres: 'viel' }, 'de')).toEqual({});
    expect(costFromForm({ ...form, category: 'PARKING' }, 'de')).not.toHaveProperty('quantityMilliLiters');
  });

  it('refuses a mileage below the previous entry, and accepts the same value', () => {
    const previous = { km: 48_251, dateTime: '2026-03-01T09:00:00.000Z' };
    expect(costFormErrors(form, 'de', previous).mileage).toBe('mileageBelowPrevious');
    expect(costFormErrors(form, 'de', { ...previous, km: 48_250 })).toEqual({});
    const entries = [
      { id: 'a', dateTime: '2026-01-01T00:00:00.000Z', mileageM: 40_000_000 },
      { id: 'b', dateTime: '2026-03-01T00:00:00.000Z', mileageM: 48_000_000 },
      { id: 'c', dateTime: '2026-04-01T00:00:00.000Z', mileageM: 50_000_000 },
    ];
    expect(lastMileageBefore(entries, '2026-03-14T12:00:00.000Z')?.id).toBe('b');
    expect(lastMileageBefore(entries, '2026-03-14T12:00:00.000Z', 'b')?.id).toBe('a');
    expect(lastMileageBefore(entries, '2025-12-01T00:00:00.000Z')).toBeUndefined();
  });

  it('shows a stored cost as typed and sends it back unchanged', () => {
    const stored = {
      _id: 'cost-1',
      type: 'COST' as const,
      category: 'FUEL_TOP_UP' as const,
      priceInCents: 6789,
      currency: 'CHF',
      dateTime: '2026-03-14T09:30:00.000Z',
      recurrencePeriod: 'MONTHLY' as const,
      vehicleId: 'thing-1',
      mileage: 48_250_000,
      quantityMilliLiters: 41_300,
      tankIsFull: true,
      notes: 'Motorway',
    };
    const values = formFromEvent(stored, 'de', 'EUR');
    expect(values).toMatchObject({ amount: '67,89', litres: '41,3', mileage: '48250', currency: 'CHF' });
    expect(costFromForm(values, 'de', stored.dateTime)).toEqual({
      category: 'FUEL_TOP_UP',
      priceInCents: 6789,
      currency: 'CHF',
      dateTime: stored.dateTime,
      recurrencePeriod: 'MONTHLY',
      vehicleId: 'thing-1',
      mileageKm: 48_250,
      quantityMilliLiters: 41_300,
      tankIsFull: true,
      notes: 'Motorway',
    });
  });

  it('takes a photo by its content: JPEG, PNG and WebP made by a browser, whatever their name says', async () => {
    for (const name of ['receipt.jpg', 'receipt.png', 'receipt.webp']) {
      const bytes = readFileSync(new URL(`../fixtures/${name}`, import.meta.url));
      expect(await photoProblem(new File([bytes], 'scan.txt', { type: 'text/plain' })), name).toBeUndefined();
    }
  });

  it('refuses a photo of 6 MB or more, and anything not an image, even named and typed as one', async () => {
    const jpeg = readFileSync(new URL('../fixtures/receipt.jpg', import.meta.url));
    const big = new Uint8Array(maxImageBytes);
    big.set(jpeg);
    expect(await photoProblem(new File([big], 'big.jpg', { type: 'image/jpeg' }))).toBe('tooLarge');
    const text = new File(['Total 12.50 EUR, thank you'], 'receipt.jpg', { type: 'image/jpeg' });
    expect(await photoProblem(text)).toBe('notImage');
    const pdf = new File(['%PDF-1.7\n1 0 obj\n<<>>\nendobj\n'], 'receipt.jpg', { type: 'image/jpeg' });
    expect(await photoProblem(pdf)).toBe('notImage');
    expect(await photoProblem(new File([], 'empty.jpg', { type: 'image/jpeg' }))).toBe('notImage');
  });
});

describe('the overview figures', () => {
  it('covers whole months up to today for each period', () => {
    const now = new Date('2026-03-14T10:00:00Z');
    expect(periodRange('1m', now)).toEqual({ startDate: '2026-03-01', endDate: '2026-03-14' });
    expect(periodRange('6m', now)).toEqual({ startDate: '2025-10-01', endDate: '2026-03-14' });
    expect(periodRange('1y', now)).toEqual({ startDate: '2025-04-01', endDate: '2026-03-14' });
  });

  it('lists the categories with a cost, the largest first, with their share', () => {
    expect(categoryShares({ total: 10_000, byCategory: { TAX: 2_500, FUEL_TOP_UP: 7_500, PARKING: 0 } })).toEqual([
      { category: 'FUEL_TOP_UP', cents: 7_500, percent: 75 },
      { category: 'TAX', cents: 2_500, percent: 25 },
    ]);
  });
});
