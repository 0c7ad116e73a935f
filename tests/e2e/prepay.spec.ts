import type { Page } from '@playwright/test';
import { prepayJourneys } from '../journeys/orderFlowJourneys';
import {
  berlin,
  choosePrepay,
  expect,
  expectNoAxeViolations,
  logIn,
  openPayArea,
  sandboxData,
  signIn,
  skipOdometer,
  test,
} from './fixtures';
import { describeJourneys } from './journeys';

/** Orders the sandbox holds, read from its persisted store. */
const sandboxOrders = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').orders ?? {}) as {
        authorizeAttempts: number;
      }[],
  );

async function choosePumpFuelAmount(
  page: Page,
  { guest = false, scenario = '', pump = 'Pump 1', fuel = 'Super E5', amount = '€50', step = 400, query = '' } = {},
) {
  await openPayArea(page, berlin, { step, scenarios: scenario ? [scenario] : [], query });
  await choosePrepay(page, { pump, fuel, amount, guest });
}

test('a registered driver prepays with the preferred card, fuels and gets the receipt', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page);
  await expect(page.getByText('Welcome: 5 ct/l off (5 ct/l)')).toBeVisible();
  // The account asks for the mileage first; it goes to the preferred vehicle.
  await expect(page.getByText('Last entry: 48,250 km')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Mileage in km').fill('48,600');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  await expectNoAxeViolations(page);
  const pay = page.getByRole('button', { name: 'Pay €50.00' });
  // A double tap pays once.
  await pay.dblclick();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(page.locator('.receipt .summary__discount')).toContainText(/Welcome: 5 ct\/l off\s*−€\d+\.\d\d/);
  const total = await page.locator('.receipt .summary__amount').textContent();
  const amount = Number(total?.replace(/[^0-9.]/g, ''));
  expect(amount).toBeGreaterThan(10);
  expect(amount).toBeLessThan(50);
  await expectNoAxeViolations(page);
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
  expect((await sandboxData(page)).things['thing-demo-golf']?.carOdometerM).toBe(48_600_000);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page).toHaveURL(/\/map/);
});

test('a reload while fueling resumes the same order', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page);
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  await page.reload();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 20_000 });
  expect(await sandboxOrders(page)).toHaveLength(1);
});

test('a guest pays with Google Pay at a guest-checkout station', async ({ page }) => {
  await choosePumpFuelAmount(page, { guest: true, pump: 'Pump 2' });
  await expect(page.getByRole('link', { name: 'Register or log in' })).toBeVisible();
  await expect(page.getByText('By paying you accept the')).toBeVisible();
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary/);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await page.getByRole('button', { name: 'Pay with Google Pay' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 25_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
});

test('a 3-D Secure approval returns to the flow and fuels', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page, { scenario: 'user-interaction' });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page.getByRole('heading', { name: 'Approve this payment?' })).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 25_000 });
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
});

test('a declined card keeps the driver on the summary: nothing charged, another method can be chosen', async ({
  page,
}) => {
  await signIn(page);
  await choosePumpFuelAmount(page, { scenario: 'declined' });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page.getByText('Your payment was declined. Nothing was charged.')).toBeVisible();
  await expect(page.getByText('Information for support')).toBeVisible();
  await expect(page.getByText('402 · Payment declined')).toBeHidden();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?(?=.*amount=50)(?=.*fuelTypeId=SUPER_E5)/);
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeEnabled();
  await expectNoAxeViolations(page);
  // Paying again uses the same order: one order, two attempts.
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page.getByText('Your payment was declined. Nothing was charged.')).toBeVisible();
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(2);
});

test('cancelling before the pump starts shows the cancel page', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page, { pump: 'Pump 2', fuel: 'Diesel', amount: '€20', step: 4000 });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?/);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page).toHaveURL(/\/pay\/cancel\?.*state=CANCELLED_PREPAY/);
  await expect(page.getByRole('heading', { name: 'Order cancelled' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a refused cancel says so and the fueling goes on', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page, {
    pump: 'Pump 2',
    fuel: 'Diesel',
    amount: '€20',
    step: 4000,
    scenario: 'cancel-fails',
  });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await page.getByRole('button', { name: 'Cancel' }).click();
  const refused = page.waitForResponse((response) => response.url().includes('/cancel') && response.status() === 500);
  await page.getByRole('button', { name: 'Yes, cancel' }).click();
  await expect(page.getByRole('alertdialog', { name: 'The order could not be cancelled' })).toBeVisible();
  await refused;
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  // The order goes on: the pump starts and the driver fuels.
  await expect(page.getByRole('heading', { name: 'Fueling', exact: true })).toBeVisible({ timeout: 20_000 });
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?/);
});

test.describe('embedded through a callback', () => {
  async function payWithCallback(page: Page, callback: string) {
    await signIn(page);
    await choosePumpFuelAmount(page, { query: `&callback=${encodeURIComponent(callback)}` });
    await skipOdometer(page);
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 25_000 });
  }

  test('OK on the receipt hands amount, price, total and stationId to the callback URL', async ({ page, baseURL }) => {
    await payWithCallback(page, `${baseURL}/landing?from=partner`);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/landing\?/);
    const query = new URL(page.url()).searchParams;
    expect(query.get('from')).toBe('partner');
    expect(query.get('stationId')).toBe(berlin);
    expect(Number(query.get('total'))).toBeGreaterThan(0);
    expect(Number(query.get('price'))).toBe(1.799);
    expect(Number(query.get('amount'))).toBeGreaterThan(0);
  });

  test('a callback that is not a web address is refused with a message', async ({ page }) => {
    await payWithCallback(page, 'javascript:alert(1)');
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByRole('alert')).toHaveText('Invalid callback parameter.');
    await expect(page).toHaveURL(/\/pay\/finish/);
  });
});

test('a pump that gives no feedback ends on the fueling error page, not on a payment error', async ({ page }) => {
  await signIn(page);
  await choosePumpFuelAmount(page, { scenario: 'pump-no-feedback' });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/error\?.*type=fueling_prepay/, { timeout: 20_000 });
  await expect(page.getByRole('heading', { name: 'Fueling could not start' })).toBeVisible();
  await expect(page.getByText('The pump gave no feedback')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('on a flaky connection while fuelling every lost answer is asked again: one order, paid once, and the receipt', async ({
  page,
}) => {
  await logIn(page);
  await expect(page).toHaveURL(/\/map/);
  // Steps of 2 s: the order is polled several times while the pump runs.
  await choosePumpFuelAmount(page, { step: 2000 });
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  // From here on every third call of the platform fails, with 502 or a network error. (Which call that is
  // before paying depends on how the screens' requests interleave, so the connection turns flaky once paid.)
  const lost: string[] = [];
  page.on('response', (response) => response.status() === 502 && lost.push(response.url()));
  page.on('requestfailed', (request) => request.url().includes('/_sandbox/platform/') && lost.push(request.url()));
  await page.getByRole('button', { name: 'Sandbox' }).click();
  const flaky = page.getByRole('checkbox', { name: /flaky/ });
  await flaky.click();
  await expect(flaky).toBeChecked();
  await page.getByRole('button', { name: /^Sandbox/ }).click();

  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 30_000 });
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 15_000 });
  await expect(page.locator('.receipt .summary__amount')).toHaveText(/^€\d+\.\d\d$/);
  expect(lost.length, 'calls the flaky connection lost').toBeGreaterThan(0);
  const orders = await sandboxOrders(page);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(1);
});

// The journeys generated from the chart: one per outcome (tests/journeys).
describeJourneys(prepayJourneys);
