/**
 * The station's first screen in the page's HTML: a request handler written to the Web-standard fetch interface
 * (a `Request` in, a `Response` out), so it runs in Node (`npm start`, `npm run platform`, vite preview) and on the
 * common edge runtimes. It answers a QR code's link (`/?pid=…`, `/pay?pid=…`, `/pay/pump?pid=…`) with the built
 * `index.html`, in which the starting screen is replaced by the station's header, its pumps and the location check,
 * the app's styles are inline and the app's scripts start after the first frame (the page's own script,
 * vite.firstPaint.ts); the app then takes over in place (src/firstScreen/takeOver.ts).
 *
 * Whatever it cannot do well it leaves to the app: an unknown, offline or empty station, a platform that does not
 * answer within `timeoutMs`, any other path. It then answers `undefined`, and the server serves `index.html` as a
 * static deployment would.
 */
import { type Messages, setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { renderToStaticMarkup } from 'react-dom/server';
import { isOffline } from '../../machines/payStation';
import { acceptsGuests, sellsGiftCards } from '../../machines/shared/stationRules';
import type { Station } from '../api/schemas';
import { defaultLocale, type Locale, localeStorageKey, normaliseLocale } from '../i18n/i18n';
import { FirstScreen } from './FirstScreen';

export interface FirstScreenOptions {
  /** The built `index.html`. */
  html: string;
  /** A built file's text by its path (`/assets/index-….css`), to put the styles in the page. */
  asset(path: string): Promise<string | undefined>;
  /** The station as the platform reports it to a guest, or `undefined` when it does not know it. */
  station(id: string, locale: Locale): Promise<Station | undefined>;
  /** How long the page may wait for the station before it is served without it. */
  timeoutMs?: number;
}

/** The addresses of a QR code's link that open the pump screen (`/` and `/pay` redirect to it). */
const entryPaths = new Set(['/', '/pay', '/pay/pump']);
/** Marks around the starting screen in index.html, which the first screen replaces. */
const startMark = '<!--first-screen-->';
const endMark = '<!--/first-screen-->';
/** The id of an empty mark at the end of the first screen, until which the first frame waits. */
const shownWhole = 'first-screen-end';

const catalogs = import.meta.glob<{ messages: Messages }>('../../locales/*/messages.po');

/**
 * The language the driver chose in the app, which it keeps in a cookie beside its own stored choice
 * (`activateLocale`), else the first language of `Accept-Language` the app speaks, else English. The first screen
 * speaks the app's language: a screen that changed language as the app takes over would be read twice, and a tap
 * on it, which the app finds again by its label (takeOver.ts), would be lost.
 */
export function localeOf(acceptLanguage: string | null, cookie: string | null = null): Locale {
  const chosen = (cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${localeStorageKey}=`));
  const fromCookie = normaliseLocale(chosen?.slice(localeStorageKey.length + 1));
  if (fromCookie) return fromCookie;
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.trim().split(';');
      const q = Number(
        params
          .find((param) => param.trim().startsWith('q='))
          ?.trim()
          .slice(2) ?? 1,
      );
      return { locale: normaliseLocale(tag), q: Number.isFinite(q) ? q : 0, index };
    })
    .filter((entry) => entry.locale !== undefined && entry.q > 0)
    .sort((a, b) => b.q - a.q || a.index - b.index);
  return ranked[0]?.locale ?? defaultLocale;
}

/** Whether a request is a QR code's link to a station's pump screen, and which station. */
export function entryStation(url: URL): string | undefined {
  if (!entryPaths.has(url.pathname)) return undefined;
  const query = url.searchParams;
  // `/` with sca_feedback goes back to a payment; a link with an order opens that order, not the pumps.
  if (query.has('sca_feedback') || query.has('orderId')) return undefined;
  const pid = query.get('pid');
  return pid && /^[\w-]{1,64}$/.test(pid) ? pid : undefined;
}

async function i18nFor(locale: Locale) {
  const load = (code: Locale) => catalogs[`../../locales/${code}/messages.po`]?.() ?? Promise.resolve({ messages: {} });
  const [english, active] = await Promise.all([load('en'), locale === 'en' ? undefined : load(locale)]);
  return setupI18n({
    locale,
    messages: { en: english.messages, ...(active ? { [locale]: active.messages } : {}) },
  });
}

const withTimeout = <T,>(promise: Promise<T>, ms: number) =>
  Promise.race([
    promise,
    new Promise<never>((_, reject) => setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms)),
  ]);

/** The page with the station's first screen in place of the starting screen and the styles inline. */
export async function firstScreenPage(
  html: string,
  station: Station,
  locale: Locale,
  search: string,
  asset: FirstScreenOptions['asset'],
): Promise<string | undefined> {
  const start = html.indexOf(startMark);
  const end = html.indexOf(endMark);
  if (start < 0 || end < start) return undefined;
  const i18n = await i18nFor(locale);
  const markup = renderToStaticMarkup(
    <I18nProvider i18n={i18n}>
      <FirstScreen station={station} search={search} />
    </I18nProvider>,
  )
    // The app's own screen carries the test ids; two of each while it takes over would be one too many.
    .replace(/ data-testid="[^"]*"/g, '');
  let page = `${html.slice(0, start)}<div data-first-screen="">${markup}<span id="${shownWhole}"></span></div>${html.slice(end + endMark.length)}`;
  page = page.replace(/<html lang="[^"]*"/, `<html lang="${locale}"`);
  // The app's code downloads after the first frame (vite.firstPaint.ts adds these preloads then): the first frame
  // needs none of it, and on a slow phone nothing competes with the page for the connection until it is shown.
  const preloads = page.match(/<link rel="modulepreload"[^>]*>/g) ?? [];
  for (const link of preloads) page = page.replace(link, '');
  // Before the page's own script, which may start the app at once (in a page not shown).
  const template = `<template id="app-preloads">${preloads.join('')}</template>`;
  page = page.includes('<script>')
    ? page.replace('<script>', `${template}<script>`)
    : page.replace('</body>', `${template}</body>`);
  // The first frame waits until the whole first screen is parsed (where the browser knows rel=expect): the screen
  // appears at once, not the header first and the pumps a frame or two later on a slow phone.
  page = page.replace('</head>', `<link rel="expect" href="#${shownWhole}" blocking="render">\n  </head>`);
  // The app's styles in the page: nothing to wait for before the first frame.
  for (const link of page.match(/<link rel="stylesheet"[^>]*>/g) ?? []) {
    const href = /href="([^"]+)"/.exec(link)?.[1];
    const css = href?.startsWith('/') ? await asset(href).catch(() => undefined) : undefined;
    if (css !== undefined) page = page.replace(link, `<style>${css.replace(/<\/style/gi, '<\\/style')}</style>`);
  }
  return page;
}

export function createFirstScreenHandler(options: FirstScreenOptions) {
  const timeoutMs = options.timeoutMs ?? 1_500;
  return async (request: Request): Promise<Response | undefined> => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
    const url = new URL(request.url);
    const id = entryStation(url);
    if (!id) return undefined;
    const locale = localeOf(request.headers.get('Accept-Language'), request.headers.get('Cookie'));
    let station: Station | undefined;
    try {
      station = await withTimeout(options.station(id, locale), timeoutMs);
    } catch {
      return undefined;
    }
    // The app says why a station cannot be paid at; the first screen is only ever a guest's pump list, so a station
    // without pumps (nothing to sell, chargers, vending machines only), a gift-card shop, and one that turns guests
    // away are the app's too.
    if (!station || isOffline(station) || !station.products.some((product) => product.facility === 'PUMP'))
      return undefined;
    if (sellsGiftCards(station) || !acceptsGuests(station)) return undefined;
    const page = await firstScreenPage(options.html, station, locale, url.search, options.asset).catch(() => undefined);
    if (!page) return undefined;
    return new Response(request.method === 'HEAD' ? null : page, {
      headers: {
        'Content-Type': 'text/html; charset=utf-8',
        // The station's pumps and state change; the page is made for this request alone.
        'Cache-Control': 'no-store',
        Vary: 'Accept-Language, Cookie',
      },
    });
  };
}
