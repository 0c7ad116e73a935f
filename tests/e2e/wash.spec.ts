import { berlin, expect, expectNoAxeViolations, logIn, sandboxData, test } from './fixtures';

test('a registered driver buys the Comfort wash, gets the code with its QR, and the total', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/map/);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=800`);
  await page.getByRole('link', { name: 'Car wash' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/wash\?.*isWash=true/);
  // Cheapest first, whatever order the station lists them in.
  await expect(page.locator('.wash-package h3')).toHaveText(['Basic wash', 'Comfort wash', 'Premium wash']);
  await expect(page.getByText('Underbody wash')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Comfort wash, €14.99' }).click();

  await expect(page).toHaveURL(/\/pay\/postpay\/wash\/summary\?(?=.*orderId=)(?=.*orderType=POSTPAY)/);
  await expect(page.locator('.summary__amount')).toHaveText('€14.99');
  // Washes do not ask for the mileage.
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay €14.99' }).dblclick();

  await expect(page).toHaveURL(/\/pay\/wash\/finish\?/);
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 20_000 });
  const code = page.locator('.wash-code .wash-code__value');
  await expect(code).toHaveText(/^\d{6}$/);
  await expect(page.getByText(/^Valid until /)).toBeVisible();
  await expect(page.locator('.receipt .summary__amount')).toHaveText('€14.99', { timeout: 20_000 });
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('img', { name: /^QR code of wash code \d{6}$/ });
  await expect(qr).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Close' }).click();

  // A reload shows the same code and creates nothing.
  const before = await code.textContent();
  await page.reload();
  await expect(page.locator('.wash-code .wash-code__value')).toHaveText(before ?? '');
  const orders = Object.values((await sandboxData(page)).orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
});

test('cancelling on the wash summary reaches the cancel page', async ({ page }) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/map/);
  await page.goto(`/pay/postpay/wash?pid=${berlin}&isWash=true&sandboxStep=800`);
  await page.getByRole('button', { name: 'Basic wash, €9.99' }).click();
  await expect(page.getByRole('button', { name: 'Pay €9.99' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel', exact: true }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/cancel\?.*state=CANCELLED_POSTPAY/);
  await expect(page.getByText('Your order was cancelled. Nothing was charged.')).toBeVisible();
});
