/**
 * Interface languages. English is source and fallback; only the active catalog (plus English, whose source
 * strings production builds strip) is downloaded. The choice is stored locally; older stored forms such as
 * `de-DE` or `de_DE` are migrated to the short code.
 */
import { i18n } from '@lingui/core';

export const locales = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
export const localeStorageKey = 'forecourt.locale';

export const isLocale = (value: string): value is Locale => (locales as readonly string[]).includes(value);

/** `de-DE`, `de_DE`, `DE` → `de`; anything unknown → undefined. */
export function normaliseLocale(value: string | null | undefined): Locale | undefined {
  if (!value) return undefined;
  const short = value.trim().toLowerCase().split(/[-_]/)[0] ?? '';
  return isLocale(short) ? short : undefined;
}

interface LocaleStorage {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/** The stored choice (migrated in place when it is an older form), else the browser's, else English. */
export function detectLocale(storage: LocaleStorage | undefined, browserLanguages: readonly string[] = []): Locale {
  const stored = storage?.getItem(localeStorageKey);
  const fromStorage = normaliseLocale(stored);
  if (fromStorage) {
    if (stored !== fromStorage) storage?.setItem(localeStorageKey, fromStorage);
    return fromStorage;
  }
  for (const language of browserLanguages) {
    const locale = normaliseLocale(language);
    if (locale) return locale;
  }
  return defaultLocale;
}

const loaders = import.meta.glob<{ messages: Record<string, string> }>('../../locales/*/messages.po');

export async function activateLocale(locale: Locale) {
  const load = (code: Locale) => loaders[`../../locales/${code}/messages.po`]?.() ?? Promise.resolve({ messages: {} });
  const [english, active] = await Promise.all([load('en'), locale === 'en' ? undefined : load(locale)]);
  i18n.load('en', english.messages);
  if (active) i18n.load(locale, active.messages);
  i18n.activate(locale);
  if (typeof document !== 'undefined') document.documentElement.lang = locale;
}

export { i18n };
