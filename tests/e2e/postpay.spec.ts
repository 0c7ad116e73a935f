import type { Page } from '@playwright/test';
import { postpayJourneys } from '../journeys/orderFlowJourneys';
import {
  berlin,
  choosePostpayPump,
  expect,
  expectNoAxeViolations,
  sandboxData,
  signIn,
  skipOdometer,
  test,
} from './fixtures';
import { describeJourneys } from './journeys';

async function releasePump6(page: Page, query = '') {
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}${query}`);
  // Postpay means fuelling first: the phone stays in the car until paying.
  await choosePostpayPump(page, 'Pump 6');
  await expect(page).toHaveURL(/\/pay\/postpay\/fueling\?(?=.*orderId=)(?=.*orderType=POSTPAY)/);
}

test('postpay at pump 6: fuel, give the mileage, pay the total once and get the receipt', async ({ page }) => {
  await releasePump6(page, '&sandboxStep=1500');
  await expect(page.getByRole('heading', { name: 'Pump 6 is released' })).toBeVisible();
  await expectNoAxeViolations(page);
  // When the nozzle is back the summary shows what was fuelled; the account asks for the mileage first.
  await expect(page).toHaveURL(/\/pay\/postpay\/summary\?(?=.*orderId=)(?=.*orderType=POSTPAY)/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toBeVisible();
  await page.getByText('Van · B-FC 1990').click();
  await expect(page.getByRole('radio', { name: /Van/ })).toBeChecked();
  await page.getByLabel('Mileage in km').fill('13x');
  await expect(page.getByRole('button', { name: 'Continue' })).toBeDisabled();
  await expect(page.getByText('Enter the mileage in km as a number above 0 and at most 1,000,000')).toBeVisible();
  await expect(page.getByLabel('Mileage in km')).toHaveValue('13x');
  await page.getByLabel('Mileage in km').fill('131500');
  await page.getByRole('button', { name: 'Continue' }).click();

  const total = (await page.locator('.summary__amount').textContent()) ?? '';
  expect(total).toMatch(/^€\d+\.\d\d$/);
  await expect(page.getByText(/^\d+(\.\d+)? l$/)).toBeVisible();
  await expectNoAxeViolations(page);
  // The saved card (direct credit) pays without a confirmation step; a double tap pays once.
  await page.getByRole('button', { name: `Pay ${total}` }).dblclick();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderType=POSTPAY)/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(page.locator('.receipt .summary__amount')).toHaveText(total);
  await expectNoAxeViolations(page);

  const data = await sandboxData(page);
  const orders = Object.values(data.orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
  expect(orders[0]?.carOdometerM).toBe(131_500_000);
  expect(data.things['thing-demo-van']?.carOdometerM).toBe(131_500_000);
});

test('a guest pays a postpay order with Google Pay', async ({ page }) => {
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400`);
  await page.getByRole('button', { name: 'Pump 5', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/summary\?/, { timeout: 20_000 });
  // Guests are never asked for a mileage.
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
  await page.getByRole('button', { name: /^Pay €/ }).click();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
});

test('a reload on the postpay summary resumes the same order', async ({ page }) => {
  await releasePump6(page, '&sandboxStep=400');
  await expect(page).toHaveURL(/\/pay\/postpay\/summary\?/, { timeout: 20_000 });
  await skipOdometer(page);
  await page.reload();
  // Answered once per order: the reload goes straight to the payment.
  await expect(page.getByRole('button', { name: /^Pay €/ })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toHaveCount(0);
  expect(Object.values((await sandboxData(page)).orders)).toHaveLength(1);
});

test("don't ask again stores the refusal and the next checkout skips the mileage", async ({ page }) => {
  await releasePump6(page, '&sandboxStep=400');
  await expect(page).toHaveURL(/\/pay\/postpay\/summary\?/, { timeout: 20_000 });
  await page.getByText("Don't ask me again").click();
  await expect(page.getByRole('checkbox', { name: "Don't ask me again" })).toBeChecked();
  await page.getByRole('button', { name: 'Skip' }).click();
  await expect(page.getByRole('button', { name: /^Pay €/ })).toBeVisible();
  expect((await sandboxData(page)).users['user-demo']?.odometerScreen?.value).toBe('REFUSED');
  await page.goto(`/pay/pump?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€20' }).click();
  await expect(page.getByRole('button', { name: 'Pay €20.00' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toHaveCount(0);
});

test('cancelling while fueling shows the postpay cancel page', async ({ page }) => {
  await releasePump6(page, '&sandboxStep=6000');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/cancel\?.*state=CANCELLED_POSTPAY/);
  await expect(page.getByText('Your order was cancelled. Nothing was charged.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a refused postpay cancel says to pay at the counter', async ({ page }) => {
  await releasePump6(page, '&sandboxStep=6000&sandbox=cancel-fails');
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/cancel\?.*state=API_ERROR_POSTPAY/);
  await expect(page.getByText('Please pay at the counter.')).toBeVisible();
});

test('an expired postpay order reaches the expired-order error', async ({ page }) => {
  await releasePump6(page, '&sandboxStep=400&sandbox=postpay-expired');
  await expect(page).toHaveURL(/\/error\?(?=.*type=fueling_postpay)(?=.*reason=expired)/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Your order has expired' })).toBeVisible();
  await expectNoAxeViolations(page);
});

// The journeys generated from the chart: one per outcome (tests/journeys).
describeJourneys(postpayJourneys);
