/**
 * The content security policy a build with a platform emits for itself, from its own hosts and its own inline
 * script (the first paint's, whose hash changes with every build):
 *
 * - in `index.html` as a `<meta http-equiv="Content-Security-Policy">`, so that any static host enforces it;
 * - in `serve.json`, the configuration of `serve` (a common static server: `npx serve dist`), with the policy as
 *   a header, the fallback of every path to `index.html`, and the cache headers of docs/DEPLOY.md;
 * - printed at the end of the build, for a server configured by hand.
 *
 * Sandbox builds (`npm start`) get none: they serve the sandbox's own pages and msw's worker.
 */
import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The hosts of the payment scripts the app loads (SPEC.md section 7), per directive. */
const wallets = {
  script: ['https://pay.google.com', 'https://www.paypal.com', 'https://*.paypal.com', 'https://*.payments-amazon.com'],
  frame: ['https://pay.google.com', 'https://*.paypal.com', 'https://*.amazon.com', 'https://*.amazon.de'],
  connect: ['https://pay.google.com', 'https://*.paypal.com', 'https://*.payments-amazon.com', 'https://*.amazon.com'],
};

const originOf = (url: string | undefined) => {
  if (!url) return [];
  try {
    return [new URL(url).origin];
  } catch {
    return [];
  }
};

/** The policy for a build's environment and the hashes of its inline scripts. */
export function contentSecurityPolicy(
  env: Record<string, string | undefined>,
  hostNames: readonly string[],
  scriptHashes: readonly string[],
) {
  const hosts = hostNames.flatMap((name) => originOf(env[name]));
  const mapbox = env.VITE_MAPBOX_TOKEN && env.VITE_MAP_STYLE_URL;
  const chat = originOf(env.VITE_SUPPORT_CHAT_URL);
  // A DSN names its ingest host behind the key (https://key@host/project); the origin leaves the key out.
  const errorTracker = originOf(env.VITE_ERROR_TRACKER_DSN);
  const scripts = [
    ...originOf(env.VITE_PAYPAL_SDK_URL),
    ...originOf(env.VITE_AMAZON_PAY_SCRIPT_URL),
    ...wallets.script,
    ...chat,
  ];
  const unique = (values: readonly string[]) => [...new Set(values)].join(' ');
  const directives: [string, string][] = [
    ['default-src', "'self'"],
    ['script-src', unique(["'self'", ...scriptHashes.map((hash) => `'sha256-${hash}'`), ...scripts])],
    // react-aria adds two small <style> elements of its own (touch-action on pressable elements, overscroll in
    // dialogs); scripts stay strict.
    ['style-src', unique(["'self'", "'unsafe-inline'", ...(mapbox ? ['https://api.mapbox.com'] : [])])],
    ['img-src', unique(["'self'", 'data:', 'blob:', 'https:', ...hosts])],
    ['font-src', "'self'"],
    [
      'connect-src',
      unique([
        "'self'",
        ...hosts,
        ...wallets.connect,
        ...chat,
        ...errorTracker,
        ...(mapbox ? ['https://*.mapbox.com'] : []),
      ]),
    ],
    ['frame-src', unique([...hosts, ...wallets.frame, ...chat])],
    ['worker-src', "'self' blob:"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', unique(["'self'", ...hosts])],
  ];
  return directives.map(([name, value]) => `${name} ${value}`).join('; ');
}

const inlineScript = /<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g;

/** `hostNames`: the variables that name the platform's hosts (vite.config.ts `requiredHosts`). */
export function contentSecurity(env: Record<string, string | undefined>, hostNames: readonly string[]): Plugin {
  return {
    name: 'forecourt-content-security',
    apply: 'build',
    enforce: 'post',
    generateBundle(_options, bundle) {
      const page = bundle['index.html'];
      if (!page || page.type !== 'asset') return;
      const html = String(page.source);
      const hashes = [...html.matchAll(inlineScript)].map(([, body]) =>
        createHash('sha256')
          .update(body ?? '')
          .digest('base64'),
      );
      const policy = contentSecurityPolicy(env, hostNames, hashes);
      page.source = html.replace(
        '<meta charset="UTF-8" />',
        `<meta charset="UTF-8" />\n    <meta http-equiv="Content-Security-Policy" content="${policy}" />`,
      );
      const serveConfig = {
        rewrites: [{ source: '**', destination: '/index.html' }],
        headers: [
          { source: '**', headers: [{ key: 'Content-Security-Policy', value: policy }] },
          {
            source: 'assets/**',
            headers: [{ key: 'Cache-Control', value: 'public, max-age=31536000, immutable' }],
          },
          { source: '{index.html,sw.js}', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
        ],
      };
      this.emitFile({ type: 'asset', fileName: 'serve.json', source: `${JSON.stringify(serveConfig, null, 2)}\n` });
      this.info(`Content-Security-Policy: ${policy}`);
    },
  };
}
