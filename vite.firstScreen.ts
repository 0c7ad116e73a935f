/**
 * The station's first screen in the page's HTML (src/firstScreen), for the builds this repository serves:
 *
 * - after the app's build, its server part (`src/firstScreen/server.ts`, the Web-standard request handler) is built
 *   beside it, into `<outDir>-server/` (for `dist/`: `dist-server/first-screen.js`), with the same platform and the
 *   same catalogs; a deployer runs it in Node or on an edge runtime (docs/DEPLOY.md);
 * - `vite preview` (`npm start`, the bench, the browser tests) answers a QR code's link through it, gzipped when
 *   the browser accepts it, and every other request as before.
 */
import { existsSync, readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { catalogParts } from './vite.catalogParts.ts';

export const serverDirOf = (outDir: string) => `${outDir.replace(/[\\/]+$/, '')}-server`;
export const serverEntry = 'first-screen.js';

type Handler = (request: Request) => Promise<Response | undefined>;

/** A Node request as a Web `Request` (the handler reads only the method, the URL and the headers). */
function toRequest(incoming: IncomingMessage): Request {
  const headers = new Headers();
  for (const [name, value] of Object.entries(incoming.headers))
    if (value !== undefined) headers.set(name, Array.isArray(value) ? value.join(', ') : value);
  return new Request(new URL(incoming.url ?? '/', `http://${incoming.headers.host ?? 'localhost'}`), {
    method: incoming.method,
    headers,
  });
}

async function send(response: Response, incoming: IncomingMessage, outgoing: ServerResponse) {
  let body: Buffer = Buffer.from(await response.arrayBuffer());
  const headers = Object.fromEntries(response.headers);
  if (/\bgzip\b/.test(String(incoming.headers['accept-encoding'] ?? ''))) {
    body = gzipSync(body);
    headers['content-encoding'] = 'gzip';
  }
  headers['content-length'] = String(body.length);
  outgoing.writeHead(response.status, headers);
  outgoing.end(incoming.method === 'HEAD' ? undefined : body);
}

export function firstScreen(define: Record<string, string>): Plugin {
  let root = process.cwd();
  let outDir = 'dist';
  let mode = 'production';
  let isSsrBuild = false;
  return {
    name: 'forecourt-first-screen',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
      mode = config.mode;
      isSsrBuild = Boolean(config.build.ssr);
    },
    async closeBundle() {
      if (isSsrBuild || process.env.FIRST_SCREEN_BUILDING) return;
      process.env.FIRST_SCREEN_BUILDING = '1';
      try {
        await build({
          configFile: false,
          root,
          mode,
          logLevel: 'warn',
          define,
          publicDir: false,
          plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), catalogParts(), lingui()],
          build: {
            ssr: 'src/firstScreen/server.ts',
            outDir: serverDirOf(outDir),
            emptyOutDir: true,
            target: 'node20',
            rolldownOptions: { output: { entryFileNames: serverEntry } },
          },
        });
      } finally {
        delete process.env.FIRST_SCREEN_BUILDING;
      }
    },
    async configurePreviewServer(server) {
      const entry = path.join(serverDirOf(outDir), serverEntry);
      // FIRST_SCREEN=off: served as a purely static deployment would serve it (the bench's `static`).
      if (!existsSync(entry) || process.env.FIRST_SCREEN === 'off') return;
      const { firstScreenHandler } = (await import(pathToFileURL(entry).href)) as {
        firstScreenHandler(options: {
          html: string;
          asset(path: string): Promise<string | undefined>;
        }): Promise<Handler>;
      };
      // The build's files do not change while it is served: each is read once.
      const assets = new Map<string, string | undefined>();
      const handle = await firstScreenHandler({
        html: readFileSync(path.join(outDir, 'index.html'), 'utf8'),
        asset: async (pathname) => {
          if (!assets.has(pathname)) {
            const file = path.join(outDir, pathname);
            const inBuild = file.startsWith(outDir + path.sep) && existsSync(file);
            assets.set(pathname, inBuild ? readFileSync(file, 'utf8') : undefined);
          }
          return assets.get(pathname);
        },
      });
      server.middlewares.use((incoming, outgoing, next) => {
        handle(toRequest(incoming)).then((response) => (response ? send(response, incoming, outgoing) : next()), next);
      });
    },
  };
}
