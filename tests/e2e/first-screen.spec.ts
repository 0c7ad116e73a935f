import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

/** The station's first screen, in the page's HTML before any of the app's code has run (src/firstScreen). */
test.describe('the first screen at a QR code', () => {
  test('is in the HTML, and the app takes it over in place', async ({ page }) => {
    const html = await (await page.request.get(`/?pid=${berlin}`)).text();
    expect(html).toContain('>Demo Berlin Mitte</h1>');
    expect(html).toContain('Checking that you are at the station…');
    expect(html).not.toMatch(/<link rel="stylesheet"/);

    // The app's code arrives late: the driver already sees the station and what happens.
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
      await held;
      await route.continue();
    });
    await page.goto(`/?pid=${berlin}`, { waitUntil: 'commit' });
    const name = page.getByRole('heading', { name: 'Demo Berlin Mitte' });
    await expect(name).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Checking that you are at the station…' })).toBeVisible();
    await expect(page.getByText('If your browser asks for your location, allow it')).toBeVisible();
    await expect(page.locator('[data-first-screen]')).toHaveCount(1);
    await expectNoAxeViolations(page);

    release();
    // The app's own pump screen, once: the first screen gave way.
    await expect(page).toHaveURL(/\/pay\/pump\?pid=.*auth=0/);
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(name).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
    await expectNoAxeViolations(page);
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
    } finally {
      await context.close();
    }
  });

  test('an unknown station is the app’s to explain, as in a static deployment', async ({ page }) => {
    const html = await (await page.request.get('/?pid=5b9a7c1e-0000-4000-8000-0000000000ff')).text();
    expect(html).not.toContain('data-first-screen');
    expect(html).toContain('id="starting-text"');
    await page.goto('/?pid=5b9a7c1e-0000-4000-8000-0000000000ff');
    await expect(page.getByText('We could not find this station. Choose one on the map.')).toBeVisible();
  });
});
