import type { Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, payPrepayAtPump1, sandboxData, signIn, test } from './fixtures';

const stranger = 'https://evil.example/steal';
const partner = 'https://partner.example/back?session=s-1';
const callbackQuery = (url: string) => `callback=${encodeURIComponent(url)}`;

/** Every order the platform was asked to create or authorise on this page. */
function countPayments(page: Page) {
  const calls: string[] = [];
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (/\/v4\/order$/.test(path) || /\/authorize$/.test(path)) calls.push(path);
  });
  return calls;
}

/** The address the page tried to leave for (every origin but the app's is blocked by the fixture). */
function departures(page: Page) {
  const urls: string[] = [];
  page.on('request', (request) => {
    if (request.isNavigationRequest() && !request.url().startsWith('http://localhost')) urls.push(request.url());
  });
  return urls;
}

test.describe('never leave to a stranger', () => {
  test("a stranger's callback is refused when the pay area opens, before any payment", async ({ page }) => {
    const payments = countPayments(page);
    await page.goto(`/pay?pid=${berlin}&${callbackQuery(stranger)}&hideRydMapLink=true`);
    await expect(page.getByRole('heading', { name: 'This link would send you to an unknown site' })).toBeVisible();
    await expect(page.getByText(/asks us to send you to evil\.example after paying/)).toBeVisible();
    await expect(page.locator('.pump-grid')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'Continue without returning' }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
    await expect(page).not.toHaveURL(/callback|hideRydMapLink/);
    expect(payments).toEqual([]);
    expect(Object.keys((await sandboxData(page)).orders ?? {})).toEqual([]);
  });

  test("the refusal's other way leads to the map, without the callback, and speaks German", async ({ page }) => {
    await page.goto('/map');
    await page.evaluate(() => localStorage.setItem('forecourt.locale', 'de'));
    await page.goto(
      `/pay/postpay/fueling?pid=${berlin}&productId=${berlin}-pump-6&orderType=POSTPAY&${callbackQuery(stranger)}`,
    );
    await expect(
      page.getByRole('heading', { name: 'Dieser Link würde dich auf eine unbekannte Seite schicken' }),
    ).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: 'Zur Karte' }).click();
    await expect(page).toHaveURL(/\/map/);
    await expect(page).not.toHaveURL(/callback/);
    // The postpay order is not created behind the refusal.
    expect(Object.keys((await sandboxData(page)).orders ?? {})).toEqual([]);
  });

  test("the receipt names the partner OK leads to, and OK hands over to the partner's address", async ({ page }) => {
    const left = departures(page);
    await signIn(page);
    await payPrepayAtPump1(page, `sandboxStep=400&${callbackQuery(partner)}`);
    await expect(page.getByText('Payment complete')).toBeVisible({ timeout: 25_000 });
    await expect(page.getByText('OK takes you back to partner.example.')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => left.length).toBe(1);
    const target = new URL(left[0] ?? '');
    expect(target.origin + target.pathname).toBe('https://partner.example/back');
    expect(target.searchParams.get('session')).toBe('s-1');
    expect(target.searchParams.get('stationId')).toBe(berlin);
  });

  test("a stranger's callback cannot be planted through sca_feedback", async ({ page }) => {
    const target = `/pay/pump?${callbackQuery(stranger)}&hideRydMapLink=true`;
    await page.goto(`/?sca_feedback=${encodeURIComponent(target)}&pid=${berlin}`);
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?.*pid=${berlin}`));
    await expect(page).not.toHaveURL(/callback|hideRydMapLink/);
  });

  test("a stranger's callback does not survive logging in", async ({ page }) => {
    await page.goto(`/login?pid=${berlin}&${callbackQuery(stranger)}&hideRydMapLink=true`);
    await page.getByLabel('Email', { exact: true }).fill('demo@forecourt.test');
    await page.getByLabel('Password', { exact: true }).fill('Forecourt-demo-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page).not.toHaveURL(/callback|hideRydMapLink/);
  });

  test("the error page's OK goes to the map, never to a stranger, and to an accepted partner", async ({ page }) => {
    const left = departures(page);
    await page.goto(`/error?type=payment&${callbackQuery(stranger)}&hideRydMapLink=true`);
    await expectNoAxeViolations(page);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect(page).toHaveURL(/\/map/);
    await expect(page).not.toHaveURL(/callback/);
    expect(left).toEqual([]);
    await page.goto(`/error?type=payment&${callbackQuery(partner)}&hideRydMapLink=true`);
    await page.getByRole('button', { name: 'OK', exact: true }).click();
    await expect.poll(() => left).toEqual([partner]);
  });
});

test.describe('sca_feedback targets are judged after normalisation', () => {
  for (const hostile of ['/.//evil.example', '/./\\evil.example', '/%2e//evil.example', '/pay/..//evil.example']) {
    test(`${hostile} lands on the map with no page error`, async ({ page }) => {
      await page.goto(`/?sca_feedback=${hostile}`);
      await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/map/);
      await expect(page.locator('#root')).not.toBeEmpty();
    });
  }
});

test.describe('the query survives the way between screens', () => {
  test('a guest who taps "log in" on the pump screen comes back to the station after logging in', async ({ page }) => {
    await page.goto(`/pay?pid=${berlin}&partner=acme`);
    // The guest's question at the first pump offers it.
    await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Pay as a guest?' })
      .getByRole('link', { name: 'Log in or register' })
      .click();
    await expect(page).toHaveURL(new RegExp(`/login\\?.*pid=${berlin}`));
    await expectNoAxeViolations(page);
    await page.getByLabel('Email', { exact: true }).fill('demo@forecourt.test');
    await page.getByLabel('Password', { exact: true }).fill('Forecourt-demo-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page).toHaveURL(/partner=acme/);
  });

  test('the footer, "continue as guest" and the way back keep the station', async ({ page }) => {
    await page.goto(`/login?pid=${berlin}`);
    await page.getByRole('link', { name: 'Imprint' }).click();
    await expect(page).toHaveURL(new RegExp(`/info\\?type=imprint&pid=${berlin}`));
    await page.goBack();
    await page.getByRole('link', { name: 'Continue as guest' }).click();
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  });
});

test.describe('a link inside the app without auth=0', () => {
  test('to the pay area lands on the pump list with auth=0, never on a blank page', async ({ page }) => {
    await page.goto('/info?type=imprint');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    // A link of the app (a return address, a hint) that carries the station but not auth=0.
    await page.evaluate((pid) => {
      history.pushState(null, '', `/pay?pid=${pid}`);
      dispatchEvent(new PopStateEvent('popstate'));
    }, berlin);
    await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
    await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?pid=${berlin}.*auth=0`));
  });
});

test.describe('resilience', () => {
  test('a lost answer while the session starts is asked again: the map, not "We could not start your session"', async ({
    page,
  }) => {
    // Every third platform call fails: here the account features of the new guest.
    const lost: string[] = [];
    page.on('response', (response) => response.status() === 502 && lost.push(response.url()));
    page.on('requestfailed', (request) => request.url().includes('/_sandbox/platform/') && lost.push(request.url()));
    await page.goto('/map?sandbox=flaky');
    // The map may be up before the lost answer: it needs the guest's login only, not the account's features.
    await expect.poll(() => lost.length, { timeout: 20_000 }).toBeGreaterThan(0);
    await expect(page.getByTestId('map-ready')).toBeAttached({ timeout: 20_000 });
    await expect(page.getByRole('heading', { name: 'We could not start your session' })).toHaveCount(0);
    await expectNoAxeViolations(page);
  });
});
