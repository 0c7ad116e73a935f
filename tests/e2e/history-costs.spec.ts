import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, payPrepayAtPump1, signIn, test } from './fixtures';

test.use({ viewport: { width: 390, height: 844 } });

interface StoredEvent {
  _id: string;
  type: string;
  seriesId?: string;
  dateTime?: string;
  priceInCents?: number;
  imageUrl?: string;
  mileage?: number;
  tankIsFull?: boolean;
  orderId?: string;
}

/** The sandbox's history events, as its store holds them. */
const storedHistory = (page: Page) =>
  page.evaluate(
    () =>
      Object.values(JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').history ?? {}) as StoredEvent[],
  );

const series = async (page: Page, seriesId: string) =>
  (await storedHistory(page))
    .filter((event) => event.seriesId === seriesId)
    .sort((a, b) => (a.dateTime ?? '').localeCompare(b.dateTime ?? ''));

const dayMs = 24 * 3_600_000;
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

async function openDelete(page: Page, id: string) {
  await page.goto(`/history/${id}/edit`);
  await page.getByRole('button', { name: 'Delete this cost' }).click();
  return page.getByRole('dialog', { name: 'Delete this recurring cost?' });
}

test('a recurring cost is created with a photo, one occurrence edited, and deleted with each reach', async ({
  page,
}) => {
  await signIn(page);
  await page.goto('/history/create');
  await expect(page.getByRole('heading', { name: 'Add a cost' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByLabel('Category').selectOption({ label: 'Subscription' });
  await page.getByLabel('Amount').fill('9.99');
  await expect(page.getByLabel('Currency')).toHaveValue('EUR');
  await page.getByLabel('Date').fill(isoDay(new Date(Date.now() - 100 * dayMs)));
  await page.getByLabel('Repeats').selectOption({ label: 'Every week' });
  await expect(page.getByLabel('Vehicle')).toHaveValue('thing-demo-golf');
  await page.getByLabel('Notes').fill('Traffic app');
  // A photo of 6 MB is refused before anything is sent; a smaller one is kept.
  const photo = page.getByLabel('Photo of the receipt');
  await photo.setInputFiles({ name: 'big.jpg', mimeType: 'image/jpeg', buffer: Buffer.alloc(6 * 1024 * 1024) });
  await expect(page.getByText('This photo is 6 MB or larger. Choose a photo under 6 MB.')).toBeVisible();
  await expectNoAxeViolations(page);
  // A text file named and typed as a photo is known by its content.
  await photo.setInputFiles({ name: 'receipt.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('Total 12.50 EUR') });
  await expect(page.getByText('This file is not a photo. Choose an image file.')).toBeVisible();
  await photo.setInputFiles(fileURLToPath(new URL('../fixtures/receipt.jpg', import.meta.url)));
  await expect(page.getByText('This photo is 6 MB or larger.')).toHaveCount(0);
  await expect(page.getByText('This file is not a photo.')).toHaveCount(0);

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/v4/account-history/costs') && response.request().method() === 'POST',
  );
  const uploaded = page.waitForResponse((response) => /\/v4\/account-history\/[^/]+\/images$/.test(response.url()));
  // A double tap records one cost.
  await page.getByRole('button', { name: 'Save cost' }).dblclick();
  const cost = (await (await created).json()) as StoredEvent;
  expect((await uploaded).status()).toBe(201);
  await expect(page).toHaveURL(new RegExp(`/history/${cost._id}(\\?|$)`));
  const occurrences = await series(page, cost.seriesId ?? '');
  expect(occurrences).toHaveLength(15);
  expect(occurrences[0]).toMatchObject({
    _id: cost._id,
    priceInCents: 999,
    imageUrl: expect.stringContaining('/images/'),
  });
  expect((await storedHistory(page)).filter((event) => event.priceInCents === 999)).toHaveLength(15);

  // Edit the third occurrence: only it changes.
  const third = occurrences[2]!;
  await page.goto(`/history/${third._id}/edit`);
  await expect(page.getByRole('heading', { name: 'Edit cost: Subscription' })).toBeVisible();
  await expect(page.getByLabel('Amount')).toHaveValue('9.99');
  await expect(page.getByText('Your changes apply to this occurrence only.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('Amount').fill('12.50');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page).toHaveURL(new RegExp(`/history/${third._id}(\\?|$)`));
  const afterEdit = await series(page, cost.seriesId ?? '');
  expect(afterEdit.map((event) => event.priceInCents)).toEqual(occurrences.map((_, i) => (i === 2 ? 1250 : 999)));

  // Only this one: the last occurrence.
  let dialog = await openDelete(page, occurrences[14]!._id);
  await expect(dialog.getByRole('radio', { name: 'Only this one' })).toBeChecked();
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The cost has been deleted.')).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await series(page, cost.seriesId ?? '')).toHaveLength(14);

  // This one and the following: from the eleventh on.
  dialog = await openDelete(page, occurrences[10]!._id);
  await dialog.getByText('This one and the following').click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The cost has been deleted.')).toBeVisible();
  expect((await series(page, cost.seriesId ?? '')).map((event) => event._id)).toEqual(
    occurrences.slice(0, 10).map((event) => event._id),
  );

  // All of them.
  dialog = await openDelete(page, occurrences[3]!._id);
  await dialog.getByText('All of them, past and future').click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The cost has been deleted.')).toBeVisible();
  expect(await series(page, cost.seriesId ?? '')).toHaveLength(0);
  await page.goto(`/history/${cost._id}/edit`);
  await expect(page.getByText('This cost was not found. It may have been deleted.')).toBeVisible();
});

test('a one-off cost just confirms its deletion', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/cost-parking/edit');
  await expect(page.getByLabel('Amount')).toHaveValue('6.50');
  await page.getByRole('button', { name: 'Delete this cost' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this cost?' });
  await expect(dialog.getByRole('radio')).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('The cost has been deleted.')).toBeVisible();
  expect((await storedHistory(page)).some((event) => event._id === 'cost-parking')).toBe(false);
});

test('a mileage below the vehicle’s previous entry is refused and nothing typed is lost', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/create');
  await page.getByLabel('Amount').fill('61.20');
  await page.getByLabel('Fuel quantity (litres)').fill('38.4');
  await page.getByText('Tank full').click();
  // The seed's workshop visit, 20 days ago, read 47,800 km.
  await page.getByLabel('Mileage (km)').fill('47000');
  const before = (await storedHistory(page)).length;
  await page.getByRole('button', { name: 'Save cost' }).click();
  await expect(page.getByText(/The mileage cannot be lower than the last entry for this vehicle/)).toBeVisible();
  await expectNoAxeViolations(page);
  expect(await storedHistory(page)).toHaveLength(before);
  await expect(page.getByLabel('Amount')).toHaveValue('61.20');
  await expect(page.getByLabel('Fuel quantity (litres)')).toHaveValue('38.4');

  await page.getByLabel('Mileage (km)').fill('48300');
  await page.getByRole('button', { name: 'Save cost' }).click();
  await expect(page).toHaveURL(/\/history\/cost-[^/?]+(\?|$)/);
  const saved = (await storedHistory(page)).filter((event) => event.mileage === 48_300_000);
  expect(saved).toEqual([expect.objectContaining({ priceInCents: 6120, tankIsFull: true })]);
});

test('the overview shows what the vehicle cost per month and category for each period', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/transactions-overview');
  await expect(page.getByRole('heading', { name: 'What your vehicle costs' })).toBeVisible();
  const months = page.getByRole('table', { name: 'Costs per month' }).locator('tbody tr');
  const categories = page.locator('.overview__categories li');

  // Six months by default: the Golf's monthly insurance, its tax and workshop among the categories.
  await expect(page.getByRole('radio', { name: '6 months' })).toBeChecked();
  await expect(page.getByText(/Total in the last 6 months:/)).toBeVisible();
  await expect(months).toHaveCount(6);
  await expect(categories.filter({ hasText: 'Insurance' })).toContainText('€329.40');
  await expect(categories.filter({ hasText: 'Workshop and inspection' })).toContainText('€389.40');
  await expect(page.locator('.overview__month')).toHaveCount(6);
  await expectNoAxeViolations(page);

  await page.getByText('1 year', { exact: true }).click();
  await expect(page.getByText(/Total in the last 1 year:/)).toBeVisible();
  await expect(months).toHaveCount(12);
  await expect(page.locator('.overview__month')).toHaveCount(12);
  await expectNoAxeViolations(page);
  // On the narrowest phone, twelve bars fit: the page does not widen, no total is cut, no month names overlap.
  await page.setViewportSize({ width: 320, height: 700 });
  const fit = await page.evaluate(() => {
    const cut = [...document.querySelectorAll('.overview__month-total')].filter(
      (total) => total.scrollWidth > total.clientWidth || total.scrollHeight > total.clientHeight,
    );
    const names = [...document.querySelectorAll('.overview__month-name')].map((name) => {
      const range = document.createRange();
      range.selectNodeContents(name);
      return range.getBoundingClientRect();
    });
    return {
      pageWidth: document.documentElement.scrollWidth,
      cut: cut.map((total) => total.textContent),
      overlapping: names.filter((box, index) => index > 0 && box.left < names[index - 1]!.right).length,
    };
  });
  expect(fit).toEqual({ pageWidth: 320, cut: [], overlapping: 0 });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByText('1 month', { exact: true }).click();
  await expect(page.getByText(/Total in the last 1 month:/)).toBeVisible();
  // One month: the categories are the chart.
  await expect(page.locator('.overview__month')).toHaveCount(0);
  await expect(categories.filter({ hasText: 'Insurance' })).toContainText('€54.90');
  await expectNoAxeViolations(page);

  // A vehicle without costs.
  await page.getByLabel('Vehicle').selectOption({ label: 'Family Clio' });
  await expect(page.getByText('No costs for this vehicle in the last 1 month.')).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a platform failure says so: the overview loads again later, a cost keeps what was typed', async ({ page }) => {
  await signIn(page);
  await page.goto('/history/transactions-overview?sandbox=costs-fail');
  await expect(page.getByText('What this vehicle cost could not be loaded.')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.goto('/history/create');
  await page.getByLabel('Category').selectOption({ label: 'Parking' });
  await page.getByLabel('Amount').fill('4.20');
  await page.getByLabel('Notes').fill('Hauptbahnhof');
  await page.getByRole('button', { name: 'Save cost' }).click();
  await expect(page.getByRole('alert')).toContainText('The cost could not be saved. Your entries are kept');
  await expect(page.getByLabel('Amount')).toHaveValue('4.20');
  await expect(page.getByLabel('Notes')).toHaveValue('Hauptbahnhof');
  await expectNoAxeViolations(page);

  await page.goto('/history/transactions-overview?sandbox=none');
  await expect(page.getByText(/Total in the last 6 months:/)).toBeVisible();
});

test('the receipt of a fuel payment records the tank-full flag and mileage for the logbook, once', async ({ page }) => {
  await signIn(page);
  await payPrepayAtPump1(page, 'sandboxStep=400');
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 20_000 });
  const offer = page.getByRole('region', { name: 'Record for your logbook' });
  await expect(offer).toBeVisible();
  // The feedback, offered a few moments later, comes under the offer: the offer does not move under a tap.
  const before = await offer.boundingBox();
  await expect(page.getByRole('heading', { name: 'How was it?' })).toBeVisible({ timeout: 15_000 });
  expect(await offer.boundingBox()).toEqual(before);
  await expectNoAxeViolations(page);
  await offer.getByText('Tank full').click();
  await offer.getByLabel('Mileage (km)').fill('48400');
  const sent = page.waitForRequest((request) => request.url().includes('/v4/account-history/costs/by-order/'));
  await offer.getByRole('button', { name: 'Save to logbook' }).click();
  expect((await sent).postDataJSON()).toEqual({ tankIsFull: true, carOdometerM: 48_400_000 });
  await expect(offer.getByText('Recorded in your logbook.')).toBeVisible();
  await expect(offer.getByRole('button', { name: 'Save to logbook' })).toHaveCount(0);
  await expectNoAxeViolations(page);
  // The payment is the order's cost in the history: it carries the flag and the mileage, and no second entry.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  expect((await storedHistory(page)).filter((event) => event.orderId !== undefined)).toEqual([]);
  const order = await page.evaluate(
    (id) => JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}').orders?.[id ?? ''],
    orderId,
  );
  expect(order).toMatchObject({ tankIsFull: true, carOdometerM: 48_400_000 });
});
