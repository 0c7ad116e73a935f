/**
 * Interface languages. English is source and fallback; only the active catalog (plus English, whose source
 * strings production builds strip) is downloaded. The choice is stored locally; older stored forms such as
 * `de-DE` or `de_DE` are migrated to the short code.
 */
import { i18n, type Messages } from '@lingui/core';

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

/**
 * Each catalog comes in two parts (vite.catalogParts.ts): the messages of the modules the entry loads, which the
 * first screen needs, and the rest, which every other module's code waits for (`catalogsComplete`, through
 * `importWithRetry`). The English part always loads too: production builds strip the source strings.
 */
const parts = {
  entry: import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { query: '?part=entry' }),
  rest: import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { query: '?part=rest' }),
};

const loadPart = (part: keyof typeof parts, code: Locale): Promise<Messages> =>
  parts[part][`../../locales/${code}/messages.po`]?.().then((module) => module.messages) ?? Promise.resolve({});

const withEnglish = (locale: Locale): Locale[] => (locale === defaultLocale ? [locale] : [defaultLocale, locale]);

/** The languages whose catalogs are loaded whole, and the loading of the rest under way. */
const whole = new Set<Locale>();
let completing: Promise<void> | undefined;

/**
 * The messages given to Lingui, one object per language, which it keeps as they are and merges later loads into:
 * the rest of a catalog is merged into them in place. `i18n.load` would tell every component that uses a message
 * to draw itself again, the whole screen, for messages none of them shows.
 */
const given = new Map<Locale, Messages>();

function give(codes: readonly Locale[], parts: readonly Messages[], { silently }: { silently: boolean }) {
  const held = (code: Locale) => (code === i18n.locale ? i18n.messages : given.get(code));
  if (silently && codes.every((code) => given.has(code) && held(code) === given.get(code))) {
    for (const [index, code] of codes.entries()) Object.assign(given.get(code) as Messages, parts[index]);
    return;
  }
  const loads = codes.map((code, index) => {
    const messages = given.get(code) ?? {};
    given.set(code, Object.assign(messages, parts[index]));
    return [code, messages] as const;
  });
  i18n.load(Object.fromEntries(loads));
}

/**
 * Loads `locale`'s catalog (and English's) and makes it the interface's language. At start-up (`whole: false`)
 * only the entry's part, so that the first screen waits for no message it does not show.
 */
export async function activateLocale(locale: Locale, { whole: complete = true } = {}) {
  const codes = withEnglish(locale);
  const [entry, rest] = await Promise.all([
    Promise.all(codes.map((code) => loadPart('entry', code))),
    Promise.all(codes.map((code) => (complete && !whole.has(code) ? loadPart('rest', code) : {}))),
  ]);
  give(
    codes,
    codes.map((_, index) => ({ ...entry[index], ...rest[index] })),
    { silently: false },
  );
  if (complete) for (const code of codes) whole.add(code);
  i18n.activate(locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // For the station's first screen, which the server draws in this language (src/firstScreen/handler.tsx).
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeStorageKey}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/**
 * Settles once the active language's catalogs are whole, loading their rest if need be: code loaded after the
 * entry waits for it, so that no screen shows a message the page has not loaded. A failed download rejects (and
 * is tried afresh at the next call), as the code's own would.
 */
export function catalogsComplete(): Promise<void> {
  const codes = withEnglish(normaliseLocale(i18n.locale) ?? defaultLocale).filter((code) => !whole.has(code));
  if (!codes.length) return Promise.resolve();
  completing ??= Promise.all(codes.map((code) => loadPart('rest', code)))
    .then((rest) => {
      give(codes, rest, { silently: true });
      for (const code of codes) whole.add(code);
    })
    .finally(() => {
      completing = undefined;
    });
  return completing;
}

export { i18n };
