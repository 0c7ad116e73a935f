import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os'; import path from 'node:path';
const FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync --enable-unsafe-swiftshader'.split(' ');
const [url, n = '1'] = process.argv.slice(2);
const out = [];
for (let i = 0; i < Number(n); i++) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'lh-'));
  const chrome = await chromeLauncher.launch({ chromePath: '/usr/bin/chromium', chromeFlags: FLAGS, userDataDir: dir, logLevel: 'silent' });
  const { lhr } = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility'] });
  await chrome.kill(); rmSync(dir, { recursive: true, force: true });
  const a = (k) => Math.round(lhr.audits[k]?.numericValue ?? -1);
  const r = { perf: Math.round(lhr.categories.performance.score * 100), a11y: Math.round(lhr.categories.accessibility.score * 100), fcp: a('first-contentful-paint'), lcp: a('largest-contentful-paint'), tbt: a('total-blocking-time'), cls: lhr.audits['cumulative-layout-shift'].numericValue, si: a('speed-index') };
  const lcpEl = lhr.audits['largest-contentful-paint-element']?.details?.items?.[0]?.items?.[0]?.node?.snippet;
  console.log(JSON.stringify({ ...r, lcpEl }));
  if (process.env.LH_DUMP) (await import('node:fs')).writeFileSync(process.env.LH_DUMP, JSON.stringify(lhr));
}
