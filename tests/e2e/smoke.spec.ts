import { expect, test } from '@playwright/test';
import { PNG } from 'pngjs';
import { expectNoAxeViolations } from './fixtures';

const berlin = '5b9a7c1e-0000-4000-8000-000000000001';

test.beforeEach(async ({ page }) => {
  // Nothing may leave the machine: fail on any request to another origin.
  await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
});

test('a new user opening the QR link gets a guest session and sees the station under /pay', async ({ page }) => {
  const platformCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_sandbox/platform/')) platformCalls.push(new URL(request.url()).pathname);
  });
  await page.goto(`/?pid=${berlin}`);
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page).toHaveURL(/\/pay\/pump\?pid=5b9a7c1e-0000-4000-8000-000000000001/);
  expect(platformCalls).toContain('/_sandbox/platform/auth/register/guest');
  expect(platformCalls).toContain(`/_sandbox/platform/v4/pois/${berlin}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.auth') ?? 'null'));
  expect(stored).toMatchObject({ token: expect.any(String), userId: expect.stringMatching(/^guest-/) });
  // A reload keeps the session: no second guest is created.
  platformCalls.length = 0;
  await page.reload();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  expect(platformCalls).not.toContain('/_sandbox/platform/auth/register/guest');
  await expectNoAxeViolations(page);
});

test('an unknown station shows a clear message instead of a blank page', async ({ page }) => {
  await page.goto('/pay?pid=does-not-exist');
  await expect(page.getByRole('alert')).toContainText('We could not find this station');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});

test('the app can be installed: its manifest, its icons at the sizes it gives, and nothing Chromium objects to', async ({
  page,
}) => {
  await page.goto('/map');
  const href = await page.locator('link[rel="manifest"]').getAttribute('href');
  expect(href).toBe('/manifest.webmanifest');
  const manifest = await (await page.request.get(href!)).json();
  expect(manifest).toMatchObject({
    name: 'Forecourt',
    short_name: 'Forecourt',
    start_url: '/',
    display: 'standalone',
    theme_color: '#0b5c3b',
  });
  const icons = manifest.icons as { src: string; sizes: string; type: string; purpose: string }[];
  expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  for (const icon of icons) {
    const file = await page.request.get(icon.src);
    expect(file.headers()['content-type'], icon.src).toContain('image/png');
    const png = PNG.sync.read(await file.body());
    expect(`${png.width}x${png.height}`, icon.src).toBe(icon.sizes);
  }
  // Chromium's own verdict on the page, its manifest and its worker.
  await expect
    .poll(async () => {
      const session = await page.context().newCDPSession(page);
      const { installabilityErrors } = await session.send('Page.getInstallabilityErrors');
      await session.detach();
      return installabilityErrors.map((error) => error.errorId);
    })
    .toEqual([]);
});
