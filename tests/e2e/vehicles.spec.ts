import { expect, expectNoAxeViolations, sandboxData, signIn, test } from './fixtures';

test('a driver adds a motorcycle, fills in its details from the catalogue and makes it preferred', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/cars');
  await expect(page.getByRole('heading', { name: 'Your vehicles' })).toBeVisible();
  const golf = page.getByRole('link', { name: /Golf/ });
  await expect(golf).toContainText('Volkswagen Golf · B-FC 2026');
  await expect(golf).toContainText('Preferred');
  await expect(golf).toContainText('Shared with Lena Lang');
  await expect(page.getByRole('link', { name: /Family Clio/ })).toContainText('Shared with you by Jonas Weber');
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Add a vehicle' }).click();
  await page.getByRole('button', { name: 'Continue with the details' }).click();
  await expect(page.getByText('Enter a name for the vehicle.')).toBeVisible();
  await page.getByLabel('Name', { exact: true }).fill('Weekend bike');
  await page.getByLabel('Vehicle type').selectOption('Motorcycle');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Continue with the details' }).click();

  await expect(page).toHaveURL(/\/profile\/cars\/thing-[^?]+\?added=1/);
  await expect(page.getByRole('heading', { name: 'Weekend bike' })).toBeVisible();
  await expect(page.getByText('The vehicle has been added.')).toBeVisible();
  await page.getByLabel('Brand').selectOption('Yamaha');
  await page.getByLabel('Model').selectOption('MT-07');
  // The model's usual fuel is chosen, and its tank suggested.
  await expect(page.getByLabel('Fuel type')).toHaveValue('SUPER_E5');
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
  await expect(page.getByLabel('Licence plate')).toHaveValue('B-WB 77');

  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  const bike = page.getByRole('link', { name: /Weekend bike/ });
  await expect(bike).toContainText('Yamaha MT-07 · B-WB 77');
  await page.getByRole('button', { name: 'Make Weekend bike preferred' }).click();
  await expect(page.getByText('Your preferred vehicle has been changed.')).toBeVisible();
  await expect(page.getByRole('listitem').first()).toContainText('Weekend bike');
  await expect(bike).toContainText('Preferred');
  await expect(golf).not.toContainText('Preferred');
  await expectNoAxeViolations(page);
});

test('a failed save keeps what was typed; the vehicle is edited once the platform answers', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/cars/thing-demo-van?sandbox=vehicle-save-fails');
  await expect(page.getByRole('heading', { name: 'Van' })).toBeVisible();
  await expect(page.getByLabel('Brand')).toHaveValue('Volkswagen');
  await expect(page.getByLabel('Model')).toHaveValue('Transporter');
  await page.getByLabel('Name', { exact: true }).fill('Camper');
  await page.getByLabel('Build year').fill('2018');
  await page.getByLabel('Next inspection').fill('2027-03-15');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByRole('alert')).toContainText('The vehicle could not be saved. Please try again later.');
  await expect(page.getByLabel('Name', { exact: true })).toHaveValue('Camper');
  await expect(page.getByLabel('Build year')).toHaveValue('2018');
  await expectNoAxeViolations(page);

  await page.goto('/profile/cars/thing-demo-van?sandbox=none');
  await page.getByLabel('Name', { exact: true }).fill('Camper');
  await page.getByLabel('Build year').fill('2018');
  await page.getByRole('button', { name: 'Save vehicle' }).click();
  await expect(page.getByText('The vehicle has been saved.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Camper' })).toBeVisible();
  await page.reload();
  await expect(page.getByLabel('Build year')).toHaveValue('2018');
});

test('a shared vehicle cannot be edited; the driver stops using it, and the owner removes a user', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/cars/thing-jonas-clio');
  await expect(page.getByRole('heading', { name: 'Family Clio' })).toBeVisible();
  await expect(page.getByText('Jonas Weber shares this vehicle with you. Only the owner can change')).toBeVisible();
  await expect(page.getByText('M-JW 4711')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save vehicle' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Delete vehicle' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Stop using this vehicle' }).click();
  await expect(page.getByRole('dialog', { name: 'Stop using Family Clio?' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Remove' }).click();
  await expect(page.getByText('You no longer use this vehicle.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  await expect(page.getByRole('link', { name: /Golf/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /Family Clio/ })).toHaveCount(0);

  await page.getByRole('link', { name: /Golf/ }).click();
  await page.getByRole('button', { name: 'Remove Lena Lang' }).click();
  await expect(page.getByRole('dialog')).toContainText('Lena Lang can no longer choose this vehicle');
  await page.getByRole('button', { name: 'Remove', exact: true }).click();
  await expect(page.getByText('The user has been removed from the vehicle.')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Shared with' })).toHaveCount(0);
  expect((await sandboxData(page)).things['thing-demo-golf']).toMatchObject({ users: ['user-demo'] });
});

test('deleting a vehicle says what is lost; an unknown vehicle is not found', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/cars/thing-demo-van');
  await page.getByRole('button', { name: 'Delete vehicle' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Van?' });
  await expect(dialog).toContainText('can no longer be chosen when refuelling');
  await expect(dialog).toContainText('Its past refuels and costs stay in your history.');
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Keep it' }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: 'Delete vehicle' }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await expect(page.getByText('The vehicle has been deleted.')).toBeVisible();
  await page.getByRole('link', { name: 'Back to your vehicles' }).click();
  await expect(page.getByRole('link', { name: /Golf/ })).toBeVisible();
  await expect(page.getByRole('link', { name: /^Van/ })).toHaveCount(0);

  await page.goto('/profile/cars/thing-nobody');
  await expect(page.getByText('No vehicle found.')).toBeVisible();
  await expectNoAxeViolations(page);
});
