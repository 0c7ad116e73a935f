import type { Page } from '@playwright/test';
import { countPayments, expect, expectNoAxeViolations, logIn, readQrCode, sandboxData, signIn, test } from './fixtures';

const giftCards = '5b9a7c1e-0000-4000-8000-000000000005';
const leipzig = '5b9a7c1e-0000-4000-8000-00000000000a';
const hamburg = { latitude: 53.5511, longitude: 9.9937 };
const leipzigPosition = { latitude: 51.3466, longitude: 12.4007 };

/** Opens the gift card station's pay area standing at it (a QR code on the shop's counter). */
async function openGiftCards(page: Page, query = '') {
  await page.context().setGeolocation(hamburg);
  await page.goto(`/pay?pid=${giftCards}&sandboxStep=600${query}`);
}

/** A registered driver picks the Bluebird Books gift card worth €25 and reaches its summary. */
async function chooseBooks25(page: Page, query = '') {
  await openGiftCards(page, query);
  await expect(page).toHaveURL(/\/pay\/postpay\/gift-card\?/);
  await expect(page.getByRole('heading', { name: 'Choose a gift card' })).toBeVisible();
  await page.getByRole('button', { name: 'Bluebird Books gift card, €25.00' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/gift-card\?(?=.*productId=)(?=.*itemCode=EUR-25)(?=.*orderId=)/);
}

test.describe('gift cards', () => {
  test('a guest at the gift card station is sent to log in and comes back to the gift cards', async ({ page }) => {
    await openGiftCards(page);
    await expect(page).toHaveURL(/\/login\?(?=.*pid=5b9a7c1e-0000-4000-8000-000000000005)/);
    await expectNoAxeViolations(page);
    await page.getByLabel('Email', { exact: true }).fill('demo@forecourt.test');
    await page.getByLabel('Password', { exact: true }).fill('Forecourt-demo-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(/\/pay\/postpay\/gift-card\?/, { timeout: 15_000 });
    await expect(page.getByRole('heading', { name: 'Choose a gift card' })).toBeVisible();
    // Nothing was ordered for the guest.
    expect(Object.values((await sandboxData(page)).orders)).toHaveLength(0);
  });

  test('a registered driver buys a gift card once and gets its code, value, expiry and how to redeem it', async ({
    page,
  }) => {
    await signIn(page);
    await openGiftCards(page);
    await expect(page).toHaveURL(/\/pay\/postpay\/gift-card\?/);
    // Every card with its values, in its own currency.
    await expect(page.getByRole('heading', { name: 'Bluebird Books gift card' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Alpine Rail gift card, CHF 50.00' })).toBeVisible();
    await expect(page.getByText('Delivered at once as a code in the app').first()).toBeVisible();
    await expectNoAxeViolations(page);
    const payments = countPayments(page);
    await page.getByRole('button', { name: 'Bluebird Books gift card, €25.00' }).click();

    await expect(page.locator('.summary__amount')).toHaveText('€25.00');
    await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    await expectNoAxeViolations(page);
    // A double tap pays once.
    await page.getByRole('button', { name: 'Pay €25.00' }).dblclick();

    await expect(page).toHaveURL(/\/pay\/postpay\/processing\?/);
    await expect(page.getByText('Your gift card is ready')).toBeVisible({ timeout: 20_000 });
    const code = page.locator('.wash-code__value');
    await expect(code).toHaveText(/^GC-\w{4}-\w{4}-\w{4}$/);
    const value = (await code.textContent()) ?? '';
    await expect(page.getByText(/^Valid until /)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'How to redeem it' })).toBeVisible();
    await expect(page.locator('.receipt .summary__amount')).toHaveText('€25.00', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Show QR code' }).click();
    const dialog = page.getByRole('dialog', { name: 'Scan where you redeem the card' });
    await expect(dialog.getByRole('img', { name: `QR code of gift card code ${value}` })).toBeVisible();
    // A QR reader reads the printed code from the image.
    expect(await readQrCode(dialog.getByRole('img'))).toBe(value);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // A reload on the processing page shows the same card and pays nothing again.
    await page.reload();
    await expect(page.locator('.wash-code__value')).toHaveText(value);
    expect(payments).toEqual({ created: 1, authorized: 1 });
    const orders = Object.values((await sandboxData(page)).orders);
    expect(orders).toHaveLength(1);
    expect(orders[0]?.kind).toBe('GIFT_CARD');
  });

  test('a reload while the card is being issued resumes the order and pays nothing twice', async ({ page }) => {
    await signIn(page);
    const payments = countPayments(page);
    await chooseBooks25(page, '&sandboxStep=4000');
    await page.getByRole('button', { name: 'Pay €25.00' }).click();
    await expect(page).toHaveURL(/\/pay\/postpay\/processing\?/);
    await expect(page.getByText('Payment authorised. Your gift card is being issued…')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.reload();
    await expect(page.getByText('Your gift card is ready')).toBeVisible({ timeout: 20_000 });
    expect(payments).toEqual({ created: 1, authorized: 1 });
    expect(Object.values((await sandboxData(page)).orders)).toHaveLength(1);
  });

  test('methods that cannot pay for gift cards are shown with the reason and another one pays', async ({ page }) => {
    await signIn(page, 'fleet@forecourt.test');
    await chooseBooks25(page);
    const partner = page.getByRole('radio', { name: /Fleetwise/ });
    await expect(partner).toBeDisabled();
    await expect(page.getByText('Cannot pay for gift cards')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.locator('label.radio', { hasText: 'Billed to you' }).click();
    await expect(page.getByRole('radio', { name: /Billed to you/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay €25.00' }).click();
    // This account confirms each payment.
    await page.getByRole('button', { name: 'Confirm and pay' }).click();
    await expect(page.getByText('Your gift card is ready')).toBeVisible({ timeout: 20_000 });
  });

  test('an account without the gift card shop is told so, and nothing is ordered', async ({ page }) => {
    await signIn(page);
    await openGiftCards(page, '&sandbox=gift-card-shop-off');
    await expect(page.getByText('Gift cards cannot be bought with your account.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.goto(
      `/pay/postpay/gift-card?pid=${giftCards}&productId=${giftCards}-gift-bluebird-books&itemCode=EUR-25`,
    );
    await expect(page.getByText('Gift cards cannot be bought with your account.')).toBeVisible();
    expect(Object.values((await sandboxData(page)).orders)).toHaveLength(0);
  });
});

test.describe('the vending machine', () => {
  /** Standing at Demo Leipzig's machine, the shop opened from the pump screen. */
  async function openShop(page: Page, query = '') {
    await page.context().setGeolocation(leipzigPosition);
    await page.goto(`/pay?pid=${leipzig}&sandboxStep=600${query}`);
    await page.getByRole('link', { name: 'Shop: drinks, snacks and more' }).click();
    await expect(page).toHaveURL(/\/pay\/shop\?/);
    await expect(page.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
  }

  test('a product is paid and released, with a receipt; a sold-out one cannot be chosen', async ({ page }) => {
    await signIn(page);
    await openShop(page);
    await expect(page.locator('.card', { hasText: 'Cereal bar' }).getByText('Sold out')).toBeVisible();
    await expect(page.getByRole('button', { name: /^Choose Cereal bar/ })).toHaveCount(0);
    await expectNoAxeViolations(page);
    const payments = countPayments(page);
    await page.getByRole('button', { name: 'Choose Coffee to go for €2.90' }).click();
    await expect(page).toHaveURL(/\/pay\/shop\/summary\?(?=.*orderId=)/);
    await expect(page.locator('.summary__amount')).toHaveText('€2.90');
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Pay €2.90' }).click();
    await expect(page).toHaveURL(/\/pay\/shop\/finish\?/);
    await expect(page.getByText('Take your product from the machine')).toBeVisible({ timeout: 20_000 });
    await expect(page.locator('.receipt .summary__amount')).toHaveText('€2.90', { timeout: 20_000 });
    await expectNoAxeViolations(page);
    expect(payments).toEqual({ created: 1, authorized: 1 });
  });

  test('a product that runs out after paying: the driver is told nothing was charged and can choose another', async ({
    page,
  }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/map/);
    await openShop(page, '&sandbox=vending-out-of-stock');
    await page.getByRole('button', { name: 'Choose Still water for €1.50' }).click();
    await page.getByRole('button', { name: 'Pay €1.50' }).click();
    await expect(page.getByRole('heading', { name: 'This product has just sold out' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Nothing was charged: the payment was cancelled.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Choose another product' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a product' })).toBeVisible();
  });

  test('a machine that jams says the product was not released and nothing was charged', async ({ page }) => {
    await signIn(page);
    await openShop(page, '&sandbox=vending-jammed');
    await page.getByRole('button', { name: 'Choose Windscreen washer fluid for €6.99' }).click();
    await page.getByRole('button', { name: 'Pay €6.99' }).click();
    await expect(page.getByRole('heading', { name: 'The machine could not release your product' })).toBeVisible({
      timeout: 20_000,
    });
    await expect(page.getByText('Nothing was charged: the payment was cancelled.')).toBeVisible();
  });
});

test('the map shows the gift card shop found through the platform’s places, with what it offers', async ({ page }) => {
  await signIn(page);
  await page.context().setGeolocation(hamburg);
  await page.goto('/map');
  await page.getByRole('button', { name: 'Demo Gift Cards' }).click();
  const sheet = page.getByRole('dialog', { name: 'Demo Gift Cards' });
  await expect(sheet.getByText('Gift cards or a shop: pay for them here')).toBeVisible();
  await expectNoAxeViolations(page);
  await sheet.getByRole('link', { name: 'Pay here' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/gift-card\?/);
  await expect(page.getByRole('heading', { name: 'Choose a gift card' })).toBeVisible();
});
