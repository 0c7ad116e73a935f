import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, sandboxData, signIn, test } from './fixtures';

/** Pump 1, Super E5, €50 at Demo Berlin Mitte, up to the odometer question of the prepay summary. */
async function toOdometer(page: Page, { german = false } = {}) {
  await signIn(page);
  // The app's language as the language menu keeps it, from the first page on.
  if (german) await page.addInitScript(() => localStorage.setItem('forecourt.locale', 'de'));
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400`);
  await page.getByRole('button', { name: german ? 'Zapfsäule 1' : 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: german ? 'Verstanden' : 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: german ? /^50\s€$/ : '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
}

test.describe('registration', () => {
  test('the terms open over the form, the text beside them ticks the box, and the form survives leaving', async ({
    page,
  }) => {
    await page.goto('/register/mail');
    await page.getByLabel('First name').fill('Rita');
    await page.getByLabel('Last name').fill('Road');
    await page.getByLabel('Email', { exact: true }).fill('rita@forecourt.test');
    await page.getByLabel('New password').fill('Rita-pass-2026');
    await page.getByLabel('Repeat the password').fill('Rita-pass-2026');
    const terms = page.getByRole('checkbox', { name: /I accept the terms of use/ });

    // The link in the consent text opens the terms over the form: nothing typed is lost, the box stays as it was.
    await page.getByRole('button', { name: 'Read the terms of use' }).click();
    const dialog = page.getByRole('dialog', { name: 'Terms of use' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/register\/mail(\?auth=0)?$/);
    await expectNoAxeViolations(page);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await expect(terms).not.toBeChecked();
    await expect(page.getByLabel('First name')).toHaveValue('Rita');
    await expect(page.getByLabel('New password')).toHaveValue('Rita-pass-2026');
    await page.getByRole('button', { name: 'Read the data protection notice' }).click();
    await expect(page.getByRole('dialog', { name: 'Data protection' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(terms).not.toBeChecked();

    // The text outside the links ticks the box.
    await page.getByText('I accept the').click();
    await expect(terms).toBeChecked();
    await expectNoAxeViolations(page);

    // Leaving the page and coming back brings back what was typed, but never the passwords.
    await page.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(/\/info\?type=imprint/);
    await page.goBack();
    await expect(page.getByLabel('First name')).toHaveValue('Rita');
    await expect(page.getByLabel('Last name')).toHaveValue('Road');
    await expect(page.getByLabel('Email', { exact: true })).toHaveValue('rita@forecourt.test');
    await expect(page.getByLabel('New password')).toHaveValue('');
    await expect(page.getByLabel('Repeat the password')).toHaveValue('');
    const draft = await page.evaluate(() => JSON.stringify(sessionStorage));
    expect(draft).toContain('rita@forecourt.test');
    expect(draft).not.toContain('Rita-pass-2026');
  });

  test('a name is kept without control and bidi characters', async ({ page }) => {
    await page.goto('/register/mail');
    await page.getByLabel('First name').fill('\u202eatiR');
    await page.getByLabel('Last name').fill('Ro\u0007ad\u200f');
    await page.getByLabel('Email', { exact: true }).fill('rita.rtl@forecourt.test');
    await page.getByLabel('New password').fill('Rita-pass-2026');
    await page.getByLabel('Repeat the password').fill('Rita-pass-2026');
    await page.getByText('I accept the').click();
    await page.getByRole('button', { name: 'Create account' }).click();
    await expect(page).toHaveURL(/\/map/);
    await page.goto('/profile');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('atiR Ro ad');
    // Registered: the draft is gone.
    expect(await page.evaluate(() => JSON.stringify(sessionStorage))).not.toContain('rita.rtl@');
  });
});

test.describe('the odometer', () => {
  test('reads the mileage in German: 48.600,5 is 48,600.5 km', async ({ page }) => {
    await toOdometer(page, { german: true });
    await expect(page.getByRole('heading', { name: 'Wie ist dein Kilometerstand?' })).toBeVisible();
    const mileage = page.getByLabel('Kilometerstand in km');
    const next = page.getByRole('button', { name: 'Weiter' });
    // Submit waits for a number above 0 and at most 1,000,000 km.
    await expect(next).toBeDisabled();
    for (const text of ['0', '-5', '1.000.001', '48,600.5', '48.6']) {
      await mileage.fill(text);
      await expect(next, text).toBeDisabled();
    }
    await expect(page.getByText('höchstens 1.000.000')).toBeVisible();
    await mileage.fill('48.600,5');
    await expect(next).toBeEnabled();
    await expectNoAxeViolations(page);
    await next.click();
    await expect(page.getByRole('heading', { name: 'Wie ist dein Kilometerstand?' })).toBeHidden();
    expect((await sandboxData(page)).things['thing-demo-golf']?.carOdometerM).toBe(48_600_500);
  });

  test('a mileage far from the last one asks "are you sure?" before it is sent', async ({ page }) => {
    await toOdometer(page);
    await expect(page.getByText('Last entry: 48,250 km')).toBeVisible();
    const mileage = page.getByLabel('Mileage in km');
    // A typo far above the last mileage: corrected before anything is saved.
    await mileage.fill('486,005');
    await page.getByRole('button', { name: 'Continue' }).click();
    const check = page.getByRole('dialog', { name: 'Is the mileage right?' });
    await expect(check).toContainText('You entered 486,005 km. The last entry for Golf');
    await expect(check).toContainText('was 48,250 km.');
    await expectNoAxeViolations(page);
    await check.getByRole('button', { name: 'Correct it' }).click();
    await expect(check).toBeHidden();
    await expect(mileage).toHaveValue('486,005');
    expect((await sandboxData(page)).things['thing-demo-golf']?.carOdometerM).toBe(48_250_000);
    // Below the last mileage: asked too, and sent once confirmed.
    await mileage.fill('47,900');
    await page.getByRole('button', { name: 'Continue' }).click();
    await check.getByRole('button', { name: 'Yes, it is right' }).click();
    await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toBeHidden();
    expect((await sandboxData(page)).things['thing-demo-golf']?.carOdometerM).toBe(47_900_000);
  });
});

test.describe('address and tax', () => {
  test('the address takes only what is valid, with a message per field, and saves it cleaned', async ({ page }) => {
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
    await expect(page.getByText('Enter a postcode as used in Germany, for example 10115.')).toBeVisible();
    await expect(page.getByText('Enter a valid email address.')).toBeVisible();
    await expect(page.getByText('Enter a phone number with 6 to 15 digits')).toBeVisible();
    await expect(page.getByLabel('First name')).toHaveValue('anaD');
    await expectNoAxeViolations(page);
    await expect(page.getByText('Your address has been saved.')).toHaveCount(0);

    await page.getByLabel('Street').fill('Invalidenstraße');
    await page.getByLabel('Postcode').fill('10115');
    await page.getByLabel('First name').fill('Dana');
    await page.getByLabel('Email (optional)').fill('invoices@forecourt.test');
    await page.getByLabel('Phone (optional)').fill('+49 30 1234567');
    await page.getByLabel('Country').selectOption('NL');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Enter a postcode as used in Netherlands, for example 1012 AB.')).toBeVisible();
    await page.getByLabel('Postcode').fill('1012 ab');
    await page.getByRole('button', { name: 'Save address' }).click();
    await expect(page.getByText('Your address has been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Postcode')).toHaveValue('1012 AB');
    await expect(page.getByLabel('City')).toHaveValue('Ber lin');
    await expect(page.getByLabel('Email (optional)')).toHaveValue('invoices@forecourt.test');
    await expect(page.getByLabel('Phone (optional)')).toHaveValue('+49 30 1234567');
  });

  test('an address being typed survives leaving and coming back', async ({ page }) => {
    await signIn(page);
    await page.goto('/address');
    await page.getByLabel('Additional address line (optional)').fill('Hinterhaus');
    await page.goto('/profile');
    await page.goBack();
    await expect(page.getByLabel('Additional address line (optional)')).toHaveValue('Hinterhaus');
  });

  test('a German tax id of -1 is refused with a message; a valid one is saved', async ({ page }) => {
    await page.goto('/tax');
    await page.getByLabel('Tax country').selectOption('DE');
    await page.getByLabel('Tax ID').fill('-1');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await expect(page.getByText('Enter a valid tax number for Germany, for example DE136695976.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByLabel('Tax ID').fill('DE 136 695 976');
    await page.getByRole('button', { name: 'Save tax details' }).click();
    await expect(page.getByText('Your tax details have been saved.')).toBeVisible();
    await page.reload();
    await expect(page.getByLabel('Tax ID')).toHaveValue('DE136695976');
  });
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
