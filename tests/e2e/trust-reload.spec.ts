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

/**
 * A second card for the demo driver besides the preferred VISA (PayPal needs a PIN the demo driver has not set
 * up), written into the sandbox's store before every page load reads it.
 */
async function addSecondCard(page: Page) {
  await page.addInitScript(() => {
    const saved = localStorage.getItem('forecourt.sandbox.v1');
    if (!saved) return;
    const store = JSON.parse(saved);
    const visa = store.paymentMethods?.['pm-demo-visa'];
    if (!visa || store.paymentMethods['pm-demo-mastercard']) return;
    store.paymentMethods['pm-demo-mastercard'] = {
      ...visa,
      id: 'pm-demo-mastercard',
      isPreferred: false,
      details: { brand: 'MASTERCARD', cardNumber: '•••• 5555', expiry: '10/2030' },
    };
    localStorage.setItem('forecourt.sandbox.v1', JSON.stringify(store));
  });
}

/** Pump, Super E5, €50 at Demo Berlin Mitte, up to the prepay summary (the prepay hint shows the first time). */
async function toSummary(page: Page, { pump = 'Pump 1', hint = false } = {}) {
  await page.goto(`/pay?pid=${berlin}&sandboxStep=4000`);
  await page.getByRole('button', { name: pump, exact: true }).click();
  if (hint) await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
}

const visa = (page: Page) => page.getByRole('radio', { name: /VISA •••• 4242/ });
const mastercard = (page: Page) => page.getByRole('radio', { name: /MASTERCARD •••• 5555/ });
/** Taps the card's line in the list of methods. */
const chooseMastercard = (page: Page) => page.getByText('MASTERCARD •••• 5555', { exact: true }).click();
const odometerHeading = (page: Page) => page.getByRole('heading', { name: 'What does your odometer say?' });

test('a reload of the summary keeps the typed mileage and the chosen method, and pays once with both', async ({
  page,
}) => {
  const counts = countPayments(page);
  await signIn(page);
  await addSecondCard(page);
  await toSummary(page, { hint: true });
  // A half-typed mileage survives a reload.
  await page.getByLabel('Mileage in km').fill('48,6');
  await page.reload();
  await expect(page.getByLabel('Mileage in km')).toHaveValue('48,6');
  await page.getByLabel('Mileage in km').fill('48,600.5');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByText('Mileage for this order: 48,600.5 km')).toBeVisible();
  await expect(visa(page)).toBeChecked();
  await chooseMastercard(page);
  await expect(mastercard(page)).toBeChecked();
  await page.reload();
  // The question was answered; the mileage given and the card chosen are still there.
  await expect(mastercard(page)).toBeChecked();
  await expect(visa(page)).not.toBeChecked();
  await expect(odometerHeading(page)).toHaveCount(0);
  await expect(page.getByText('Mileage for this order: 48,600.5 km')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  expect(counts).toEqual({ created: 1, authorized: 1 });
  const data = await sandboxData(page);
  const orders = Object.values(data.orders) as { paymentMethodId?: string; carOdometerM?: number }[];
  expect(orders).toHaveLength(1);
  expect(orders[0]).toMatchObject({ paymentMethodId: 'pm-demo-mastercard', carOdometerM: 48_600_500 });
  // Paid: the next order at this pump starts from the preferred card again.
  expect(await page.evaluate(() => sessionStorage.getItem('forecourt.draft.checkout'))).toBeNull();
});

test('a choice kept for one pump is not applied at another pump, nor after logging out', async ({ page }) => {
  const counts = countPayments(page);
  await signIn(page);
  await addSecondCard(page);
  await toSummary(page, { hint: true });
  await skipOdometer(page);
  await chooseMastercard(page);
  await page.reload();
  await expect(mastercard(page)).toBeChecked();

  // Another pump: the preferred card, and the choice for pump 1 is gone.
  await toSummary(page, { pump: 'Pump 2' });
  await skipOdometer(page);
  await expect(visa(page)).toBeChecked();
  await expectNoAxeViolations(page);
  await toSummary(page);
  // Back at pump 1 the mileage is asked again rather than left out of the order.
  await skipOdometer(page);
  await expect(visa(page)).toBeChecked();

  // Logging out drops a kept choice.
  await chooseMastercard(page);
  await page.reload();
  await expect(mastercard(page)).toBeChecked();
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log out' }).click();
  await expect(page).toHaveURL(/\/map/);
  await signIn(page);
  await toSummary(page);
  await expect(visa(page)).toBeChecked();
  expect(counts).toEqual({ created: 0, authorized: 0 });
});
