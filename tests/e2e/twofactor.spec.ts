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

/** €50 of Super E5 at pump 1 of Demo Berlin Mitte, the mileage skipped, PayPal picked on the summary. */
/** Sets up the PIN on the PIN and biometrics page. */
async function setUpPin(page: Page, pin: string) {
  await page.goto('/profile/two-factor');
  await page.getByRole('button', { name: 'Set up a PIN' }).click();
  await page.getByLabel('New PIN').fill(pin);
  await page.getByLabel('Repeat the PIN').fill(pin);
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your PIN has been saved.')).toBeVisible();
}

async function summaryWithPayPal(page: Page) {
  await page.goto(`/pay?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await page.getByText('dana.demo@forecourt.test').click();
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
}

/** Pays from the summary and confirms the payment step PayPal shows. */
async function payAndConfirm(page: Page) {
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await page.getByRole('dialog', { name: 'Confirm payment' }).getByRole('button', { name: 'Confirm and pay' }).click();
}

/** Chromium's virtual authenticator: a built-in one that verifies the driver (CDP WebAuthn domain). */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
}

/** The demo driver's two-factor records in the sandbox platform's store. */
const demoTwoFactor = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').users?.['user-demo']) as Promise<
    { pinHash?: string; webauthnCredentials?: { counter: number }[] } | undefined
  >;

test('a driver sets up a PIN (a mismatch first) and confirms a PayPal payment with it (a wrong PIN first)', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile');
  await page.getByRole('link', { name: 'PIN and biometrics' }).click();
  await expect(page).toHaveURL(/\/profile\/two-factor(\?|$)/);
  await expect(page.getByText('You have not set up a way to confirm payments yet.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Set up a PIN' }).click();
  await page.getByLabel('New PIN').fill('12a4');
  await page.getByLabel('Repeat the PIN').fill('12a4');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Enter 4 digits, numbers only.')).toBeVisible();
  await page.getByLabel('New PIN').fill('2468');
  await page.getByLabel('Repeat the PIN').fill('2486');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('The PINs do not match.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Repeat the PIN').fill('2468');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await expect(page.getByText('Your PIN has been saved.')).toBeVisible();
  await expect(page.getByText('You confirm payments with your PIN.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Change PIN' })).toBeVisible();
  // The platform keeps a hash, never the PIN; the app keeps nothing of it.
  expect((await demoTwoFactor(page))?.pinHash).toMatch(/^[0-9a-f]{64}$/);
  // As a value anywhere in the store (a timestamp or an id may hold the same digits).
  expect(JSON.stringify(await sandboxData(page))).not.toMatch(/"2468"|:2468\b/);
  expect(await page.evaluate(() => JSON.stringify({ ...localStorage, ...sessionStorage }))).not.toMatch(
    /"2468"|:2468\b/,
  );

  const payments = countPayments(page);
  await summaryWithPayPal(page);
  await payAndConfirm(page);
  const pinDialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  await expect(pinDialog).toBeVisible();
  await expectNoAxeViolations(page);
  await pinDialog.getByLabel('PIN').fill('1357');
  await pinDialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(pinDialog.getByText('This PIN is not correct. Try again.')).toBeVisible();
  expect(payments).toEqual({ created: 0, authorized: 0 });
  await pinDialog.getByLabel('PIN').fill('2468');
  await pinDialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  expect(payments).toEqual({ created: 1, authorized: 1 });
});

test('a PIN that cannot be checked says so and pays nothing', async ({ page }) => {
  await signIn(page);
  await setUpPin(page, '2468');
  await page.goto('/profile/two-factor?sandbox=pin-check-fails');
  await expect(page.getByText('You confirm payments with your PIN.')).toBeVisible();
  const payments = countPayments(page);
  await summaryWithPayPal(page);
  await payAndConfirm(page);
  const pinDialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  await pinDialog.getByLabel('PIN').fill('2468');
  await pinDialog.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(pinDialog.getByText('Your PIN could not be checked. Try again.')).toBeVisible();
  await pinDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
  expect(payments).toEqual({ created: 0, authorized: 0 });
});

test('five wrong PINs lock the PIN: the summary says for how long and asks for it no more', async ({ page }) => {
  await signIn(page);
  await setUpPin(page, '2468');
  const payments = countPayments(page);
  await summaryWithPayPal(page);
  await payAndConfirm(page);
  const pinDialog = page.getByRole('dialog', { name: 'Confirm with your PIN' });
  for (const pin of ['1111', '2222', '3333', '4444', '5555']) {
    await pinDialog.getByLabel('PIN').fill(pin);
    await pinDialog.getByRole('button', { name: 'Confirm and pay' }).click();
    if (pin !== '5555') await expect(pinDialog.getByText('This PIN is not correct. Try again.')).toBeVisible();
  }
  await expect(page.getByText(/Too many wrong PINs: your PIN is locked for 15 minutes/)).toBeVisible();
  await expect(pinDialog).toHaveCount(0);
  await expectNoAxeViolations(page);
  await payAndConfirm(page);
  await expect(page.getByRole('dialog', { name: 'Confirm payment' })).toHaveCount(0);
  await expect(pinDialog).toHaveCount(0);
  expect(payments).toEqual({ created: 0, authorized: 0 });
});

test("a driver registers this device's biometrics and confirms a PayPal payment with them", async ({ page }) => {
  await addVirtualAuthenticator(page);
  await signIn(page);
  await page.goto('/profile/two-factor');
  await page.getByRole('button', { name: 'Set up biometrics on this device' }).click();
  await expect(page.getByText("This device's biometrics are set up.")).toBeVisible();
  await expect(page.getByText("You confirm payments with your device's biometrics.")).toBeVisible();
  await expectNoAxeViolations(page);
  const registered = (await demoTwoFactor(page))?.webauthnCredentials;
  expect(registered).toHaveLength(1);

  const payments = countPayments(page);
  await summaryWithPayPal(page);
  await payAndConfirm(page);
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  expect(payments).toEqual({ created: 1, authorized: 1 });
  // The platform verified a real assertion: the authenticator's signature counter moved on.
  const after = (await demoTwoFactor(page))?.webauthnCredentials?.[0]?.counter ?? 0;
  expect(after).toBeGreaterThan(registered?.[0]?.counter ?? 0);
});

test('a browser without an authenticator gets the biometric-unsupported dialog', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/two-factor');
  await page.getByRole('button', { name: 'Set up biometrics on this device' }).click();
  const dialog = page.getByRole('dialog', { name: 'Biometrics are not available' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByText('You have not set up a way to confirm payments yet.')).toBeVisible();
});

test('PayPal without a two-factor method says 2FA is required, links to the set-up and comes back', async ({
  page,
}) => {
  await signIn(page);
  const payments = countPayments(page);
  await summaryWithPayPal(page);
  await expect(
    page.getByText('PayPal needs a PIN or biometric confirmation. Set one up, or choose another payment method.'),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeDisabled();
  await expectNoAxeViolations(page);
  const summary = page.url();
  await page.getByRole('link', { name: 'Set up a PIN or biometrics' }).click();
  await expect(page).toHaveURL(/\/profile\/two-factor\?returnTo=/);
  await page.getByRole('button', { name: 'Set up a PIN' }).click();
  await page.getByLabel('New PIN').fill('2468');
  await page.getByLabel('Repeat the PIN').fill('2468');
  await page.getByRole('button', { name: 'Save PIN' }).click();
  await page.getByRole('link', { name: 'Back to your payment' }).click();
  await expect(page).toHaveURL(summary);
  await expect(page.getByRole('radio', { name: /PayPal/ })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
  expect(payments).toEqual({ created: 0, authorized: 0 });
});
