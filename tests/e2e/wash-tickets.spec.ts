import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, signIn, test } from './fixtures';

const validSection = (page: Page) => page.getByRole('region', { name: 'Ready to use' });
const spentSection = (page: Page) => page.getByRole('region', { name: 'Used and expired' });

test('a wash bought at Demo Berlin Mitte is in the wash tickets by its expiry, and once marked used it moves to the used ones', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=800`);
  await page.getByRole('link', { name: 'Car wash' }).click();
  await page.getByRole('button', { name: 'Choose Basic wash for €9.99' }).click();
  await page.getByRole('button', { name: 'Pay €9.99' }).click();
  await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 20_000 });
  const code = (await page.locator('.wash-code .wash-code__value').textContent()) ?? '';
  expect(code).toMatch(/^\d{6}$/);

  // Valid for 30 days, it comes after the washes bought before it, which expire sooner: on page 2.
  await page.goto('/profile/wash?page=2');
  await expect(page.getByRole('heading', { name: 'Wash tickets', level: 1 })).toBeVisible();
  const row = validSection(page).getByRole('link', { name: new RegExp(`Code •••• ${code.slice(-4)}`) });
  await expect(row).toContainText('Basic wash');
  await expect(row).toContainText('Demo Berlin Mitte');
  await expect(row).toContainText('Valid');
  await expect(row).toContainText(/Valid until \d{1,2} \w{3} \d{4}/);
  await expectNoAxeViolations(page);

  await row.click();
  await expect(page).toHaveURL(/\/profile\/wash\/[^/?]+(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Basic wash', level: 1 })).toBeVisible();
  await expect(page.locator('.wash-code__value')).toHaveText(code);
  await expect(page.getByText('Demo Berlin Mitte')).toBeVisible();
  await expect(page.getByText('Bought on')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same QR overlay as on the finish screen.
  await page.getByRole('button', { name: 'Show QR code' }).click();
  const qr = page.getByRole('dialog', { name: 'Scan at the car wash' });
  await expect(qr.getByRole('img', { name: `QR code of wash code ${code}` })).toBeVisible();
  await expectNoAxeViolations(page);
  await qr.getByRole('button', { name: 'Close' }).click();

  // A tap by mistake changes nothing.
  await page.getByRole('button', { name: 'Mark as used' }).click();
  const confirm = page.getByRole('dialog', { name: 'Mark this code as used?' });
  await expect(confirm).toContainText('It cannot be undone');
  await expectNoAxeViolations(page);
  await confirm.getByRole('button', { name: 'No, keep it valid' }).click();
  await expect(confirm).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show QR code' })).toBeVisible();

  await page.getByRole('button', { name: 'Mark as used' }).click();
  await page.getByRole('button', { name: 'Yes, mark as used' }).click();
  await expect(page.getByText('This code has been marked as used. It cannot be used again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show QR code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your wash tickets' }).click();
  await expect(page).toHaveURL(/\/profile\/wash(\?(?!.*page=).*)?$/);
  // Used, it comes after every code still ready to use: the first of the used ones, on the last page.
  await page.getByRole('navigation', { name: 'Pages of wash tickets' }).getByRole('button', { name: 'Next' }).click();
  const used = spentSection(page).getByRole('link', { name: new RegExp(`Code •••• ${code.slice(-4)}`) });
  await expect(used).toContainText('Used');
  await expect(validSection(page).getByRole('link', { name: new RegExp(`•••• ${code.slice(-4)}`) })).toHaveCount(0);
  // Still marked used after a reload: the platform keeps it.
  await page.reload();
  await expect(spentSection(page).getByRole('link', { name: new RegExp(`•••• ${code.slice(-4)}`) })).toBeVisible();
});

test('the tickets come ten a page, with previous and next', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/wash');
  const pages = page.getByRole('navigation', { name: 'Pages of wash tickets' });
  await expect(pages).toContainText('Page 1 of 2');
  await expect(pages.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await expect(page.locator('.ticket')).toHaveCount(10);
  await expect(spentSection(page)).toHaveCount(0);
  await expectNoAxeViolations(page);

  await pages.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/profile\/wash\?page=2(&|$)/);
  await expect(pages).toContainText('Page 2 of 2');
  await expect(pages.getByRole('button', { name: 'Next' })).toBeDisabled();
  await expect(page.locator('.ticket')).toHaveCount(5);
  await expect(validSection(page).locator('.ticket')).toHaveCount(3);
  await expect(validSection(page)).toContainText('Bluebird Books gift card');
  await expect(spentSection(page).locator('.ticket--used')).toHaveCount(1);
  await expect(spentSection(page).locator('.ticket--expired')).toContainText(/Expired on /);
  await expectNoAxeViolations(page);

  // Back from a ticket returns to the page it was opened from.
  await spentSection(page).locator('.ticket--expired').click();
  await expect(page.getByText(/^This code expired on .+\. It can no longer be used\.$/)).toBeVisible();
  await page.goBack();
  await expect(pages).toContainText('Page 2 of 2');

  await pages.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/profile\/wash(\?(?!.*page=).*)?$/);
  await expect(pages).toContainText('Page 1 of 2');
  await expect(page.locator('.ticket')).toHaveCount(10);
});

test('an expired ticket says why it cannot be used, and an unknown one leads back to the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/wash/order-past-wash-expired');
  await expect(page.getByRole('heading', { name: 'Premium wash', level: 1 })).toBeVisible();
  await expect(page.getByText(/^This code expired on .+\. It can no longer be used\.$/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Show QR code' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.goto('/profile/wash/order-past-wash-used');
  await expect(page.getByText('This code has been marked as used. It cannot be used again.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as used' })).toHaveCount(0);

  await page.goto('/profile/wash/no-such-order');
  await expect(page.getByRole('heading', { name: 'Wash ticket', level: 1 })).toBeVisible();
  await expect(page.getByText('There is no wash ticket of yours at this address.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your wash tickets' }).click();
  await expect(page).toHaveURL(/\/profile\/wash(\?(?!.*page=).*)?$/);
  await expect(page.locator('.ticket')).toHaveCount(10);
});

test('a driver who never bought a wash is shown the way to one', async ({ page }) => {
  await signIn(page, 'full@forecourt.test');
  await page.goto('/profile/wash');
  await expect(page.getByText('You have no wash tickets yet.', { exact: false })).toBeVisible();
  await expect(page.getByRole('navigation', { name: 'Pages of wash tickets' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Find a car wash on the map' }).click();
  await expect(page).toHaveURL(/\/map/);
});
