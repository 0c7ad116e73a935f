import { demo, expect, expectNoAxeViolations, signIn, test } from './fixtures';

test('axe finds no violation on the manage screen: details refused and saved, choices saved, a copy of the data and a delete that fail, a copy on its way', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/profile/manage');
  await expect(page.getByRole('heading', { name: 'Manage your account', level: 1 })).toBeVisible();
  const details = page.getByRole('form', { name: 'Your details' });
  const email = details.getByLabel('Email');
  const saveDetails = details.getByRole('button', { name: 'Save details' });
  await expect(email).toHaveValue(demo.email);
  await expectNoAxeViolations(page);

  await email.fill('dana@forecourt');
  await saveDetails.click();
  await expect(details.getByText('Enter a valid email address.')).toBeVisible();
  await expectNoAxeViolations(page);

  await email.fill('fresh@forecourt.test');
  await saveDetails.click();
  await expect(details.getByRole('alert')).toHaveText(
    'Another account already uses this email address. Enter a different one.',
  );
  await expectNoAxeViolations(page);

  await email.fill(demo.email);
  await saveDetails.click();
  await expect(details.getByText('Your details have been saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  const permissions = page.getByRole('form', { name: 'News and offers' });
  // A tap on the label ticks the box (the input itself is visually hidden).
  await permissions.getByText('Send me news and offers as push notifications').click();
  await permissions.getByText('Send me news and offers by email').click();
  await expect(
    permissions.getByRole('checkbox', { name: 'Send me news and offers as push notifications' }),
  ).toBeChecked();
  await expect(permissions.getByRole('checkbox', { name: 'Send me news and offers by email' })).not.toBeChecked();
  await permissions.getByRole('button', { name: 'Save choices' }).click();
  await expect(permissions.getByText('Your choices have been saved.')).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/profile/manage?sandbox=account-delete-fails');
  const data = page.getByRole('region', { name: 'Your data' });
  const sendCopy = data.getByRole('button', { name: 'Send me a copy of my data' });
  await sendCopy.click();
  await expect(data.getByRole('alert')).toHaveText(
    'Your copy could not be requested. Check your connection and try again.',
  );
  await expectNoAxeViolations(page);

  const section = page.getByRole('region', { name: 'Delete account' });
  await section.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog).toContainText('This cannot be undone.');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete for good' }).click();
  await expect(section.getByRole('alert')).toHaveText(
    'Your account was not deleted and nothing was removed. Try again later.',
  );
  await expectNoAxeViolations(page);

  await page.goto('/profile/manage?sandbox=none');
  await sendCopy.click();
  await expect(data.getByRole('status')).toHaveText(
    `A copy of your data is on its way to ${demo.email}. It can take a few minutes to arrive.`,
  );
  await expectNoAxeViolations(page);
});
