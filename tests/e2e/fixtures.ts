import AxeBuilder from '@axe-core/playwright';
import { test as base, expect, type Locator, type Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';

export const berlin = '5b9a7c1e-0000-4000-8000-000000000001';
export const demo = { email: 'demo@forecourt.test', password: 'Forecourt-demo-1' };

/**
 * Every test starts on a fresh sandbox (a new browser context) and may not reach any other origin: the browser
 * resolves no host but localhost (playwright.config.ts), so nothing need pass through a route of the test's.
 *
 * `offlineShell`: whether the app's service worker keeps the whole offline shell once the first screen is up
 * (`keep-shell`, src/app/serviceWorker.ts). Fetching and storing its 200-odd files costs the browser about
 * 1.6 s of CPU in every test that lasts more than a few seconds; only the tests of a reload offline need it,
 * and say so with `test.use({ offlineShell: true })`. Without it the worker still keeps every file it serves.
 */
export const test = base.extend<{ offlineShell: boolean }>({
  offlineShell: [false, { option: true }],
  page: async ({ page, offlineShell }, use) => {
    if (!offlineShell)
      await page.addInitScript(() => {
        // Pages of other origins (a partner's, on plain http) have no service workers.
        if (typeof ServiceWorker === 'undefined') return;
        const post = ServiceWorker.prototype.postMessage;
        ServiceWorker.prototype.postMessage = function (this: ServiceWorker, ...args: Parameters<typeof post>) {
          if ((args[0] as { type?: string } | undefined)?.type !== 'keep-shell') post.apply(this, args);
        } as typeof post;
      });
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});
export { expect };

/**
 * axe's WCAG 2.1 A and AA rules on the page as it is. Legacy mode: axe runs in the page itself (the app has no
 * frames) instead of gathering its results in a blank page of its own, which cost a whole page, with a renderer of
 * its own, at every check (about a tenth of the pay specs' CPU).
 */
export async function expectNoAxeViolations(page: Page) {
  const analyze = () =>
    new AxeBuilder({ page }).setLegacyMode().withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  const before = page.url();
  const result = await analyze().catch(async (error: unknown) => {
    // The page loaded a document while axe ran (seen once on CI, on a public screen with nothing that navigates):
    // the check runs again on the page as it now is, and the run says where it went.
    // Or it loaded one between axe's injection and its run, which then finds no axe in the new document.
    const text = String(error);
    if (!text.includes('Execution context was destroyed') && !text.includes("reading 'run'")) throw error;
    await page.waitForLoadState();
    base.info().annotations.push({ type: 'navigated during axe', description: `${before} → ${page.url()}` });
    return analyze();
  });
  expect(
    result.violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target).join(', ')}`),
  ).toEqual([]);
}

export async function logIn(page: Page, email = demo.email, password = demo.password) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Log in', exact: true }).click();
}

/** What a login leaves in the page's storage: the app's auth record and the sandbox platform's store. */
const signedInKeys = ['forecourt.auth', 'forecourt.sandbox.v1'] as const;
/** Per worker and account, the storage right after the sandbox's login (a fresh sandbox, nothing else done). */
const savedSignIns = new Map<string, Record<string, string>>();

/**
 * Starts the test logged in, without the login screen. The first time in a worker for an account: the sandbox
 * platform's login call from the login page once the sandbox has started, its token kept as the app keeps it
 * after a login, and the storage saved. Afterwards, when the test's page has not opened anything yet, the saved
 * storage is written before the app's first page loads, which spares a whole page load. For tests about
 * something else than logging in (the next `page.goto` opens the app with the session); `logIn` is the driver's
 * way through the form.
 */
export async function signIn(page: Page, email = demo.email, password = demo.password) {
  const saved = savedSignIns.get(email);
  const fresh = page.url() === 'about:blank';
  if (saved && fresh) {
    // Once per test (its context is new): a later reload or logout in the test keeps what the app made of it.
    await page.addInitScript((entries) => {
      if (location.protocol !== 'http:' || localStorage.getItem('e2e.signedIn')) return;
      for (const [key, value] of Object.entries(entries)) localStorage.setItem(key, value);
      localStorage.setItem('e2e.signedIn', 'yes');
    }, saved);
    return;
  }
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  // The sandbox answers once it has started, which its panel shows; the form is painted before (main.tsx).
  await expect(page.getByRole('complementary', { name: 'Sandbox platform' })).toBeAttached();
  const stored = await page.evaluate(
    async ({ email, password, keys }) => {
      const response = await fetch('/_sandbox/platform/auth/login/local', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ email, password }),
      });
      if (!response.ok) return { status: response.status, entries: {}, pageNow: Date.now() };
      const { auth_token: token, _id: userId } = await response.json();
      const expiry = Date.now() + 30 * 24 * 3_600_000;
      localStorage.setItem('forecourt.auth', JSON.stringify({ token, userId, expiry, registered: true }));
      const entries = Object.fromEntries(keys.map((key) => [key, localStorage.getItem(key) ?? '']));
      return { status: response.status, entries, pageNow: Date.now() };
    },
    { email, password, keys: [...signedInKeys] },
  );
  expect(stored.status, `the sandbox login of ${email}`).toBe(200);
  // A sandbox seeded under a test's own clock (page.clock) dates its past purchases from that moment: not one for
  // the worker's later tests to start from.
  const realClock = Math.abs(stored.pageNow - Date.now()) < 60_000;
  if (fresh && realClock && !savedSignIns.has(email) && signedInKeys.every((key) => stored.entries[key]))
    savedSignIns.set(email, stored.entries);
}

/** The odometer step before a fuel checkout (accounts that ask for it): skip it for this payment. */
export async function skipOdometer(page: Page) {
  await expect(page.getByRole('heading', { name: 'What does your odometer say?' })).toBeVisible();
  await page.getByRole('button', { name: 'Skip' }).click();
}

/** What the sandbox platform holds, read from its persisted store. */
export const sandboxData = (page: Page) =>
  page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.sandbox.v1') ?? '{}')) as Promise<{
    orders: Record<
      string,
      {
        _id: string;
        createdAt: number;
        authorizeAttempts: number;
        carOdometerM?: number;
        kind: string;
        thingExternalId?: string;
      }
    >;
    things: Record<string, { carOdometerM?: number }>;
    users: Record<string, { odometerScreen?: { value?: number | string } }>;
  }>;

/** Counts the order creations (POST v4/order) and authorisations the app sends from now on. */
export function countPayments(page: Page) {
  const counts = { created: 0, authorized: 0 };
  page.on('request', (request) => {
    if (request.method() !== 'POST') return;
    const path = new URL(request.url()).pathname;
    if (/\/v4\/order$/.test(path)) counts.created += 1;
    if (/\/authorize$/.test(path)) counts.authorized += 1;
  });
  return counts;
}

/**
 * The pay area of a station (its pumps or chargers) with the sandbox's speed and faults: `step` is the simulated
 * pump's step in ms (`sandboxStep`), `scenarios` the faults (`sandbox=…`, scenarios.ts); `query` adds to the query.
 */
export async function openPayArea(
  page: Page,
  stationId: string,
  { step, scenarios = [], query = '' }: { step?: number; scenarios?: readonly string[]; query?: string } = {},
) {
  const sandbox = scenarios.length ? `&sandbox=${scenarios.join(',')}` : '';
  await page.goto(`/pay?pid=${stationId}${step ? `&sandboxStep=${step}` : ''}${sandbox}${query}`);
}

/**
 * Prepay on the pump screen: a pump, the guest's question ("Pay as a guest?", for a guest who has not answered it
 * in this visit), the pump's hint, a fuel and an amount, up to the summary.
 */
export async function choosePrepay(
  page: Page,
  { pump = 'Pump 1', fuel = 'Super E5', amount = '€50', guest = false } = {},
) {
  await page.getByRole('button', { name: pump, exact: true }).click();
  if (guest) await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: fuel }).click();
  await page.getByRole('button', { name: amount }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
}

/** Postpay on the pump screen: the pump and its hint (the phone stays in the car until paying): it is released. */
export async function choosePostpayPump(page: Page, pump = 'Pump 6') {
  await page.getByRole('button', { name: pump, exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Use your phone only in the car' })).toBeVisible();
  await page.getByRole('button', { name: 'Got it' }).click();
}

/** The wash packages of the station, from its pump screen. */
export async function openCarWashes(page: Page) {
  await page.getByRole('link', { name: 'Car wash' }).click();
  await expect(page).toHaveURL(/\/pay\/postpay\/wash\?.*isWash=true/);
}

/**
 * A logged-in demo driver pays €50 of Super E5 at pump 1 of Demo Berlin Mitte (the mileage skipped); `query`
 * adds to the pay area's query (`sandboxStep=…`, a callback).
 */
export async function payPrepayAtPump1(page: Page, query = '') {
  await page.goto(`/pay?pid=${berlin}${query ? `&${query}` : ''}`);
  await choosePrepay(page);
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
}

/**
 * What a QR reader reads from an image as the page draws it: the element's pixels, decoded by jsQR (a reader
 * no one here wrote). Undefined when no QR code is found in them.
 */
export async function readQrCode(image: Locator) {
  const png = PNG.sync.read(await image.screenshot());
  return jsQR(new Uint8ClampedArray(png.data), png.width, png.height)?.data;
}
