import type { Page } from '@playwright/test';
import {
  berlin,
  countPayments,
  expect,
  expectNoAxeViolations,
  sandboxData,
  signIn,
  skipOdometer,
  test,
} from './fixtures';

const fleet = { email: 'fleet@forecourt.test', password: 'Forecourt-demo-1' };

/** Pump 1 of Demo Berlin Mitte, Super E5, €50: the summary, with the mileage skipped. */
async function prepaySummary(page: Page, query = '') {
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400${query}`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await skipOdometer(page);
}

/** Pays €50 with the method named `name`, through its confirmation step. */
async function payWith(page: Page, name: RegExp) {
  await page.locator('.method-picker .radio').filter({ hasText: name }).click();
  await expect(page.getByRole('radio', { name })).toBeChecked();
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  const dialog = page.getByRole('dialog', { name: 'Confirm payment' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Confirm and pay' }).click();
}

test.describe('Amazon Pay', () => {
  test('paid on Amazon checkout: the same summary pays once and fuels, the receipt names Amazon Pay', async ({
    page,
  }) => {
    await signIn(page);
    await prepaySummary(page);
    await expectNoAxeViolations(page);
    const counts = countPayments(page);
    await payWith(page, /Amazon Pay/);
    await expect(page.getByRole('heading', { name: 'Pay with Amazon Pay' })).toBeVisible();
    await expect(page.getByText('Amount: €50.00')).toBeVisible();
    // Nothing is ordered or charged before Amazon approves.
    expect(counts).toEqual({ created: 0, authorized: 0 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay now' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
    // The return keys are read once: the flow's URL no longer carries them.
    expect(page.url()).not.toContain('amazonCheckoutSessionId');
    await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 25_000 });
    await expect(page.getByText('Payment complete')).toBeVisible();
    await expect(page.locator('.receipt')).toContainText('Amazon Pay');
    expect(counts).toEqual({ created: 1, authorized: 1 });
    const orders = Object.values((await sandboxData(page)).orders);
    expect(orders.map((order) => order.authorizeAttempts)).toEqual([1]);
    await expectNoAxeViolations(page);
    // A reload of the receipt pays nothing more.
    await page.reload();
    await expect(page.getByText('Payment complete')).toBeVisible();
    expect(counts).toEqual({ created: 1, authorized: 1 });
  });

  test('cancelled on Amazon checkout: back on the same summary with Amazon Pay chosen, nothing charged', async ({
    page,
  }) => {
    await signIn(page);
    await prepaySummary(page);
    const counts = countPayments(page);
    await payWith(page, /Amazon Pay/);
    await page.getByRole('button', { name: 'Cancel and return' }).click();
    await expect(page).toHaveURL(/\/pay\/prepay\/summary\?(?=.*amount=50)(?=.*fuelTypeId=SUPER_E5)/);
    expect(page.url()).not.toContain('amazonIsCancel');
    await expect(page.getByRole('radio', { name: /Amazon Pay/ })).toBeChecked();
    await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
    expect(counts).toEqual({ created: 0, authorized: 0 });
    expect(Object.values((await sandboxData(page)).orders)).toHaveLength(0);
    await expectNoAxeViolations(page);
  });
});

test.describe('Bluecode', () => {
  test('approved in the Bluecode app: fuels, and the receipt names Bluecode', async ({ page }) => {
    await signIn(page);
    await prepaySummary(page);
    const counts = countPayments(page);
    await payWith(page, /Bluecode/);
    await expect(page.getByRole('heading', { name: 'Approve this payment in Bluecode?' })).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Approve' }).click();
    await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 25_000 });
    await expect(page.locator('.receipt')).toContainText('Bluecode');
    expect(counts).toEqual({ created: 1, authorized: 1 });
  });

  test('declined in the Bluecode app: back on the summary, declined, nothing charged', async ({ page }) => {
    await signIn(page);
    await prepaySummary(page);
    await payWith(page, /Bluecode/);
    await page.getByRole('button', { name: 'Decline' }).click();
    // Back on the summary of the declined order, which asks for the mileage of the next try first.
    await skipOdometer(page);
    await expect(page.getByText('Your payment was declined. Nothing was charged.')).toBeVisible();
    await expect(page).toHaveURL(/\/pay\/prepay\/summary\?(?=.*amount=50)/);
    await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
    const orders = Object.values((await sandboxData(page)).orders) as { authorizedAt?: number }[];
    expect(orders.every((order) => order.authorizedAt === undefined)).toBe(true);
    await expectNoAxeViolations(page);
  });
});

test('postpay billed to a partner: the fleet driver pays without details and the receipt says who is billed', async ({
  page,
}) => {
  await signIn(page, fleet.email, fleet.password);
  await prepaySummary(page);
  const partner = page.getByRole('radio', { name: /Pay later through your company/ });
  await expect(partner).toBeChecked();
  await expect(partner).toHaveAccessibleName(/Billed to Fleetwise GmbH/);
  await expect(page.getByRole('radio', { name: /Pay later by invoice\s*Billed to you/ })).toBeVisible();
  await expectNoAxeViolations(page);
  await payWith(page, /Pay later through your company/);
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 25_000 });
  await expect(page.locator('.receipt')).toContainText('Billed to Fleetwise GmbH');
  await expectNoAxeViolations(page);
});

test('a device without Google Pay does not list Google Pay at all', async ({ page }) => {
  await signIn(page);
  await prepaySummary(page, '&sandbox=device-ios');
  await expect(page.getByRole('radio', { name: /Apple Pay/ })).toBeVisible();
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  await expect(page.getByRole('radio', { name: /Google Pay/ })).toHaveCount(0);
  await expect(page.getByText('Not available on this device')).toHaveCount(0);
  await expectNoAxeViolations(page);
});
