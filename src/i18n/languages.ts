import { activateLocale, type Locale, localeStorageKey, locales } from './i18n';

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

export const languageOptions = locales.map((code) => ({ code, name: languageNames[code] }));

/** Switches the interface language and remembers the choice on this device. */
export async function chooseLanguage(locale: Locale) {
  localStorage.setItem(localeStorageKey, locale);
  await activateLocale(locale);
}
