import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/**
 * What the vehicle screens do with the driver's input is tests/components/vehicles.test.tsx; here axe checks, in a
 * real browser, each state those screens reach: a vehicle not found, the list, a refused name, a refused VIN, a
 * changed preferred vehicle, the delete question, a refused and a done share, a shared vehicle and its question, a
 * save the platform refuses.
 */
test('axe finds no violation on the vehicle screens, their refusals, notices and questions', async ({ page }) => {
  // Eleven states and an axe scan on each: past 60 s on two busy cores, so twice the usual time, as the public
  // screens' axe test has.
  test.setTimeout(120_000);
  await signIn(page);
  await page.goto('/profile/cars/thing-nobody');
  await expect(page.getByText('No vehicle found.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible();
  await expect(page.getByRole('link', { name: /Family Clio/ })).toContainText('Shared with you by Jonas Weber');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByRole('button', { name: 'Continue with the details' }).click();
  await expect(page.getByText('Enter a name for the vehicle.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Weekend bike');
  await page.getByLabel('Vehicle type').selectOption('Motorcycle');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue with the details' }).click();

  await expect(page.getByText('The vehicle has been added.')).toBeVisible();
  await page.getByLabel('Brand').selectOption('Yamaha');
  await page.getByLabel('Model').selectOption('MT-07');
  await expect(page.getByText('Usually 14 l for this model.')).toBeVisible();
  await page.getByLabel('Tank capacity (litres)').fill('14');
  await page.getByLabel('Licence plate').fill('b-wb 77');
  await page.getByLabel('Vehicle identification number (VIN)').fill('JYARM0OW000000001');
  await page.getByLabel('Mileage (km)').fill('8200');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('A VIN never contains the letters I, O or Q')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Vehicle identification number (VIN)').fill('JYARM06W000000001');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('The vehicle has been saved.')).toBeVisible();

  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  await expect(page.getByRole('link', { name: /Weekend bike/ })).toContainText('Yamaha MT-07 · B-WB 77');
  await page.getByRole('button', { name: 'Make Weekend bike preferred' }).click();
  await expect(page.getByText('Your preferred vehicle has been changed.')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Weekend bike');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: /^Van/ }).click();
  await page.getByRole('button', { name: 'Delete vehicle' }).click();
  const deleting = page.getByRole('dialog', { name: 'Delete Van?' });
  await expect(deleting).toContainText('Its past refuels and costs stay in your history.');
  await expectNoAxeViolations(page);
  await deleting.getByRole('button', { name: 'Keep it' }).click();
  await expect(deleting).toHaveCount(0);
  await page.getByLabel('E-mail of the driver to share with').fill('nobody@forecourt.test');
  await page.getByRole('button', { name: 'Share vehicle' }).click();
  await expect(page.getByRole('alert')).toContainText('No driver with this e-mail address has a Forecourt account.');
  await expectNoAxeViolations(page);
  await page.getByLabel('E-mail of the driver to share with').fill('jonas@forecourt.test');
  await page.getByRole('button', { name: 'Share vehicle' }).click();
  await expect(page.getByText('jonas@forecourt.test can now choose Van when refuelling.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove Jonas Weber' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  await page.getByRole('link', { name: /Family Clio/ }).click();
  await expect(page.getByText('Jonas Weber shares this vehicle with you. Only the owner can change')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop using this vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Stop using Family Clio?' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/profile/cars/thing-demo-van?sandbox=vehicle-save-fails');
  await expect(page.getByLabel('Brand')).toHaveValue('Volkswagen');
  await page.getByLabel('Name', { exact: true }).fill('Camper');
  await page.getByLabel('Build year').fill('2018');
  await page.getByLabel('Next inspection').fill('2027-03-15');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('alert')).toContainText('The vehicle could not be saved. Please try again later.');
  await expectNoAxeViolations(page);
});

test('on a slow connection a screen that keeps loading says so after a few seconds', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/cars?sandbox=slow');
  const hint = page.getByText('Still loading: the connection is slow. Nothing you did is lost.').first();
  await expect(page.locator('.spinner').first()).toBeVisible();
  await expect(hint).toBeHidden();
  await expect(hint).toBeVisible({ timeout: 10_000 });
  await expectNoAxeViolations(page);
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible({ timeout: 20_000 });
});
