import type { Page } from '@playwright/test';
import { berlin, countPayments, expect, expectNoAxeViolations, payPrepayAtPump1, signIn, test } from './fixtures';

const munich = '5b9a7c1e-0000-4000-8000-000000000002';

const runningOrders = (page: Page) => page.getByRole('region', { name: 'Your running orders' });
const orderIdIn = (url: string) => new URL(url).searchParams.get('orderId');

test('a prepay order under way is shown after back, on a re-scan of the QR code and on the map', async ({ page }) => {
  const counts = countPayments(page);
  await signIn(page);
  // Slow steps: the pump stays "being released" and fuelling for a while.
  await payPrepayAtPump1(page, 'sandboxStep=6000');
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  const orderId = orderIdIn(page.url());

  // Back: the amount screen says the pump is already under way, and leads to it.
  await page.goBack();
  await expect(page).toHaveURL(/\/pay\/prepay\/amount\?/);
  const notice = runningOrders(page).getByRole('listitem');
  await expect(notice).toHaveText(/Pump 1 (is being released|is fuelling)/);
  await expectNoAxeViolations(page);
  await runningOrders(page).getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/(prepay/fueling|finish)\\?.*orderId=${orderId}`));

  // A re-scan of the QR code: the pump with the order leads to it; no second one can start there.
  await page.goto(`/?pid=${berlin}`);
  await expect(page).toHaveURL(/\/pay\/pump\?/);
  await expect(runningOrders(page)).toContainText(/Pump 1 (is being released|is fuelling)/);
  await page.getByRole('button', { name: 'Pump 1: your order, show it' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/(prepay/fueling|finish)\\?.*orderId=${orderId}`));

  // The map names the station and leads to the order too.
  await page.goto('/map');
  await expect(runningOrders(page)).toContainText('Demo Berlin Mitte');
  await expect(runningOrders(page)).toContainText(/Pump 1 (is being released|is fuelling)/);
  await expectNoAxeViolations(page);
  await runningOrders(page).getByRole('link', { name: 'Show' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/(prepay/fueling|finish)\\?.*orderId=${orderId}`));
  expect(counts).toEqual({ created: 1, authorized: 1 });
});

test('back from a released postpay pump cannot start a second order there', async ({ page }) => {
  const counts = countPayments(page);
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=6000`);
  await page.getByRole('button', { name: 'Pump 6', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/fueling\?.*orderId=/);
  const orderId = orderIdIn(page.url());
  await expect(page.getByRole('heading', { name: 'Pump 6 is released' })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/pay\/pump\?/);
  await expect(runningOrders(page)).toContainText('Pump 6 is released');
  await expect(page.getByRole('button', { name: 'Pump 6', exact: true })).toHaveCount(0);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pump 6: your order, show it' }).click();
  await expect(page).toHaveURL(new RegExp(`/pay/postpay/fueling\\?.*orderId=${orderId}`));
  await expect(page.getByRole('heading', { name: 'Pump 6 is released' })).toBeVisible();
  expect(counts.created).toBe(1);
});

test.describe('at Demo Munich Charging', () => {
  test.use({ geolocation: { latitude: 48.1371, longitude: 11.5754 } });

  test('a hidden charging session stays on the map with its live reading, and leads back to it', async ({ page }) => {
    await signIn(page);
    await page.goto(`/pay?pid=${munich}&sandboxStep=400`);
    await page.getByRole('button', { name: /CCS · 50 kW/ }).click();
    await page.getByRole('button', { name: 'Start charging' }).click();
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible({ timeout: 20_000 });
    const orderId = orderIdIn(page.url());

    await page.getByRole('link', { name: 'Hide: charging goes on' }).click();
    await expect(page).toHaveURL(/\/map/);
    const session = runningOrders(page).getByRole('listitem');
    await expect(session).toContainText('Demo Munich Charging');
    const reading = async () => Number((await session.textContent())?.match(/([\d.]+) kWh/)?.[1] ?? Number.NaN);
    // The reading goes on by itself while the map is open.
    const first = await reading();
    expect(first).toBeGreaterThanOrEqual(0);
    await expect.poll(reading, { timeout: 20_000 }).toBeGreaterThan(first);
    await expectNoAxeViolations(page);
    await runningOrders(page).getByRole('link', { name: 'Show' }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/prepay/ev/charging\\?.*orderId=${orderId}`));
    await expect(page.getByRole('heading', { name: 'Charging', exact: true })).toBeVisible();
  });
});
