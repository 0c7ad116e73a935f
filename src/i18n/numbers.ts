/**
 * Numbers as drivers type them, read in their locale: `48.600,5` in German and `48,600.5` in English are the same
 * mileage. The locale's group and decimal separators come from Intl; spaces also group digits. Anything that
 * could be read two ways is refused rather than guessed: a group separator out of place (`48,6` in English is
 * neither 48.6 nor 486), a second decimal separator, a separator of another locale (`48.600,5` in English),
 * letters, exponents or an empty text.
 */

interface Separators {
  group: string;
  decimal: string;
}

const separatorCache = new Map<string, Separators>();

/** The locale's group and decimal separators, as Intl formats 12,345.6 there. */
export function numberSeparators(locale: string): Separators {
  const cached = separatorCache.get(locale);
  if (cached) return cached;
  const parts = new Intl.NumberFormat(locale, { useGrouping: true }).formatToParts(12_345.6);
  const separators = {
    group: parts.find((part) => part.type === 'group')?.value ?? ',',
    decimal: parts.find((part) => part.type === 'decimal')?.value ?? '.',
  };
  separatorCache.set(locale, separators);
  return separators;
}

/** Spaces that group digits in any locale (a plain space, the no-break spaces Intl writes in French or Polish). */
const spaces = /[ \u00a0\u202f\u2009]/g;
const isSpace = (text: string) => /^[ \u00a0\u202f\u2009]$/.test(text);
const minus = /^[-\u2212]/;

/**
 * The number typed in `text`, read with the separators of `locale`; undefined when it is empty, malformed or
 * ambiguous. Group separators, when used, must group the whole part in threes (`1.234.567`); the decimal
 * separator appears at most once and is followed by digits only.
 */
export function parseLocaleNumber(text: string, locale: string): number | undefined {
  const { group, decimal } = numberSeparators(locale);
  let value = text.trim();
  const negative = minus.test(value);
  if (negative || value.startsWith('+')) value = value.slice(1);
  // Every kind of space is one group separator; so is the locale's own when it is a space.
  const groupMark = isSpace(group) ? ' ' : group;
  value = value.replace(spaces, ' ');
  const [whole, fraction, ...rest] = value.split(decimal);
  if (whole === undefined || rest.length > 0) return undefined;
  if (fraction !== undefined && !/^\d+$/.test(fraction)) return undefined;
  // One kind of group separator at most: `48 600.000` mixes two.
  const marks = new Set([...whole].filter((char) => char === ' ' || char === groupMark));
  if (marks.size > 1) return undefined;
  const [mark] = marks;
  const groups = mark === undefined ? [whole] : whole.split(mark);
  const [first, ...others] = groups;
  if (first === undefined || !/^\d+$/.test(first)) return undefined;
  if (others.length > 0 && (first.length > 3 || others.some((digits) => !/^\d{3}$/.test(digits)))) return undefined;
  const number = Number(`${groups.join('')}${fraction === undefined ? '' : `.${fraction}`}`);
  if (!Number.isFinite(number)) return undefined;
  return negative ? -number : number;
}
