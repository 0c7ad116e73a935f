/**
 * Builds the app's service worker, `sw.js` (src/serviceWorker): the shell code with this build's version and the
 * list of files to keep offline, and in sandbox builds msw's worker after it. Only `vite build` makes it; the dev
 * server registers msw's worker alone.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { catalogPartOf } from './vite.catalogParts.ts';

/** The map engines (over 1 MB each, only on /map) are kept when first used, not installed with the shell. */
const notPrecached = /(^|\/)(maplibre|mapbox)[^/]*$/i;

/**
 * The chart viewer, its stored layouts and its layout engine (only on /charts in sandbox builds) and the Stately
 * inspector are tools for designers and testers: a driver's phone never installs them.
 */
const chartTools =
  /[\\/](node_modules[\\/](elkjs|@statelyai)|src[\\/]features[\\/]charts|docs[\\/]charts|src[\\/]charts[\\/]elkLayout)[\\/.]/;

export function serviceWorker(): Plugin {
  const source = (name: string) => readFileSync(new URL(`./src/serviceWorker/${name}`, import.meta.url), 'utf8');
  // With no platform configured the app runs on the sandbox, whose msw worker joins the app's worker.
  let sandbox = true;
  return {
    name: 'forecourt-service-worker',
    apply: 'build',
    enforce: 'post',
    configResolved(config) {
      sandbox = !config.env.VITE_PLATFORM_URL;
    },
    generateBundle(_options, bundle) {
      const mapEngine = (file: (typeof bundle)[string]) =>
        notPrecached.test(file.fileName) ||
        (file.type === 'chunk' &&
          file.moduleIds.some((id) => /[\\/]node_modules[\\/](maplibre-gl|mapbox-gl)[\\/]/.test(id)));
      const chartTool = (file: (typeof bundle)[string]) =>
        file.type === 'chunk' && file.moduleIds.some((id) => chartTools.test(id));
      // A build with a platform never loads the sandbox's chunks (they may still be emitted).
      const sandboxOnly = (file: (typeof bundle)[string]) => !sandbox && /(^|\/)sandbox[^/]*$/.test(file.fileName);
      const files = Object.values(bundle)
        .filter((file) => !mapEngine(file) && !chartTool(file) && !sandboxOnly(file) && file.fileName !== 'index.html')
        .map((file) => `/${file.fileName}`)
        .sort();
      const precache = ['/index.html', '/favicon.svg', ...files];
      // The core is what the page loads before anything else (the entry, what it imports, its styles): installed
      // before the worker takes over; the rest is kept after, without holding up the first screen.
      const core = new Set<string>(['/index.html', '/favicon.svg']);
      const addChunk = (fileName: string) => {
        const file = bundle[fileName];
        if (!file || core.has(`/${fileName}`)) return;
        core.add(`/${fileName}`);
        if (file.type !== 'chunk') return;
        for (const css of file.viteMetadata?.importedCss ?? []) core.add(`/${css}`);
        for (const imported of file.imports) addChunk(imported);
      };
      for (const file of Object.values(bundle)) if (file.type === 'chunk' && file.isEntry) addChunk(file.fileName);
      // Each language's catalog (its parts, vite.catalogParts.ts): the page asks to keep its own language's
      // only (a driver reads one language).
      const catalogs: Record<string, string[]> = {};
      for (const file of Object.values(bundle)) {
        if (file.type !== 'chunk') continue;
        const locale = file.moduleIds.map((id) => catalogPartOf(id)?.locale).find(Boolean);
        if (locale) catalogs[locale] = [...(catalogs[locale] ?? []), `/${file.fileName}`];
      }
      const version = createHash('sha256').update(precache.join('\n')).digest('hex').slice(0, 12);
      const code = [
        `const version = ${JSON.stringify(version)};`,
        `const precache = ${JSON.stringify(precache)};`,
        `const catalogs = ${JSON.stringify(catalogs)};`,
        `const core = ${JSON.stringify([...core].sort())};`,
        source('shell.js'),
        ...(sandbox ? [source('sandbox.js')] : []),
      ].join('\n');
      this.emitFile({ type: 'asset', fileName: 'sw.js', source: code });
    },
  };
}
