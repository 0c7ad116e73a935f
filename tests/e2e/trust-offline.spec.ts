import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, signIn, skipOdometer, test } from './fixtures';

// These tests reload without a connection: the worker must keep the whole shell, as for every driver.
test.use({ offlineShell: true });

/**
 * Waits until the app's service worker controls the page and keeps the whole shell: it installs with the first
 * files only and keeps the rest once the first screen is up, which takes a while on a busy machine; a reload
 * offline before then would miss what the first visit never loaded. The list is the worker's own (`precache`
 * in `sw.js`).
 */
async function shellInstalled(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null);
  await page.evaluate(() => navigator.serviceWorker.ready);
  const { precache, catalogs } = await page.evaluate(async () => {
    const worker = await (await fetch('/sw.js', { cache: 'no-store' })).text();
    return {
      precache: JSON.parse(/const precache = (\[[^\]]*\])/.exec(worker)![1]!) as string[],
      catalogs: JSON.parse(/const catalogs = (\{[^}]*\})/.exec(worker)![1]!) as Record<string, string[]>,
    };
  });
  // The page is in English: of the nine languages' translations the worker keeps English only.
  expect(Object.keys(catalogs).sort()).toEqual(['da', 'de', 'en', 'es', 'fr', 'it', 'nl', 'pl', 'pt']);
  const otherCatalogs = Object.entries(catalogs)
    .filter(([locale]) => locale !== 'en')
    .flatMap(([, files]) => files);
  const shell = precache.filter((file) => !otherCatalogs.includes(file));
  expect(shell.length).toBeGreaterThan(10);
  // Every part of it: the first screen's messages, the map's and the rest.
  expect(catalogs.en).toHaveLength(3);
  for (const file of catalogs.en ?? []) expect(shell).toContain(file);
  // Polled from here: `waitForFunction` takes the promise an async check returns for a yes and would not wait.
  await expect
    .poll(
      () =>
        page.evaluate(async (files) => {
          const name = (await caches.keys()).find((key) => key.startsWith('forecourt-'));
          if (!name) return false;
          const cache = await caches.open(name);
          const kept = await Promise.all(files.map((file) => cache.match(file, { ignoreVary: true })));
          return kept.every(Boolean);
        }, shell),
      { message: 'the worker keeps the whole shell', timeout: 30_000 },
    )
    .toBe(true);
  const keptCatalogs = await page.evaluate(async (files) => {
    const name = (await caches.keys()).find((key) => key.startsWith('forecourt-'));
    const cache = await caches.open(name!);
    const kept = await Promise.all(files.map((file) => cache.match(file, { ignoreVary: true })));
    return files.filter((_, index) => kept[index]);
  }, otherCatalogs);
  expect(keptCatalogs, "other languages' translations the worker kept").toEqual([]);
}

/**
 * As on a first visit before the worker had kept the receipt's code (or after an update): forgets it in every
 * cache the page can see, so only the network can bring it.
 */
async function forgetCachedCode(page: Page, file: RegExp) {
  await page.evaluate(async (source) => {
    const pattern = new RegExp(source);
    for (const name of await caches.keys()) {
      const cache = await caches.open(name);
      for (const request of await cache.keys())
        if (pattern.test(new URL(request.url).pathname)) await cache.delete(request);
    }
  }, file.source);
}

test('a connection lost before the receipt: the page says so and the receipt appears by itself when it is back', async ({
  page,
}) => {
  test.setTimeout(120_000);
  // With Data Saver on, the app loads no screen's code beforehand: the receipt's downloads when it is needed.
  await page.addInitScript(() =>
    Object.defineProperty(navigator, 'connection', { configurable: true, value: { saveData: true } }),
  );
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await shellInstalled(page);
  // The way to the server breaks as the receipt's code downloads, and the app's offline check finds it lost
  // from then on (the context's route also sees what the service worker fetches for the page).
  const receiptCode = /\/assets\/FinishScreen-[^/]*\.js$/;
  await forgetCachedCode(page, receiptCode);
  await page.context().route(receiptCode, (route) => route.abort('internetdisconnected'));
  await page
    .context()
    .route(/online-check/, (route) =>
      page.url().includes('/pay/finish') ? route.abort('internetdisconnected') : route.continue(),
    );
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 20_000 });
  await expect(page.getByText('The connection is lost.')).toBeVisible();
  await expect(page.getByText('This page continues by itself as soon as the connection is back.')).toBeVisible();
  await expect(page.getByText('Something went wrong')).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The connection comes back; nobody taps anything.
  await page.context().unroute(receiptCode);
  await page.context().unroute(/online-check/);
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 40_000 });
  await expect(page.getByText('The connection is lost.')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a reload while offline shows the app, which says it is offline and goes on when the connection is back', async ({
  page,
}) => {
  await page.goto(`/pay?pid=${berlin}`);
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
  await shellInstalled(page);
  const offline = page.getByText('You are offline. This page continues by itself as soon as the connection is back.');
  await expect(offline).toHaveCount(0);
  await page.context().setOffline(true);
  await page.reload();
  await expect(page.locator('header.header')).toBeVisible();
  await expect(offline).toBeVisible({ timeout: 15_000 });
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.context().setOffline(false);
  await expect(offline).toHaveCount(0, { timeout: 15_000 });
  // Back online, the app goes on as before.
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page.getByRole('button', { name: 'Super E5' })).toBeVisible();
});

test("a reload offline before the app's code was all kept says the driver is offline, and the app opens once it is back", async ({
  page,
}) => {
  await page.goto(`/pay?pid=${berlin}`);
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
  await shellInstalled(page);
  // As in a first visit's first seconds, before the worker kept everything: the language catalogs are missing.
  await forgetCachedCode(page, /\/assets\/messages-[^/]+\.js$/);
  await page.context().setOffline(true);
  await page.reload();
  await expect(
    page.getByText('You are offline. Forecourt opens by itself as soon as the connection is back.'),
  ).toBeVisible({ timeout: 15_000 });
  await expect(page.getByText('Forecourt stopped working')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.context().setOffline(false);
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible({ timeout: 20_000 });
});
