import type { Page } from '@playwright/test';
import { carWashJourneys } from '../journeys/orderFlowJourneys';
import {
  berlin,
  expect,
  expectNoAxeViolations,
  openCarWashes,
  openPayArea,
  readQrCode,
  sandboxData,
  signIn,
  test,
} from './fixtures';
import { describeJourneys } from './journeys';

const munich = '5b9a7c1e-0000-4000-8000-000000000002';

/** Logs in and opens the wash packages of Demo Berlin Mitte from the pump screen. */
async function openWashes(page: Page, scenario = '') {
  await signIn(page);
  await openPayArea(page, berlin, { step: 800, scenarios: scenario ? [scenario] : [] });
  await openCarWashes(page);
}

test('a registered driver buys the Comfort wash, gets the code with its QR, and the total', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await openWashes(page);
  // Cheapest first, whatever order the station lists them in.
  await expect(page.locator('.wash-package h3')).toHaveText(['Basic wash', 'Comfort wash', 'Premium wash']);
  await expect(page.getByText('Underbody wash')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Choose Comfort wash for €14.99' }).click();

  await expect(page).toHaveURL(/\/pay\/postpay\/wash\/summary\?(?=.*orderId=)(?=.*orderType=POSTPAY)/);
  await expect(page.locator('.summary__amount')).toHaveText('€14.99');
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  // Washes do not ask for the mileage.
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // A double tap pays once.
  await page.getByRole('button', { name: 'Pay €14.99' }).dblclick();

  await expect(page).toHaveURL(/\/pay\/wash\/finish\?/);
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 20_000 });
  const code = page.locator('.wash-code .wash-code__value');
  await expect(code).toHaveText(/^\d{6}$/);
  const value = (await code.textContent()) ?? '';
  await expect(page.getByText(/^Valid until /)).toBeVisible();
  await expect(page.locator('.receipt dd').first()).toHaveText('Comfort wash');
  await expect(page.locator('.receipt .summary__amount')).toHaveText('€14.99', { timeout: 20_000 });
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Copy code' }).click();
  await expect(page.getByText('Code copied.')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(value);

  await page.getByRole('button', { name: 'Show QR code' }).click();
  const dialog = page.getByRole('dialog', { name: 'Scan at the car wash' });
  await expect(dialog.getByRole('img', { name: `QR code of wash code ${value}` })).toBeVisible();
  // A QR reader reads the printed code from the image.
  expect(await readQrCode(dialog.getByRole('img'))).toBe(value);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toHaveCount(0);

  // A reload shows the same code and creates nothing.
  await page.reload();
  await expect(page.locator('.wash-code .wash-code__value')).toHaveText(value);
  const orders = Object.values((await sandboxData(page)).orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.kind).toBe('WASH');
  expect(orders[0]?.authorizeAttempts).toBe(1);

  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/map/);
});

test('cancelling on the wash summary reaches the cancel page and charges nothing', async ({ page }) => {
  await openWashes(page);
  await page.getByRole('button', { name: 'Choose Basic wash for €9.99' }).click();
  await expect(page.getByRole('button', { name: 'Pay €9.99' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Cancel this order?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/cancel\?.*state=CANCELLED_POSTPAY/);
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await expect(page.getByText('Your order was cancelled. Nothing was charged.')).toBeVisible();
  await expectNoAxeViolations(page);
  const orders = Object.values((await sandboxData(page)).orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(0);
});

test('a 3-D Secure approval returns to the codes; going back to the summary meanwhile pays nothing twice', async ({
  page,
}) => {
  await openWashes(page, 'user-interaction');
  await page.getByRole('button', { name: 'Choose Premium wash for €19.99' }).click();
  await page.getByRole('button', { name: 'Pay €19.99' }).click();
  await expect(page.getByRole('heading', { name: 'Approve this payment?' })).toBeVisible();
  // Back to the summary while the bank still waits: the app sends the driver to the bank again.
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Approve this payment?' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/pay\/wash\/finish\?/);
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 20_000 });
  await expect(page.locator('.wash-code .wash-code__value')).toHaveText(/^\d{6}$/);
  const orders = Object.values((await sandboxData(page)).orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
});

test('a declined card on the wash summary stays on the summary and says nothing was charged', async ({ page }) => {
  await openWashes(page, 'declined');
  await page.getByRole('button', { name: 'Choose Basic wash for €9.99' }).click();
  await page.getByRole('button', { name: 'Pay €9.99' }).click();
  await expect(page.getByText('Your payment was declined. Nothing was charged.')).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/postpay\/wash\/summary/);
  await expect(page.getByRole('button', { name: 'Pay €9.99' })).toBeEnabled();
});

test.describe('at a station without washes', () => {
  test.use({ geolocation: { latitude: 48.1371, longitude: 11.5754 } });

  test('the wash selection says there is no package', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay/postpay/wash?pid=${munich}&isWash=true`);
    await expect(page.getByText('No wash packages are available at this station right now.')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose / })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});

// The journeys generated from the chart: one per outcome (tests/journeys).
describeJourneys(carWashJourneys);
