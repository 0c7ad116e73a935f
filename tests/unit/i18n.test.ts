import { describe, expect, it } from 'vitest';
import { floorTo, formatMoney } from '../../src/i18n/format';
import { detectLocale, localeStorageKey, locales, normaliseLocale } from '../../src/i18n/i18n';
import { languageFlags, languageOptions } from '../../src/i18n/languages';

function storage(initial?: string) {
  const values = new Map<string, string>(initial ? [[localeStorageKey, initial]] : []);
  return {
    values,
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
  };
}

describe('language preference', () => {
  it.each([
    ['de-DE', 'de'],
    ['de_DE', 'de'],
    ['PT-pt', 'pt'],
    ['da', 'da'],
    ['sv-SE', undefined],
    ['', undefined],
  ])('normalises %s to %s', (input, expected) => {
    expect(normaliseLocale(input)).toBe(expected);
  });

  it('migrates an older stored form to the short code', () => {
    const stored = storage('de_DE');
    expect(detectLocale(stored)).toBe('de');
    expect(stored.values.get(localeStorageKey)).toBe('de');
  });

  it('uses the browser language when nothing is stored, and English otherwise', () => {
    expect(detectLocale(storage(), ['sv-SE', 'fr-BE'])).toBe('fr');
    expect(detectLocale(storage(), ['sv-SE'])).toBe('en');
    expect(detectLocale(undefined)).toBe('en');
  });

  it('prefers the stored choice over the browser', () => {
    expect(detectLocale(storage('pl'), ['de-DE'])).toBe('pl');
  });
});

describe('money formatting', () => {
  it('floors amounts to 2 decimals', () => {
    expect(floorTo(12.349)).toBe(12.34);
    expect(floorTo(12.3)).toBe(12.3);
    expect(floorTo(0.29)).toBe(0.29);
  });

  it('formats in the active locale', () => {
    expect(formatMoney('de', 12.349, 'EUR')).toBe('12,34\u00a0€');
    expect(formatMoney('en', 1234.5, 'EUR')).toBe('€1,234.50');
    expect(formatMoney('pl', 10, 'PLN')).toMatch(/10,00\s?zł/);
  });
});

describe('language flags (SPEC.md section 9)', () => {
  it('gives each of the nine languages its own flag, drawn on the flag canvas', () => {
    expect(languageOptions.map(({ code }) => code)).toEqual([...locales]);
    const drawings = locales.map((code) => JSON.stringify(languageFlags[code]));
    expect(new Set(drawings).size).toBe(locales.length);
    for (const code of locales) {
      const [background] = languageFlags[code];
      // The first shape fills the whole 30 × 20 canvas, so no flag shows a gap.
      expect(background, code).toEqual({ d: 'M0 0h30v20H0z', fill: expect.stringMatching(/^#[0-9a-f]{6}$/) });
    }
  });
});
