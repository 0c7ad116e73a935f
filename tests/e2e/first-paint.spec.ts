import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

test('the QR code’s first screen does not wait for the sandbox platform: the starting screen, then the station', async ({
  page,
}) => {
  // The sandbox's code is held back: the page must still say what it is doing.
  let release: () => void = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/sandbox-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/?pid=${berlin}`);
  await expect(page.locator('header.header')).toContainText('Forecourt');
  await expect(page.getByText('Opening the station…')).toBeVisible();
  // The app itself is up (the page's own starting screen announces nothing): it waits for the platform, not
  // the other way round.
  // (Its spinner also holds, hidden until the wait is long, the line that says the connection is slow.)
  await expect(page.getByRole('status')).toContainText('Loading…');
  await expectNoAxeViolations(page);
  release();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
});

test.describe('in German, before any of the app’s code has run', () => {
  test.use({ locale: 'de-DE' });

  test('the page itself paints the starting screen in the driver’s language', async ({ page }) => {
    await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await page.goto(`/?pid=${berlin}`);
    await expect(page.getByText('Station wird geöffnet…')).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  });
});
