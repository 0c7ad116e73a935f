import { chromium } from 'playwright-core';
import { chromiumArgs, chromiumPath } from './chromium.mjs';
const b = await chromium.launch({ executablePath: chromiumPath(), args: chromiumArgs });
const c = await b.newContext({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, geolocation: { latitude: 52.52, longitude: 13.405 }, permissions: ['geolocation'] });
const p = await c.newPage();
const t0 = Date.now();
await p.goto('http://localhost:4190/?pid=5b9a7c1e-0000-4000-8000-000000000001');
for (const ms of [300, 700, 1500]) { await p.waitForTimeout(ms - (Date.now() - t0) > 0 ? ms - (Date.now() - t0) : 0); await p.screenshot({ path: `/tmp/qr-${ms}.png` }); }
await p.getByTestId('station-name').waitFor();
await p.waitForTimeout(1500);
await p.screenshot({ path: '/tmp/qr-final.png' });
console.log(p.url());
await b.close();
