import {
  berlin,
  countPayments,
  expect,
  expectNoAxeViolations,
  logIn,
  payPrepayAtPump1,
  sandboxData,
  signIn,
  skipOdometer,
  test,
} from './fixtures';

const summary = `/pay/prepay/summary?pid=${berlin}&productId=${berlin}-pump-1&orderType=PREPAY&fuelTypeId=SUPER_E5`;

test('a summary URL pays only what the station offers: anything else goes back to its step', async ({ page }) => {
  const counts = countPayments(page);
  await logIn(page);
  await expect(page).toHaveURL(/\/map/);
  for (const amount of ['999999', '1e3', '0.001']) {
    await page.goto(`${summary}&amount=${amount}&currency=EUR`);
    await expect(page).toHaveURL(/\/pay\/prepay\/amount\?/);
    await expect(page).not.toHaveURL(/amount=/);
    await expect(page.getByRole('button', { name: '€50' })).toBeVisible();
  }
  await page.goto(`${summary}&amount=50&currency=USD`);
  await expect(page).toHaveURL(/\/pay\/prepay\/amount\?/);
  await expect(page.getByText(/\$|USD/)).toHaveCount(0);
  await page.goto(`${summary.replace('SUPER_E5', 'LPG')}&amount=50&currency=EUR`);
  await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?/);
  // A postpay pump is not a prepay one.
  await page.goto(`${summary.replace('pump-1', 'pump-6')}&amount=50&currency=EUR`);
  await expect(page).toHaveURL(/\/pay\/pump\?/);
  await expectNoAxeViolations(page);
  expect(counts).toEqual({ created: 0, authorized: 0 });
});

test('an unknown order says so and leads on, never "payment failed"', async ({ page }) => {
  await signIn(page);
  await page.goto(`/pay/prepay/fueling?pid=${berlin}&productId=${berlin}-pump-1&orderType=PREPAY&orderId=nope`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect(page.getByText(/Payment failed|reserved/)).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'OK', exact: true }).click();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
});

test('back while the pump is being released leads to the running order, never to a second payment', async ({
  page,
}) => {
  const counts = countPayments(page);
  await signIn(page);
  await payPrepayAtPump1(page, 'sandboxStep=4000');
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  await page.goBack();
  await page.getByRole('button', { name: '€50' }).click();
  // The summary offers the running order instead of a second payment.
  await expect(page.getByRole('button', { name: 'Show my order' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toHaveCount(0);
  await page.getByRole('button', { name: 'Show my order' }).click();
  await expect(page).toHaveURL(/\/pay\/(prepay\/fueling|finish)\?.*orderId=/);
  expect(counts).toEqual({ created: 1, authorized: 1 });
});

test('a declined order opened again from the pump screen keeps the order, asks for its amount and never for €0', async ({
  page,
}) => {
  await signIn(page);
  await payPrepayAtPump1(page, 'sandbox=declined');
  await expect(page.getByText(/Your payment was declined\. Nothing was charged\./)).toBeVisible();
  // The order exists: its amount may change and it may be cancelled; its fuel is its own.
  await expect(page.getByRole('link', { name: 'Change amount' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Change fuel' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Cancel', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  // Later, at the pump screen: the order waits for its payment; its link knows no amount.
  await page.getByRole('button', { name: 'Sandbox' }).click();
  // The panel shows the change once the sandbox has taken it (a request to the platform): waited for, so the page
  // is not left while the request is under way, and the next payment is not declined again.
  const declined = page.getByRole('checkbox', { name: /declined/ });
  await declined.click();
  await expect(declined).not.toBeChecked();
  await page.keyboard.press('Escape');
  await page.goto(`/pay/pump?pid=${berlin}`);
  await page.getByRole('link', { name: 'Show', exact: true }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/amount\?.*orderId=/);
  await expect(
    page.getByText('Your order at pump 1 waits for its payment. Nothing has been paid yet: choose the amount.'),
  ).toBeVisible();
  await expect(page.getByText('Pump 1: your order waits for payment')).toHaveCount(0);
  await expectNoAxeViolations(page);
  const counts = countPayments(page);
  await page.getByRole('button', { name: '€20' }).click();
  await skipOdometer(page);
  await expect(page.getByText('€0.00')).toHaveCount(0);
  await page.getByRole('button', { name: 'Pay €20.00' }).click();
  await expect(page).toHaveURL(/\/pay\/(prepay\/fueling|finish)\?.*orderId=/);
  // The same order, paid once, for the amount chosen again.
  expect(counts).toEqual({ created: 0, authorized: 1 });
  const orders = Object.values((await sandboxData(page)).orders);
  expect(orders).toHaveLength(1);
  expect(orders[0]?.authorizeAttempts).toBe(2);
});

test.describe('an order the platform could not create', () => {
  test('prepay: the summary says nothing was charged, and paying again pays once', async ({ page }) => {
    const counts = countPayments(page);
    await signIn(page);
    await payPrepayAtPump1(page, 'sandbox=order-fails&sandboxStep=400');
    await expect(
      page.getByText('The order could not be created. Nothing was charged. Please try again.'),
    ).toBeVisible();
    // (The summary's own line says how prepay works: the amount *is* reserved once paid.)
    await expect(page.getByText(/Payment failed|amount was reserved/)).toHaveCount(0);
    await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Sandbox' }).click();
    const fails = page.getByRole('checkbox', { name: /order-fails/ });
    await fails.click();
    await expect(fails).not.toBeChecked();
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 25_000 });
    expect(Object.keys((await sandboxData(page)).orders)).toHaveLength(1);
    expect(counts).toEqual({ created: 2, authorized: 1 });
  });

  test('postpay: the error page says nothing was charged and leads back to the pumps', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay?pid=${berlin}&sandbox=order-fails`);
    await page.getByRole('button', { name: 'Pump 6', exact: true }).click();
    await page.getByRole('button', { name: 'Got it' }).click();
    await expect(page.getByRole('heading', { name: 'The order could not be created' })).toBeVisible();
    await expect(page.getByText('Nothing was charged. Please choose your pump again and try once more.')).toBeVisible();
    await expect(page.getByText(/Payment failed|reserved/)).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    expect((await sandboxData(page)).orders ?? {}).toEqual({});
  });
});
