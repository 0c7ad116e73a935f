import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** A birth date `years` years before today, in the browser's calendar, shifted by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('the loyalty cards and programmes: a card added after a wrong number, then removed; a closed programme offers nothing', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/loyalty');
  const cards = page.getByRole('region', { name: 'Your cards' });
  const programs = page.getByRole('region', { name: 'Programmes' });
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByText('FuelPoints')).toBeVisible();
  await expect(cards.getByText('Card •••• 0123')).toBeVisible();
  await expect(cards.getByText('demo@forecourt.test')).toBeVisible();
  // The full number is never shown.
  await expect(page.getByText('7001234567890123')).toHaveCount(0);
  await expect(page.getByText(/7001 ?2345/)).toHaveCount(0);

  const tankPass = programs.getByRole('listitem').filter({ hasText: 'TankPass' });
  await expect(tankPass.getByText('TankPass takes no new members.')).toBeVisible();
  await expect(tankPass.getByRole('link')).toHaveCount(0);
  await expect(tankPass.getByRole('button')).toHaveCount(0);
  await expect(programs.getByRole('link', { name: 'Sign up for DriveClub' })).toBeVisible();
  await expectNoAxeViolations(page);

  await programs.getByRole('link', { name: 'Add a FuelPoints card' }).click();
  await expect(page).toHaveURL(/\/profile\/loyalty\/add\?loyaltyProgramId=loyalty-fuelpoints(&|$)/);
  await expect(page.getByRole('heading', { name: 'Add a loyalty card' })).toBeVisible();
  const field = page.getByLabel('Card number');
  const add = page.getByRole('button', { name: 'Add card' });
  await add.click();
  await expect(page.getByText('Enter the number printed on your FuelPoints card.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  // A wrong check digit: refused before anything is sent, and the number stays.
  await field.fill('7001 5555 0000 1118');
  await add.click();
  await expect(
    page.getByText('This is not a FuelPoints card number: it has 16 digits. Check it and try again.'),
  ).toBeVisible();
  await expect(field).toHaveValue('7001 5555 0000 1118');
  await expectNoAxeViolations(page);

  await field.fill('7001 5555 0000 1117');
  await expect(page.getByText(/This is not a FuelPoints card number/)).toHaveCount(0);
  await add.click();
  await expect(page).toHaveURL(/\/profile\/loyalty(\?|$)/);
  await expect(page.getByText('Your FuelPoints card has been added.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByText('Card •••• 1117')).toBeVisible();
  await expectNoAxeViolations(page);

  // Removing asks first; keeping it changes nothing.
  await cards.getByRole('button', { name: 'Remove FuelPoints card ending in 1117' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your FuelPoints card?' });
  await expect(dialog).toContainText('Card •••• 1117 no longer collects FuelPoints points');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(cards.getByRole('listitem')).toHaveCount(2);

  await cards.getByRole('button', { name: 'Remove FuelPoints card ending in 1117' }).click();
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The card has been removed.')).toBeVisible();
  await expect(cards.getByRole('listitem')).toHaveCount(1);
  await expect(cards.getByText('Card •••• 1117')).toHaveCount(0);
  await expect(cards.getByText('Card •••• 0123')).toBeVisible();
  await expectNoAxeViolations(page);

  // Removed for good: it is not back after a reload.
  await page.reload();
  await expect(cards.getByText('Card •••• 0123')).toBeVisible();
  await expect(cards.getByText('Card •••• 1117')).toHaveCount(0);
});

test('adding a card: a card registered to someone else, a failure of the programme, an unknown or closed programme', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/loyalty/add?loyaltyProgramId=loyalty-fuelpoints');
  const field = page.getByLabel('Card number');
  const add = page.getByRole('button', { name: 'Add card' });
  await field.fill('7001-9876-5432-1019');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This card is already registered. Check the number; if the card is yours, contact the programme.',
  );
  await expect(field).toHaveValue('7001-9876-5432-1019');
  await expectNoAxeViolations(page);

  await page.goto('/profile/loyalty/add?loyaltyProgramId=loyalty-fuelpoints&sandbox=loyalty-save-fails');
  await field.fill('7001 5555 0000 1117');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The programme could not be reached. Nothing has changed: try again later.',
  );
  await expect(field).toHaveValue('7001 5555 0000 1117');
  await expect(page).toHaveURL(/\/profile\/loyalty\/add/);

  await page.goto('/profile/loyalty/add?loyaltyProgramId=loyalty-nothing&sandbox=none');
  await expect(page.getByText('This loyalty programme was not found. Choose one from the list.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.goto('/profile/loyalty/add');
  await expect(page.getByText('This loyalty programme was not found. Choose one from the list.')).toBeVisible();
  await page.goto('/profile/loyalty/add?loyaltyProgramId=loyalty-tankpass');
  await expect(page.getByText('TankPass takes no new members: no card can be added.')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
  await page.getByRole('link', { name: 'Back to loyalty programmes' }).click();
  await expect(page).toHaveURL(/\/profile\/loyalty(\?|$)/);
});

test('the partner sign-up: refused under 16 (here and by the partner), a customer the partner has, then a good sign-up listed', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/loyalty');
  await page.getByRole('link', { name: 'Sign up for DriveClub' }).click();
  await expect(page).toHaveURL(/\/profile\/loyalty\/register(\?|$)/);
  await expect(page.getByRole('heading', { name: 'Partner programme sign-up' })).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveValue('demo@forecourt.test');
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Demo');
  await page.getByLabel('Country').selectOption('AT');
  await page.getByLabel('Language').selectOption('de');
  await page.getByLabel('Gender (optional)').selectOption('FEMALE');
  const birthDate = page.getByLabel('Birth date (optional)');
  const signUp = page.getByRole('button', { name: 'Sign up for DriveClub' });
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes('/v4/loyalty-subscriptions')) posts.push(request.url());
  });

  // One day short of 16: refused here, nothing is sent.
  await birthDate.fill(bornYearsAgo(16, 1));
  await signUp.click();
  await expect(page.getByText('Confirm that you are 16 or older to join DriveClub.')).toBeVisible();
  await expect(page.getByText('You must be 16 or older to join DriveClub.')).toBeVisible();
  await page.getByText('I am 16 or older.').click();
  await signUp.click();
  await expect(page.getByText('You must be 16 or older to join DriveClub.')).toBeVisible();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  expect(posts).toEqual([]);
  await expectNoAxeViolations(page);

  // The partner refuses it too, should the app be bypassed.
  const refused = await page.evaluate(async (birth) => {
    const { token } = JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}');
    const response = await fetch('/_sandbox/platform/v4/loyalty-subscriptions/', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Txn-Auth-Token': token },
      body: JSON.stringify({
        loyaltyProgramId: 'loyalty-driveclub',
        email: 'demo@forecourt.test',
        firstName: 'Dana',
        lastName: 'Demo',
        country: 'AT',
        language: 'de',
        birthDate: birth,
        confirmedMinimumAge: true,
      }),
    });
    const { errorDescription } = await response.json();
    return { status: response.status, errorDescription };
  }, bornYearsAgo(15));
  expect(refused).toEqual({ status: 422, errorDescription: 'Customer must be 16 or older' });

  // 16 today; the partner already has a customer with this email.
  await birthDate.fill(bornYearsAgo(16));
  await expect(page.getByText('You must be 16 or older to join DriveClub.')).toHaveCount(0);
  await page.getByLabel('Email').fill('member@driveclub.test');
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The partner already has a customer with these details. If you are a member, enter your card number to link it.',
  );
  await expect(page.getByLabel('First name')).toHaveValue('Dana');
  await expect(page.getByLabel('Country')).toHaveValue('AT');
  await expectNoAxeViolations(page);

  // A card the partner does not know.
  await page.getByLabel('DriveClub card number (optional)').fill('5010 0000 0000 0007');
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The partner has no customer with this card number and these details. Check them, or leave the card number empty to get a new card.',
  );

  // Without a card, under the driver's own email: a new DriveClub card.
  await page.getByLabel('DriveClub card number (optional)').fill('');
  await page.getByLabel('Email').fill('demo@forecourt.test');
  await signUp.click();
  await expect(page).toHaveURL(/\/profile\/loyalty(\?|$)/);
  await expect(page.getByText('Your DriveClub card has been added.')).toBeVisible();
  const cards = page.getByRole('region', { name: 'Your cards' });
  await expect(cards.getByRole('listitem')).toHaveCount(2);
  await expect(cards.getByRole('listitem').filter({ hasText: 'DriveClub' })).toContainText(/Card •••• \d{4}/);
  const programs = page.getByRole('region', { name: 'Programmes' });
  await expect(programs.getByText('You are a member of DriveClub.')).toBeVisible();
  await expect(programs.getByRole('link', { name: 'Sign up for DriveClub' })).toHaveCount(0);
  await expectNoAxeViolations(page);
});
