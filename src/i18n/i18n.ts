/**
 * Interface languages. English is source and fallback; only the active catalog (plus English, whose source
 * strings production builds strip) is downloaded. The choice is stored locally; older stored forms such as
 * `de-DE` or `de_DE` are migrated to the short code.
 */
import { i18n, type Messages } from '@lingui/core';
import { storageKeys } from '../storageKeys';

export const locales = ['en', 'de', 'nl', 'fr', 'it', 'es', 'pt', 'da', 'pl'] as const;
export type Locale = (typeof locales)[number];
export const defaultLocale: Locale = 'en';
/** The key of the chosen language, in localStorage and as a cookie. */
export const localeStorageKey = storageKeys.locale;

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
 * Each catalog comes in parts (vite.catalogParts.ts): the messages of the modules the entry loads, which the first
 * screen needs; those of the map screen, where drivers land, which that screen waits for (`catalogsFor`); and the
 * rest, which every other module's code waits for (`catalogsComplete`, through `importWithRetry`). The English parts
 * always load too: production builds strip the source strings.
 */
const parts = {
  entry: import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { query: '?part=entry' }),
  map: import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { query: '?part=map' }),
  rest: import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po', { query: '?part=rest' }),
};

/** The parts after the entry's. */
export type LaterPart = Exclude<keyof typeof parts, 'entry'>;
const laterParts: readonly LaterPart[] = ['map', 'rest'];

const loadPart = (part: keyof typeof parts, code: Locale): Promise<Messages> =>
  parts[part][`../../locales/${code}/messages.po`]?.().then((module) => module.messages) ?? Promise.resolve({});

const withEnglish = (locale: Locale): Locale[] => (locale === defaultLocale ? [locale] : [defaultLocale, locale]);

/** Each language's later parts that are loaded, and those whose loading is under way. */
const loaded = new Set<`${Locale}:${LaterPart}`>();
const loading = new Map<`${Locale}:${LaterPart}`, Promise<void>>();

/**
 * The messages given to Lingui, one object per language, which it keeps as they are and merges later loads into:
 * a later part of a catalog is merged into them in place. `i18n.load` would tell every component that uses a
 * message to draw itself again, the whole screen, for messages none of them shows.
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
export async function activateLocale(locale: Locale, { whole = true } = {}) {
  const codes = withEnglish(locale);
  const later = (code: Locale) => (whole ? laterParts.filter((part) => !loaded.has(`${code}:${part}`)) : []);
  const [entry, rest] = await Promise.all([
    Promise.all(codes.map((code) => loadPart('entry', code))),
    Promise.all(codes.map((code) => Promise.all(later(code).map((part) => loadPart(part, code))))),
  ]);
  give(
    codes,
    codes.map((_, index) => Object.assign({}, entry[index], ...(rest[index] ?? []))),
    { silently: false },
  );
  for (const code of codes) for (const part of later(code)) loaded.add(`${code}:${part}`);
  i18n.activate(locale);
  if (typeof document === 'undefined') return;
  document.documentElement.lang = locale;
  // For the station's first screen, which the server draws in this language (src/firstScreen/handler.tsx).
  const secure = location.protocol === 'https:' ? '; Secure' : '';
  document.cookie = `${localeStorageKey}=${locale}; Path=/; Max-Age=31536000; SameSite=Lax${secure}`;
}

/** Settles once the interface has a language (code that starts loading before main.tsx has chosen it). */
const activated = () =>
  new Promise<void>((resolve) => {
    const stop = i18n.on('change', () => {
      if (!i18n.locale) return;
      stop();
      resolve();
    });
  });

/**
 * Settles once the active language's catalogs (and English's) have `wanted`'s parts, loading them if need be: code
 * loaded after the entry waits for them, so that no screen shows a message the page has not loaded; code that
 * starts loading before the language is chosen waits for it. A failed download rejects (and is tried afresh at the
 * next call), as the code's own would.
 */
export function catalogsFor(wanted: readonly LaterPart[]): Promise<void> {
  if (!i18n.locale) return activated().then(() => catalogsFor(wanted));
  const codes = withEnglish(normaliseLocale(i18n.locale) ?? defaultLocale);
  const waits = codes.flatMap((code) =>
    wanted.flatMap((part) => {
      const key = `${code}:${part}` as const;
      if (loaded.has(key)) return [];
      let load = loading.get(key);
      if (!load) {
        load = loadPart(part, code)
          .then((messages) => {
            give([code], [messages], { silently: true });
            loaded.add(key);
          })
          .finally(() => loading.delete(key));
        loading.set(key, load);
      }
      return [load];
    }),
  );
  return waits.length ? Promise.all(waits).then(() => undefined) : Promise.resolve();
}

/** Settles once the active language's catalogs are whole (see `catalogsFor`). */
export const catalogsComplete = (): Promise<void> => catalogsFor(laterParts);

export { i18n };
