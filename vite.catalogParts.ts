import path from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import type { EntryChunk } from './vite.entryChunk.ts';

/**
 * Each language's catalog in parts: the messages of the modules the entry loads (vite.entryChunk.ts), which the
 * first screen needs; those of a landing screen's modules (`landingParts`: the map's), which that screen waits for;
 * and the rest, which the app's other code waits for (src/i18n/i18n.ts, `catalogsFor`, `catalogsComplete`).
 * The whole English catalog was 21 kB gzipped of the QR entry, of which the first screen uses about a tenth; the map
 * waited for the 19 kB of the rest, of which it shows a few lines.
 *
 * A message goes with the entry when one of the files the catalog names as its origins is one of the entry's
 * modules, or one of the modules the first screen (`firstScreen`, the pump screen) loads lazily and their imports:
 * those load with the screen, and the screen declares them with `firstScreenLazy` (src/app/lazy.tsx), which does
 * not wait for the rest. A message goes with a landing screen when it is not the entry's and one of its origins is
 * the screen's module or one of its static imports: what the screen draws before anything it loads lazily.
 *
 * The app imports `locales/<code>/messages.po?part=entry`, `?part=map` and `?part=rest`; a build gives each a mark,
 * which `renderChunk` replaces with its messages once the module graph says which modules the entry has. Outside a
 * build of the app (Vite's dev server, Vitest, the first-screen handler's build, which has no `entry`) the entry
 * part is the whole catalog and the others are empty.
 */

/**
 * Screens drivers land on whose code loads after the entry's (src/routes/MapRoute.tsx), each with its own part of
 * the catalogs: the page asks for it with the screen's code (vite.firstPaint.ts), and the screen waits for it only.
 */
export const landingParts = {
  map: { path: '/map', screen: /[\\/]src[\\/]features[\\/]map[\\/]MapScreen\.tsx$/ },
} as const;

export type CatalogPart = 'entry' | keyof typeof landingParts | 'rest';
const partNames = ['entry', ...Object.keys(landingParts), 'rest'].join('|');
const partId = new RegExp(`[\\\\/]locales[\\\\/]([a-z]{2})[\\\\/]messages\\.po\\?part=(${partNames})$`);

/** Which language's catalog, and which part of it, a module is (vite.firstPaint.ts, vite.serviceWorker.ts). */
export function catalogPartOf(id: string): { locale: string; part: CatalogPart } | undefined {
  const match = partId.exec(id);
  return match ? { locale: match[1] as string, part: match[2] as CatalogPart } : undefined;
}
const mark = new RegExp(`(["'\`])forecourt-catalog:([a-z]{2}):(${partNames})\\1`, 'g');

export function catalogParts(entry?: EntryChunk, firstScreen?: RegExp): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  let split = false;
  /** The modules the first screen loads lazily, with their static imports. */
  const firstScreenLazy = new Set<string>();
  /** Each landing screen's module with its static imports. */
  const landingModules = new Map<string, Set<string>>();
  let root = '';

  /** The compiled messages of `file`'s language, each with the files it is used in. */
  async function compiled(file: string) {
    const found = getCatalogForFile(path.relative(rootDir, file), await getCatalogs(config));
    if (!found) throw new Error(`${file} is not one of lingui.config's catalogs`);
    const { locale, catalog } = found;
    const options = { fallbackLocales: config.fallbackLocales || {}, sourceLocale };
    const [{ messages }, source] = await Promise.all([
      catalog.getTranslations(locale, options),
      catalog.read(sourceLocale),
    ]);
    const { source: json, errors } = createCompiledCatalog(locale, messages, { namespace: 'json' });
    if (errors.length) throw new Error(`${file}: ${errors.map(({ id }) => id).join(', ')} do not compile`);
    const all: Record<string, unknown> = JSON.parse(json).messages;
    const origins = (id: string) => (source?.[id]?.origin ?? []).map(([origin]) => origin);
    return { all, origins };
  }

  return {
    name: 'forecourt:catalog-parts',
    enforce: 'pre',
    configResolved(resolved) {
      split = resolved.command === 'build' && entry !== undefined;
      root = resolved.root;
    },
    buildEnd() {
      firstScreenLazy.clear();
      landingModules.clear();
      if (!split) return;
      const ids = [...this.getModuleIds()];
      const closure = (from: readonly string[], into: Set<string>) => {
        const queue = [...from];
        while (queue.length) {
          const id = queue.pop() as string;
          if (into.has(id)) continue;
          into.add(id);
          queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
        }
      };
      if (firstScreen) {
        const screen = ids.find((id) => firstScreen.test(id));
        if (!screen) throw new Error(`no module is the first screen (${firstScreen})`);
        closure(this.getModuleInfo(screen)?.dynamicallyImportedIds ?? [], firstScreenLazy);
      }
      for (const [name, landing] of Object.entries(landingParts)) {
        const screen = ids.find((id) => landing.screen.test(id));
        if (!screen) throw new Error(`no module is the ${name} landing screen (${landing.screen})`);
        const modules = new Set<string>();
        closure([screen], modules);
        landingModules.set(name, modules);
      }
    },
    async load(id) {
      const part = partId.exec(id);
      if (!part) return null;
      const [, locale, which] = part;
      const file = id.slice(0, id.indexOf('?'));
      this.addWatchFile(file);
      if (split) return { code: `export const messages = JSON.parse("forecourt-catalog:${locale}:${which}");` };
      const messages = which === 'entry' ? (await compiled(file)).all : {};
      return { code: `export const messages = JSON.parse(${JSON.stringify(JSON.stringify(messages))});` };
    },
    async renderChunk(code) {
      if (!entry || !code.includes('forecourt-catalog:')) return null;
      const relative = (ids: Iterable<string>) =>
        new Set([...ids].map((id) => path.relative(root, id.split('?')[0] ?? id)));
      const entryFiles = relative([...entry.modules(), ...firstScreenLazy]);
      if (!entryFiles.size) throw new Error("the entry's modules are unknown: catalogParts runs after entryChunk");
      const landingFiles = [...landingModules].map(([name, modules]) => [name, relative(modules)] as const);
      /** The one part a message goes with: the entry's, else the first landing screen's that uses it, else the rest. */
      const partOf = (origins: readonly string[]): string =>
        origins.some((origin) => entryFiles.has(origin))
          ? 'entry'
          : (landingFiles.find(([, files]) => origins.some((origin) => files.has(origin)))?.[0] ?? 'rest');
      const parts = new Map<string, string>();
      for (const [, , locale, which] of code.matchAll(mark)) {
        const { all, origins } = await compiled(path.join(root, 'locales', locale as string, 'messages.po'));
        const messages = Object.fromEntries(Object.entries(all).filter(([id]) => partOf(origins(id)) === which));
        parts.set(`${locale}:${which}`, JSON.stringify(JSON.stringify(messages)));
      }
      return {
        code: code.replace(mark, (_, _quote, locale, which) => parts.get(`${locale}:${which}`) as string),
        map: null,
      };
    },
  };
}
