import type { Page } from '@playwright/test';
import { berlin, countPayments, expect, expectNoAxeViolations, signIn, skipOdometer, test } from './fixtures';

const lisbon = '5b9a7c1e-0000-4000-8000-000000000006';
const atLisbon = { latitude: 38.7223, longitude: -9.1393 };
const fresh = 'fresh@forecourt.test';

/** The orders the sandbox holds and whether each was authorised (charged). */
const sandboxOrders = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').orders ?? {}) as {
        poiId: string;
        authorizedAt?: number;
        paymentMethodId?: string;
      }[],
  );

/** At Demo Lisbon's pump 1 with Super for €20, up to the summary's payment step (the mileage skipped). */
async function summaryAtLisbon(page: Page) {
  await page.context().setGeolocation(atLisbon);
  await page.goto(`/pay?pid=${lisbon}&sandboxStep=400`);
  await openSummary(page);
}

async function openSummary(page: Page) {
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super 95' }).click();
  await page.getByRole('button', { name: '€20' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await skipOdometer(page);
}

/** In the simulated MB WAY app, approve (or reactivate) the mandate, then go back to the app. */
async function approveInMbwayApp(page: Page, action: 'Approve mandate' | 'Reactivate mandate') {
  await page.getByRole('link', { name: 'Open the MB WAY app' }).click();
  await expect(page).toHaveURL(/\/_sandbox\/mbway\?mandate=/);
  await page.getByRole('button', { name: action }).click();
  await expect(page.getByRole('heading', { name: 'Your mandate for Forecourt is active' })).toBeVisible();
  await page.getByRole('button', { name: 'Back to Forecourt' }).click();
  await expect(page).toHaveURL(/\/payment-method\/mbway/);
}

test('a new driver adds MB WAY, approves the mandate in the app and prepays with it at Demo Lisbon', async ({
  page,
}) => {
  await page.context().setGeolocation(atLisbon);
  await signIn(page, fresh);
  // Where the driver came from: a URL of the app, as the app writes it (with auth=0).
  const back = `/pay?pid=${lisbon}&sandboxStep=1000&auth=0`;
  await page.goto(`/profile/payments/add/mbway?returnTo=${encodeURIComponent(back)}`);
  await expect(page.getByRole('heading', { name: 'Add MB WAY' })).toBeVisible();
  await expectNoAxeViolations(page);
  const phone = page.getByLabel('MB WAY phone number');
  // A landline is refused with the rule, and what was typed stays.
  await phone.fill('212 345 678');
  await page.getByRole('button', { name: 'Send to MB WAY' }).click();
  await expect(page.getByText('Enter a Portuguese mobile number: 9 digits starting with 9')).toBeVisible();
  await expect(phone).toHaveValue('212 345 678');
  await expectNoAxeViolations(page);
  await phone.fill('912 345 678');
  await page.getByRole('button', { name: 'Send to MB WAY' }).click();

  await expect(page).toHaveURL(/\/payment-method\/mbway\?returnTo=/);
  await expect(page.getByRole('heading', { name: 'Approve the mandate in the MB WAY app' })).toBeVisible();
  await expect(page.getByText('+351 912 345 678')).toBeVisible();
  await expectNoAxeViolations(page);
  await approveInMbwayApp(page, 'Approve mandate');
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is active' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Continue' }).click();

  await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${lisbon}`));
  await openSummary(page);
  await expect(page.getByRole('radio', { name: /MB WAY/ })).toBeChecked();
  const payments = countPayments(page);
  // MB WAY needs no confirmation step: the payment waits for the approval in the app, then the pump runs.
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page.getByText('Approve the payment in the MB WAY app.', { exact: false })).toBeVisible();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderType=PREPAY)/, { timeout: 30_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(payments.authorized).toBe(1);
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizedAt).toBeDefined();
});

test('a suspended MB WAY mandate says what to do and pays nothing until it is reactivated', async ({ page }) => {
  await signIn(page, 'mbway-suspended@forecourt.test');
  await summaryAtLisbon(page);
  await expect(page.getByRole('radio', { name: /MB WAY/ })).toBeChecked();
  await expect(
    page.getByText('Your MB WAY mandate is suspended: reactivate it in the MB WAY app before paying with MB WAY.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page.getByText('Nothing was charged.', { exact: false })).toBeVisible();
  expect((await sandboxOrders(page)).filter((order) => order.authorizedAt !== undefined)).toEqual([]);

  await page.getByRole('link', { name: 'Manage the MB WAY mandate' }).click();
  await expect(page).toHaveURL(/\/payment-method\/mbway\?returnTo=%2Fpay%2Fprepay%2Fsummary/);
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is suspended' })).toBeVisible();
  await expect(page.getByText('Reactivate it in the MB WAY app, then check again here.')).toBeVisible();
  await expectNoAxeViolations(page);
  // The driver reactivates the mandate in the MB WAY app on the phone, then checks again here.
  const reactivated = await page.evaluate(() =>
    fetch('/_sandbox/psp/_sandbox/mbway/mandate-user-mbway-suspended/approve', { method: 'POST' }).then((r) => r.ok),
  );
  expect(reactivated).toBe(true);
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is suspended' })).toBeVisible();
  await page.getByRole('button', { name: 'Check again' }).click();
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is active' })).toBeVisible();
  await page.getByRole('link', { name: 'Continue' }).click();

  // Back on the same summary, with the same pump, fuel and amount: now it pays, once.
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?(?=.*fuelTypeId=SUPER)(?=.*amount=20)/);
  await skipOdometer(page);
  await expect(page.getByRole('radio', { name: /MB WAY/ })).toBeChecked();
  await expect(page.getByText('Your MB WAY mandate is suspended', { exact: false })).toHaveCount(0);
  const payments = countPayments(page);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderType=PREPAY)/, { timeout: 30_000 });
  expect(payments.authorized).toBe(1);
});

test('a suspended mandate reactivated in the simulated MB WAY app is active when the driver comes back', async ({
  page,
}) => {
  await signIn(page, 'mbway-suspended@forecourt.test');
  await page.goto('/payment-method/mbway');
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is suspended' })).toBeVisible();
  await approveInMbwayApp(page, 'Reactivate mandate');
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is active' })).toBeVisible();
});

test('an expired MB WAY mandate is renewed: a new mandate, approved in the app', async ({ page }) => {
  await signIn(page, 'mbway-expired@forecourt.test');
  await page.goto('/payment-method/mbway');
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate has expired' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Renew the mandate' }).click();
  await expect(page.getByRole('heading', { name: 'Approve the mandate in the MB WAY app' })).toBeVisible();
  await approveInMbwayApp(page, 'Approve mandate');
  await expect(page.getByRole('heading', { name: 'Your MB WAY mandate is active' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Payment methods' })).toHaveAttribute('href', '/profile/payments');
});

test('a failed save of MB WAY says so and keeps the number', async ({ page }) => {
  await signIn(page, fresh);
  await page.goto('/profile/payments/add/mbway?sandbox=provider-fails');
  await page.getByLabel('MB WAY phone number').fill('+351 936 000 111');
  await page.getByRole('button', { name: 'Send to MB WAY' }).click();
  await expect(page.getByText('The payment method could not be saved.', { exact: false })).toBeVisible();
  await expect(page.getByLabel('MB WAY phone number')).toHaveValue('+351 936 000 111');
  await expect(page).toHaveURL(/\/profile\/payments\/add\/mbway/);
});

test('a fuel card with its VIN is added and pays at Demo Berlin Mitte', async ({ page }) => {
  await signIn(page, fresh);
  const back = `/pay?pid=${berlin}&sandboxStep=400&auth=0`;
  await page.goto(`/profile/payments/add/bp-card?returnTo=${encodeURIComponent(back)}`);
  await expect(page.getByRole('heading', { name: 'Add a fuel card' })).toBeVisible();
  await expectNoAxeViolations(page);
  const fields = {
    'Card number': '7002 0512 3456 7890 019',
    'Expiry date': '08/2031',
    'Cardholder first name': 'Frieda',
    'Cardholder last name': 'Fresh',
    TPIN: '4321',
    'Licence plate': 'B-FR 2031',
  };
  for (const [label, value] of Object.entries(fields)) await page.getByLabel(label, { exact: true }).fill(value);
  const vin = page.getByLabel('Vehicle identification number (VIN)');
  const add = page.getByRole('button', { name: 'Add fuel card' });

  // A missing VIN is refused with the message; nothing else typed is lost.
  await add.click();
  await expect(page.getByText('This field is required.')).toBeVisible();
  await expectNoAxeViolations(page);
  // A malformed one (an O, which a VIN never has) too.
  await vin.fill('WVWZZZ1KZAW00000O');
  await add.click();
  await expect(
    page.getByText('Enter the 17 characters of the VIN: letters and digits, without I, O and Q.'),
  ).toBeVisible();
  for (const [label, value] of Object.entries(fields)) {
    await expect(page.getByLabel(label, { exact: true })).toHaveValue(value);
  }
  await expect(vin).toHaveValue('WVWZZZ1KZAW00000O');
  // Nothing of the card is kept by the app.
  // (The sandbox platform's own store, which stands for the platform's database, is not the app's.)
  const stored = await page.evaluate(() => {
    const kept: Record<string, string | null> = {};
    for (const storage of [localStorage, sessionStorage]) {
      for (let i = 0; i < storage.length; i += 1) {
        const key = storage.key(i) ?? '';
        if (key !== 'forecourt.sandbox.v1') kept[key] = storage.getItem(key);
      }
    }
    return JSON.stringify(kept);
  });
  expect(stored).not.toContain('4321');
  expect(stored).not.toContain('7002 0512');

  await vin.fill('wvwzzz1kzaw000001');
  await add.click();
  await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
  const card = await page.evaluate(() => {
    const data = JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}');
    return Object.values(data.paymentMethods ?? {}).find(
      (method) => (method as { method: string }).method === 'FUEL_CARD',
    );
  });
  expect(card).toMatchObject({ method: 'FUEL_CARD', details: { cardNumber: '•••• 0019' } });
  expect(JSON.stringify(card)).not.toContain('4321');

  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await expect(page.getByRole('radio', { name: /BP Aral Routex •••• 0019/ })).toBeChecked();
  const payments = countPayments(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  // The card (its last digit, in the sandbox) asks for the VIN and the mileage, which was skipped above.
  const prompts = page.getByRole('dialog', { name: 'Your fuel card asks for your vehicle' });
  await expect(prompts).toBeVisible();
  await prompts.getByLabel('Vehicle identification number (VIN)').fill('WVWZZZ1KZAW00000O');
  await prompts.getByLabel('Mileage in km').fill('48600');
  await prompts.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(
    prompts.getByText('Enter the 17 characters of the VIN: letters and digits, without I, O and Q.'),
  ).toBeVisible();
  await expect(prompts.getByLabel('Mileage in km')).toHaveValue('48600');
  await expectNoAxeViolations(page);
  expect(payments.authorized).toBe(0);
  await prompts.getByLabel('Vehicle identification number (VIN)').fill('wvwzzz1kzaw000001');
  await prompts.getByRole('button', { name: 'Confirm and pay' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderType=PREPAY)/, { timeout: 30_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  expect(payments.authorized).toBe(1);
});
