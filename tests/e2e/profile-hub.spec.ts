import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** A hub entry by its label (the chevron after it is decoration). */
const entry = (page: Page, label: string) => page.getByRole('link', { name: new RegExp(`^${label}( ›)?$`) });

const basic = { email: 'leaving@forecourt.test', password: 'Forecourt-demo-1' };

/** Every entry of the hub with the screen it opens and the title its header shows. */
const entries: [string, string, RegExp][] = [
  ['Payment methods', '/profile/payments', /Payment methods/],
  ['PIN and biometrics', '/profile/two-factor', /PIN/],
  ['Vehicles', '/profile/cars', /Vehicles/],
  ['Wash tickets and gift cards', '/profile/wash', /Wash tickets/],
  ['Payments, costs and trips', '/history', /History/],
  ['Spending overview', '/history/transactions-overview', /overview/i],
  ['Vouchers', '/profile/vouchers', /Vouchers/],
  ['Refer a friend', '/profile/refer', /Refer a friend/],
  ['Loyalty cards', '/profile/loyalty', /Loyalty/],
  ['Rewards, lottery and beta', '/profile/benefits', /Benefits/],
  ['Tutorials', '/tutorials', /Tutorials/],
  ['Manage your account', '/profile/manage', /Manage your account/],
  ['Invoice address', '/address', /address/i],
  ['Tax details', '/tax', /Tax/],
  ['Change password', '/change-password', /password/i],
  ['Settings', '/settings', /Settings/],
];

test('the profile hub leads to every screen of the profile the account has', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dana Demo' })).toBeVisible();
  await expectNoAxeViolations(page);
  for (const [label, path, title] of entries) {
    await entry(page, label).click();
    await expect(page).toHaveURL(new RegExp(`${path}(\\?.*)?$`));
    await expect(page.getByRole('banner')).toContainText(title);
    await expect(page.getByRole('main')).not.toBeEmpty();
    await page.goBack();
    await expect(page.getByRole('heading', { name: 'Dana Demo' })).toBeVisible();
  }
});

test("the hub shows nothing the account's features do not allow", async ({ page }) => {
  await signIn(page, basic.email, basic.password);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Lea Leaving' })).toBeVisible();
  for (const label of [
    'Payment methods',
    'Vouchers',
    'Wash tickets and gift cards',
    'Payments, costs and trips',
    'Manage your account',
  ]) {
    await expect(entry(page, label)).toBeVisible();
  }
  for (const label of [
    'Vehicles',
    'Refer a friend',
    'Loyalty cards',
    'Rewards, lottery and beta',
    'Tutorials',
    'Invoice address',
    'Tax details',
  ]) {
    await expect(entry(page, label)).toHaveCount(0);
  }
  await expectNoAxeViolations(page);
});
