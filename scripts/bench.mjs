// npm run bench — measures, asserts nothing.
// Builds the app twice, as `npm start` serves it (sandbox: dist/) and as drivers would get it (platform: a build
// with a platform URL, bench/out/platform, talking over HTTP to `npm run platform`), and a blank React 19 page
// (bench/blank -> bench/out/blank); serves each with `vite preview`, then per page: (1) a fresh Chromium
// (Playwright, mobile 390x844@3x) records the same-origin JS/CSS files loaded until the page is ready, gzip -9 of
// each distinct file is computed from the build output; (2) Lighthouse 12 (mobile defaults, performance +
// accessibility) runs 3 times, one after another, and each figure is the median of the three.
// Writes bench/results.json and prints a markdown table. `--blank-only` measures just the blank page (no JSON).
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const CHROME = '/usr/bin/chromium';
// Browser launch recipe from TOOLCHAIN.md (plus swiftshader, which chrome-launcher doesn't add by itself).
const FLAGS = (
  '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking ' +
  '--disable-component-update --disable-sync --enable-unsafe-swiftshader'
).split(' ');
const READY_TIMEOUT_MS = 20_000;
const blankOnly = process.argv.includes('--blank-only');
/** Lighthouse runs per page; every figure is their median. */
const RUNS = 3;
const PLATFORM_PORT = 4402;

const SITES = {
  app: { dist: path.join(ROOT, 'dist'), port: 4180, build: ['vite', 'build'], preview: ['--outDir', 'dist'] },
  platform: {
    dist: path.join(ROOT, 'bench/out/platform'),
    port: 4182,
    build: ['vite', 'build', '--mode', 'platform', '--outDir', 'bench/out/platform', '--emptyOutDir'],
    preview: ['--outDir', 'bench/out/platform'],
    // .env.platform's hosts, moved to the bench's own platform server.
    env: () => ({
      PLATFORM_ORIGIN: `http://localhost:${PLATFORM_PORT}`,
      VITE_ERROR_TRACKER_DSN: `http://forecourt@localhost:${PLATFORM_PORT}/_sandbox/tracker/1`,
    }),
  },
  // The same platform build served as a purely static deployment: no first-screen handler (vite.firstScreen.ts).
  static: {
    dist: path.join(ROOT, 'bench/out/platform'),
    port: 4183,
    preview: ['--outDir', 'bench/out/platform'],
    previewEnv: { FIRST_SCREEN: 'off' },
  },
  blank: {
    dist: path.join(ROOT, 'bench/out/blank'),
    port: 4181,
    build: ['vite', 'build', '--config', 'bench/blank/vite.config.ts'],
    preview: ['--config', 'bench/blank/vite.config.ts'],
  },
};
const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
const appPages = (site) => [
  {
    key: 'qr-entry',
    site,
    path: '/?pid=5b9a7c1e-0000-4000-8000-000000000001',
    ready: (p) => visible(p.getByTestId('station-name')),
  },
  {
    key: 'map',
    site,
    path: '/map',
    ready: (p) =>
      p.locator('[data-testid="map-ready"]').first().waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS }),
  },
];
/**
 * The configurations measured: what `npm start` serves, and the build drivers would get, with the station's first
 * screen in the HTML (the first-screen handler) and as a purely static deployment.
 */
const CONFIGS = { sandbox: 'app', platform: 'platform', static: 'static' };
const PAGES = [
  ...Object.entries(CONFIGS).flatMap(([config, site]) =>
    appPages(site)
      .map((page) => ({ ...page, config }))
      // The handler answers a QR code's link only: the static deployment's map is the platform's.
      .filter((page) => config !== 'static' || page.key === 'qr-entry'),
  ),
  { key: 'blank', site: 'blank', path: '/', ready: (p) => visible(p.locator('h1')) },
].filter((page) => !blankOnly || page.site === 'blank');
const pageId = (page) => (page.config ? `${page.config}/${page.key}` : page.key);

const groups = []; // pids of process-group leaders we started: preview servers (npx -> vite), Lighthouse's Chromium
let profileDir = null; // Lighthouse Chromium profile, removed even when the run is interrupted
process.on('exit', () => {
  for (const pid of groups.splice(0)) {
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {} // already gone
  }
  if (profileDir) rmSync(profileDir, { recursive: true, force: true });
});
for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => process.exit(130));

function run(args, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit', env: { ...process.env, ...env } });
    child.on('error', reject);
    child.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`npx ${args.join(' ')} exited ${code}`))));
  });
}

function portIsFree(port) {
  return new Promise((resolve) => {
    const srv = net.createServer().once('error', () => resolve(false));
    srv.listen(port, () => srv.close(() => resolve(true)));
  });
}

async function startPreview(site) {
  while (!(await portIsFree(site.port))) site.port++;
  const args = ['vite', 'preview', ...site.preview, '--port', String(site.port), '--strictPort'];
  const child = spawn('npx', args, {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, ...site.previewEnv },
  });
  groups.push(child.pid);
  let log = '';
  for (const s of [child.stdout, child.stderr]) s.on('data', (d) => (log += d));
  site.origin = `http://localhost:${site.port}`;
  for (const deadline = Date.now() + 30_000; Date.now() < deadline; ) {
    if (child.exitCode !== null) break;
    try {
      if ((await fetch(site.origin)).ok) return;
    } catch {}
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`vite preview on ${site.port} did not answer:\n${log}`);
}

/** `npm run platform` on the bench's own port, for the platform build to talk to over HTTP. */
async function startPlatform() {
  if (!(await portIsFree(PLATFORM_PORT))) throw new Error(`port ${PLATFORM_PORT} is busy; the bench needs it`);
  const child = spawn('node', ['scripts/platform.mjs', '--port', String(PLATFORM_PORT)], {
    cwd: ROOT,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  groups.push(child.pid);
  let log = '';
  await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the platform did not start:\n${log}`)), 120_000);
    for (const stream of [child.stdout, child.stderr])
      stream.on('data', (data) => {
        log += data;
        if (/Platform ready on/.test(log)) {
          clearTimeout(timer);
          resolve();
        }
      });
    child.on('exit', () => reject(new Error(`the platform exited:\n${log}`)));
  });
  // Its request log is not the bench's business.
  child.stdout.resume();
  child.stderr.resume();
}

function classify(pathname) {
  if (pathname.endsWith('.css')) return 'css';
  const name = path.posix.basename(pathname);
  return name.startsWith('sandbox') || pathname === '/mockServiceWorker.js' ? 'sandbox' : 'app';
}

async function measureBytes(page, site) {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  try {
    const context = await browser.newContext({
      viewport: { width: 390, height: 844 },
      deviceScaleFactor: 3,
      isMobile: true,
      hasTouch: true,
    });
    const seen = new Set();
    context.on('response', (res) => {
      // What a service worker fetches for itself (the offline shell it keeps) is not what the page loaded.
      if (res.request().serviceWorker()) return;
      const url = new URL(res.url());
      const type = res.request().resourceType();
      const byExt = /\.(m?js|css)$/.test(url.pathname);
      if (url.origin === site.origin && (type === 'script' || type === 'stylesheet' || byExt)) seen.add(url.pathname);
    });
    const tab = await context.newPage();
    const started = Date.now();
    await tab.goto(site.origin + page.path, { waitUntil: 'load', timeout: 30_000 });
    let ready = true;
    try {
      await page.ready(tab);
    } catch {
      ready = false;
      await tab.waitForLoadState('networkidle', { timeout: 30_000 }).catch(() => {});
      await tab.waitForTimeout(2000);
    }
    const readyMs = Date.now() - started;
    const files = [...seen];
    // The service worker script is fetched by the browser, not the page; add it from the registrations.
    const workers = await tab.evaluate(async () => {
      const regs = (await navigator.serviceWorker?.getRegistrations()) ?? [];
      return regs.map((r) => (r.installing ?? r.waiting ?? r.active)?.scriptURL).filter(Boolean);
    });
    for (const w of workers) if (new URL(w).origin === site.origin) files.push(new URL(w).pathname);

    const result = { appJsGzip: 0, sandboxJsGzip: 0, cssGzip: 0, ready, readyMs, files: [] };
    for (const pathname of [...new Set(files)].sort()) {
      const file = path.join(site.dist, decodeURIComponent(pathname));
      if (!file.startsWith(site.dist + path.sep) || !existsSync(file)) {
        result.files.push({ path: pathname, missing: true });
        continue;
      }
      const bytes = readFileSync(file);
      const gzip = gzipSync(bytes, { level: 9 }).length;
      const kind = classify(pathname);
      result[{ app: 'appJsGzip', sandbox: 'sandboxJsGzip', css: 'cssGzip' }[kind]] += gzip;
      result.files.push({ path: pathname, kind, bytes: bytes.length, gzip });
    }
    return result;
  } finally {
    await browser.close();
  }
}

/**
 * The map with the sandbox's 2,400 stations: the map code's gzip size, the time to the first stations with most of
 * Germany in view, and the station requests of a scripted pan/zoom sequence (keyboard, as a user would).
 */
async function measureMap(site, qrEntryFiles) {
  const browser = await chromium.launch({ executablePath: CHROME, headless: true, args: FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, permissions: [] });
    const pois = [];
    const scripts = new Set();
    context.on('request', (req) => {
      if (req.serviceWorker()) return; // the offline shell the worker keeps for itself
      const url = new URL(req.url());
      if (url.pathname.includes('/v4/pois/') && url.searchParams.has('radiusM')) pois.push(url.search);
      if (url.origin === site.origin && /\.(m?js|css)$/.test(url.pathname)) scripts.add(url.pathname);
    });
    const tab = await context.newPage();
    const started = Date.now();
    await tab.goto(`${site.origin}/map`, { waitUntil: 'load' });
    const canvas = tab.locator('.map-canvas canvas');
    await canvas.waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
    await tab.locator('.map-canvas[data-ready="true"]').waitFor({ timeout: READY_TIMEOUT_MS });
    const engineMs = Date.now() - started;
    const stationCount = () => tab.locator('.map-canvas').getAttribute('data-station-count').then(Number);
    const settle = () => tab.waitForTimeout(1200);
    await canvas.focus();
    // Default view (zoom 4.7, the whole of Central Europe): "zoom in". Two steps in: most of Germany.
    await tab.keyboard.press('Equal');
    await settle();
    const zoomedAt = Date.now();
    await tab.keyboard.press('Equal');
    await tab.waitForFunction(
      () => Number(document.querySelector('.map-canvas')?.getAttribute('data-station-count')) > 0,
      null,
      { timeout: READY_TIMEOUT_MS },
    );
    const firstStationsMs = Date.now() - zoomedAt;
    await settle();
    const germanyStations = await stationCount();
    const germanyRequests = pois.length;
    for (const key of ['ArrowRight', 'ArrowRight', 'ArrowDown', 'ArrowLeft', 'Equal', 'Minus', 'ArrowUp']) {
      await tab.keyboard.press(key);
      await settle();
    }
    const mapFiles = [...scripts].filter((p) => !qrEntryFiles.includes(p));
    let mapGzip = 0;
    for (const pathname of mapFiles) {
      const file = path.join(site.dist, decodeURIComponent(pathname));
      if (existsSync(file)) mapGzip += gzipSync(readFileSync(file), { level: 9 }).length;
    }
    return {
      mapCodeGzip: mapGzip,
      mapFiles: mapFiles.sort(),
      engineReadyMs: engineMs,
      firstStationsMs,
      germanyStations,
      germanyRequests,
      sequenceRequests: pois.length,
      qrEntryHasMapCode: qrEntryFiles.some((p) => /maplibre|mapbox|MapScreen|engine/.test(p)),
    };
  } finally {
    await browser.close();
  }
}

// Lighthouse sometimes rejects a promise it doesn't await ("Inspected target navigated or closed"); route such a
// rejection into the running audit so it fails (and is retried) instead of crashing the script. One that arrives
// after its audit has ended (while its browser closes) has nothing left to fail: it is logged, not fatal.
let onStrayRejection = null;
const fromLighthouse = (err) => err?.name === 'LighthouseError' || err?.protocolMethod != null;
process.on('unhandledRejection', (err) => {
  if (onStrayRejection) return onStrayRejection(err);
  if (fromLighthouse(err)) return console.warn(`ignored after its audit ended: ${err.message}`);
  console.error(err);
  process.exit(1);
});

async function runLighthouse(url, { applied = false } = {}) {
  profileDir = mkdtempSync(path.join(os.tmpdir(), 'bench-lighthouse-'));
  const chrome = await chromeLauncher.launch({
    chromePath: CHROME,
    chromeFlags: FLAGS,
    userDataDir: profileDir,
    logLevel: 'silent',
  });
  groups.push(chrome.pid);
  const stray = new Promise((_, reject) => (onStrayRejection = reject));
  try {
    const categories = ['performance', 'accessibility'];
    // `applied`: the browser itself is slowed (DevTools throttling, Lighthouse's 150 ms / 1.6 Mbit/s / 4× CPU), so
    // each request waits for the one before it as on a phone: the request chain shows.
    const audit = lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: categories,
      ...(applied && { throttlingMethod: 'devtools' }),
    });
    audit.catch(() => {}); // if the stray rejection wins, the abandoned audit's own rejection is expected
    const { lhr } = await Promise.race([audit, stray]);
    const score = (c) => (lhr.categories[c]?.score == null ? null : Math.round(lhr.categories[c].score * 100));
    const num = (a) => lhr.audits[a]?.numericValue ?? null;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      lcpMs: num('largest-contentful-paint') && Math.round(num('largest-contentful-paint')),
      tbtMs: num('total-blocking-time') && Math.round(num('total-blocking-time')),
      cls: num('cumulative-layout-shift') && Math.round(num('cumulative-layout-shift') * 1000) / 1000,
      ...(lhr.runtimeError && { error: `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` }),
    };
  } finally {
    onStrayRejection = null;
    await chrome.kill();
    groups.splice(groups.indexOf(chrome.pid), 1);
    rmSync(profileDir, { recursive: true, force: true });
    profileDir = null;
  }
}

async function lighthouseWithRetry(url, options) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url, options);
    } catch (err) {
      console.warn(`Lighthouse attempt ${attempt} on ${url} failed: ${err.message}`);
      if (attempt === 2) {
        return { performance: null, accessibility: null, lcpMs: null, tbtMs: null, cls: null, error: err.message };
      }
    }
  }
}

const median = (values) => {
  const known = values.filter((v) => v != null).sort((a, b) => a - b);
  return known.length ? known[Math.floor((known.length - 1) / 2)] : null;
};

/** Lighthouse `RUNS` times; each figure is the median of the runs (with every run kept for reference). */
async function lighthouseMedian(url) {
  const runs = [];
  for (let i = 0; i < RUNS; i++) runs.push(await lighthouseWithRetry(url));
  const figure = (key) => median(runs.map((run) => run[key]));
  const errors = runs.filter((run) => run.error).map((run) => run.error);
  return {
    performance: figure('performance'),
    accessibility: figure('accessibility'),
    lcpMs: figure('lcpMs'),
    tbtMs: figure('tbtMs'),
    cls: figure('cls'),
    runs,
    ...(errors.length && { error: errors.join('; ') }),
  };
}

const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
const ratio = (a, b) => (a == null || !b ? null : Number((a / b).toPrecision(3)));
const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const show = (v, unit = '') => (v == null ? '–' : `${v}${unit}`);

async function main() {
  const t0 = Date.now();
  const sites = blankOnly ? ['blank'] : ['app', 'platform', 'static', 'blank'];
  for (const s of sites) if (SITES[s].build) await run(SITES[s].build, SITES[s].env?.() ?? {});
  if (!blankOnly) await startPlatform();
  for (const s of sites) await startPreview(SITES[s]);

  const results = {};
  const failures = []; // recorded in the results, reported at the end, and make the exit code non-zero
  for (const page of PAGES) {
    console.log(`[${secs(t0)}] ${pageId(page)}: bytes until ready…`);
    results[pageId(page)] = await measureBytes(page, SITES[page.site]);
  }
  let map;
  if (!blankOnly) {
    console.log(`[${secs(t0)}] map: stations with Germany in view, scripted pan/zoom…`);
    map = await measureMap(
      SITES.app,
      results['sandbox/qr-entry'].files.map((f) => f.path),
    );
  }
  for (const page of PAGES) {
    console.log(`[${secs(t0)}] ${pageId(page)}: lighthouse ×${RUNS}…`);
    const lh = await lighthouseMedian(SITES[page.site].origin + page.path);
    if (lh.error) failures.push(`Lighthouse ${pageId(page)}: ${lh.error}`);
    results[pageId(page)].lighthouse = lh;
  }

  // One run with applied throttling per QR entry variant and the blank page: the request chain, as a phone has it.
  const applied = {};
  if (!blankOnly) {
    for (const page of PAGES.filter((p) => p.key === 'qr-entry' || p.key === 'blank')) {
      console.log(`[${secs(t0)}] ${pageId(page)}: lighthouse, applied throttling…`);
      applied[pageId(page)] = await lighthouseWithRetry(SITES[page.site].origin + page.path, { applied: true });
    }
  }

  const blank = results.blank;
  const ratiosOf = (r) => ({
    appJsGzip: ratio(r.appJsGzip, blank.appJsGzip),
    lcpMs: ratio(r.lighthouse.lcpMs, blank.lighthouse.lcpMs),
    tbtMs: ratio(r.lighthouse.tbtMs, blank.lighthouse.tbtMs),
  });
  const configurations = {};
  for (const config of Object.keys(CONFIGS)) {
    const routes = {};
    const ratios = {};
    for (const page of PAGES.filter((p) => p.config === config)) {
      routes[page.key] = results[pageId(page)];
      ratios[page.key] = ratiosOf(routes[page.key]);
    }
    configurations[config] = { routes, ratios };
  }
  const out = {
    // `routes` and `ratios` are the sandbox configuration's, as before configurations were measured side by side.
    routes: configurations.sandbox?.routes,
    blank,
    ratios: configurations.sandbox?.ratios,
    configurations,
    lighthouseRuns: RUNS,
    appliedThrottling: applied,
    map,
    measuredAt: new Date().toISOString(),
  };
  if (!blankOnly) writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);

  const rows = [
    `| configuration | route | app JS gz | JS files | sandbox JS gz | CSS gz | perf | a11y | LCP | TBT | CLS |`,
    '|---|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const page of PAGES) {
    const r = results[pageId(page)];
    const lh = r.lighthouse;
    const name = r.ready ? page.key : `${page.key} (not ready)`;
    rows.push(
      `| ${page.config ?? '–'} | ${name} | ${kB(r.appJsGzip)} | ${r.files.filter((f) => f.kind === 'app').length} | ` +
        `${kB(r.sandboxJsGzip)} | ${kB(r.cssGzip)} | ` +
        `${show(lh.performance)} | ${show(lh.accessibility)} | ${show(lh.lcpMs, ' ms')} | ${show(lh.tbtMs, ' ms')} | ` +
        `${show(lh.cls)} |`,
    );
  }
  console.log(`\nMedians of ${RUNS} Lighthouse runs per page.\n\n${rows.join('\n')}\n`);
  if (Object.keys(applied).length) {
    console.log('One run each with applied (DevTools) throttling:\n');
    console.log('| page | perf | LCP | TBT | CLS |\n|---|---:|---:|---:|---:|');
    for (const [id, lh] of Object.entries(applied))
      console.log(
        `| ${id} | ${show(lh.performance)} | ${show(lh.lcpMs, ' ms')} | ${show(lh.tbtMs, ' ms')} | ${show(lh.cls)} |`,
      );
    console.log('');
  }
  for (const [config, { ratios }] of Object.entries(configurations)) {
    for (const [key, r] of Object.entries(ratios)) {
      console.log(
        `${config} ${key} / blank: app JS gz ×${show(r.appJsGzip)}, LCP ×${show(r.lcpMs)}, TBT ×${show(r.tbtMs)}`,
      );
    }
  }
  if (map) {
    console.log(
      `\nmap: map code ${kB(map.mapCodeGzip)} gz (${map.mapFiles.length} files), engine ready ${map.engineReadyMs} ms, ` +
        `first stations ${map.firstStationsMs} ms after zooming to Germany (${map.germanyStations} stations, ` +
        `${map.germanyRequests} poi requests), ${map.sequenceRequests} poi requests for the whole pan/zoom sequence; ` +
        `QR entry carries map code: ${map.qrEntryHasMapCode ? 'yes' : 'no'}`,
    );
  }
  for (const page of PAGES) {
    const missing = results[pageId(page)].files.filter((f) => f.missing).map((f) => f.path);
    if (missing.length)
      console.log(`warning: ${pageId(page)} loaded files not found in the build: ${missing.join(', ')}`);
  }
  console.log(`\n${blankOnly ? '' : 'wrote bench/results.json; '}total ${secs(t0)}`);
  if (failures.length) throw new Error(`incomplete measurement:\n  ${failures.join('\n  ')}`);
}

main()
  .then(() => process.exit(0))
  .catch((err) => {
    console.error(err);
    process.exit(1);
  });
