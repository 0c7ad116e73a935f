import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

const leaving = { email: 'leaving@forecourt.test', password: 'Forecourt-demo-1' };

test('the rewards are shown; the lottery is joined then left, the beta joined, and each stays after a reload', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/benefits');
  const rewards = page.getByRole('region', { name: 'Your rewards' });
  await expect(rewards).toContainText('180 points');
  await expect(rewards).toContainText('Level: Bronze');
  const lottery = page.getByRole('region', { name: 'Lottery' });
  const beta = page.getByRole('region', { name: 'Beta programme' });
  await expect(lottery.getByText('You do not take part in the lottery.')).toBeVisible();
  await expect(lottery).toContainText('By joining I consent to take part in the monthly lottery');
  await expect(beta.getByText('You are not in the beta programme.')).toBeVisible();
  await expectNoAxeViolations(page);

  await lottery.getByRole('button', { name: 'Join the lottery' }).click();
  await expect(lottery.getByText('You take part in the lottery.')).toBeVisible();
  await expectNoAxeViolations(page);
  await lottery.getByRole('button', { name: 'Leave the lottery' }).click();
  await expect(lottery.getByText('You do not take part in the lottery.')).toBeVisible();

  await beta.getByRole('button', { name: 'Join the beta programme' }).click();
  await expect(beta.getByText('You are in the beta programme.')).toBeVisible();
  await expect(beta.getByRole('button', { name: 'Leave the beta programme' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(lottery.getByText('You do not take part in the lottery.')).toBeVisible();
  await expect(beta.getByText('You are in the beta programme.')).toBeVisible();
});

test('a consent the platform cannot store is explained, and nothing changes', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/benefits?sandbox=benefits-consent-fails');
  const lottery = page.getByRole('region', { name: 'Lottery' });
  await lottery.getByRole('button', { name: 'Join the lottery' }).click();
  await expect(lottery.getByRole('alert')).toHaveText(
    'Your consent could not be saved, so you have not joined the lottery. Try again later.',
  );
  await expect(lottery.getByText('You do not take part in the lottery.')).toBeVisible();
  const beta = page.getByRole('region', { name: 'Beta programme' });
  await beta.getByRole('button', { name: 'Join the beta programme' }).click();
  await expect(beta.getByRole('alert')).toHaveText('You could not join the beta programme. Try again later.');
  await expectNoAxeViolations(page);
});

test('an account without gamification is told the programme is not available, and gets none of it', async ({
  page,
}) => {
  await signIn(page, leaving.email, leaving.password);
  await page.goto('/profile/benefits');
  await expect(page.getByText('The benefits programme is not available for your account.')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Lottery' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Your rewards' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
