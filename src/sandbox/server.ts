/**
 * The sandbox platform as a standalone HTTP server (`npm run platform`, scripts/platform.mjs): the same handlers,
 * scenarios and fixtures as the service worker of `npm start`, answered over real HTTP at the same paths of its
 * own origin, so a production build, a partner's app or a test talks to it as to the platform. Node only.
 */
import fs from 'node:fs';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { getResponse } from 'msw';
import { headerNames } from '../api/headers';
import { createSandbox, type SandboxHosts } from './handlers';
import { isAppOrigin } from './origins';

export { parseOrigins } from './origins';

import { seedData } from './seed';
import { createStore, fileStorage, memoryStorage } from './store';

export interface PlatformOptions {
  port: number;
  /** Partner apps allowed besides this machine's (CORS, and the hosted pages' way back). */
  partnerOrigins: readonly string[];
  /** A JSON file the state is loaded from and saved to after every change; in memory when absent. */
  statePath?: string;
  /** The built hosted pages (bank, card entry, PayPal, identity provider, Amazon, app switch, MB WAY). */
  pagesDir: string;
  log?: (line: string) => void;
}

/** The hosted pages the sandbox simulates, at the paths the embedded sandbox serves them. */
export const hostedPagePaths = [
  '/_sandbox/3ds',
  '/_sandbox/psp/card',
  '/_sandbox/paypal',
  '/_sandbox/identity',
  '/_sandbox/amazon',
  '/_sandbox/app-switch',
  '/_sandbox/mbway',
] as const;

/** Where the hosted pages' built files are served from (the `base` of their build). */
export const pagesBase = '/_sandbox/pages/';
export const pagesHtml = 'src/sandbox/hostedPages.html';

/** No request is held longer than this, whatever a handler waits for (the `no-answer` scenario waits 31 s). */
export const maxAnswerMs = 35_000;

export const platformHosts = (origin: string): SandboxHosts => ({
  platformUrl: `${origin}/_sandbox/platform`,
  cloudFunctionsUrl: `${origin}/_sandbox/functions`,
  contentUrl: `${origin}/_sandbox/content`,
  maintenanceUrl: `${origin}/_sandbox/maintenance/status.json`,
  paymentProviderUrl: `${origin}/_sandbox/psp`,
  errorTrackerUrl: `${origin}/_sandbox/tracker`,
  identityProviderUrl: `${origin}/_sandbox/identity`,
});

const allowedHeaders = ['Content-Type', ...Object.values(headerNames)].join(', ');
const exposedHeaders = Object.values(headerNames).join(', ');

/** The headers SPEC.md section 7 asks of a call, by host; sandbox-only paths (control, hosted pages) have none. */
export function requiredHeaders(pathname: string): { required: string[]; expected: string[] } {
  if (pathname.startsWith('/_sandbox/platform/_sandbox/')) return { required: [], expected: [] };
  if (pathname.startsWith('/_sandbox/platform/'))
    return { required: [headerNames.locale, headerNames.appVersion, headerNames.correlationId], expected: [] };
  // Cloud functions are a host of their own: the app sends locale and app version; a missing one is only warned.
  if (pathname.startsWith('/_sandbox/functions/'))
    return { required: [], expected: [headerNames.locale, headerNames.appVersion] };
  return { required: [], expected: [] };
}

const errorBody = (status: number, errorDescription: string) =>
  Response.json({ errorDescription, errorCodes: [status] }, { status });

const contentTypes: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.json': 'application/json',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
};

/** Where the payment SDK's host would take over at the end of a flow (`callback=sdk`): a page showing what it got. */
const sdkFinishPath = '/_sandbox/payment-sdk/finish';
const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
const sdkFinishPage = (paymentData: string) =>
  new Response(
    `<!doctype html><html lang="en"><head><meta charset="UTF-8" /><title>Payment SDK</title></head><body><main>` +
      `<h1>Payment finished</h1><p>The app handed the payment SDK:</p><pre>${escapeHtml(paymentData)}</pre></main></body></html>`,
    { headers: { 'Content-Type': 'text/html; charset=utf-8' } },
  );

const readBody = (request: IncomingMessage) =>
  new Promise<Uint8Array<ArrayBuffer>>((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    request.on('error', reject);
  });

export function startPlatform(options: PlatformOptions) {
  const origin = `http://localhost:${options.port}`;
  const log = options.log ?? ((line: string) => console.log(line));
  const storage = options.statePath ? fileStorage(options.statePath, fs) : memoryStorage();
  const store = createStore(seedData, storage);
  const sandbox = createSandbox(platformHosts(origin), { store, partnerOrigins: options.partnerOrigins });

  /** A hosted page: its built HTML, with the partner origins it may return the browser to. */
  const pageHtml = () => {
    const html = fs.readFileSync(path.join(options.pagesDir, pagesHtml), 'utf8');
    const meta = `<meta name="sandbox-partner-origins" content="${options.partnerOrigins.join(',')}" />`;
    return html.replace('</head>', `${meta}</head>`);
  };

  const staticAnswer = (pathname: string, search: URLSearchParams): Response | undefined => {
    if (pathname === sdkFinishPath) return sdkFinishPage(search.get('paymentData') ?? '');
    if ((hostedPagePaths as readonly string[]).includes(pathname.replace(/\/$/, '')))
      return new Response(pageHtml(), { headers: { 'Content-Type': contentTypes['.html']! } });
    if (!pathname.startsWith(pagesBase)) return undefined;
    const file = path.resolve(options.pagesDir, decodeURIComponent(pathname.slice(pagesBase.length)));
    if (!file.startsWith(path.resolve(options.pagesDir)) || !fs.statSync(file, { throwIfNoEntry: false })?.isFile())
      return errorBody(404, 'Not found');
    return new Response(fs.readFileSync(file), {
      headers: {
        'Content-Type': contentTypes[path.extname(file)] ?? 'application/octet-stream',
        'Cache-Control': 'public, max-age=31536000, immutable',
      },
    });
  };

  async function answer(request: Request, pathname: string, warnings: string[]): Promise<Response> {
    const staticResponse =
      request.method === 'GET' ? staticAnswer(pathname, new URL(request.url).searchParams) : undefined;
    if (staticResponse) return staticResponse;
    const { required, expected } = requiredHeaders(pathname);
    const missing = [...required, ...expected].filter((name) => !request.headers.get(name));
    if (missing.length) warnings.push(`missing ${missing.join(', ')}`);
    const refused = missing.filter((name) => required.includes(name));
    if (refused.length) return errorBody(400, `Missing header${refused.length > 1 ? 's' : ''}: ${refused.join(', ')}`);
    let timer: ReturnType<typeof setTimeout> | undefined;
    const cap = new Promise<Response>((resolve) => {
      timer = setTimeout(() => resolve(errorBody(504, 'No answer within 35 s')), maxAnswerMs);
    });
    try {
      const response = await Promise.race([getResponse(sandbox.handlers, request), cap]);
      return response ?? errorBody(404, `No such path: ${request.method} ${pathname}`);
    } finally {
      clearTimeout(timer);
    }
  }

  async function handle(incoming: IncomingMessage, outgoing: ServerResponse) {
    const started = Date.now();
    const url = new URL(incoming.url ?? '/', origin);
    const method = incoming.method ?? 'GET';
    const appOrigin = incoming.headers.origin;
    const allowed = appOrigin === undefined || isAppOrigin(appOrigin, options.partnerOrigins);
    const warnings: string[] = [];
    const header = (name: string) => {
      const value = incoming.headers[name.toLowerCase()];
      return Array.isArray(value) ? value.join(', ') : value;
    };
    const finish = (status: number) => {
      const correlationId = header(headerNames.correlationId) ?? '-';
      const locale = header(headerNames.locale) ?? '-';
      const token = header(headerNames.authToken) ? 'token' : 'no token';
      const notes = warnings.length ? `  WARNING: ${warnings.join('; ')}` : '';
      log(
        `${method} ${url.pathname} ${status} ${Date.now() - started} ms  id=${correlationId} locale=${locale} ${token}${notes}`,
      );
    };

    if (appOrigin !== undefined && allowed) {
      outgoing.setHeader('Access-Control-Allow-Origin', appOrigin);
      outgoing.setHeader('Access-Control-Expose-Headers', exposedHeaders);
    }
    outgoing.setHeader('Vary', 'Origin');
    if (!allowed) {
      warnings.push(`origin ${appOrigin} refused (start with --origin ${appOrigin} to allow it)`);
      outgoing.writeHead(403, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ errorDescription: `Origin not allowed: ${appOrigin}`, errorCodes: [403] }));
      finish(403);
      return;
    }
    if (method === 'OPTIONS') {
      outgoing.writeHead(204, {
        'Access-Control-Allow-Methods': 'GET, POST, PUT, PATCH, DELETE, OPTIONS',
        'Access-Control-Allow-Headers': allowedHeaders,
        'Access-Control-Max-Age': '600',
      });
      outgoing.end();
      finish(204);
      return;
    }

    const aborted = new AbortController();
    outgoing.on('close', () => {
      if (!outgoing.writableFinished) aborted.abort();
    });
    const body = method === 'GET' || method === 'HEAD' ? undefined : await readBody(incoming);
    const headers = new Headers();
    for (const [name, value] of Object.entries(incoming.headers))
      if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
    const request = new Request(url, { method, headers, body, signal: aborted.signal });

    const response = await answer(request, url.pathname, warnings);
    if (aborted.signal.aborted) {
      warnings.push('the caller gave up before the answer');
      finish(499);
      return;
    }
    if (response.type === 'error') {
      // msw's network error (the `flaky` scenario): the connection drops without an answer.
      outgoing.destroy();
      finish(0);
      return;
    }
    const responseHeaders: Record<string, string> = {};
    response.headers.forEach((value, name) => {
      responseHeaders[name] = value;
    });
    outgoing.writeHead(response.status, responseHeaders);
    outgoing.end(Buffer.from(await response.arrayBuffer()));
    finish(response.status);
  }

  const server = createServer((incoming, outgoing) => {
    handle(incoming, outgoing).catch((error: unknown) => {
      log(`${incoming.method} ${incoming.url} 500  ERROR: ${error instanceof Error ? error.stack : String(error)}`);
      if (!outgoing.headersSent) outgoing.writeHead(500, { 'Content-Type': 'application/json' });
      outgoing.end(JSON.stringify({ errorDescription: 'Internal error', errorCodes: [500] }));
    });
  });
  return new Promise<{ origin: string; close: () => Promise<void> }>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, () =>
      resolve({ origin, close: () => new Promise<void>((done) => server.close(() => done())) }),
    );
  });
}
