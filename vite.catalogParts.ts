import path from 'node:path';
import { createCompiledCatalog, getCatalogForFile, getCatalogs } from '@lingui/cli/api';
import { getConfig } from '@lingui/conf';
import type { Plugin } from 'vite';
import type { EntryChunk } from './vite.entryChunk.ts';

/**
 * Each language's catalog in two parts: the messages of the modules the entry loads (vite.entryChunk.ts), which the
 * first screen needs, and the rest, which the app's other code waits for (src/i18n/i18n.ts, `catalogsComplete`).
 * The whole English catalog was 21 kB gzipped of the QR entry, of which the first screen uses about a tenth.
 *
 * A message goes with the entry when one of the files the catalog names as its origins is one of the entry's
 * modules, or one of the modules the first screen (`firstScreen`, the pump screen) loads lazily and their imports:
 * those load with the screen, and the screen declares them with `firstScreenLazy` (src/app/lazy.tsx), which does
 * not wait for the rest. The app imports `locales/<code>/messages.po?part=entry` and `?part=rest`; a build gives
 * each a mark, which `renderChunk` replaces with its messages once the module graph says which modules the entry
 * has. Outside a build of the app (Vite's dev server, Vitest, the first-screen handler's build, which has no
 * `entry`) the entry part is the whole catalog and the rest is empty.
 */
const partId = /[\\/]locales[\\/]([a-z]{2})[\\/]messages\.po\?part=(entry|rest)$/;

/** Which language's catalog, and which part of it, a module is (vite.firstPaint.ts, vite.serviceWorker.ts). */
export function catalogPartOf(id: string): { locale: string; part: 'entry' | 'rest' } | undefined {
  const match = partId.exec(id);
  return match ? { locale: match[1] as string, part: match[2] as 'entry' | 'rest' } : undefined;
}
const mark = /(["'`])forecourt-catalog:([a-z]{2}):(entry|rest)\1/g;

export function catalogParts(entry?: EntryChunk, firstScreen?: RegExp): Plugin {
  const config = getConfig();
  const rootDir = config.rootDir ?? process.cwd();
  const sourceLocale = config.sourceLocale ?? 'en';
  let split = false;
  /** The modules the first screen loads lazily, with their static imports. */
  const firstScreenLazy = new Set<string>();
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
      if (!split || !firstScreen) return;
      const screen = [...this.getModuleIds()].find((id) => firstScreen.test(id));
      if (!screen) throw new Error(`no module is the first screen (${firstScreen})`);
      const queue = [...(this.getModuleInfo(screen)?.dynamicallyImportedIds ?? [])];
      while (queue.length) {
        const id = queue.pop() as string;
        if (firstScreenLazy.has(id)) continue;
        firstScreenLazy.add(id);
        queue.push(...(this.getModuleInfo(id)?.importedIds ?? []));
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
      const entryFiles = new Set(
        [...entry.modules(), ...firstScreenLazy].map((id) => path.relative(root, id.split('?')[0] ?? id)),
      );
      if (!entryFiles.size) throw new Error("the entry's modules are unknown: catalogParts runs after entryChunk");
      const parts = new Map<string, string>();
      for (const [, , locale, which] of code.matchAll(mark)) {
        const { all, origins } = await compiled(path.join(root, 'locales', locale as string, 'messages.po'));
        const messages = Object.fromEntries(
          Object.entries(all).filter(
            ([id]) => origins(id).some((origin) => entryFiles.has(origin)) === (which === 'entry'),
          ),
        );
        parts.set(`${locale}:${which}`, JSON.stringify(JSON.stringify(messages)));
      }
      return {
        code: code.replace(mark, (_, _quote, locale, which) => parts.get(`${locale}:${which}`) as string),
        map: null,
      };
    },
  };
}
