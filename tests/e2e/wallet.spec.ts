import type { Page } from '@playwright/test';
import { berlin, countPayments, expect, expectNoAxeViolations, signIn, skipOdometer, test } from './fixtures';

const fresh = 'fresh@forecourt.test';

/** The sandbox's payment methods of a user, read from its persisted store. */
const methodsOf = (page: Page, userId: string) =>
  page.evaluate(
    (id) =>
      Object.values(JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').paymentMethods ?? {}).filter(
        (method) => (method as { userId: string }).userId === id,
      ) as { id: string; active: { state: string }; isPreferred: boolean; details?: { cardNumber?: string } }[],
    userId,
  );

/** On the provider's hosted page: the card's details, then "Add card". */
async function enterCard(page: Page, number: string, { expiry = '12/30', cvc = '123' } = {}) {
  await expect(page).toHaveURL(/\/_sandbox\/psp\/card\?registration=/);
  await page.getByLabel('Card number').fill(number);
  await page.getByLabel('Expiry date (MM/YY)').fill(expiry);
  await page.getByLabel('Security code (CVC)').fill(cvc);
  await page.getByLabel('Name on the card').fill('Frieda Fresh');
  await page.getByRole('button', { name: 'Add card' }).click();
}

test('a new driver adds a Visa with 3-D Secure and prepays with it at Demo Berlin Mitte', async ({ page }) => {
  await signIn(page, fresh);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'Payment methods' }).click();
  await expect(page).toHaveURL(/\/profile\/payments(\?auth=0)?$/);
  await expect(page.getByText('You have no payment method yet. Add one to pay in the app.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'PIN and biometrics' })).toHaveAttribute('href', '/profile/two-factor');
  await expect(page.getByRole('link', { name: 'MB WAY' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Fuel card' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  // The hosted page checks the card before sending it: Luhn, expiry, CVC.
  await enterCard(page, '4000 0000 0000 3221', { expiry: '01/20', cvc: '12' });
  await expect(page.getByText('Enter a valid card number.')).toBeVisible();
  await expect(page.getByText('This card has expired.')).toBeVisible();
  await expect(page.getByText('Enter the security code on your card.')).toBeVisible();
  await enterCard(page, '4000 0000 0000 3220');
  await expect(page.getByRole('heading', { name: 'Confirm this card?' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/profile\/payments\/payment-register\?/);
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Show my payment methods' }).click();
  const card = page.getByRole('link', { name: /VISA •••• 3220/ });
  await expect(card).toContainText('Preferred');
  await expect(card).toContainText('Active');

  await page.goto(`/pay?pid=${berlin}&sandboxStep=300`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await expect(page.getByRole('radio', { name: /VISA •••• 3220/ })).toBeChecked();
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
});

test('a declined card registration lands on the payment_register error page, says the bank declined, and adds nothing', async ({
  page,
}) => {
  await signIn(page, fresh);
  await page.goto('/profile/payments');
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await enterCard(page, '4000 0000 0000 0002');
  await expect(page).toHaveURL(/\/error\?type=payment_register(&|$)/);
  await expect(page.getByRole('heading', { name: 'Payment method not added' })).toBeVisible();
  await expect(page.getByText('Your bank or the provider declined it. Nothing was charged.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect((await methodsOf(page, 'user-fresh')).filter((method) => method.active.state === 'ACTIVE')).toEqual([]);
});

test('a reload on payment-register or Back to the hosted page registers the card once', async ({ page }) => {
  await signIn(page, fresh);
  await page.goto('/profile/payments');
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await enterCard(page, '5555 5555 5555 4444');
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'This registration is finished' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to the app' }).click();
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  const methods = await methodsOf(page, 'user-fresh');
  expect(methods).toHaveLength(1);
  expect(methods[0]).toMatchObject({ active: { state: 'ACTIVE' }, isPreferred: true });
  await page.getByRole('link', { name: 'Show my payment methods' }).click();
  await expect(page.getByRole('link', { name: /MASTERCARD •••• 4444/ })).toHaveCount(1);
});

test('the driver makes PayPal the preferred method; the preferred method cannot be deleted', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/payments');
  await expect(page.getByRole('link', { name: /VISA •••• 4242/ })).toContainText('Preferred');
  await page.getByRole('link', { name: /VISA •••• 4242/ }).click();
  await expect(page).toHaveURL(/\/profile\/payments\/edit\/pm-demo-visa(\?|$)/);
  await expect(page.getByText(/This is your preferred payment method\. It cannot be deleted/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete payment method' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your payment methods' }).click();
  await page.getByRole('link', { name: /PayPal/ }).click();
  await page.getByRole('button', { name: 'Set as preferred' }).click();
  await expect(page.getByText('This is now your preferred payment method.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Delete payment method' })).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to your payment methods' }).click();
  await expect(page.getByRole('link', { name: /PayPal/ })).toContainText('Preferred');
  await expect(page.getByRole('link', { name: /VISA •••• 4242/ })).not.toContainText('Preferred');
  // The Visa is no longer preferred: it can be deleted, after a confirmation.
  await page.getByRole('link', { name: /VISA •••• 4242/ }).click();
  await page.getByRole('button', { name: 'Delete payment method' }).click();
  await expect(page.getByRole('dialog', { name: 'Delete this payment method?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The payment method has been deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your payment methods' }).click();
  await expect(page.getByRole('link', { name: /VISA •••• 4242/ })).toHaveCount(0);
});

test('at the limit of payment methods nothing can be added; a method needing reactivation says so', async ({
  page,
}) => {
  await signIn(page, 'full@forecourt.test');
  await page.goto('/profile/payments');
  await expect(page.getByText('Limit of payment methods reached. Delete a method to add another one.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Credit or debit card' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: /AMEX •••• 0005/ })).toContainText('Needs reactivation');
  await expectNoAxeViolations(page);
});

test('an account without payment providers is told it cannot add a method', async ({ page }) => {
  await signIn(page, 'nopsp@forecourt.test');
  await page.goto('/profile/payments');
  await expect(
    page.getByText('No payment provider is available for your account, so no payment method can be added.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Credit or debit card' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('adding a card from the summary comes back to the same summary with the card chosen, and pays with it', async ({
  page,
}) => {
  await signIn(page, fresh);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=300`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€20' }).click();
  await skipOdometer(page);
  await expect(page.getByRole('radio', { name: 'Google Pay' })).toBeChecked();
  const summary = page.url();
  await page.getByRole('link', { name: 'Add payment method' }).click();
  await expect(page).toHaveURL(/\/profile\/payments\?(.*&)?returnTo=%2Fpay%2Fprepay%2Fsummary/);
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page).toHaveURL(summary);
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay €20.00' })).toBeEnabled();
  const payments = countPayments(page);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  expect(payments).toEqual({ created: 1, authorized: 1 });
});

test('a returnTo that is not a path of the app is ignored', async ({ page }) => {
  await signIn(page, fresh);
  await page.goto('/profile/payments?returnTo=https%3A%2F%2Fevil.example%2F');
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await enterCard(page, '4242 4242 4242 4242');
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await expect(page).toHaveURL(/\/profile\/payments\/payment-register\?(?!.*returnTo)/);
});
