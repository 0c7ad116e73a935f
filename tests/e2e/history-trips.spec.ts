import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './fixtures';

/** The demo driver's three trips of one day (two days ago): to the office, to lunch and back. */
const commute = {
  office: /Invalidenstraße 117, 10115 Berlin → Friedrichstraße 68, 10117 Berlin/,
  lunch: /Friedrichstraße 68, 10117 Berlin → Oranienstraße 25, 10999 Berlin/,
  back: /Oranienstraße 25, 10999 Berlin → Friedrichstraße 68, 10117 Berlin/,
};

/** Merges trips on the sandbox platform directly, as the driver's other device would. */
/** Picks (or unpicks) a trip with a tap on its card, as a driver does. */
const tap = (page: Page, trip: RegExp) => page.getByRole('listitem').filter({ hasText: trip }).click();

async function mergeElsewhere(page: Page, eventIds: string[]) {
  const status = await page.evaluate(async (eventIds) => {
    const { token } = JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}');
    const response = await fetch('/_sandbox/platform/events/merged-trip', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'X-Txn-Auth-Token': token },
      body: JSON.stringify({ eventIds, thingId: 'thing-demo-golf' }),
    });
    return response.status;
  }, eventIds);
  expect(status).toBe(201);
}

test('a driver merges three trips of one day into one and splits it again', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/trip-commute-1/merge');
  await expect(page.getByRole('heading', { name: 'Merge trips' })).toBeVisible();
  const trips = page.getByRole('checkbox');
  await expect(trips).toHaveCount(3);
  const office = page.getByRole('checkbox', { name: commute.office });
  const lunch = page.getByRole('checkbox', { name: commute.lunch });
  const back = page.getByRole('checkbox', { name: commute.back });
  // The trip the screen was opened for is picked and marked; one trip alone cannot be merged.
  await expect(office).toBeChecked();
  await expect(office).toHaveAccessibleName(/This trip/);
  await expect(office).toHaveAccessibleName(/3\.4 km · driving score 86/);
  await expect(lunch).not.toBeChecked();
  await expect(back).not.toBeChecked();
  const mergeOne = page.getByRole('button', { name: 'Merge 1 trip' });
  await expect(mergeOne).toBeDisabled();
  await expect(mergeOne).toHaveAccessibleDescription('Pick at least two trips to merge.');
  await expectNoAxeViolations(page);

  await tap(page, commute.lunch);
  await tap(page, commute.back);
  await expect(lunch).toBeChecked();
  await expect(back).toBeChecked();
  const mergeThree = page.getByRole('button', { name: 'Merge 3 trips' });
  await expect(mergeThree).toBeEnabled();
  await expectNoAxeViolations(page);
  await mergeThree.click();

  // The merged trip opens on its own page.
  await expect(page).toHaveURL(/\/history\/trip-[0-9a-f]+-[0-9a-f]+(\?|$)/);
  const mergedId = new URL(page.url()).pathname.split('/').pop();
  await page.goto(`/history/${mergedId}/merge`);
  await expect(page.getByRole('heading', { name: 'This trip was merged' })).toBeVisible();
  await expect(page.getByText('It was made of 3 trips.')).toBeVisible();
  // From the first trip's start to the last one's end, the distances summed.
  await expect(page.getByText(/Invalidenstraße 117, 10115 Berlin → Friedrichstraße 68, 10117 Berlin/)).toBeVisible();
  await expect(page.getByText(/11\.8 km · driving score 85/)).toBeVisible();
  await expect(page.getByRole('checkbox')).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Split this trip' }).click();
  const dialog = page.getByRole('dialog', { name: 'Split this trip?' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Keep it merged' }).click();
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Split this trip' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Split', exact: true }).click();
  await expect(page).toHaveURL(/\/history(\?|$)/);

  // The three trips are back, each on its own.
  await page.goto('/history/trip-commute-2/merge');
  await expect(page.getByRole('checkbox')).toHaveCount(3);
  await expect(page.getByRole('checkbox', { name: commute.lunch })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: commute.office })).not.toBeChecked();
  await page.goto(`/history/${mergedId}/merge`);
  await expect(page.getByText('This trip was not found.', { exact: false })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a merge refused because a trip was merged meanwhile keeps what was picked', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/trip-commute-1/merge');
  await tap(page, commute.lunch);
  await tap(page, commute.back);
  await mergeElsewhere(page, ['trip-commute-2', 'trip-commute-3']);

  await page.getByRole('button', { name: 'Merge 3 trips' }).click();
  await expect(page.getByRole('alert')).toHaveText(
    'One of these trips has already been merged into another trip. Reload the trips and pick again.',
  );
  await expect(page.getByRole('checkbox', { name: commute.office })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: commute.lunch })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: commute.back })).toBeChecked();
  await expectNoAxeViolations(page);

  // Reloaded: the trip merged elsewhere is listed as one, not picked.
  await page.getByRole('button', { name: 'Reload the trips' }).click();
  await expect(page.getByRole('checkbox')).toHaveCount(2);
  // To lunch and back, from the office to the office.
  const merged = page.getByRole('checkbox', {
    name: /Friedrichstraße 68, 10117 Berlin → Friedrichstraße 68, 10117 Berlin/,
  });
  await expect(merged).toHaveAccessibleName(/8\.4 km/);
  await expect(merged).not.toBeChecked();
  await expect(page.getByRole('checkbox', { name: commute.office })).toBeChecked();
  await expect(page.getByRole('button', { name: 'Merge 1 trip' })).toBeDisabled();
  await tap(page, /Friedrichstraße 68, 10117 Berlin → Friedrichstraße 68, 10117 Berlin/);
  await expect(merged).toBeChecked();
  await expect(page.getByRole('alert')).toHaveCount(0);
  await page.getByRole('button', { name: 'Merge 2 trips' }).click();
  await expect(page).toHaveURL(/\/history\/trip-[0-9a-f]+-[0-9a-f]+(\?|$)/);
});
