import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

test('the QR code’s first screen does not wait for the sandbox platform: the station is in the page, then the app’s', async ({
  page,
}) => {
  // The sandbox's code is held back: the page must still show the station and say what it is doing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sandbox-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/?pid=${berlin}`);
  await expect(page.locator('[data-first-screen] header.header')).toContainText('Pump selection');
  await expect(page.getByRole('heading', { name: 'Demo Berlin Mitte' })).toBeVisible();
  await expect(page.locator('[data-first-screen] .pump-grid button')).toHaveCount(8);
  await expect(page.getByRole('status').filter({ hasText: 'Checking that you are at the station…' })).toBeVisible();
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
});

test('the app’s code starts only once the page has painted its first frame', async ({ page }) => {
  // When the app's entry script joins the page, against the first paint.
  await page.addInitScript(() => {
    const seen = window as unknown as { entryAddedAt?: number };
    new MutationObserver((_, observer) => {
      if (document.querySelector('script[type="module"][src*="/assets/index-"]')) {
        seen.entryAddedAt = performance.now();
        observer.disconnect();
      }
    }).observe(document, { childList: true, subtree: true });
  });
  for (const path of [`/?pid=${berlin}`, '/settings']) {
    await page.goto(path);
    await expect(page.locator('main:not([data-waiting])').first()).toBeVisible();
    await page.waitForFunction(() => (window as unknown as { entryAddedAt?: number }).entryAddedAt);
    const { entryAddedAt, firstPaint } = await page.evaluate(() => ({
      entryAddedAt: (window as unknown as { entryAddedAt?: number }).entryAddedAt,
      firstPaint: performance.getEntriesByName('first-paint')[0]?.startTime,
    }));
    expect(firstPaint, path).toBeDefined();
    expect(entryAddedAt, path).toBeGreaterThan(firstPaint ?? Number.POSITIVE_INFINITY);
    await expect(page.locator('head link[rel="modulepreload"][href*="/assets/index-"]')).toHaveCount(1);
    const firstScript = await page.evaluate(() =>
      Math.min(
        ...performance
          .getEntriesByType('resource')
          .filter((entry) => /\/assets\/.*\.js$/.test(entry.name))
          .map((entry) => entry.startTime),
      ),
    );
    if (path === '/settings') {
      // Behind the starting screen it was downloading meanwhile: preloaded from the head.
      expect(firstScript, path).toBeLessThan(firstPaint ?? 0);
    } else {
      // Behind the station's first screen, which needs none of it, it is asked for after the first frame.
      expect(firstScript, path).toBeGreaterThanOrEqual(firstPaint ?? Number.POSITIVE_INFINITY);
    }
  }
});

test('away from a QR code the page paints the starting screen before the app', async ({ page }) => {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto('/settings');
  await expect(page.locator('header.header')).toContainText('Forecourt');
  await expect(page.getByText('Getting ready…')).toBeVisible();
});

test.describe('in German, before any of the app’s code has run', () => {
  test.use({ locale: 'de-DE' });

  test('the page itself paints the station’s first screen in the driver’s language', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/?pid=${berlin}`);
    await expect(page.locator('header.header')).toContainText('Zapfsäulenauswahl');
    await expect(page.getByRole('heading', { name: 'Wähle deine Zapfsäule' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'Wir prüfen, ob du an der Tankstelle bist…' }),
    ).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });

  test('and the starting screen elsewhere', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto('/settings');
    await expect(page.getByText('Wird vorbereitet…')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
