// npm run bench — measures, asserts nothing.
// Builds the app (dist/) and a blank React 19 page (bench/blank -> bench/out/blank), serves both with
// `vite preview`, then per page: (1) a fresh Chromium (Playwright, mobile 390x844@3x) records the same-origin
// JS/CSS files loaded until the page is ready, gzip -9 of each distinct file is computed from the build output;
// (2) Lighthouse 12 (mobile defaults, performance + accessibility) runs once, sequentially.
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

const SITES = {
  app: { dist: path.join(ROOT, 'dist'), port: 4180, build: ['vite', 'build'], preview: ['--outDir', 'dist'] },
  blank: {
    dist: path.join(ROOT, 'bench/out/blank'),
    port: 4181,
    build: ['vite', 'build', '--config', 'bench/blank/vite.config.ts'],
    preview: ['--config', 'bench/blank/vite.config.ts'],
  },
};
const visible = (locator) => locator.first().waitFor({ state: 'visible', timeout: READY_TIMEOUT_MS });
const PAGES = [
  {
    key: 'qr-entry',
    site: 'app',
    path: '/?pid=5b9a7c1e-0000-4000-8000-000000000001',
    ready: (p) => visible(p.getByTestId('station-name')),
  },
  {
    key: 'map',
    site: 'app',
    path: '/map',
    ready: (p) =>
      p.locator('[data-testid="map-ready"]').first().waitFor({ state: 'attached', timeout: READY_TIMEOUT_MS }),
  },
  { key: 'blank', site: 'blank', path: '/', ready: (p) => visible(p.locator('h1')) },
].filter((page) => !blankOnly || page.site === 'blank');

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

function run(args) {
  return new Promise((resolve, reject) => {
    const child = spawn('npx', args, { cwd: ROOT, stdio: 'inherit' });
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
  const child = spawn('npx', args, { cwd: ROOT, detached: true, stdio: ['ignore', 'pipe', 'pipe'] });
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
// rejection into the running audit so it fails (and is retried) instead of crashing the script.
let onStrayRejection = null;
process.on('unhandledRejection', (err) => {
  if (onStrayRejection) return onStrayRejection(err);
  console.error(err);
  process.exit(1);
});

async function runLighthouse(url) {
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
    const audit = lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: categories });
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

async function lighthouseWithRetry(url) {
  for (let attempt = 1; ; attempt++) {
    try {
      return await runLighthouse(url);
    } catch (err) {
      console.warn(`Lighthouse attempt ${attempt} on ${url} failed: ${err.message}`);
      if (attempt === 2) {
        return { performance: null, accessibility: null, lcpMs: null, tbtMs: null, cls: null, error: err.message };
      }
    }
  }
}

const kB = (b) => `${(b / 1000).toFixed(1)} kB`;
const ratio = (a, b) => (a == null || !b ? null : Number((a / b).toPrecision(3)));
const secs = (t0) => `${((Date.now() - t0) / 1000).toFixed(1)} s`;
const show = (v, unit = '') => (v == null ? '–' : `${v}${unit}`);

async function main() {
  const t0 = Date.now();
  const sites = blankOnly ? ['blank'] : ['app', 'blank'];
  for (const s of sites) await run(SITES[s].build);
  for (const s of sites) await startPreview(SITES[s]);

  const results = {};
  const failures = []; // recorded in the results, reported at the end, and make the exit code non-zero
  for (const page of PAGES) {
    console.log(`[${secs(t0)}] ${page.key}: bytes until ready…`);
    results[page.key] = await measureBytes(page, SITES[page.site]);
  }
  let map;
  if (!blankOnly) {
    console.log(`[${secs(t0)}] map: stations with Germany in view, scripted pan/zoom…`);
    map = await measureMap(
      SITES.app,
      results['qr-entry'].files.map((f) => f.path),
    );
  }
  for (const page of PAGES) {
    console.log(`[${secs(t0)}] ${page.key}: lighthouse…`);
    const lh = await lighthouseWithRetry(SITES[page.site].origin + page.path);
    if (lh.error) failures.push(`Lighthouse ${page.key}: ${lh.error}`);
    results[page.key].lighthouse = lh;
  }

  const out = { routes: {}, blank: results.blank, ratios: {}, map, measuredAt: new Date().toISOString() };
  for (const page of PAGES.filter((p) => p.site === 'app')) {
    const r = results[page.key];
    out.routes[page.key] = r;
    out.ratios[page.key] = {
      appJsGzip: ratio(r.appJsGzip, results.blank.appJsGzip),
      lcpMs: ratio(r.lighthouse.lcpMs, results.blank.lighthouse.lcpMs),
      tbtMs: ratio(r.lighthouse.tbtMs, results.blank.lighthouse.tbtMs),
    };
  }
  if (!blankOnly) writeFileSync(path.join(ROOT, 'bench/results.json'), `${JSON.stringify(out, null, 2)}\n`);

  const rows = [
    '| route | app JS gz | sandbox JS gz | CSS gz | perf | a11y | LCP | TBT | CLS |',
    '|---|---:|---:|---:|---:|---:|---:|---:|---:|',
  ];
  for (const page of PAGES) {
    const r = results[page.key];
    const lh = r.lighthouse;
    const name = r.ready ? page.key : `${page.key} (not ready)`;
    rows.push(
      `| ${name} | ${kB(r.appJsGzip)} | ${kB(r.sandboxJsGzip)} | ${kB(r.cssGzip)} | ${show(lh.performance)} | ` +
        `${show(lh.accessibility)} | ${show(lh.lcpMs, ' ms')} | ${show(lh.tbtMs, ' ms')} | ${show(lh.cls)} |`,
    );
  }
  console.log(`\n${rows.join('\n')}\n`);
  for (const [key, r] of Object.entries(out.ratios)) {
    console.log(`${key} / blank: app JS gz ×${show(r.appJsGzip)}, LCP ×${show(r.lcpMs)}, TBT ×${show(r.tbtMs)}`);
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
    const missing = results[page.key].files.filter((f) => f.missing).map((f) => f.path);
    if (missing.length) console.log(`warning: ${page.key} loaded files not found in the build: ${missing.join(', ')}`);
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
