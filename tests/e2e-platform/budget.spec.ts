import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { generateMessageId } from '@lingui/message-utils/generateMessageId';
import { expect, test } from '@playwright/test';
import { platformBuildDir } from './hosts';

/**
 * The byte budget (bench/budget.json) of the production build this project serves: per route, gzip -9 of the files
 * its start modules need (each with its static imports and their CSS), as the build's manifest lists them. Computed
 * from the build, not timed; growing past a budget fails the suite.
 */
interface Chunk {
  file: string;
  css?: string[];
  imports?: string[];
}

const budget: { routes: Record<string, { from: string[]; gzipBytes: number }> } = JSON.parse(
  readFileSync('bench/budget.json', 'utf8'),
);
const manifest: Record<string, Chunk> = JSON.parse(
  readFileSync(path.join(platformBuildDir, '.vite/manifest.json'), 'utf8'),
);

/** The files a route needs: its start modules and, recursively, their static imports and CSS. */
function filesOf(from: readonly string[]): string[] {
  const seen = new Set<string>();
  const files = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) throw new Error(`the build's manifest has no ${key}: bench/budget.json names a module that moved`);
    files.add(chunk.file);
    for (const css of chunk.css ?? []) files.add(css);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of from) visit(key);
  return [...files].sort();
}

const gzipOf = (file: string) => gzipSync(readFileSync(path.join(platformBuildDir, file)), { level: 9 }).length;

for (const [route, { from, gzipBytes }] of Object.entries(budget.routes)) {
  test(`${route} stays within its byte budget of ${gzipBytes.toLocaleString('en')} bytes gzipped`, () => {
    const files = filesOf(from).map((file) => ({ file, gzip: gzipOf(file) }));
    const total = files.reduce((sum, { gzip }) => sum + gzip, 0);
    const largest = [...files]
      .sort((a, b) => b.gzip - a.gzip)
      .slice(0, 8)
      .map(({ file, gzip }) => `${file} ${gzip}`)
      .join(', ');
    expect(total, `${route}: ${total} bytes in ${files.length} files (largest: ${largest})`).toBeLessThanOrEqual(
      gzipBytes,
    );
  });
}

test('the QR entry needs no map code, no sandbox and no chart descriptions viewer', () => {
  const files = filesOf(budget.routes['qr-entry']?.from ?? []);
  expect(files.filter((file) => /maplibre|mapbox|MapScreen|sandbox|ChartsScreen/.test(file))).toEqual([]);
});

/**
 * A call path (or a field) that only each later domain's code has: `src/api/<domain>.ts` of the platform client,
 * and `flowSchemas.ts` for the later calls' schemas.
 */
const laterDomains = {
  orders: '/v4/ongoing-orders',
  payments: '/v4/payment-methods/is-payment-methods-limit-exceeded',
  vouchers: '/v4/vouchers/discount-preview',
  history: '/v4/account-history/costs',
  loyalty: '/v4/loyalty-subscriptions',
  vehicles: '/vehicles/makes',
  cloud: '/generate_register_options',
  provider: '/mbway/mandates',
  flowSchemas: 'isPriceHidden',
};

test("the QR entry has only its first screen's calls: the platform client's other domains and their schemas load with their first call", () => {
  const text = (file: string) => readFileSync(path.join(platformBuildDir, file), 'utf8');
  const entry = filesOf(budget.routes['qr-entry']?.from ?? []).filter((file) => file.endsWith('.js'));
  const built = Object.values(manifest)
    .map((chunk) => chunk.file)
    .filter((file) => file.endsWith('.js'));
  for (const [domain, marker] of Object.entries(laterDomains)) {
    // The marker is in the build (a renamed call would make this test pass for nothing), just not in the entry.
    expect(
      built.some((file) => text(file).includes(marker)),
      `${domain}'s "${marker}" somewhere in the build`,
    ).toBe(true);
    expect(
      entry.filter((file) => text(file).includes(marker)),
      `${domain}'s code in the QR entry`,
    ).toEqual([]);
  }
});

test('the QR entry starts with at most three scripts (the entry, the bundler runtime and the app chunk)', () => {
  const scripts = filesOf(budget.routes['qr-entry']?.from ?? []).filter((file) => file.endsWith('.js'));
  const catalogs = scripts.filter((file) => /\/messages-/.test(file));
  expect(scripts.filter((file) => !catalogs.includes(file)).length).toBeLessThanOrEqual(3);
});

test("a page opened on /map asks for the map screen's code and its part of the catalogs with the entry's, not after them", () => {
  const page = readFileSync(path.join(platformBuildDir, 'index.html'), 'utf8');
  const screen = manifest['src/features/map/MapScreen.tsx'];
  expect(screen, "the map screen's chunk").toBeDefined();
  const landing = /w=(\{"\/map":.*?\}\}\})\[location\.pathname\]/.exec(page)?.[1];
  expect(landing, "the page script's table of landing pages").toBeDefined();
  const { code, catalog } = JSON.parse(landing ?? '{}')['/map'] as {
    code: string[];
    catalog: Record<string, string>;
  };
  expect(code).toContain(`/${screen?.file}`);
  for (const imported of screen?.imports ?? []) {
    const file = manifest[imported]?.file;
    if (file && !filesOf(budget.routes['qr-entry']?.from ?? []).includes(file)) expect(code).toContain(`/${file}`);
  }
  for (const locale of ['en', 'de'])
    expect(catalog[locale]).toBe(`/${manifest[`locales/${locale}/messages.po?part=map`]?.file}`);
});

/** Each message of a PO catalog: its id as the app looks it up, its text, and the files that use it. */
function readCatalog(file: string) {
  const messages = new Map<string, { text: string; origins: string[] }>();
  for (const block of readFileSync(file, 'utf8').split(/\n\s*\n/)) {
    const field = (name: string) => {
      const match = new RegExp(`^${name} ((?:"(?:[^"\\\\]|\\\\.)*"\\n?)+)`, 'm').exec(block);
      return match?.[1]
        ?.trim()
        .split('\n')
        .map((line) => JSON.parse(line) as string)
        .join('');
    };
    const source = field('msgid');
    if (!source) continue;
    const origins = [...block.matchAll(/^#: (.+)$/gm)].flatMap((match) => (match[1] ?? '').split(' '));
    messages.set(generateMessageId(source, field('msgctxt')), { text: field('msgstr') || source, origins });
  }
  return messages;
}

test("each language's catalog comes in parts: the entry's messages, which the first screen waits for, the map's, which the map waits for, and the rest", async () => {
  for (const [locale, opening, noLocation, amount] of [
    [
      'en',
      'Opening the station…',
      'No geolocation: allow location access to see the stations near you.',
      'How much do you want to fuel at most?',
    ],
    [
      'de',
      'Station wird geöffnet…',
      'Kein Standort: Erlaube den Standortzugriff, um Tankstellen in deiner Nähe zu sehen.',
      'Für wie viel möchtest du höchstens tanken?',
    ],
  ] as const) {
    const part = async (which: 'entry' | 'map' | 'rest') => {
      const chunk = manifest[`locales/${locale}/messages.po?part=${which}`];
      if (!chunk) throw new Error(`the build has no ${which} part of the ${locale} catalog`);
      const module = await import(pathToFileURL(path.join(platformBuildDir, chunk.file)).href);
      return module.messages as Record<string, unknown>;
    };
    const [entry, map, rest] = await Promise.all([part('entry'), part('map'), part('rest')]);
    const catalog = readCatalog(`locales/${locale}/messages.po`);
    // Together the whole catalog, each message once.
    const ids = [...Object.keys(entry), ...Object.keys(map), ...Object.keys(rest)];
    expect(ids.length).toBe(new Set(ids).size);
    expect(new Set(ids)).toEqual(new Set(catalog.keys()));
    const idOf = (text: string) => [...catalog].find(([, message]) => message.text === text)?.[0] ?? text;
    // The starting screen's and the pump screen's messages come with the entry; the map's notice, with the map's
    // part; the amount screen's, with the rest.
    expect(entry[idOf(opening)]).toEqual([opening]);
    expect(map[idOf(noLocation)]).toEqual([noLocation]);
    expect(Object.keys(entry)).not.toContain(idOf(amount));
    expect(Object.keys(map)).not.toContain(idOf(amount));
    expect(rest[idOf(amount)]).toEqual([amount]);
    // The pump screen's, and those of what it loads lazily (its dialogs, the running orders), which do not wait for
    // the rest (firstScreenLazy).
    const firstScreen = [
      'pumpChoice/PumpScreen',
      'pumpChoice/GuestQuestion',
      'checkout/GuestNoWalletNotice',
      'pumpChoice/HintDialog',
      'pumpChoice/RunningOrders',
    ];
    for (const [id, { origins }] of catalog)
      if (firstScreen.some((name) => origins.includes(`src/flows/pay/${name}.tsx`)))
        expect(Object.keys(entry), id).toContain(id);
    // The map screen's own that the entry has not: what the map draws before anything it loads lazily.
    for (const [id, { origins }] of catalog)
      if (origins.includes('src/features/map/MapScreen.tsx') && !(id in entry))
        expect(Object.keys(map), id).toContain(id);
    expect(Object.keys(entry).length).toBeLessThan(catalog.size / 4);
    expect(Object.keys(map).length).toBeLessThan(catalog.size / 20);
  }
});
