import { describe, expect, it } from 'vitest';
import { type CostInput, fromCostPayload, toCostPayload } from '../../src/api/history';
import { lastMileageBefore, periodRange } from '../../src/api/queries/historyCosts';
import {
  costFormErrors,
  costFromForm,
  formFromEvent,
  imageProblem,
  maxImageBytes,
  newCostForm,
  offeredCategories,
} from '../../src/features/history/costPayload';
import { categoryShares } from '../../src/features/history/overviewData';

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

  it('refuses a photo of 6 MB or more, and anything not an image', () => {
    expect(imageProblem({ size: maxImageBytes - 1, type: 'image/jpeg' })).toBeUndefined();
    expect(imageProblem({ size: maxImageBytes, type: 'image/jpeg' })).toBe('tooLarge');
    expect(imageProblem({ size: 10, type: 'application/pdf' })).toBe('notImage');
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
