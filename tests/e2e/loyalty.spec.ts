import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** A birth date `years` years before today, in the browser's calendar, shifted by `days`. */
function bornYearsAgo(years: number, days = 0) {
  const date = new Date();
  date.setFullYear(date.getFullYear() - years);
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

test('axe finds no violation on the loyalty cards: a card refused, added and removed after a question, a registered card, an unknown programme', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/loyalty');
  const cards = page.getByRole('region', { name: 'Your cards' });
  const programs = page.getByRole('region', { name: 'Programmes' });
  await expect(cards.getByText('Card •••• 0123')).toBeVisible();
  await expect(programs.getByText('TankPass takes no new members.')).toBeVisible();
  await expectNoAxeViolations(page);

  const addFuelPoints = programs.getByRole('link', { name: 'Add a FuelPoints card' });
  await addFuelPoints.click();
  await expect(page).toHaveURL(/\/profile\/loyalty\/add\?loyaltyProgramId=loyalty-fuelpoints(&|$)/);
  const field = page.getByLabel('Card number');
  const add = page.getByRole('button', { name: 'Add card' });
  await add.click();
  await expect(page.getByText('Enter the number printed on your FuelPoints card.')).toBeVisible();
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await field.fill('7001 5555 0000 1118');
  await add.click();
  await expect(
    page.getByText(
      'This FuelPoints card number has a typing error: a digit is wrong or two are swapped. Compare it with your card.',
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);

  // The list names the card just added, from the browser's history entry.
  await field.fill('7001 5555 0000 1117');
  await add.click();
  await expect(page).toHaveURL(/\/profile\/loyalty(\?|$)/);
  await expect(page.getByText('Your FuelPoints card has been added.')).toBeVisible();
  await expect(cards.getByText('Card •••• 1117')).toBeVisible();
  await expectNoAxeViolations(page);

  await cards.getByRole('button', { name: 'Remove FuelPoints card ending in 1117' }).click();
  const dialog = page.getByRole('dialog', { name: 'Remove your FuelPoints card?' });
  await expect(dialog).toContainText('Card •••• 1117 no longer collects FuelPoints points');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The card has been removed.')).toBeVisible();
  await expectNoAxeViolations(page);

  await addFuelPoints.click();
  await field.fill('7001-9876-5432-1019');
  await add.click();
  await expect(page.getByRole('alert')).toHaveText(
    'This card is already registered. Check the number; if the card is yours, contact the programme.',
  );
  await expectNoAxeViolations(page);

  await page.goto('/profile/loyalty/add?loyaltyProgramId=loyalty-nothing');
  await expect(page.getByText('This loyalty programme was not found. Choose one from the list.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('axe finds no violation on the partner sign-up: refused under 16, a customer the partner has, then the card listed', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/loyalty');
  await page.getByRole('link', { name: 'Sign up for DriveClub' }).click();
  await expect(page).toHaveURL(/\/profile\/loyalty\/register(\?|$)/);
  await expect(page.getByLabel('Email')).toHaveValue('demo@forecourt.test');
  await expectNoAxeViolations(page);

  await page.getByLabel('First name').fill('Dana');
  await page.getByLabel('Last name').fill('Demo');
  const birthDate = page.getByLabel('Birth date (optional)');
  const signUp = page.getByRole('button', { name: 'Sign up for DriveClub' });
  await birthDate.fill(bornYearsAgo(16, 1));
  // A tap on the label ticks the box.
  await page.getByText('I am 16 or older.').click();
  await signUp.click();
  await expect(page.getByText('You must be 16 or older to join DriveClub.')).toBeVisible();
  await expect(birthDate).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByText('Confirm that you are 16 or older to join DriveClub.')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await birthDate.fill(bornYearsAgo(16));
  await page.getByLabel('Email').fill('member@driveclub.test');
  await signUp.click();
  await expect(page.getByRole('alert')).toHaveText(
    'The partner already has a customer with these details. If you are a member, enter your card number to link it.',
  );
  await expectNoAxeViolations(page);

  // The list names the programme just joined, from the browser's history entry.
  await page.getByLabel('Email').fill('demo@forecourt.test');
  await signUp.click();
  await expect(page).toHaveURL(/\/profile\/loyalty(\?|$)/);
  await expect(page.getByText('Your DriveClub card has been added.')).toBeVisible();
  await expect(
    page.getByRole('region', { name: 'Programmes' }).getByText('You are a member of DriveClub.'),
  ).toBeVisible();
  await expectNoAxeViolations(page);
});
