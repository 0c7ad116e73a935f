import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('the tutorials list shows the topics in order; a topic marked as done stays done after a reload, in English only', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/tutorials');
  await expect(page.getByRole('heading', { level: 1, name: 'Tutorials' })).toBeVisible();
  const topics = page.getByRole('heading', { level: 2 });
  await expect(topics).toHaveText([
    'Paying at the pump',
    'Prepay or pay after fuelling',
    'Car wash codes',
    'Charging an electric car',
    'Vouchers',
    'Payment methods',
  ]);
  await expect(page.getByText('Fuel in four steps')).toBeVisible();
  await expect(page.getByText('Done', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Paying at the pump' }).click();
  await expect(page).toHaveURL(/\/tutorials\/paying-at-the-pump(\?|$)/);
  await expect(page.getByRole('heading', { level: 1, name: 'Paying at the pump' })).toBeVisible();
  const steps = page.getByRole('article', { name: 'Fuel in four steps' });
  await expect(steps.getByText('You pay from your phone, without going to the till.')).toBeVisible();
  await expect(steps.getByRole('listitem')).toHaveCount(4);
  await expect(steps.getByRole('link', { name: 'Watch the video: Fuel in four steps' })).toHaveAttribute(
    'href',
    /^https:\/\//,
  );
  await expect(page.getByRole('article', { name: 'Finding your receipt' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Mark as done' }).click();
  await expect(page.getByText('You have completed this topic.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Mark as done' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.reload();
  await expect(page.getByText('You have completed this topic.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to the tutorials' }).click();
  const done = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Paying at the pump' }) });
  await expect(done.getByText('Done', { exact: true })).toBeVisible();
  const notDone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Vouchers' }) });
  await expect(notDone.getByText('Done', { exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);

  // Completion counts per language: in German the topic is not done yet.
  await page.goto('/settings');
  await page.getByText('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/tutorials');
  await expect(page.getByRole('heading', { level: 2 }).first()).toHaveText('An der Zapfsäule bezahlen');
  await expect(page.locator('.done-mark')).toHaveCount(0);
  await page.getByRole('link', { name: 'An der Zapfsäule bezahlen' }).click();
  await expect(page.getByRole('article', { name: 'Tanken in vier Schritten' })).toContainText('Handy');
  await expect(page.locator('.done-mark')).toHaveCount(0);
  await expect(page.locator('main').getByRole('button')).toHaveCount(1);
  await expectNoAxeViolations(page);
});

test('an unknown tutorial says so and leads back to the list', async ({ page }) => {
  await signIn(page);
  await page.goto('/tutorials/no-such-topic');
  await expect(page.getByText('This tutorial does not exist, or is no longer offered.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to the tutorials' }).click();
  await expect(page).toHaveURL(/\/tutorials(\?|$)/);
  await expect(page.getByRole('heading', { level: 2, name: 'Vouchers' })).toBeVisible();
});
