import { evChargeJourneys } from '../journeys/orderFlowJourneys';
import { expect, expectNoAxeViolations, sandboxData, signIn, test } from './fixtures';
import { describeJourneys } from './journeys';

const munich = '5b9a7c1e-0000-4000-8000-000000000002';

test.describe('at Demo Munich Charging', () => {
  test.use({ geolocation: { latitude: 48.1371, longitude: 11.5754 } });

  test('an EV driver sees the prices, pays, charges, finishes and gets the total', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay?pid=${munich}&sandboxStep=400`);
    await page.getByRole('button', { name: /CCS · 150 kW/ }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/ev\/summary\?(?=.*productId=)(?=.*orderType=PREPAY)/);
    const prices = page.locator('.tariff');
    await expect(prices.getByText('€0.59 per kWh')).toBeVisible();
    await expect(prices.getByText('Parking: Free for the first 2 hours')).toBeVisible();
    await expect(prices.getByText('After that €0.10 per minute parking')).toBeVisible();
    await expect(prices.getByText('€0.50 per charging session')).toBeVisible();
    await expect(prices.getByText('22:00–06:00 local time')).toBeVisible();
    // OCPI's prices exclude VAT; the driver sees what they pay, and is told so.
    await expect(page.getByText('Prices include VAT.')).toBeVisible();
    await expect(page.locator('.summary__amount')).toHaveText('€80.00');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Start charging' }).dblclick();

    await expect(page).toHaveURL(/\/pay\/prepay\/ev\/charging\?.*orderId=/);
    await expect(page.getByRole('heading', { name: 'Checking the connection' })).toBeVisible();
    await expect(page.getByText('Plug in your car; we are checking the connection to the charger…')).toBeVisible();
    await expectNoAxeViolations(page);
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible({ timeout: 20_000 });
    const energy = page.locator('.ev-readings .summary__amount');
    const kwh = async () => Number((await energy.textContent())?.replace(/[^0-9.]/g, ''));
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(kwh, { timeout: 15_000 }).toBeGreaterThan(0);
    const first = await kwh();
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect.poll(kwh, { timeout: 15_000 }).toBeGreaterThan(first);
    await expect(page.locator('.ev-readings')).toContainText(/Price so far€\d+\.\d\d/);
    await page.getByText('Prices', { exact: true }).click();
    await expect(page.locator('.tariff').getByText('€0.59 per kWh')).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Finish charging' }).click();
    await expect(page.getByRole('heading', { name: 'Finish charging?' })).toBeVisible();
    // Tapped twice in a hurry: the first tap finishes; the second lands where the dialog was, on the footer's
    // "Data protection" link the shorter page brings up there, and must not follow it.
    const yes = (await page.getByRole('button', { name: 'Yes, finish charging' }).boundingBox())!;
    await page.touchscreen.tap(yes.x + yes.width / 2, yes.y + yes.height / 2);
    await page.touchscreen.tap(yes.x + yes.width / 2, yes.y + yes.height / 2);
    await expect(page).toHaveURL(/\/pay\/ev\/finish\?/);
    await expect(page.getByText('Charging complete')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.receipt .summary__amount')).toHaveText(/^€\d+\.\d\d$/);
    await expectNoAxeViolations(page);

    const orders = Object.values((await sandboxData(page)).orders);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.authorizeAttempts).toBe(1);
  });

  test('hiding the charging screen keeps the session; its URL and its charger resume it', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay?pid=${munich}&sandboxStep=400`);
    await page.getByRole('button', { name: /Type 2 · 22 kW/ }).click();
    await page.getByRole('button', { name: 'Start charging' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/ev\/charging\?.*orderId=/);
    const chargingUrl = page.url();
    await page.getByRole('link', { name: 'Hide: charging goes on' }).click();
    await expect(page).toHaveURL(/\/map/);
    await page.goto(chargingUrl);
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible({ timeout: 20_000 });
    expect(Object.values((await sandboxData(page)).orders)).toHaveLength(1);

    // Coming back to the charger through the station: the charger leads to the running session.
    const orderId = new URL(chargingUrl).searchParams.get('orderId');
    await page.getByRole('link', { name: 'Hide: charging goes on' }).click();
    await expect(page).toHaveURL(/\/map/);
    await page.goto(`/pay?pid=${munich}&sandboxStep=400`);
    await page.getByRole('button', { name: /Type 2 · 22 kW.*Your order/ }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/prepay/ev/charging\\?.*orderId=${orderId}`));
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible();

    // The charger's summary opened from an old link: the running session, not a second reservation.
    await page.goto(`/pay/prepay/ev/summary?pid=${munich}&productId=${munich}-ev-3&orderType=PREPAY&sandboxStep=400`);
    await expect(page.getByText('You already have a charging session at this charger.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Start charging' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show my charging session' }).click();
    await expect(page).toHaveURL(new RegExp(`orderId=${orderId}`));
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible();
    const orders = Object.values((await sandboxData(page)).orders);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.authorizeAttempts).toBe(1);
  });

  test('an account without EV charging cannot open the EV pages', async ({ page }) => {
    await signIn(page, 'fresh@forecourt.test');
    await page.goto(`/pay/prepay/ev/summary?pid=${munich}&productId=${munich}-ev-1&orderType=PREPAY`);
    await expect(page).toHaveURL(/\/map/);
  });
});

// The journeys generated from the chart: one per outcome (tests/journeys).
describeJourneys(evChargeJourneys);
