import { activateLocale, defaultLocale, isLocale, type Locale, localeStorageKey, locales } from './i18n';

/** Each language named in itself, so a user who cannot read the current one still finds theirs. */
export const languageNames: Record<Locale, string> = {
  en: 'English',
  de: 'Deutsch',
  nl: 'Nederlands',
  fr: 'Français',
  it: 'Italiano',
  es: 'Español',
  pt: 'Português',
  da: 'Dansk',
  pl: 'Polski',
};

/** One shape of a flag, drawn on a 30 × 20 canvas: a filled area, or a line of `width` in `stroke`. */
export type FlagPart = { d: string; fill: string } | { d: string; stroke: string; width: number };

const full = 'M0 0h30v20H0z';

/**
 * SPEC.md section 9 "Language flags": each language shown with the flag of its country (English with the
 * United Kingdom's), simplified to what reads at 24 × 16 px.
 */
export const languageFlags: Record<Locale, readonly FlagPart[]> = {
  en: [
    { d: full, fill: '#012169' },
    { d: 'M0 0L30 20M30 0L0 20', stroke: '#ffffff', width: 4 },
    { d: 'M0 0L30 20M30 0L0 20', stroke: '#c8102e', width: 1.6 },
    { d: 'M15 0v20M0 10h30', stroke: '#ffffff', width: 6.6 },
    { d: 'M15 0v20M0 10h30', stroke: '#c8102e', width: 4 },
  ],
  de: [
    { d: full, fill: '#ffce00' },
    { d: 'M0 0h30v13.33H0z', fill: '#dd0000' },
    { d: 'M0 0h30v6.67H0z', fill: '#000000' },
  ],
  nl: [
    { d: full, fill: '#21468b' },
    { d: 'M0 0h30v13.33H0z', fill: '#ffffff' },
    { d: 'M0 0h30v6.67H0z', fill: '#ae1c28' },
  ],
  fr: [
    { d: full, fill: '#ef4135' },
    { d: 'M0 0h20v20H0z', fill: '#ffffff' },
    { d: 'M0 0h10v20H0z', fill: '#0055a4' },
  ],
  it: [
    { d: full, fill: '#ce2b37' },
    { d: 'M0 0h20v20H0z', fill: '#ffffff' },
    { d: 'M0 0h10v20H0z', fill: '#009246' },
  ],
  es: [
    { d: full, fill: '#aa151b' },
    { d: 'M0 5h30v10H0z', fill: '#f1bf00' },
  ],
  pt: [
    { d: full, fill: '#ff0000' },
    { d: 'M0 0h12v20H0z', fill: '#006600' },
    { d: 'M8.5 10a3.5 3.5 0 1 0 7 0a3.5 3.5 0 1 0-7 0z', fill: '#ffcc00' },
  ],
  da: [
    { d: full, fill: '#c8102e' },
    { d: 'M9.7 0h3.2v20H9.7zM0 8.6h30v2.8H0z', fill: '#ffffff' },
  ],
  pl: [
    { d: full, fill: '#dc143c' },
    { d: 'M0 0h30v10H0z', fill: '#ffffff' },
  ],
};

export const languageOptions = locales.map((code) => ({ code, name: languageNames[code], flag: languageFlags[code] }));

/** Switches the interface language and remembers the choice on this device. */
export async function chooseLanguage(locale: Locale) {
  localStorage.setItem(localeStorageKey, locale);
  await activateLocale(locale);
}

/** The language in use (English when the active locale is none of ours): its code, its own name and its flag. */
export function languageInUse(active: string) {
  const locale = isLocale(active) ? active : defaultLocale;
  return { locale, name: languageNames[locale], flag: languageFlags[locale] };
}
