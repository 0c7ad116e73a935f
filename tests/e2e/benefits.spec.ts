import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const leaving = { email: 'leaving@forecourt.test', password: 'Forecourt-demo-1' };

test('axe finds no violation on the benefits: the rewards, consents the platform cannot store, the lottery and the beta joined', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/benefits?sandbox=benefits-consent-fails');
  const lottery = page.getByRole('region', { name: 'Lottery' });
  const beta = page.getByRole('region', { name: 'Beta programme' });
  await expect(page.getByRole('region', { name: 'Your rewards' })).toContainText('180 points');
  await expect(lottery.getByText('You do not take part in the lottery.')).toBeVisible();
  await expect(beta.getByText('You are not in the beta programme.')).toBeVisible();
  await expectNoAxeViolations(page);

  await lottery.getByRole('button', { name: 'Join the lottery' }).click();
  await expect(lottery.getByRole('alert')).toHaveText(
    'Your consent could not be saved, so you have not joined the lottery. Try again later.',
  );
  await beta.getByRole('button', { name: 'Join the beta programme' }).click();
  await expect(beta.getByRole('alert')).toHaveText('You could not join the beta programme. Try again later.');
  await expectNoAxeViolations(page);

  await page.goto('/profile/benefits?sandbox=none');
  await lottery.getByRole('button', { name: 'Join the lottery' }).click();
  await expect(lottery.getByText('You take part in the lottery.')).toBeVisible();
  await expectNoAxeViolations(page);
  await beta.getByRole('button', { name: 'Join the beta programme' }).click();
  await expect(beta.getByText('You are in the beta programme.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation where an account has no benefits programme', async ({ page }) => {
  await signIn(page, leaving.email, leaving.password);
  await page.goto('/profile/benefits');
  await expect(page.getByText('The benefits programme is not available for your account.')).toBeVisible();
  await expectNoAxeViolations(page);
});
