import { berlin, demo, expect, expectNoAxeViolations, logIn, signIn, test } from './fixtures';

/** The pump selection of Demo Berlin Mitte, with `pid` in the URL. */
async function expectBerlinPumps(page: import('@playwright/test').Page) {
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
  await expect(page.locator('.pump-grid button')).toHaveCount(8);
}

test.describe('every way into the pay area', () => {
  test('by coordinates at Demo Berlin Mitte: its pumps, and the URL names the station', async ({ page }) => {
    await page.goto('/pay?longitude=13.4050&latitude=52.5200');
    await expectBerlinPumps(page);
    await expect(page).toHaveURL(/longitude=13\.4050&latitude=52\.5200/);
    await expectNoAxeViolations(page);
    // A reload keeps the station: the URL carries its pid.
    await page.reload();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  });

  test('by coordinates far from any station: the NO_STATION_FOUND_LAT_LON error page', async ({ page }) => {
    await page.goto('/pay?longitude=3.0&latitude=54.5');
    await expect(page).toHaveURL(/\/error\?type=NO_STATION_FOUND_LAT_LON/);
    await expect(page.getByRole('heading', { name: 'No station found' })).toBeVisible();
    await expect(page.getByText('We could not find a station at this location. Choose one on the map.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/map/);
    await expect(page).not.toHaveURL(/longitude|latitude/);
  });

  test('by coordinates that are not numbers: the same error page, not a blank one', async ({ page }) => {
    await page.goto('/pay/pump?longitude=east&latitude=52.52');
    await expect(page.getByRole('heading', { name: 'No station found' })).toBeVisible();
  });

  test('by a legacy identifier (mtskid): that station, then under its pid', async ({ page }) => {
    await page.goto('/pay?mtskid=e51d0c4a-0000-4000-a000-000000000001');
    await expectBerlinPumps(page);
    await expect(page).toHaveURL(/mtskid=e51d0c4a-0000-4000-a000-000000000001/);
  });

  test('by a legacy identifier nobody knows: a clear message', async ({ page }) => {
    await page.goto('/pay?mtskid=no-such-station');
    await expect(page.getByRole('alert')).toContainText('We could not find this station');
    await expect(page.getByRole('link', { name: 'Go to the map' })).toBeVisible();
  });

  test('by a pid remembered from an earlier page: the station, and the URL names it again', async ({ page }) => {
    await page.goto(`/pay?pid=${berlin}`);
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await page.goto('/pay/pump');
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
  });
});

test.describe('a receipt link to an order that does not exist', () => {
  test('of a prepay order: the order is not found (no payment is mentioned), no order created', async ({ page }) => {
    await page.goto(`/pay/finish?pid=${berlin}&orderId=order-that-never-was&orderType=PREPAY`);
    await expect(page).toHaveURL(/\/error\?(?=.*reason=unknownOrder)/);
    await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
    await expect(page.getByText(/Payment failed|reserved/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    const orders = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').orders);
    expect(Object.keys(orders ?? {})).toEqual([]);
  });

  test('of a postpay order: the order is not found, in German too', async ({ page }) => {
    await page.goto('/map');
    await page.evaluate(() => localStorage.setItem('forecourt.locale', 'de'));
    await page.goto(`/pay/finish?pid=${berlin}&orderId=order-that-never-was&orderType=POSTPAY`);
    await expect(page).toHaveURL(/\/error\?(?=.*reason=unknownOrder)/);
    await expect(page.getByRole('heading', { name: 'Bestellung nicht gefunden' })).toBeVisible();
  });
});

test.describe('no blank page', () => {
  test('a screen that fails shows the error screen in the frame, and leads back to the station', async ({ page }) => {
    await page.goto(`/_sandbox/crash?pid=${berlin}`);
    await expect(page.getByRole('heading', { name: 'This page could not be shown' })).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Back to the station' }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page.locator('.pump-grid button').first()).toBeVisible();
    // The failure was tracked: the sandbox, playing the deployer's error tracker, lists it in its panel.
    await page.getByRole('button', { name: 'Sandbox' }).click();
    const failures = page.getByRole('region', { name: /^Failures tracked/ });
    await expect(failures.getByRole('heading')).toHaveText('Failures tracked (1)');
    await expect(failures.getByRole('listitem')).toHaveText(
      /render Error: The sandbox crash page failed on purpose\s*on \/_sandbox\/crash$/,
    );
    await failures.getByRole('button', { name: 'Clear failures' }).click();
    await expect(failures.getByRole('heading')).toHaveText('Failures tracked (0)');
  });

  test('the error screen speaks German to a German driver', async ({ page }) => {
    await page.goto('/_sandbox/crash');
    await page.evaluate(() => localStorage.setItem('forecourt.locale', 'de'));
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Diese Seite konnte nicht angezeigt werden' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Zur Karte' })).toBeVisible();
  });
});

test("the platform's own reason waits for support under the error page's text, and only there", async ({ page }) => {
  await signIn(page);
  await page.goto(`/pay/finish?pid=${berlin}&orderId=not-an-order&orderType=PREPAY&productId=x`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  // The platform's words (in English, whatever the driver's language) wait behind "Information for support".
  const details = page.locator('details.error-details');
  await expect(details.locator('p')).toBeHidden();
  await expectNoAxeViolations(page);
  await details.getByText('Information for support').click();
  await expect(details.locator('p')).toHaveText(/^404 · \S/);
  await expect(page.getByText(/reserved/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page).not.toHaveURL(/orderId/);
  await expect(page.getByText('Information for support')).toHaveCount(0);
});

test.describe('where the session ends by itself', () => {
  test('a login that ran out is announced on the page the driver opens, until dismissed', async ({ page }) => {
    await page.goto('/landing');
    // The app reads the stored login when it starts, which on a busy device comes after the page's load event:
    // the login that ran out is written once the landing page is up, so that this page never takes it for its own.
    await expect(page.getByRole('heading', { name: 'Pay at the pump from your phone' })).toBeVisible();
    await page.evaluate(() =>
      localStorage.setItem(
        'forecourt.auth',
        JSON.stringify({ token: 'old', userId: 'user-demo', expiry: Date.now() - 1, registered: true }),
      ),
    );
    await page.goto(`/pay?pid=${berlin}`);
    const notice = page.getByRole('status').filter({ hasText: 'Your login has expired. Please log in again.' });
    await expect(notice).toBeVisible();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    // The session is a guest's now, at the station's pumps.
    await expect(page.locator('.pump-grid button').first()).toBeVisible();
    await expectNoAxeViolations(page);
    await notice.getByRole('button', { name: 'Dismiss' }).click();
    await expect(notice).toHaveCount(0);
  });

  test('a session the platform no longer knows continues as guest, and says so', async ({ page }) => {
    const profileLoaded = page.waitForResponse((response) => response.url().includes('/accounts/account-user-demo/'));
    // The map reads the driver's running orders; that answer comes before the platform forgets the session.
    const ordersRead = page.waitForResponse((response) => response.url().includes('/v4/ongoing-orders'));
    await logIn(page, demo.email, demo.password);
    await profileLoaded;
    await expect(page).toHaveURL(/\/map/);
    await ordersRead;
    // The platform forgets every session (the sandbox's reset), then the app is opened again.
    await page.evaluate(() =>
      fetch('/_sandbox/platform/_sandbox/control', { method: 'POST', body: JSON.stringify({ reset: true }) }),
    );
    await page.goto(`/pay?pid=${berlin}`);
    const notice = page.getByRole('status').filter({ hasText: 'Your session has timed out.' });
    await expect(notice).toBeVisible();
    await notice.getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(notice).toBeVisible();
    await expect(notice.getByRole('link', { name: 'Log in' })).toHaveCount(0);
  });
});
