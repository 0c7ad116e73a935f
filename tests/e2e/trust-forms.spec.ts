import { berlin, expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * What the forms do with what is typed (refusals, messages, what is kept and stored) is tests/components/forms.test.tsx;
 * here axe checks, in a real browser, each state those forms reach, and the back button brings a draft back.
 */
test('axe finds no violation on the forms: consent texts, refusals, the odometer in German and its check', async ({
  page,
}) => {
  // Registration: the terms open over the form; the text beside them ticks the box.
  await page.goto('/register/mail');
  await page.getByLabel('First name').fill('Rita');
  await page.getByLabel('Last name').fill('Road');
  await page.getByLabel('Email', { exact: true }).fill('rita@forecourt.test');
  await page.getByLabel('New password').fill('Rita-pass-2026');
  await page.getByLabel('Repeat the password').fill('Rita-pass-2026');
  await page.getByRole('button', { name: 'Read the terms of use' }).click();
  const dialog = page.getByRole('dialog', { name: 'Terms of use' });
  await expect(dialog).toBeVisible();
  await expect(page).toHaveURL(/\/register\/mail(\?auth=0)?$/);
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();
  const terms = page.getByRole('checkbox', { name: /I accept the terms of use/ });
  await page.getByText('I accept the').click();
  await expect(terms).toBeChecked();
  await expectNoAxeViolations(page);
  // The browser's back button brings back what was typed, but never the passwords.
  await page.getByRole('link', { name: 'Imprint' }).click();
  await expect(page).toHaveURL(/\/info\?type=imprint/);
  await page.goBack();
  await expect(page.getByLabel('First name')).toHaveValue('Rita');
  await expect(page.getByLabel('New password')).toHaveValue('');

  // A tax id refused.
  await page.goto('/tax');
  await page.getByLabel('Tax country').selectOption('DE');
  await page.getByLabel('Tax ID').fill('-1');
  await page.getByRole('button', { name: 'Save tax details' }).click();
  await expect(page.getByText('Enter a valid tax number for Germany, for example DE136695976.')).toBeVisible();
  await expectNoAxeViolations(page);

  // An address refused, with a message per field.
  await signIn(page);
  await page.goto('/address');
  await expect(page.getByLabel('Street')).toHaveValue('Invalidenstraße');
  await page.getByLabel('Street').fill('x'.repeat(2_100));
  await page.getByLabel('Postcode').fill('<b>1</b>');
  await page.getByLabel('City').fill('Ber\u0000lin');
  await page.getByLabel('First name').fill('\u202eanaD');
  await page.getByLabel('Email (optional)').fill('dana@');
  await page.getByLabel('Phone (optional)').fill('call me');
  await page.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByText('Use at most 100 characters.')).toBeVisible();
  await expect(page.getByText('Enter a complete phone number')).toBeVisible();
  await expectNoAxeViolations(page);

  // The odometer in German, a valid mileage typed (the app's language as the language menu keeps it).
  await page.evaluate(() => localStorage.setItem('forecourt.locale', 'de'));
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400`);
  await page.getByRole('button', { name: 'Zapfsäule 1', exact: true }).click();
  await page.getByRole('button', { name: 'Verstanden' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: /^50\s€$/ }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await expect(page.getByRole('heading', { name: 'Wie ist dein Kilometerstand?' })).toBeVisible();
  await page.getByLabel('Kilometerstand in km').fill('48.600,5');
  await expect(page.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  await expectNoAxeViolations(page);

  // In English again, a mileage far from the last one: the "are you sure?" question.
  await page.evaluate(() => localStorage.setItem('forecourt.locale', 'en'));
  await page.reload();
  await expect(page.getByText('Last entry: 48,250 km')).toBeVisible();
  await page.getByLabel('Mileage in km').fill('486,005');
  await page.getByRole('button', { name: 'Continue' }).click();
  const check = page.getByRole('dialog', { name: 'Is the mileage right?' });
  await expect(check).toContainText('You entered 486,005 km. The last entry for Golf');
  await expectNoAxeViolations(page);
});

test('a very long name without spaces never widens the page', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit name' }).click();
  const long = 'W'.repeat(50);
  await page.getByLabel('First name').fill(long);
  await page.getByLabel('Last name').fill(long);
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { name: `${long} ${long}` })).toBeVisible();
  for (const path of ['/profile', '/settings', '/address']) {
    await page.goto(path);
    await expect(page.locator('main')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
  }
  // Names longer than the limit are refused, with a message.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('First name').fill('W'.repeat(2_100));
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Use at most 50 characters.')).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
});
