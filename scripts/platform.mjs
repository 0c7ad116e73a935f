// `npm run platform`: the sandbox platform as a standalone HTTP server (src/sandbox/server.ts).
//
//   node scripts/platform.mjs [--port 4400] [--origin <url>]... [--state <file.json>]
//
// Environment equivalents: PLATFORM_PORT, PLATFORM_ORIGINS (comma separated), PLATFORM_STATE. The server and the
// hosted pages are built into dist-sandbox-server/ first, whenever a source is newer than that build.
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist-sandbox-server');
const stampFile = path.join(outDir, 'built-from.txt');

const { values } = parseArgs({
  options: {
    port: { type: 'string' },
    origin: { type: 'string', multiple: true },
    state: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log('node scripts/platform.mjs [--port 4400] [--origin <url>]... [--state <file.json>]');
  process.exit(0);
}
const port = Number(values.port ?? process.env.PLATFORM_PORT ?? 4400);
if (!Number.isInteger(port) || port <= 0 || port > 65_535) {
  console.error(`Not a port: ${values.port ?? process.env.PLATFORM_PORT}`);
  process.exit(2);
}
const originList = [...(values.origin ?? []), ...(process.env.PLATFORM_ORIGINS ?? '').split(',')].filter(Boolean);
const statePath = values.state ?? process.env.PLATFORM_STATE;

/** The newest modification time of the sources the server and its pages are built from. */
function newestSource() {
  let newest = 0;
  const visit = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) visit(full);
      else newest = Math.max(newest, statSync(full).mtimeMs);
    }
  };
  visit(path.join(root, 'src'));
  visit(path.join(root, 'machines'));
  for (const file of ['package-lock.json', 'scripts/platform.mjs'])
    newest = Math.max(newest, statSync(path.join(root, file)).mtimeMs);
  return newest;
}

async function buildIfStale() {
  const newest = newestSource();
  if (existsSync(stampFile) && Number(readFileSync(stampFile, 'utf8')) >= newest) return;
  const started = Date.now();
  console.log('Building the sandbox platform server and its hosted pages…');
  // The pages call the sandbox hosts of the origin they are served from: no platform URL may reach their build.
  for (const name of Object.keys(process.env)) if (name.startsWith('VITE_')) delete process.env[name];
  const { build } = await import('vite');
  const react = (await import('@vitejs/plugin-react')).default;
  const shared = {
    configFile: false,
    root,
    logLevel: 'warn',
    envDir: outDir,
    mode: 'sandbox-server',
    define: { __SANDBOX__: 'true' },
    publicDir: false,
  };
  await build({
    ...shared,
    build: {
      ssr: 'src/sandbox/server.ts',
      outDir,
      emptyOutDir: true,
      target: 'node20',
      rolldownOptions: { output: { entryFileNames: 'server.js' } },
    },
  });
  await build({
    ...shared,
    base: '/_sandbox/pages/',
    plugins: [react()],
    build: {
      outDir: path.join(outDir, 'pages'),
      emptyOutDir: true,
      rolldownOptions: { input: path.join(root, 'src/sandbox/hostedPages.html') },
    },
  });
  writeFileSync(stampFile, String(newest));
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

await buildIfStale();
const { startPlatform, parseOrigins } = await import(pathToFileURL(path.join(outDir, 'server.js')).href);
const partnerOrigins = parseOrigins(originList);
const { origin } = await startPlatform({
  port,
  partnerOrigins,
  statePath: statePath ? path.resolve(statePath) : undefined,
  pagesDir: path.join(outDir, 'pages'),
});
console.log(`Platform ready on ${origin}`);
console.log(`  platform ${origin}/_sandbox/platform · cloud functions ${origin}/_sandbox/functions`);
console.log(
  `  apps allowed: http://localhost:<any port>, http://127.0.0.1:<any port>${partnerOrigins.map((o) => `, ${o}`).join('')}`,
);
console.log(`  state: ${statePath ? path.resolve(statePath) : 'in memory'}`);
