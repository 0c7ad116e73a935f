import { demo, expect, expectNoAxeViolations, logIn, signIn, test } from './fixtures';

const leaving = { email: 'leaving@forecourt.test', password: 'Forecourt-demo-1' };

test('the details: a new name and company are kept after a reload; an invalid email is refused, nothing typed lost', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/manage');
  await expect(page.getByRole('heading', { name: 'Manage your account', level: 1 })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  await expect(details.getByLabel('First name')).toHaveValue('Dana');
  await expect(details.getByLabel('Email')).toHaveValue(demo.email);
  await expectNoAxeViolations(page);

  await details.getByLabel('Last name').fill('Dorn');
  await details.getByLabel('Company (optional)').fill('Dorn Logistik');
  await details.getByLabel('Email').fill('dana@forecourt');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Enter a valid email address.')).toBeVisible();
  await expect(details.getByLabel('Last name')).toHaveValue('Dorn');
  await expect(details.getByLabel('Company (optional)')).toHaveValue('Dorn Logistik');
  await expectNoAxeViolations(page);

  await details.getByLabel('Email').fill('');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('This field is required.')).toBeVisible();

  await details.getByLabel('Email').fill(demo.email);
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(details.getByLabel('Last name')).toHaveValue('Dorn');
  await expect(details.getByLabel('Company (optional)')).toHaveValue('Dorn Logistik');
});

test('an email another account uses is refused and stays in the field', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/manage');
  const details = page.getByRole('form', { name: 'Your details' });
  await details.getByLabel('Email').fill('fresh@forecourt.test');
  await details.getByRole('button', { name: 'Save details' }).click();
  await expect(details.getByRole('alert')).toHaveText(
    'Another account already uses this email address. Enter a different one.',
  );
  await expect(details.getByLabel('Email')).toHaveValue('fresh@forecourt.test');
  await expectNoAxeViolations(page);
});

test('a marketing permission toggled is kept after a reload', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/manage');
  const permissions = page.getByRole('form', { name: 'News and offers' });
  const push = permissions.getByRole('checkbox', { name: 'Send me news and offers as push notifications' });
  const email = permissions.getByRole('checkbox', { name: 'Send me news and offers by email' });
  await expect(email).toBeChecked();
  await expect(push).not.toBeChecked();
  // A tap on the label ticks the box (the input itself is visually hidden).
  await permissions.getByText('Send me news and offers as push notifications').click();
  await permissions.getByText('Send me news and offers by email').click();
  await expect(push).toBeChecked();
  await expect(email).not.toBeChecked();
  await permissions.getByRole('button', { name: 'Save choices' }).click();
  await expect(permissions.getByText('Your choices have been saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(push).toBeChecked();
  await expect(email).not.toBeChecked();
});

test('a copy of the data is requested and said to be on its way by email; a failure says so', async ({ page }) => {
  await signIn(page);
  await page.goto('/profile/manage?sandbox=account-delete-fails');
  const data = page.getByRole('region', { name: 'Your data' });
  await data.getByRole('button', { name: 'Send me a copy of my data' }).click();
  await expect(data.getByRole('alert')).toHaveText(
    'Your copy could not be requested. Check your connection and try again.',
  );
  await expectNoAxeViolations(page);

  await page.goto('/profile/manage?sandbox=none');
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/events/request-data-dump')) requests.push(new URL(request.url()).search);
  });
  await data.getByRole('button', { name: 'Send me a copy of my data' }).click();
  await expect(data.getByRole('status')).toHaveText(
    `A copy of your data is on its way to ${demo.email}. It can take a few minutes to arrive.`,
  );
  expect(requests).toEqual(['?thingId=thing-demo-golf']);
  await expectNoAxeViolations(page);
});

test('deleting the account: cancelling keeps it, a failure keeps it, confirming removes it and the old login fails', async ({
  page,
}) => {
  await signIn(page, leaving.email, leaving.password);
  await page.goto('/profile/manage');
  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText(
    'Your payment methods, vehicles, vouchers and referral rewards, your history and invoices, and your wash codes are deleted with it. This cannot be undone.',
  );
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep my account' }).click();
  await expect(dialog).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('form', { name: 'Your details' }).getByLabel('Email')).toHaveValue(leaving.email);

  // The platform fails: the account stays, and the driver is told.
  await page.goto('/profile/manage?sandbox=account-delete-fails');
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Your account was not deleted and nothing was removed. Try again later.',
  );
  await expect(page).toHaveURL(/\/profile\/manage/);
  await expectNoAxeViolations(page);

  await page.goto('/profile/manage?sandbox=none');
  const deletes: string[] = [];
  page.on('request', (request) => {
    if (request.url().endsWith('/delete_user')) deletes.push(request.method());
  });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(page).toHaveURL(/\/map/);
  expect(deletes).toEqual(['DELETE']);
  // Logged out: the profile button leads to the login.
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/login/);

  await logIn(page, leaving.email, leaving.password);
  await expect(page.getByRole('alert')).toContainText('Username and/or password are wrong.');
  await expect(page).toHaveURL(/\/login/);
});
