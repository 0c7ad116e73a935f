import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const fresh = 'fresh@forecourt.test';

/** The sandbox's payment methods of a user, read from its persisted store. */
const methodsOf = (page: Page, userId: string) =>
  page.evaluate(
    (id) =>
      Object.values(JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').paymentMethods ?? {}).filter(
        (method) => (method as { userId: string }).userId === id,
      ) as { method: string; active: { state: string }; details?: { email?: string } }[],
    userId,
  );

/** From the payments list to the simulated PayPal page. */
async function openPayPal(page: Page) {
  await signIn(page, fresh);
  await page.goto('/profile/payments');
  await expect(page.getByText('You have no payment method yet. Add one to pay in the app.')).toBeVisible();
  await page.getByRole('button', { name: 'PayPal' }).click();
  await expect(page).toHaveURL(/\/_sandbox\/paypal\?registration=/);
  await expect(page.getByRole('heading', { name: 'Link your PayPal account' })).toBeVisible();
}

test('a new driver adds PayPal, sees it listed once, also after reloading the return page', async ({ page }) => {
  await openPayPal(page);
  // The login is prefilled with the driver's address.
  await expect(page.getByLabel('Email')).toHaveValue(fresh);
  await expectNoAxeViolations(page);
  await page.getByLabel('Email').fill('frieda@paypal.example');
  // A double tap approves once.
  await page.getByRole('button', { name: 'Agree and link' }).dblclick();
  await expect(page).toHaveURL(/\/profile\/payments\/payment-register\?/);
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'This approval is finished' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the app' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  const methods = await methodsOf(page, 'user-fresh');
  expect(methods).toHaveLength(1);
  expect(methods[0]).toMatchObject({
    method: 'PAYPAL',
    active: { state: 'ACTIVE' },
    details: { email: 'frieda@paypal.example' },
  });
  await page.getByRole('link', { name: 'Show my payment methods' }).click();
  const paypal = page.getByRole('link', { name: /PayPal/ });
  await expect(paypal).toHaveCount(1);
  await expect(paypal).toContainText('frieda@paypal.example');
  await expectNoAxeViolations(page);
});

test('closing the PayPal page adds nothing and shows no error', async ({ page }) => {
  await openPayPal(page);
  await page.getByRole('button', { name: 'Close PayPal' }).click();
  await expect(page).toHaveURL(/\/profile\/payments(\?auth=0)?$/);
  await expect(page.getByRole('heading', { name: 'Payment methods' })).toBeVisible();
  await expect(page.getByText('You have no payment method yet. Add one to pay in the app.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'PayPal' })).toBeVisible();
  await expect(page.getByRole('alert')).toHaveCount(0);
  expect(await methodsOf(page, 'user-fresh')).toHaveLength(0);
  await expectNoAxeViolations(page);
});
