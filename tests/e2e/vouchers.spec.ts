import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const fresh = { email: 'fresh@forecourt.test', password: 'Forecourt-demo-1' };

test('the vouchers list shows what each gives and until when; activating a campaign moves it to the active ones', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/vouchers');
  const active = page.getByRole('region', { name: 'Active' });
  const inactive = page.getByRole('region', { name: 'Not active' });
  await expect(active.getByText('Welcome: 5 ct/l off')).toBeVisible();
  await expect(active.getByText('5 ct/l off every refuel')).toBeVisible();
  await expect(active.getByText('Valid until 31 Dec 2030')).toBeVisible();
  await expect(inactive.getByText('Weekend: 3 ct/l off', { exact: true })).toBeVisible();
  await expect(inactive.getByText('Valid until 30 Jun 2030')).toBeVisible();
  await expectNoAxeViolations(page);

  await inactive.getByRole('button', { name: 'Activate Weekend: 3 ct/l off' }).click();
  await expect(active.getByText('Weekend: 3 ct/l off', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not active' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: /^Activate/ })).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('a voucher code: unknown, expired and redeemed codes are each explained, nothing typed is lost; a good one typed loosely is added', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/vouchers');
  await page.getByRole('link', { name: 'Add a voucher code' }).click();
  await expect(page).toHaveURL(/\/profile\/vouchers\/add(\?|$)/);
  const field = page.getByLabel('Voucher code');
  const add = page.getByRole('button', { name: 'Add voucher' });
  await expectNoAxeViolations(page);

  await field.fill('no such code');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This voucher code could not be verified. Check it and try again. It was tried with both the letter O and the digit 0.',
  );
  await expect(field).toHaveValue('no such code');
  await expectNoAxeViolations(page);

  await field.fill('expired-2025');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText('This voucher has expired.');
  await expect(field).toHaveValue('expired-2025');

  await field.fill('Used 2026');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText('This voucher has already been redeemed.');

  await field.fill('paused-2026');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText("This voucher couldn't be activated. Try again later.");
  await expectNoAxeViolations(page);

  // Typing again clears the last answer.
  await field.fill('forecourt 2o3o');
  await expect(page.getByRole('alert')).toHaveCount(0);
  await add.click();
  await expect(page).toHaveURL(/\/profile\/vouchers(\?|$)/);
  await expect(page.getByText('Forecourt 2030: 10 ct/l off has been added to your vouchers.')).toBeVisible();
  const active = page.getByRole('region', { name: 'Active' });
  await expect(active.getByText('Forecourt 2030: 10 ct/l off')).toBeVisible();
  await expect(active.getByText('10 ct/l off every refuel')).toBeVisible();
  await expectNoAxeViolations(page);

  // The same code a second time has been redeemed.
  await page.goto('/profile/vouchers/add');
  await page.getByLabel('Voucher code').fill('FORECOURT-2030');
  await page.getByRole('button', { name: 'Add voucher' }).click();
  await expect(page.getByRole('alert')).toHaveText('This voucher has already been redeemed.');
});

test('refer a friend: the code is made on demand and copied with the sign-up link; the progress and the rules', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // A browser without the share sheet: the code is copied.
  await page.addInitScript(() => {
    Object.defineProperty(Navigator.prototype, 'share', { value: undefined, configurable: true });
  });
  await signIn(page);
  await page.goto('/profile/refer');
  await expect(page.getByText('You have no referral code yet.')).toBeVisible();
  await expect(
    page.getByText('Your friend signs up with your code and gets 5 ct/l off their first refuel.'),
  ).toBeVisible();
  await expect(page.getByText('Once your friend has fuelled 100 l, you both get 10 ct/l off.')).toBeVisible();
  const friends = page.getByRole('region', { name: 'Your friends' });
  await expect(friends.getByText('1 friend signed up')).toBeVisible();
  await expect(friends.getByText('1 friend is on the way to 100 l')).toBeVisible();
  await expect(friends.getByText('1 friend fuelled 100 l: you both get the reward')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Get your referral code' }).click();
  const code = page.locator('.referral-code');
  await expect(code).toHaveText(/^DANA[A-Z2-9]{4}$/);
  const value = (await code.textContent()) ?? '';
  await page.getByRole('button', { name: 'Copy your code' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'copied' })).toHaveText(
    'Your code and the sign-up link are copied. Paste them in a message.',
  );
  const copied = await page.evaluate(() => navigator.clipboard.readText());
  expect(copied).toContain(value);
  expect(copied).toContain(`/register/mail?referralCode=${value}`);
  await expectNoAxeViolations(page);

  // The code stays the driver's.
  await page.reload();
  await expect(page.locator('.referral-code')).toHaveText(value);
});

test('refer a friend shares through the share sheet where the browser has one', async ({ page }) => {
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, 'sharedInvitations', { value: shared });
    Object.defineProperty(Navigator.prototype, 'share', {
      value: async (data: unknown) => void shared.push(data),
      configurable: true,
    });
  });
  await signIn(page);
  await page.goto('/profile/refer');
  await page.getByRole('button', { name: 'Get your referral code' }).click();
  const value = (await page.locator('.referral-code').textContent()) ?? '';
  expect(value).not.toBe('');
  await page.getByRole('button', { name: 'Share your code' }).click();
  await expect(page.getByText('Your code has been shared.')).toBeVisible();
  const shared = await page.evaluate(
    () => (window as unknown as { sharedInvitations: { text: string; url: string }[] }).sharedInvitations,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]?.text).toContain(value);
  expect(shared[0]?.url).toContain(`referralCode=${value}`);
  await expectNoAxeViolations(page);
});

test('refer a friend is closed, with the reason, until the first transaction', async ({ page }) => {
  await signIn(page, fresh.email, fresh.password);
  await page.goto('/profile/refer');
  await expect(
    page.getByText(
      'Refer-a-friend opens after your first refuel paid with Forecourt. Refuel once, then come back for your code.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Get your referral code' })).toBeDisabled();
  await expect(
    page.getByText('Your friend signs up with your code and gets 5 ct/l off their first refuel.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a driver without vouchers is told how to get one', async ({ page }) => {
  await signIn(page, fresh.email, fresh.password);
  await page.goto('/profile/vouchers');
  await expect(
    page.getByText('You have no vouchers yet. Add a voucher code to get a discount on your next refuel.'),
  ).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a voucher code' })).toBeVisible();
  await expectNoAxeViolations(page);
});
