import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

/** Opens the QR code's link with the app's code held back: the page shows what its HTML holds until `release()`. */
async function openWithoutAppCode(page: Page) {
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/?pid=${berlin}`, { waitUntil: 'commit' });
  return release;
}

/** The station's first screen, in the page's HTML before any of the app's code has run (src/firstScreen). */
test.describe('the first screen at a QR code', () => {
  test('is in the HTML, and the app takes it over in place', async ({ page }) => {
    const html = await (await page.request.get(`/?pid=${berlin}`)).text();
    expect(html).toContain('>Demo Berlin Mitte</h1>');
    expect(html).toContain('>Choose your pump</h2>');
    expect(html).toContain('aria-label="Pump 8, not available"');
    expect(html).toContain('Checking that you are at the station…');
    expect(html).not.toMatch(/<link rel="stylesheet"/);

    // The app's code arrives late: the driver already sees the station and what happens.
    const release = await openWithoutAppCode(page);
    const name = page.getByRole('heading', { name: 'Demo Berlin Mitte' });
    await expect(name).toBeVisible();
    // The pumps at once, and the location check under them.
    await expect(page.getByRole('heading', { name: 'Choose your pump' })).toBeVisible();
    await expect(page.locator('.pump-grid button')).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8']);
    await expect(page.getByRole('link', { name: 'Car wash' })).toBeVisible();
    const checking = page.getByRole('status').filter({ hasText: 'Checking that you are at the station…' });
    await expect(checking).toContainText('If your browser asks for your location, allow it');
    // A connection too slow for the app's code says so under the check.
    const slow = page.getByText('Still loading: the connection is slow.');
    await expect(slow).toBeHidden();
    await expect(slow).toBeVisible({ timeout: 8_000 });
    await expect(page.locator('[data-first-screen]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    release();
    // The app's own pump screen, once: the first screen gave way.
    await expect(page).toHaveURL(/\/pay\/pump\?pid=.*auth=0/);
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(name).toHaveCount(1);
    // Nothing covers the pumps as the app takes over: a guest is asked at the first choice.
    await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0);
    await expect(page.getByRole('status').filter({ hasText: 'You are at the station.' })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('a pump tapped before the app’s code has come is pressed as the app takes over', async ({ page }) => {
    const release = await openWithoutAppCode(page);
    await page.locator('[data-first-screen]').getByRole('button', { name: 'Pump 2', exact: true }).click();
    await page.locator('[data-first-screen]').getByRole('button', { name: 'Pump 1', exact: true }).click();
    release();
    // The last tap counts, once: the guest is asked, alone; then pump 1's prepay hint, then its fuels.
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page
      .getByRole('dialog', { name: 'Pay as a guest?' })
      .getByRole('button', { name: 'Continue as guest' })
      .click();
    await expect(page.getByRole('dialog', { name: 'How paying before fuelling works' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?.*productId=[^&]*-pump-1(&|$)/);
  });

  test('speaks the browser’s language', async ({ browser }) => {
    const context = await browser.newContext({ locale: 'de-DE' });
    try {
      const html = await (
        await context.request.get(`/?pid=${berlin}`, { headers: { 'Accept-Language': 'de-DE,de' } })
      ).text();
      expect(html).toContain('<html lang="de"');
      expect(html).toContain('Zapfsäulenauswahl');
      expect(html).toContain('Wir prüfen, ob du an der Tankstelle bist…');
      expect(html).toContain('aria-label="Zapfsäule 1"');
    } finally {
      await context.close();
    }
  });

  test('speaks the language chosen in the app on a phone set to another, and keeps a tap made before the app came', async ({
    page,
    browser,
  }) => {
    await page.goto('/settings');
    await page.getByText('Deutsch').click();
    await expect(page.getByRole('heading', { level: 1, name: 'Einstellungen' })).toBeVisible();
    // The choice as the app keeps it (its cookie and storage), in a browser whose service worker has not kept the
    // app's code yet: one that has answers the entry from its cache, and the app's code cannot be held back.
    const context = await browser.newContext({ storageState: await page.context().storageState() });
    try {
      const qr = await context.newPage();
      const release = await openWithoutAppCode(qr);
      const first = qr.locator('[data-first-screen]');
      await expect(first.getByRole('heading', { name: 'Wähle deine Zapfsäule' })).toBeVisible();
      await first.getByRole('button', { name: 'Zapfsäule 1', exact: true }).click();
      release();
      await expect(qr.getByRole('dialog', { name: 'Als Gast bezahlen?' })).toBeVisible();
      await expect(qr.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    } finally {
      await context.close();
    }
  });

  test('an unknown station is the app’s to explain, as in a static deployment', async ({ page }) => {
    const html = await (await page.request.get('/?pid=5b9a7c1e-0000-4000-8000-0000000000ff')).text();
    expect(html).not.toContain('<div data-first-screen');
    expect(html).toContain('id="starting-text"');
    await page.goto('/?pid=5b9a7c1e-0000-4000-8000-0000000000ff');
    await expect(page.getByText('We could not find this station. Choose one on the map.')).toBeVisible();
  });
});
