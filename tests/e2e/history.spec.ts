import { readFile } from 'node:fs/promises';
import type { Download, Page } from '@playwright/test';
import { englishHistoryColumns, parseCsv } from '../csv';
import { readPdf } from '../pdf';
import { berlin, expect, expectNoAxeViolations, signIn, skipOdometer, test } from './fixtures';

/** The app's address without what it carries along from page to page (`auth`). */
function address(page: Page) {
  const url = new URL(page.url());
  url.searchParams.delete('auth');
  return `${url.pathname}${url.search}`;
}
const expectAddress = (page: Page, expected: string | RegExp) => expect.poll(() => address(page)).toMatch(expected);

/** The history's rows; `name`: the list's label in the page's language. */
const rows = (page: Page, name = 'Events') => page.getByRole('list', { name }).getByRole('listitem');

/** A downloaded file's text, without the byte-order mark (which it must start with). */
async function downloadedText(download: Download) {
  const path = await download.path();
  const text = await readFile(path, 'utf8');
  expect(text.charCodeAt(0), 'the byte-order mark').toBe(0xfeff);
  return text.slice(1);
}

test('the history pages through every event and keeps a type filter in the address', async ({ page }) => {
  await signIn(page);
  await page.goto('/history');
  await expect(page.getByRole('heading', { name: 'History' })).toBeVisible();
  await expect(rows(page)).toHaveCount(20);
  await expect(page.getByText(/^Page 1 of \d+$/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a cost' })).toHaveAttribute('href', '/history/create');
  await expect(page.getByRole('link', { name: 'Spending overview' })).toHaveAttribute(
    'href',
    '/history/transactions-overview',
  );
  await expectNoAxeViolations(page);
  const firstOfPageOne = await rows(page).first().textContent();

  await page.getByRole('button', { name: 'Next' }).click();
  await expectAddress(page, /^\/history\?page=2$/);
  await expect(page.getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(rows(page).first()).not.toHaveText(firstOfPageOne ?? '');

  // A filter starts again at page 1; every row is then a trip, from one address to another, in km.
  await page.getByLabel('Type').selectOption({ label: 'Trips' });
  await expectAddress(page, /^\/history\?type=TRIP$/);
  await expect(rows(page)).toHaveCount(9);
  for (const row of await rows(page).all()) {
    await expect(row).toContainText('Trip');
    await expect(row).toContainText(' → ');
    await expect(row).toContainText(/\d km/);
  }
  // The merged trip shows, the trips merged into it do not.
  await expect(rows(page).filter({ hasText: 'Willy-Brandt-Platz 5, 04109 Leipzig → Invalidenstraße' })).toHaveCount(1);
  await expect(page.getByRole('navigation', { name: 'Pages of your history' })).toHaveCount(0);
  await expectNoAxeViolations(page);

  await page.reload();
  await expect(page.getByLabel('Type')).toHaveValue('TRIP');
  await expect(rows(page)).toHaveCount(9);
  await page.goBack();
  await expectAddress(page, /^\/history\?page=2$/);
  await expect(page.getByLabel('Type')).toHaveValue('');

  // Costs of the van only: the van's leasing and its fuel, each with an amount in euros.
  await page.getByLabel('Type').selectOption({ label: 'Costs' });
  await page.getByLabel('Vehicle').selectOption({ label: 'Van' });
  await expectAddress(page, /^\/history\?type=COST&vehicle=[^&]+$/);
  await expect(rows(page)).toHaveCount(7);
  await expect(rows(page).filter({ hasText: 'Leasing' })).toHaveCount(6);
  await expect(rows(page).filter({ hasText: 'Diesel on the motorway' })).toContainText('€78.30');

  // Nothing matches: said so, with the way to add a cost.
  await page.goto('/history?type=TRIP&product=carWash');
  await expect(page.getByText('Nothing in your history matches these filters.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Add a cost' })).toHaveCount(2);
  await expectNoAxeViolations(page);
});

test('a payment made just now shows its receipt in the history, and its invoice downloads', async ({ page }) => {
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=400`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?/, { timeout: 20_000 });
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  expect(orderId).not.toBe('');
  const total = (await page.locator('.receipt .summary__amount').textContent())?.trim() ?? '';
  expect(total).toMatch(/^€\d+\.\d\d$/);

  await page.goto('/history?type=PAYMENT');
  const newest = rows(page).first();
  await expect(newest).toContainText('Fuel');
  await expect(newest).toContainText('Demo Berlin Mitte');
  await expect(newest).toContainText(total);
  await newest.getByRole('link').click();
  await expectAddress(page, new RegExp(`^/history/payment-${orderId}$`));
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText(orderId)).toBeVisible();
  await expect(page.locator('.summary__lines')).toContainText('Super E5');
  await expect(page.locator('.summary__lines')).toContainText(total);
  await expect(page.locator('.summary__lines dt:text-is("Pump") + dd')).toHaveText('1');
  await expect(page.locator('.summary__lines dt:text-is("Fuel") + dd')).toHaveText('Super E5');
  await expectNoAxeViolations(page);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice' }).click();
  const invoice = await downloading;
  expect(invoice.suggestedFilename()).toBe(`invoice-${orderId}.pdf`);
  // PDF.js, the viewer in Firefox, opens it: one page with the order, its fuel line, the VAT and the total.
  const pdf = await readPdf(new Uint8Array(await readFile(await invoice.path())));
  expect(pdf.pageCount).toBe(1);
  expect(pdf.lines).toContain(`Invoice number ${orderId}`);
  expect(pdf.lines).toContainEqual(expect.stringMatching(/^Super E5: [\d.]+ l x [\d.]+ EUR [\d.]+ EUR$/));
  const totalAmount = total.replace('€', '');
  expect(pdf.lines).toContain(`Total ${totalAmount} EUR`);
  expect(pdf.lines).toContainEqual(expect.stringMatching(/^VAT 19% included [\d.]+ EUR$/));
});

test('a trip shows its distance, score, start and end, and both points on a map', async ({ page }) => {
  await signIn(page);
  await page.goto('/history?type=TRIP');
  await rows(page)
    .filter({ hasText: 'Willy-Brandt-Platz 5, 04109 Leipzig → Invalidenstraße' })
    .getByRole('link')
    .click();
  await expectAddress(page, /^\/history\/trip-leipzig-back$/);
  await expect(page.getByRole('heading', { name: 'Trip' })).toBeVisible();
  const facts = page.locator('.summary__lines');
  await expect(facts).toContainText('177.7 km');
  await expect(facts).toContainText('73 of 100');
  await expect(facts).toContainText('Willy-Brandt-Platz 5, 04109 Leipzig');
  await expect(facts).toContainText('Invalidenstraße 117, 10115 Berlin');
  await expect(
    page.getByRole('img', {
      name: 'Map of the trip from Willy-Brandt-Platz 5, 04109 Leipzig (A) to Invalidenstraße 117, 10115 Berlin (B)',
    }),
  ).toBeVisible();
  await expect(page.getByText('This trip was merged from 2 trips.')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Merge or split trips' })).toHaveAttribute(
    'href',
    '/history/trip-leipzig-back/merge',
  );
  await expectNoAxeViolations(page);

  // An id the history does not hold: said so, with the way back.
  await page.goto('/history/no-such-entry');
  await expect(page.getByText('This entry is not in your history.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your history' }).click();
  await expectAddress(page, /^\/history$/);

  await page.goto('/history/error');
  await expect(page.getByText('Your history could not be shown.')).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Back to your history' }).click();
  await expectAddress(page, /^\/history$/);
});

test('the CSV export holds the filtered list, with the separators of English and of German', async ({ page }) => {
  await signIn(page);
  await page.goto('/history?type=COST');
  await expect(rows(page)).toHaveCount(19);
  let downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  let file = await downloading;
  expect(file.suggestedFilename()).toMatch(/^forecourt-history-\d{4}-\d\d-\d\d\.csv$/);
  const english = parseCsv(await downloadedText(file), ',');
  expect(english[0]).toEqual(englishHistoryColumns);
  expect(english).toHaveLength(20);
  expect(english.slice(1).every((row) => row.length === 10 && row[1] === 'Cost' && row[8] === 'EUR')).toBe(true);
  expect(english.find((row) => row[3] === 'Winter tyres')).toEqual([
    expect.stringMatching(/^\d{4}-\d\d-\d\d \d\d:\d\d$/),
    'Cost',
    'Tyres and parts',
    'Winter tyres',
    'Golf',
    '',
    '',
    '412.00',
    'EUR',
    '',
  ]);
  expect(english.find((row) => row[3] === 'Diesel on the motorway')?.slice(4)).toEqual([
    'Van',
    '45.2',
    'l',
    '78.30',
    'EUR',
    '',
  ]);
  // A cost entered by hand keeps the driver's notes.
  expect(english.find((row) => row[3] === 'Annual inspection')?.slice(7)).toEqual(['389.40', 'EUR', 'Brake pads too']);

  await page.goto('/settings');
  await page.getByText('Deutsch').click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'de');
  await page.goto('/history?type=COST');
  await expect(rows(page, 'Einträge')).toHaveCount(19);
  downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: /CSV/ }).click();
  file = await downloading;
  const text = await downloadedText(file);
  const german = parseCsv(text, ';');
  expect(german).toHaveLength(20);
  expect(german.every((row) => row.length === 10)).toBe(true);
  const diesel = german.find((row) => row[3] === 'Diesel on the motorway');
  expect(diesel?.slice(5)).toEqual(['45,2', 'l', '78,30', 'EUR', '']);
  expect(german.filter((row) => row[7] === '54,90')).toHaveLength(6);
});

test('a guest is sent to log in', async ({ page }) => {
  await page.goto('/history');
  await expect(page).toHaveURL(/\/login/);
  await page.goto('/history/trip-leipzig-back');
  await expect(page).toHaveURL(/\/login/);
});
