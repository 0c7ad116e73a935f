/**
 * The cost form's rules (SPEC.md sections 3 and 5): the categories the UI offers and the platform's category of
 * each, the form's values from a stored cost and back, and the checks of what was typed (amounts and quantities in
 * the driver's locale, the mileage never below the vehicle's previous entry, the photo under 6 MB).
 */
import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { CostInput } from '../../api/history';
import type { CostCategory, HistoryEvent, recurrencePeriods } from '../../api/schemas';
import { parseLocaleNumber } from '../../i18n/numbers';

export type Recurrence = (typeof recurrencePeriods)[number];

/** The categories the UI offers (SPEC.md section 3), in the order a driver reads them, each the platform's. */
export const offeredCategories = [
  'CAR_WASH',
  'CAR_CARE',
  'EV_CHARGE',
  'FUEL_TOP_UP',
  'GIFT_CARD',
  'INSURANCE',
  'LEASING',
  'PARKING',
  'SUBSCRIPTION',
  'TAX',
  'CAR_PARTS',
  'REPAIR',
] as const satisfies readonly CostCategory[];

export { categoryLabels } from './labels';

export const recurrenceLabels: Record<Recurrence, MessageDescriptor> = {
  NO: msg`Does not repeat`,
  WEEKLY: msg`Every week`,
  MONTHLY: msg`Every month`,
  QUARTERLY: msg`Every quarter`,
  YEARLY: msg`Every year`,
};

/** Image size limit (SPEC.md sections 5 and 9: under 6 MB). */
export const maxImageBytes = 6 * 1024 * 1024;
/** Odometer maximum (SPEC.md section 9). */
export const maxMileageKm = 1_000_000;
/** The most one cost of a vehicle can be, in the currency's units: a new car, not a typing slip of extra zeros. */
export const maxCostAmount = 250_000;
/** How far back a cost can be dated (years), and ahead (a planned cost: insurance, tax, an inspection). */
export const costYearsBack = 10;
export const costYearsAhead = 1;

/** The first and last day a cost can be dated, seen from `today` (YYYY-MM-DD). */
export function costDateRange(today: string) {
  const year = Number(today.slice(0, 4));
  const shift = (years: number) =>
    `${String(year + years).padStart(4, '0')}${today.slice(4)}`.replace('-02-29', '-02-28');
  return { first: shift(-costYearsBack), last: shift(costYearsAhead) };
}

export interface CostForm {
  category: CostCategory;
  /** As typed, in the driver's locale. */
  amount: string;
  currency: string;
  /** YYYY-MM-DD. */
  date: string;
  recurrence: Recurrence;
  vehicleId: string;
  /** Kilometres, as typed. */
  mileage: string;
  /** Litres, as typed (fuel only). */
  litres: string;
  tankIsFull: boolean;
  fullyCharged: boolean;
  notes: string;
}

export type CostField = 'amount' | 'date' | 'mileage' | 'litres' | 'notes';
export type CostFieldError =
  | 'required'
  | 'invalidAmount'
  | 'amountTooHigh'
  | 'dateOutOfRange'
  | 'invalidLitres'
  | 'invalidMileage'
  | 'mileageTooHigh'
  | 'mileageBelowPrevious'
  | 'notesTooLong';
export type ImageProblem = 'tooLarge' | 'notImage';

export const notesMax = 500;

/** A new cost: today, the driver's currency and vehicle, fuel. */
export const newCostForm = (currency: string, vehicleId: string, today: string): CostForm => ({
  category: 'FUEL_TOP_UP',
  amount: '',
  currency,
  date: today,
  recurrence: 'NO',
  vehicleId,
  mileage: '',
  litres: '',
  tankIsFull: false,
  fullyCharged: false,
  notes: '',
});

/** Today in the driver's time zone, as YYYY-MM-DD. */
export const localDay = (date: Date) =>
  `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;

/** A number as the driver reads it in the form (no grouping, the locale's decimal mark). */
const typed = (value: number, locale: string, maximumFractionDigits: number, minimumFractionDigits = 0) =>
  new Intl.NumberFormat(locale, { useGrouping: false, maximumFractionDigits, minimumFractionDigits }).format(value);

/** The form's values of a stored cost (cents, millilitres and metres, as the platform answers them). */
export function formFromEvent(event: HistoryEvent, locale: string, fallbackCurrency: string): CostForm {
  return {
    category: event.category ?? 'MISC',
    amount: event.priceInCents === undefined ? '' : typed(event.priceInCents / 100, locale, 2, 2),
    currency: event.currency ?? fallbackCurrency,
    date: event.dateTime ? localDay(new Date(event.dateTime)) : '',
    recurrence: event.recurrencePeriod ?? 'NO',
    vehicleId: event.vehicleId ?? '',
    mileage: event.mileage === undefined ? '' : typed(event.mileage / 1000, locale, 0),
    litres: event.quantityMilliLiters === undefined ? '' : typed(event.quantityMilliLiters / 1000, locale, 2),
    tankIsFull: event.tankIsFull ?? false,
    fullyCharged: event.isFullyCharged ?? false,
    notes: event.notes ?? '',
  };
}

/**
 * When the cost happened: the stored moment when its day is unchanged (an edit keeps the time), else noon of the
 * chosen day in the driver's time zone.
 */
export function costDateTime(date: string, original?: string): string {
  if (original && localDay(new Date(original)) === date) return original;
  return new Date(`${date}T12:00:00`).toISOString();
}

const amountOf = (text: string, locale: string) => {
  const value = parseLocaleNumber(text, locale);
  return value !== undefined && value > 0 && Math.abs(Math.round(value * 100) - value * 100) < 1e-6 ? value : undefined;
};
const litresOf = (text: string, locale: string) => {
  const value = parseLocaleNumber(text, locale);
  return value !== undefined && value > 0 && value <= 1000 ? value : undefined;
};
const mileageOf = (text: string, locale: string) => {
  const value = parseLocaleNumber(text, locale);
  return value !== undefined && Number.isInteger(value) && value >= 0 ? value : undefined;
};

/** The last entry with a mileage before this cost (kilometres), which a mileage may not go below. */
export interface PreviousMileage {
  km: number;
  dateTime: string;
}

/** The checks of the typed values: one problem per field, none when the cost can be sent. */
export function costFormErrors(
  form: CostForm,
  locale: string,
  previous?: PreviousMileage,
  today = localDay(new Date()),
): Partial<Record<CostField, CostFieldError>> {
  const errors: Partial<Record<CostField, CostFieldError>> = {};
  const amount = amountOf(form.amount, locale);
  if (!form.amount.trim()) errors.amount = 'required';
  else if (amount === undefined) errors.amount = 'invalidAmount';
  else if (amount > maxCostAmount) errors.amount = 'amountTooHigh';
  const dates = costDateRange(today);
  if (!form.date) errors.date = 'required';
  else if (form.date < dates.first || form.date > dates.last) errors.date = 'dateOutOfRange';
  if (form.mileage.trim()) {
    const km = mileageOf(form.mileage, locale);
    if (km === undefined) errors.mileage = 'invalidMileage';
    else if (km > maxMileageKm) errors.mileage = 'mileageTooHigh';
    else if (previous && km < previous.km) errors.mileage = 'mileageBelowPrevious';
  }
  if (form.category === 'FUEL_TOP_UP' && form.litres.trim() && litresOf(form.litres, locale) === undefined) {
    errors.litres = 'invalidLitres';
  }
  if (form.notes.length > notesMax) errors.notes = 'notesTooLong';
  return errors;
}

/** The cost to send, from a form without errors; `originalDateTime`: the stored moment of an edited cost. */
export function costFromForm(form: CostForm, locale: string, originalDateTime?: string): CostInput {
  const amount = amountOf(form.amount, locale) ?? 0;
  const mileage = form.mileage.trim() ? mileageOf(form.mileage, locale) : undefined;
  const litres = form.category === 'FUEL_TOP_UP' && form.litres.trim() ? litresOf(form.litres, locale) : undefined;
  const notes = form.notes.trim();
  return {
    category: form.category,
    priceInCents: Math.round(amount * 100),
    currency: form.currency,
    dateTime: costDateTime(form.date, originalDateTime),
    recurrencePeriod: form.recurrence,
    ...(form.vehicleId ? { vehicleId: form.vehicleId } : {}),
    ...(mileage !== undefined ? { mileageKm: mileage } : {}),
    ...(litres !== undefined ? { quantityMilliLiters: Math.round(litres * 1000) } : {}),
    ...(form.category === 'FUEL_TOP_UP' ? { tankIsFull: form.tankIsFull } : {}),
    ...(form.category === 'EV_CHARGE' ? { isFullyCharged: form.fullyCharged } : {}),
    ...(notes ? { notes } : {}),
  };
}
