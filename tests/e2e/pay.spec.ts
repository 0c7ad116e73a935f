import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, signIn, test } from './fixtures';

const zurich = '5b9a7c1e-0000-4000-8000-000000000003';

test('a guest picks a prepay pump, a fuel and an amount; the URL carries each step', async ({ page }) => {
  await page.goto(`/?pid=${berlin}`);
  // Nothing covers the pumps on arrival: the guest is asked at the first choice.
  const pumps = page.locator('.pump-grid button');
  await expect(pumps).toHaveText(['1', '2', '3', '4', '5', '6', '7', '8']);
  await expect(page.getByRole('button', { name: 'Pump 8, not available' })).toBeDisabled();
  await expect(page.getByRole('link', { name: 'Car wash' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  const hint = page.getByRole('dialog', { name: 'Pay as a guest?' });
  await expect(hint).toBeVisible();
  await expectNoAxeViolations(page);
  await hint.getByRole('button', { name: 'Continue as guest' }).click();
  await expect(hint).toHaveCount(0);
  // The first prepay pump explains how paying before fuelling works, once per device.
  await expect(page.getByRole('heading', { name: 'How paying before fuelling works' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?.*productId=.*orderType=PREPAY/);
  await expect(page.getByText('Pump 1')).toBeAttached();
  // Berlin's pumps have displays: no price on the fuel buttons.
  await expect(page.getByRole('button', { name: 'Super E5' })).not.toContainText('€');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Super E5' }).click();

  await expect(page).toHaveURL(/\/pay\/prepay\/amount\?.*fuelTypeId=SUPER_E5/);
  await expect(page.locator('.amount-grid button')).toHaveText(['€20', '€50', '€80']);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?.*amount=50&currency=EUR/);

  // The guest is not asked again in this session: the next pump leads to its fuels at once.
  await page.goto(`/pay/pump?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 2', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?/);
  await expect(page.getByRole('dialog', { name: 'Pay as a guest?' })).toHaveCount(0);
});

test.describe('at Demo Zurich', () => {
  test.use({ geolocation: { latitude: 47.3769, longitude: 8.5417 } });
  test('fuel prices show at stations whose pumps have no display', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay?pid=${zurich}`);
    await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.locator('.choice-button').first()).toContainText('CHF');
  });
});

test.describe('at Demo Munich Charging', () => {
  test.use({ geolocation: { latitude: 48.1371, longitude: 11.5754 } });
  test('an EV account sees the chargers with connector, power and price', async ({ page }) => {
    await signIn(page);
    await page.goto('/pay?pid=5b9a7c1e-0000-4000-8000-000000000002');
    const chargers = page.locator('.charger-button');
    await expect(chargers).toHaveCount(4);
    // The most powerful first; its energy price is the one that applies whatever the car draws.
    await expect(chargers.first()).toContainText('CCS · 300 kW');
    await expect(chargers.first()).toContainText('€0.69 per kWh');
    await expect(chargers.nth(1)).toContainText('CCS · 150 kW');
    await expect(chargers.nth(1)).toContainText('€0.59 per kWh');
  });
});

test('an offline station sends the driver to the STATION_OFFLINE error page', async ({ page }) => {
  await page.goto('/pay?pid=5b9a7c1e-0000-4000-8000-000000000004');
  await expect(page).toHaveURL(/\/error\?type=STATION_OFFLINE/);
  await expect(page.getByRole('heading', { name: 'This station is offline' })).toBeVisible();
});

test('without a station the pay area goes to the map', async ({ page }) => {
  await page.goto('/pay/pump');
  await expect(page).toHaveURL(/\/map/);
});

test('a station that goes offline during pump selection sends the driver to the error page', async ({ page }) => {
  await page.goto(`/pay?pid=${berlin}`);
  await expect(page.locator('.pump-grid button').first()).toBeVisible();
  await page.getByRole('button', { name: 'Sandbox' }).click();
  await page.getByRole('checkbox', { name: /station-offline/ }).click();
  await expect(page).toHaveURL(/\/error\?.*type=STATION_OFFLINE/, { timeout: 12_000 });
});

test.describe('the geofence', () => {
  /** Pump 1, past the guest's question and its prepay hint: the pump's fuels, or the gate over them. */
  const choosePump1 = async (page: Page) => {
    await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?/);
  };

  test.describe('far from the station', () => {
    test.use({ geolocation: { latitude: 52.53, longitude: 13.405 } });
    test('shows the pumps and says where the driver is; the chosen pump’s screen waits behind the gate, which a 5 s hold opens', async ({
      page,
    }) => {
      await page.goto(`/pay?pid=${berlin}`);
      // The pumps do not wait for the check: the driver chooses meanwhile, and reads how it went under them.
      await expect(page.locator('.pump-grid button')).toHaveCount(8);
      await expect(page.getByRole('status').filter({ hasText: 'You are not at this station.' })).toHaveText(
        'You are not at this station. You can pay once you are at the pump.',
      );
      await choosePump1(page);
      await expect(page.getByRole('heading', { name: 'You are not at this station' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Super E5' })).toHaveCount(0);
      await expect(page.getByRole('link', { name: 'Drive to the station' })).toHaveAttribute('href', /52\.52,13\.405/);
      await expect(page.getByRole('link', { name: 'Return to the map' })).toHaveAttribute('href', /^\/map/);
      await expectNoAxeViolations(page);
      const bypass = page.getByRole('button', { name: 'I am at the station: hold for 5 seconds' });
      await bypass.hover();
      await page.mouse.down();
      await page.waitForTimeout(2_000);
      await page.mouse.up();
      await expect(page.getByRole('button', { name: 'Super E5' })).toHaveCount(0);
      await page.mouse.down();
      await page.waitForTimeout(5_300);
      await page.mouse.up();
      await expect(page.getByRole('button', { name: 'Super E5' })).toBeVisible();
    });
  });

  test('at the station, the pumps say so and the chosen pump’s fuels follow at once', async ({ page }) => {
    await page.goto(`/pay?pid=${berlin}`);
    await expect(page.getByRole('status').filter({ hasText: 'You are at the station.' })).toBeVisible();
    await choosePump1(page);
    await expect(page.getByRole('button', { name: 'Super E5' })).toBeVisible();
    await expect(page.locator('.geofence')).toHaveCount(0);
  });

  test.describe('without location access', () => {
    test.use({ permissions: [] });
    test('shows the pumps, then asks for location access at the chosen pump', async ({ page }) => {
      await page.goto(`/pay?pid=${berlin}`);
      await expect(page.getByRole('status').filter({ hasText: 'We cannot see your location.' })).toBeVisible();
      await choosePump1(page);
      await expect(page.getByRole('heading', { name: 'We cannot see your location' })).toBeVisible();
    });
  });

  test('a browser that never answers the location request leads on by itself, with the same ways on as a refusal', async ({
    page,
  }) => {
    // As WebKit, an unanswered prompt or a web view without a location handler: no position, no error, no timeout.
    await page.addInitScript(() => {
      navigator.geolocation.getCurrentPosition = () => {};
      navigator.geolocation.watchPosition = () => 0;
    });
    await page.goto(`/pay?pid=${berlin}`);
    const checking = page.getByRole('status').filter({ hasText: 'Checking that you are at the station…' });
    await expect(checking).toBeVisible();
    await expect(page.locator('.pump-grid button')).toHaveCount(8);
    const footerTop = () => page.locator('footer').evaluate((footer) => footer.getBoundingClientRect().top);
    await expect(page.locator('[data-first-screen]')).toHaveCount(0);
    await expect(checking).toBeVisible();
    const footerWhileChecking = await footerTop();
    await expect(page.getByText('We cannot see your location. Choose your pump to see how to go on.')).toBeVisible({
      timeout: 12_000,
    });
    await expect(checking).toHaveCount(0);
    // The shorter words leave the line's box as it was: nothing below it moves.
    expect(await footerTop()).toBe(footerWhileChecking);
    await choosePump1(page);
    await expect(page.getByRole('heading', { name: 'We cannot see your location' })).toBeVisible();
    await expect(page.getByText('Your browser has not told us where you are.', { exact: false })).toBeVisible();
    await expect(page.getByRole('button', { name: 'I am at the station: hold for 5 seconds' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Return to the map' })).toBeVisible();
    await expectNoAxeViolations(page);
    // Trying again asks again, and leads on again.
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'Checking that you are at the station…' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We cannot see your location' })).toBeVisible({ timeout: 12_000 });
    // The hold lets the driver in.
    await page.getByRole('button', { name: 'I am at the station: hold for 5 seconds' }).hover();
    await page.mouse.down();
    await page.waitForTimeout(5_300);
    await page.mouse.up();
    await expect(page.getByRole('button', { name: 'Super E5' })).toBeVisible();
  });
});

test.describe('at Demo Dresden', () => {
  // Pump 12 also dispenses hydrogen.
  const dresden = '5b9a7c1e-0000-4000-8000-000000000009';
  test.use({ geolocation: { latitude: 51.0822, longitude: 13.7236 } });

  test('choosing hydrogen shows the legal hint with the video tutorial before the amount', async ({ page }) => {
    await page.goto(`/pay?pid=${dresden}`);
    // A wash is offered here: 9 pumps per page.
    await expect(page.locator('.pump-grid button')).toHaveCount(9);
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByText('Page 2 of 2')).toBeVisible();
    await page.getByRole('button', { name: 'Pump 12', exact: true }).click();
    await page.getByRole('button', { name: 'Continue as guest' }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await page.getByRole('button', { name: 'Hydrogen' }).click();
    await expect(page.getByRole('heading', { name: 'Hydrogen refuelling' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Watch the video tutorial' })).toHaveAttribute('href', /^https:/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Choose another pump' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection/);
    await page.getByRole('button', { name: 'Hydrogen' }).click();
    await page.getByRole('button', { name: 'I know how to refuel hydrogen' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/amount\?.*fuelTypeId=HYDROGEN/);
  });
});
