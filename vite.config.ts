import { rm } from 'node:fs/promises';
import path from 'node:path';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import { storageKeys } from './src/storageKeys.ts';
import { catalogParts } from './vite.catalogParts.ts';
import { withoutChartDescriptions } from './vite.chartDescriptions.ts';
import { contentSecurity } from './vite.contentSecurity.ts';
import { entryChunk } from './vite.entryChunk.ts';
import { firstPaint } from './vite.firstPaint.ts';
import { firstScreen } from './vite.firstScreen.ts';
import { serviceWorker } from './vite.serviceWorker.ts';

/**
 * The sandbox platform and msw go into chunks of their own (named sandbox-*), so the app's size is measurable. Its
 * QR codes' library goes with it; its invoices and their PDF library go into one more, fetched for an invoice.
 */
const sandboxInvoiceModule =
  /[\\/]src[\\/]sandbox[\\/]invoice\.ts$|[\\/]node_modules[\\/](pdf-lib|@pdf-lib|pako|tslib)[\\/]/;
const sandboxModule =
  /[\\/]src[\\/]sandbox[\\/]|[\\/]node_modules[\\/](qrcode|dijkstrajs|msw|@mswjs|@open-draft|outvariant|strict-event-emitter|headers-polyfill|is-node-process|until-async|path-to-regexp|cookie|statuses|tough-cookie|tldts|tldts-core|graphql|set-cookie-parser|@bundled-es-modules|type-fest|rettime)[\\/]/;

/**
 * A build with a platform URL: every import of the sandbox from the app resolves to an empty module, so not one
 * line of it (nor msw, nor its worker) is emitted, even behind the `usesSandbox` branches the minifier drops.
 */
function withoutSandbox(): Plugin {
  const empty = '\0forecourt:left-out';
  let outDir = '';
  return {
    name: 'forecourt-without-sandbox',
    apply: 'build',
    enforce: 'pre',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    resolveId(source, importer) {
      const fromApp = importer !== undefined && !sandboxModule.test(importer);
      return fromApp && source.startsWith('.') && /(^|\/)sandbox\//.test(source) ? empty : null;
    },
    load: (id) => (id === empty ? 'export {};' : null),
    // msw's worker lives in public/ for the dev server; a platform build has no use for it.
    closeBundle: () => rm(path.join(outDir, 'mockServiceWorker.js'), { force: true }),
  };
}

/**
 * The hosts a build with a platform URL cannot do without: src/config.ts falls back to the sandbox's paths only in
 * sandbox builds. `vite build --mode platform` (.env.platform) sets them all for `npm run platform`.
 */
export const requiredHosts = [
  'VITE_PLATFORM_URL',
  'VITE_CLOUD_FUNCTIONS_URL',
  'VITE_CONTENT_URL',
  'VITE_MAINTENANCE_URL',
  'VITE_IDENTITY_PROVIDER_URL',
  'VITE_PAYMENT_PROVIDER_URL',
  'VITE_PAYMENT_SDK_FINISH_URL',
] as const;

/**
 * What a build against a real platform must say, each missing thing a sentence: every host, and which Google Pay
 * environment it pays in (TEST or PRODUCTION, never by default), with the merchant id Google gives for PRODUCTION, and
 * the client id of its OpenID Connect sign-in.
 */
export function platformBuildProblems(env: Record<string, string | undefined>): string[] {
  const missing = requiredHosts.filter((name) => !env[name]);
  const googlePay = env.VITE_GOOGLE_PAY_ENVIRONMENT;
  return [
    ...(missing.length ? [`it needs every host; missing: ${missing.join(', ')}`] : []),
    ...(googlePay === 'TEST' || googlePay === 'PRODUCTION'
      ? []
      : ['VITE_GOOGLE_PAY_ENVIRONMENT must say TEST or PRODUCTION']),
    ...(googlePay === 'PRODUCTION' && !env.VITE_GOOGLE_PAY_MERCHANT_ID
      ? ['Google Pay in PRODUCTION needs VITE_GOOGLE_PAY_MERCHANT_ID']
      : []),
    ...(env.VITE_OIDC_CLIENT_ID ? [] : ['"Continue with Google" needs VITE_OIDC_CLIENT_ID, the app\'s client id']),
  ];
}

/**
 * `vite preview` gzips every file it serves, anew at each request. The browser tests load a fresh copy of the app
 * in every test from this machine itself, where the bytes cost nothing and the gzipping about 5 % of the suite's CPU:
 * with PREVIEW_UNCOMPRESSED=1 (playwright.config.ts) the preview serves the files as they are. Lighthouse
 * (`npm run bench`) and `npm start` keep the compression a phone would get.
 */
function uncompressedPreview(): Plugin {
  return {
    name: 'forecourt-uncompressed-preview',
    configurePreviewServer(server) {
      server.middlewares.use((request, _response, next) => {
        delete request.headers['accept-encoding'];
        next();
      });
    },
  };
}

/**
 * The platform's origin, connected to while the page loads: the session's first call (the guest login) then finds
 * the connection open instead of paying its handshakes (DNS, TCP, TLS: up to three round trips on a phone) after
 * the app's code has run. The calls carry no cookies, hence `crossorigin` (the anonymous connections). A platform
 * on the app's own origin needs none.
 */
export function preconnect(platformUrl: string): Plugin {
  return {
    name: 'forecourt-preconnect',
    transformIndexHtml() {
      if (!URL.canParse(platformUrl)) return [];
      return [
        {
          tag: 'link',
          attrs: { rel: 'preconnect', href: new URL(platformUrl).origin, crossorigin: '' },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export default defineConfig(({ mode }) => {
  const env = loadEnv(mode, process.cwd(), 'VITE_');
  const sandbox = !env.VITE_PLATFORM_URL;
  const problems = sandbox ? [] : platformBuildProblems(env);
  if (problems.length)
    throw new Error(
      `A build with VITE_PLATFORM_URL: ${problems.join('; ')}. ` +
        'Set them in the environment or build with --mode platform (.env.platform, for npm run platform).',
    );
  const define = {
    __SANDBOX__: JSON.stringify(sandbox),
    __MAPBOX__: JSON.stringify(Boolean(env.VITE_MAPBOX_TOKEN && env.VITE_MAP_STYLE_URL)),
  };
  const entry = entryChunk(/[\\/]src[\\/]main\.tsx$/);
  return {
    // One compile-time switch: a build with a platform URL folds every `usesSandbox` branch away and leaves the
    // sandbox out (withoutSandbox); the e2e project `platform` checks the build for it by content.
    // And one for the map: a build without a Mapbox token and style carries no mapbox-gl (its licence ties it to
    // Mapbox's services), only MapLibre.
    define,
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      catalogParts(entry, /[\\/]src[\\/]flows[\\/]pay[\\/]pumpChoice[\\/]PumpScreen\.tsx$/),
      lingui(),
      serviceWorker(),
      firstPaint(
        storageKeys.locale,
        sandbox ? undefined : { platformUrl: env.VITE_PLATFORM_URL ?? '', authKey: storageKeys.auth },
      ),
      ...(sandbox
        ? []
        : [
            withoutSandbox(),
            withoutChartDescriptions(),
            contentSecurity(env, requiredHosts),
            preconnect(env.VITE_PLATFORM_URL ?? ''),
          ]),
      ...(process.env.PREVIEW_UNCOMPRESSED === '1' ? [uncompressedPreview()] : []),
      firstScreen(define),
      entry.plugin,
    ],
    preview: { port: 4173, strictPort: true },
    server: { port: 5173 },
    // maplibre-gl ships its worker as a separate module; pre-bundling it breaks the worker's URL in dev.
    optimizeDeps: { exclude: ['maplibre-gl'] },
    worker: { format: 'es' },
    build: {
      sourcemap: false,
      // .vite/manifest.json: the chunks each entry and each lazy module needs, for the byte budget
      // (tests/e2e-platform/budget.spec.ts).
      manifest: true,
      chunkSizeWarningLimit: 1500,
      // The page's own preloads (the entry's modules) stay; a lazy chunk's imports are not preloaded beside it, the
      // browser finds them in the chunk: each preload the helper adds costs a phone's main thread about 1 ms,
      // twenty of them in the pump screen's first render, and the screens a tap leads to are fetched ahead while
      // the page is idle (preloadWhenIdle, Frame's neighbourScreens), where the one more round trip is not waited for.
      modulePreload: { resolveDependencies: (_file, deps, { hostType }) => (hostType === 'html' ? deps : []) },
      rolldownOptions: {
        output: {
          codeSplitting: {
            includeDependenciesRecursively: false,
            groups: [
              // Before the sandbox's groups: what the entry shares with the sandbox stays in the entry's chunk.
              { name: 'app', test: entry.test, priority: 3 },
              { name: 'sandbox-invoice', test: sandboxInvoiceModule, priority: 2 },
              { name: 'sandbox', test: sandboxModule, priority: 1 },
            ],
          },
        },
      },
    },
  };
});
