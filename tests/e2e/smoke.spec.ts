import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './fixtures';

const berlin = '5b9a7c1e-0000-4000-8000-000000000001';

test.beforeEach(async ({ page }) => {
  // Nothing may leave the machine: fail on any request to another origin.
  await page.route(/^(?!http:\/\/localhost)/, (route) => route.abort());
});

test('a new user opening the QR link gets a guest session and sees the station under /pay', async ({ page }) => {
  const platformCalls: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/_sandbox/platform/')) platformCalls.push(new URL(request.url()).pathname);
  });
  await page.goto(`/?pid=${berlin}`);
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page).toHaveURL(/\/pay\/pump\?pid=5b9a7c1e-0000-4000-8000-000000000001/);
  expect(platformCalls).toContain('/_sandbox/platform/auth/register/guest');
  expect(platformCalls).toContain(`/_sandbox/platform/v4/pois/${berlin}`);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.auth') ?? 'null'));
  expect(stored).toMatchObject({ token: expect.any(String), userId: expect.stringMatching(/^guest-/) });
  // A reload keeps the session: no second guest is created.
  platformCalls.length = 0;
  await page.reload();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  expect(platformCalls).not.toContain('/_sandbox/platform/auth/register/guest');
  await expectNoAxeViolations(page);
});

test('an unknown station shows a clear message instead of a blank page', async ({ page }) => {
  await page.goto('/pay?pid=does-not-exist');
  await expect(page.getByRole('alert')).toContainText('We could not find this station');
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
});
