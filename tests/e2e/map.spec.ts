import { berlin, expect, expectNoAxeViolations, test } from './fixtures';

test.describe('the map with location access', () => {
  test('finds the user, shows the stations around and leads into paying', async ({ page }) => {
    const outside: string[] = [];
    const pois: string[] = [];
    page.on('request', (request) => {
      if (!request.url().startsWith('http://localhost')) outside.push(request.url());
      if (request.url().includes('/v4/pois/?')) pois.push(request.url());
    });
    await page.goto('/map');
    await expect(page.locator('.map-canvas[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    const station = page.getByRole('button', { name: 'Demo Berlin Mitte' });
    await expect(station).toBeVisible({ timeout: 15_000 });
    await expectNoAxeViolations(page);
    await station.click();
    const sheet = page.getByRole('dialog', { name: 'Demo Berlin Mitte' });
    await expect(sheet).toBeVisible();
    await expect(sheet.getByText('Unter den Linden 1, 10117 Berlin')).toBeVisible();
    await expect(sheet.getByText('Super E5')).toBeVisible();
    await expect(sheet.getByRole('link', { name: 'Drive there' })).toHaveAttribute('href', /52\.52,13\.405/);
    await expectNoAxeViolations(page);
    await sheet.getByRole('link', { name: 'Pay here' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
    await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
    // Every station request stays within the API's limit, and nothing left the machine.
    expect(pois.length).toBeGreaterThan(0);
    for (const url of pois) expect(Number(new URL(url).searchParams.get('radiusM'))).toBeLessThanOrEqual(100_000);
    expect(outside).toEqual([]);
  });

  test('a filter change hides stations, and the filters persist', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Super E5' })).toBeChecked();
    await page.getByText('Super E5', { exact: true }).click();
    await page.getByText('Charging stations').click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toHaveCount(0);
    // Without charging stations the map no longer asks for them.
    const pois: string[] = [];
    page.on('request', (request) => request.url().includes('/v4/pois/?') && pois.push(request.url()));
    await page.reload();
    await expect(page.locator('.map-canvas[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('checkbox', { name: 'Super E5' })).not.toBeChecked();
    await page.getByText('Diesel', { exact: true }).click();
    await page.getByRole('button', { name: 'Done' }).click();
    await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toBeVisible({ timeout: 15_000 });
    expect(pois.length).toBeGreaterThan(0);
    for (const url of pois) expect(new URL(url).searchParams.has('showEvPois')).toBe(false);
  });

  test('the list shows the nearest stations first and opens the same sheet', async ({ page }) => {
    await page.goto('/map');
    await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toBeVisible({ timeout: 20_000 });
    await page.getByRole('button', { name: 'List' }).click();
    const items = page.getByRole('list', { name: 'Nearest stations' }).getByRole('button');
    await expect(items.first()).toContainText('Demo Berlin Mitte');
    await expect(items.first()).toContainText('0 km');
    await expectNoAxeViolations(page);
    await items.first().click();
    await expect(page.getByRole('dialog', { name: 'Demo Berlin Mitte' })).toBeVisible();
  });
});

test.describe('the map without location access', () => {
  test.use({ permissions: [] });

  test('falls back to the default centre and says there is no geolocation', async ({ page }) => {
    await page.goto('/map');
    await expect(page.locator('.map-canvas[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText('No geolocation: allow location access to see the stations near you.')).toBeVisible({
      timeout: 15_000,
    });
    // Germany at zoom 4.7 is far wider than the API's 100 km.
    await expect(page.getByText('Zoom in to find stations.')).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
