import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const fresh = { email: 'fresh@forecourt.test', password: 'Forecourt-demo-1' };

test('axe finds no violation on the vouchers screens: none yet, refer-a-friend closed, the lists, an activation, refused codes and a code added', async ({
  page,
}) => {
  await signIn(page, fresh.email, fresh.password);
  await page.goto('/profile/vouchers');
  await expect(
    page.getByText('You have no vouchers yet. Add a voucher code to get a discount on your next refuel.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  await page.goto('/profile/refer');
  await expect(
    page.getByText(
      'Refer-a-friend opens after your first refuel paid with Forecourt. Refuel once, then come back for your code.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  await signIn(page);
  await page.goto('/profile/vouchers');
  const active = page.getByRole('region', { name: 'Active' });
  const inactive = page.getByRole('region', { name: 'Not active' });
  await expect(inactive.getByText('Weekend: 3 ct/l off', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);

  await inactive.getByRole('button', { name: 'Activate Weekend: 3 ct/l off' }).click();
  await expect(active.getByText('Weekend: 3 ct/l off', { exact: true })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Not active' })).toHaveCount(0);
  await expectNoAxeViolations(page);

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
  await expectNoAxeViolations(page);

  await field.fill('paused-2026');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText("This voucher couldn't be activated. Try again later.");
  await expectNoAxeViolations(page);

  // The list names the voucher just added, from the browser's history entry.
  await field.fill('forecourt 2o3o');
  await add.click();
  await expect(page).toHaveURL(/\/profile\/vouchers(\?|$)/);
  await expect(page.getByText('Forecourt 2030: 10 ct/l off has been added to your vouchers.')).toBeVisible();
  await expect(active.getByText('Forecourt 2030: 10 ct/l off')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('refer a friend: the code is copied with the sign-up link to the clipboard, stays after a reload, and goes through the share sheet where the browser has one', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  // The browser has no share sheet until the test gives it one (for the next page load).
  await page.addInitScript(() => {
    const shared: unknown[] = [];
    Object.defineProperty(window, 'sharedInvitations', { value: shared });
    const share =
      sessionStorage.getItem('e2e.shareSheet') === 'yes' ? async (data: unknown) => void shared.push(data) : undefined;
    Object.defineProperty(Navigator.prototype, 'share', { value: share, configurable: true });
  });
  await signIn(page);
  await page.goto('/profile/refer');
  await expect(page.getByText('You have no referral code yet.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Your friends' }).getByText('1 friend signed up')).toBeVisible();
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

  await page.evaluate(() => sessionStorage.setItem('e2e.shareSheet', 'yes'));
  await page.reload();
  await expect(code).toHaveText(value);
  await page.getByRole('button', { name: 'Share your code' }).click();
  await expect(page.getByText('Your code has been shared.')).toBeVisible();
  const shared = await page.evaluate(
    () => (window as unknown as { sharedInvitations: { text: string; url: string }[] }).sharedInvitations,
  );
  expect(shared).toHaveLength(1);
  expect(shared[0]?.url).toContain(`referralCode=${value}`);
  await expectNoAxeViolations(page);
});
