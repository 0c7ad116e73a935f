/**
 * The production build (`vite build --mode platform`: no sandbox in it) against the sandbox platform over real HTTP
 * (`npm run platform`, src/sandbox/server.ts), in Chromium at 390×844. Every platform call must leave the page for
 * the server's origin, never be answered by a service worker, and carry the headers of SPEC.md section 7.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext, Page, Route } from '@playwright/test';
import { headerNames } from '../../src/api/headers';
import { berlin, demo, expect, expectNoAxeViolations, skipOdometer, test } from '../e2e/fixtures';
import { appOrigin, platformBuildDir, platformOrigin, sandboxBuildDir } from './hosts';
import { standInApplePay, standInGooglePay, walletCalls } from './wallets';

const platformUrl = `${platformOrigin}/_sandbox/platform`;
const control = `${platformUrl}/_sandbox/control`;
/** What the app sends with every platform call; a test's own calls to the server send the same. */
const testHeaders = {
  [headerNames.locale]: 'en',
  [headerNames.appVersion]: 'e2e',
  [headerNames.correlationId]: 'e2e-setup',
};

interface PlatformCall {
  method: string;
  path: string;
  fromServiceWorker: boolean;
  headers: Record<string, string>;
}

/** Records every call the page makes to the server, and any sandbox path asked of the app's own origin. */
function watchCalls(page: Page) {
  const calls: PlatformCall[] = [];
  const toAppOrigin: string[] = [];
  page.on('response', async (response) => {
    const request = response.request();
    const url = new URL(request.url());
    if (url.origin === appOrigin && url.pathname.startsWith('/_sandbox/')) toAppOrigin.push(url.pathname);
    if (url.origin !== platformOrigin || request.method() === 'OPTIONS') return;
    // The headers the page set at once, then all of them (the network's too) unless the page has closed since.
    const call = {
      method: request.method(),
      path: url.pathname,
      fromServiceWorker: response.fromServiceWorker(),
      headers: request.headers(),
    };
    calls.push(call);
    call.headers = await request.allHeaders().catch(() => call.headers);
  });
  return { calls, toAppOrigin };
}

/** The platform calls went over HTTP to the server, none through a service worker, each with the SPEC headers. */
function expectOverHttp({ calls, toAppOrigin }: ReturnType<typeof watchCalls>) {
  // The app's calls; the hosted pages' calls to the sandbox's own paths (/_sandbox/platform/_sandbox/…) are not.
  const platformCalls = calls.filter(
    (call) => call.path.startsWith('/_sandbox/platform/') && !call.path.startsWith('/_sandbox/platform/_sandbox/'),
  );
  expect(platformCalls.length).toBeGreaterThan(0);
  expect(calls.filter((call) => call.fromServiceWorker)).toEqual([]);
  expect(toAppOrigin).toEqual([]);
  for (const call of platformCalls) {
    expect(call.headers[headerNames.locale.toLowerCase()], `locale of ${call.path}`).toMatch(/^[a-z]{2}/);
    expect(call.headers[headerNames.appVersion.toLowerCase()], `app version of ${call.path}`).toBeTruthy();
    expect(call.headers[headerNames.correlationId.toLowerCase()], `correlation id of ${call.path}`).toBeTruthy();
  }
  const ids = platformCalls.map((call) => call.headers[headerNames.correlationId.toLowerCase()]);
  expect(new Set(ids).size, 'a fresh correlation id per call').toBe(ids.length);
}

/** Starts the test logged in: the server's login over HTTP, its token kept as the app keeps it. */
async function signInOverHttp(page: Page, request: APIRequestContext, email = demo.email) {
  const response = await request.post(`${platformUrl}/auth/login/local`, {
    headers: testHeaders,
    data: { email, password: demo.password },
  });
  expect(response.status(), `the login of ${email}`).toBe(200);
  const { auth_token: token, _id: userId } = await response.json();
  await page.goto('/login');
  await expect(page.getByLabel('Email', { exact: true })).toBeVisible();
  await page.evaluate(
    (auth) =>
      localStorage.setItem(
        'forecourt.auth',
        JSON.stringify({ ...auth, expiry: Date.now() + 30 * 24 * 3_600_000, registered: true }),
      ),
    { token, userId },
  );
}

// One server for the whole project: each test starts on a fresh seed, with 500 ms steps.
/** The platform's refusals during a test, printed when it fails: what a failure on the server side was. */
const refusals = new WeakMap<object, string[]>();

test.beforeEach(async ({ request, page }) => {
  const response = await request.post(control, { data: { reset: true, stepMs: 500, scenarios: [] } });
  expect(response.ok()).toBe(true);
  const refused: string[] = [];
  refusals.set(page, refused);
  page.on('response', async (answer) => {
    if (answer.status() < 400 || !answer.url().startsWith(platformOrigin)) return;
    const body = await answer.text().catch(() => '');
    refused.push(`${answer.status()} ${answer.request().method()} ${answer.url()} ${body.slice(0, 200)}`);
  });
  // The build's own content security policy (served by `serve` with the build's serve.json): any violation fails.
  await page.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { cspViolations: string[] }).cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) =>
      seen.push(`${event.effectiveDirective} ${event.blockedURI} (${event.sourceFile}:${event.lineNumber})`),
    );
  });
});

test.afterEach(async ({ page }, testInfo) => {
  if (testInfo.status !== testInfo.expectedStatus) console.log('platform refusals:', refusals.get(page));
  if (page.isClosed() || !page.url().startsWith(appOrigin)) return;
  const violations = await page
    .evaluate(() => (window as unknown as { cspViolations?: string[] }).cspViolations ?? [])
    .catch(() => []);
  expect(violations, 'content security policy violations').toEqual([]);
});

test('the build serves its own content security policy, with the hash of its inline script', async ({ page }) => {
  const response = await page.goto('/map');
  const header = response?.headers()['content-security-policy'] ?? '';
  const meta = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(header).toBe(meta);
  expect(header).toContain("default-src 'self'");
  expect(header).toContain(`connect-src 'self' ${platformOrigin}`);
  const inline = await page.evaluate(() =>
    [...document.querySelectorAll('script:not([src])')].map((script) => script.textContent ?? ''),
  );
  expect(inline.length).toBeGreaterThan(0);
  for (const body of inline) {
    const hash = createHash('sha256').update(body).digest('base64');
    expect(header, 'the hash of an inline script').toContain(`'sha256-${hash}'`);
  }
  // Cache headers as docs/DEPLOY.md says.
  expect(response?.headers()['cache-control']).toBe('no-cache');
  // The app's entry joins the page after its first frame, which may come after the load event.
  const entry = page.locator('script[type="module"][src*="/assets/index-"]');
  await expect(entry).toBeAttached();
  const asset = await entry.evaluate((script) => (script as HTMLScriptElement).src);
  expect((await page.request.get(asset)).headers()['cache-control']).toBe('public, max-age=31536000, immutable');
});

test('a driver landing on /map sees it at once, in their language, before the rest of the catalogs has come', async ({
  page,
}) => {
  // The rest of every language's catalog (vite.catalogParts.ts), held back until the map has shown itself.
  const manifest: Record<string, { file: string }> = JSON.parse(
    readFileSync(path.join(platformBuildDir, '.vite/manifest.json'), 'utf8'),
  );
  const rest = new Set(
    Object.entries(manifest)
      .filter(([key]) => /messages\.po\?part=rest$/.test(key))
      .map(([, { file }]) => `/${file}`),
  );
  expect(rest.size).toBeGreaterThan(1);
  const held: Route[] = [];
  let holding = true;
  await page.route(
    (url) => rest.has(url.pathname),
    (route) => (holding ? held.push(route) : route.continue()),
  );
  await page.addInitScript(() => {
    localStorage.setItem('forecourt.locale', 'de');
    // Whether a loading screen showed in the map's frame before the map (React keeps one for at least 300 ms).
    new MutationObserver((_, observer) => {
      if (document.querySelector('.map-screen')) observer.disconnect();
      else if (document.querySelector('.app-frame__body .spinner'))
        (window as unknown as { loadingShown: boolean }).loadingShown = true;
    }).observe(document, { subtree: true, childList: true });
  });
  await page.goto('/map');
  await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Liste' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Filter' })).toBeVisible();
  // The map's code and messages, asked for with the page's, were there when its frame came: no loading screen.
  expect(await page.evaluate(() => (window as unknown as { loadingShown?: boolean }).loadingShown)).toBeUndefined();
  // What the map loads later waits for the rest, and comes with it.
  holding = false;
  for (const route of held.splice(0)) await route.continue();
  await page.getByRole('button', { name: 'Filter' }).click();
  await expect(page.getByRole('button', { name: 'Fertig' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test("the QR link's page sends the first calls itself: the app takes their answers and sends none of them again", async ({
  page,
}) => {
  const watched = watchCalls(page);
  const sent = () => watched.calls.map((call) => `${call.method} ${call.path}`);
  const count = (pattern: RegExp) => sent().filter((call) => pattern.test(call)).length;
  const calls = {
    login: /^POST \/_sandbox\/platform\/auth\/register\/guest$/,
    profile: /^GET \/_sandbox\/platform\/users\/[^/]+$/,
    features: /^GET \/_sandbox\/platform\/accounts\/[^/]+\/features$/,
    station: new RegExp(`^GET /_sandbox/platform/v4/pois/${berlin}$`),
  };
  const counts = () => Object.fromEntries(Object.entries(calls).map(([name, pattern]) => [name, count(pattern)]));
  // The app's code is held back: the guest login, then with its token the profile, the account's features and the
  // station leave while it downloads, on the page's own script.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(`/?pid=${berlin}`);
  await expect.poll(counts).toEqual({ login: 1, profile: 1, features: 1, station: 1 });
  release();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  // Once the page rests, the app has sent none of them again.
  await page.waitForLoadState('networkidle');
  expect(counts()).toEqual({ login: 1, profile: 1, features: 1, station: 1 });
  // Reloaded, the page keeps its guest: no second login; the page asks for the rest with the kept login's token,
  // and the app takes those answers.
  await page.reload();
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await page.waitForLoadState('networkidle');
  expect(counts()).toEqual({ login: 1, profile: 2, features: 2, station: 2 });
  expectOverHttp(watched);
});

test('the QR link opens the station over HTTP: a guest session, the pump list and a guest summary', async ({
  page,
}) => {
  const watched = watchCalls(page);
  await page.goto(`/?pid=${berlin}`);
  await expect(page.getByTestId('station-name')).toHaveText('Demo Berlin Mitte');
  await expect(page).toHaveURL(/\/pay\/pump\?pid=5b9a7c1e-0000-4000-8000-000000000001/);
  const paths = watched.calls.map((call) => `${call.method} ${call.path}`);
  expect(paths).toContain('POST /_sandbox/platform/auth/register/guest');
  expect(paths).toContain(`GET /_sandbox/platform/v4/pois/${berlin}`);
  // The maintenance file is read once the station's screen is up and the page rests.
  await expect
    .poll(() => watched.calls.map((call) => `${call.method} ${call.path}`))
    .toContain('GET /_sandbox/maintenance/status.json');
  // The platform lives on another origin: the page connects to it while it loads, before the guest login asks.
  await expect(page.locator(`head link[rel="preconnect"][href="${platformOrigin}"][crossorigin]`)).toHaveCount(1);
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pump 2', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await expect(page.getByRole('button', { name: 'Pay €50.00' })).toBeVisible();
  await expectNoAxeViolations(page);
  // The production build registered its own worker (the offline shell), which answered none of these calls.
  const workers = await page.evaluate(() =>
    navigator.serviceWorker.getRegistrations().then((all) => all.map((one) => one.active?.scriptURL ?? '')),
  );
  expect(workers).toEqual([`${appOrigin}/sw.js`]);
  expectOverHttp(watched);
});

test('a registered driver prepays over HTTP and gets the receipt, with one order and one authorisation', async ({
  page,
  request,
}) => {
  await signInOverHttp(page, request);
  const watched = watchCalls(page);
  await page.goto(`/pay?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/finish\?(?=.*orderId=)(?=.*orderType=PREPAY)/, { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expect(page.locator('.receipt .summary__amount')).toContainText(/€\d+\.\d\d/);
  await expectNoAxeViolations(page);
  const paths = watched.calls.map((call) => `${call.method} ${call.path}`);
  expect(paths.filter((call) => call === 'POST /_sandbox/platform/v4/order')).toHaveLength(1);
  expect(paths.filter((call) => /^POST \/_sandbox\/platform\/v4\/order\/[^/]+\/authorize$/.test(call))).toHaveLength(1);
  expectOverHttp(watched);
  // The order lives on the server: its answer over HTTP, to this driver's token, says it is complete. The receipt
  // shows from PRODUCT_ACQUIRED on; the server completes the order a few steps later, so ask until it has.
  const orderId = new URL(page.url()).searchParams.get('orderId');
  const token = await page.evaluate(() => JSON.parse(localStorage.getItem('forecourt.auth') ?? '{}').token as string);
  await expect
    .poll(
      async () => {
        const order = await request.get(`${platformUrl}/v4/order/${orderId}`, {
          headers: { ...testHeaders, [headerNames.authToken]: token },
        });
        return order.json();
      },
      { timeout: 15_000 },
    )
    .toMatchObject({ _id: orderId, state: 'COMPLETED' });
});

test('the 3-D Secure page comes from the server, and approving it returns to the app, which completes the order', async ({
  page,
  request,
}) => {
  await request.post(control, { data: { scenarios: ['user-interaction'] } });
  await signInOverHttp(page, request);
  const watched = watchCalls(page);
  await page.goto(`/pay?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(new RegExp(`^${platformOrigin}/_sandbox/3ds\\?orderId=`));
  await expect(page.getByText('Demo Berlin Mitte: €50.00')).toBeVisible();
  await page.getByRole('button', { name: 'Approve' }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/pay/finish\\?(?=.*orderId=)`), { timeout: 20_000 });
  await expect(page.getByText('Payment complete')).toBeVisible();
  await expectNoAxeViolations(page);
  expectOverHttp(watched);
});

test('a new driver adds a card on the provider page the server hosts and comes back to the app', async ({
  page,
  request,
}) => {
  await signInOverHttp(page, request, 'fresh@forecourt.test');
  const watched = watchCalls(page);
  await page.goto('/profile/payments');
  await expect(page.getByText('You have no payment method yet. Add one to pay in the app.')).toBeVisible();
  await page.getByRole('button', { name: 'Credit or debit card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${platformOrigin}/_sandbox/psp/card\\?registration=`));
  await page.getByLabel('Card number').fill('4242 4242 4242 4242');
  await page.getByLabel('Expiry date (MM/YY)').fill('12/30');
  await page.getByLabel('Security code (CVC)').fill('123');
  await page.getByLabel('Name on the card').fill('Frieda Fresh');
  await page.getByRole('button', { name: 'Add card' }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/profile/payments/payment-register\\?`));
  await expect(page.getByRole('heading', { name: 'Payment method added' })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByRole('link', { name: 'Show my payment methods' }).click();
  await expect(page.getByRole('link', { name: /VISA •••• 4242/ })).toContainText('Active');
  expectOverHttp(watched);
});

test('the server lets in the apps of this machine only, and refuses platform calls without the SPEC headers', async ({
  request,
}) => {
  const foreign = await request.fetch(`${platformUrl}/auth/register/guest`, {
    method: 'OPTIONS',
    headers: { Origin: 'https://elsewhere.example', 'Access-Control-Request-Method': 'POST' },
  });
  expect(foreign.status()).toBe(403);
  expect(foreign.headers()['access-control-allow-origin']).toBeUndefined();
  const preflight = await request.fetch(`${platformUrl}/auth/register/guest`, {
    method: 'OPTIONS',
    headers: {
      Origin: appOrigin,
      'Access-Control-Request-Method': 'POST',
      'Access-Control-Request-Headers': 'x-txn-correlation-id',
    },
  });
  expect(preflight.status()).toBe(204);
  expect(preflight.headers()['access-control-allow-origin']).toBe(appOrigin);
  expect(preflight.headers()['access-control-allow-headers']).toContain(headerNames.correlationId);
  const bare = await request.get(`${platformUrl}/v4/pois/${berlin}`);
  expect(bare.status()).toBe(400);
  expect(await bare.json()).toEqual({
    errorDescription: `Missing headers: ${headerNames.locale}, ${headerNames.appVersion}, ${headerNames.correlationId}`,
    errorCodes: [400],
  });
});

/** Every file of a build, read whole. */
function filesOf(dir: string): { file: string; text: string }[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const file = path.join(entry.parentPath, entry.name);
      return { file: path.relative(dir, file), text: readFileSync(file, 'latin1') };
    });
}

test('the production build carries no sandbox code, which the sandbox build does', () => {
  // Strings only the sandbox has: its store key, a hosted page, msw's worker, a fixture, a scenario, a signature.
  const markers = [
    'forecourt.sandbox.v1',
    'Sandbox Bank',
    'MOCK_ACTIVATE',
    'mockServiceWorker',
    'Demo Berlin Mitte',
    'Every card authorisation is declined',
    'sandbox-signature-',
    // The app's routes to the sandbox's own pages.
    '/_sandbox/crash',
  ];
  const production = filesOf(platformBuildDir);
  const sandbox = filesOf(sandboxBuildDir);
  expect(production.some(({ file }) => file.endsWith('.js'))).toBe(true);
  for (const marker of markers) {
    expect(
      production.filter(({ text }) => text.includes(marker)).map(({ file }) => file),
      `files of the production build with "${marker}"`,
    ).toEqual([]);
    expect(
      sandbox.some(({ text }) => text.includes(marker)),
      `the sandbox build has "${marker}"`,
    ).toBe(true);
  }
  // And it talks to the platform it was built for.
  expect(production.some(({ text }) => text.includes(platformUrl))).toBe(true);
  // Built without a Mapbox token, neither build carries mapbox-gl (its licence ties it to Mapbox's services).
  for (const build of [production, sandbox]) {
    expect(build.filter(({ text }) => text.includes('api.mapbox.com')).map(({ file }) => file)).toEqual([]);
  }
});

test('"Continue with Google" signs in over OpenID Connect with the provider the server hosts, back at the station', async ({
  page,
}) => {
  await page.goto(`/login?pid=${berlin}`);
  await page.getByRole('button', { name: 'Continue with Google' }).click();
  await expect(page).toHaveURL(
    new RegExp(`^${platformOrigin}/_sandbox/identity\\?(?=.*client_id=forecourt-web)(?=.*code_challenge_method=S256)`),
  );
  const tokenCalls: string[] = [];
  page.on('request', (sent) => {
    if (sent.url().startsWith(`${platformOrigin}/_sandbox/identity/token`)) tokenCalls.push(sent.postData() ?? '');
  });
  await page.getByRole('button', { name: demo.email }).click();
  await expect(page).toHaveURL(new RegExp(`^${appOrigin}/pay/pump\\?(?=.*pid=${berlin})`));
  // One code, redeemed once, with its verifier and no secret.
  expect(tokenCalls).toHaveLength(1);
  const form = new URLSearchParams(tokenCalls[0]);
  expect(form.get('grant_type')).toBe('authorization_code');
  expect(form.get('code_verifier')).toMatch(/^[A-Za-z0-9_-]{43,}$/);
  expect(form.has('client_secret')).toBe(false);
  await page.goto('/profile');
  await expect(page.getByRole('heading', { name: 'Dana Demo' })).toBeVisible();
});

test("a failure reaches the deployer's error tracker through its SDK, loaded only then, with nothing that names the driver", async ({
  page,
  request,
}) => {
  const scripts: string[] = [];
  page.on('request', (sent) => {
    if (sent.resourceType() === 'script') scripts.push(new URL(sent.url()).pathname);
  });
  const trackerScripts = () => scripts.filter((script) => /sentry/i.test(script));
  await page.goto(`/?pid=${berlin}`);
  await expect(page.getByRole('button', { name: 'Pump 2', exact: true })).toBeVisible();
  expect(trackerScripts(), 'no tracker before a failure').toEqual([]);

  // An order that does not exist: the platform answers 404, the app shows its error page and tracks the failure.
  await page.goto(`/pay/finish?pid=${berlin}&orderId=not-an-order&orderType=PREPAY&email=dana%40forecourt.test`);
  await expect(page.getByRole('heading', { name: 'Order not found' })).toBeVisible();
  await expect.poll(() => trackerScripts().length).toBeGreaterThan(0);
  let failures: unknown[] = [];
  await expect
    .poll(async () => {
      failures = await (await request.get(`${platformUrl}/_sandbox/failures`)).json();
      return failures.length;
    })
    .toBe(1);
  expect(failures[0]).toMatchObject({
    source: 'platform',
    name: 'ApiError',
    status: 404,
    kind: 'http',
    call: '/v4/order/:id',
    route: '/pay/finish',
  });
  expect(JSON.stringify(failures)).not.toMatch(/dana|not-an-order/);
});

/** A guest at Demo Berlin Mitte's pump 2 with Super E5 and €50, on the summary. */
async function guestSummary(page: Page) {
  await page.goto(`/?pid=${berlin}`);
  await page.getByRole('button', { name: 'Pump 2', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: 'Super E5' }).click();
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
}

/** The payment tokens the page sent with its authorisations. */
function authorisations(page: Page) {
  const tokens: unknown[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && /\/v4\/order\/[^/]+\/authorize$/.test(request.url())) {
      tokens.push(request.postDataJSON()?.paymentToken);
    }
  });
  return tokens;
}

test.describe('a guest pays with a device wallet on the production build', () => {
  test("Google Pay: the gateway the server names, a token in Google's ECv2 format, one authorisation", async ({
    page,
  }) => {
    const token = await standInGooglePay(page);
    const watched = watchCalls(page);
    const sent = authorisations(page);
    await guestSummary(page);
    await expect(page.getByRole('radio', { name: /Google Pay/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay €50.00' }).dblclick();
    await expect(page).toHaveURL(/\/pay\/(prepay\/fueling|finish)\?.*orderId=/, { timeout: 25_000 });
    const calls = await walletCalls(page);
    expect(calls?.errors).toEqual([]);
    expect(calls?.paymentRequests).toHaveLength(1);
    expect(calls?.paymentRequests[0]).toMatchObject({
      allowedPaymentMethods: [
        {
          type: 'CARD',
          parameters: { billingAddressRequired: true },
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: { gateway: 'sandboxpsp', gatewayMerchantId: 'forecourt-sandbox-de' },
          },
        },
      ],
      transactionInfo: { totalPrice: '50.00', currencyCode: 'EUR', countryCode: 'DE', totalPriceStatus: 'FINAL' },
    });
    expect(sent).toEqual([token]);
    const paths = watched.calls.map((call) => `${call.method} ${call.path}`);
    expect(paths).toContain('GET /_sandbox/platform/v4/merchants/best-match');
    expectOverHttp(watched);
  });

  test('Apple Pay: the merchant validated by the server, the sheet done only once the server has authorised', async ({
    page,
    request,
  }) => {
    // A phone with Apple Pay: the platform lists Apple Pay as the device's wallet.
    await request.post(control, { data: { scenarios: ['device-ios'] } });
    const token = await standInApplePay(page);
    const sent = authorisations(page);
    await guestSummary(page);
    await expect(page.getByRole('radio', { name: /Apple Pay/ })).toBeChecked();
    await page.getByRole('button', { name: 'Pay €50.00' }).click();
    await expect(page).toHaveURL(/\/pay\/(prepay\/fueling|finish)\?.*orderId=/, { timeout: 25_000 });
    const calls = await walletCalls(page);
    expect(calls?.errors).toEqual([]);
    expect(calls?.merchantSessions).toEqual([
      expect.objectContaining({ domainName: 'localhost', merchantIdentifier: 'merchant.com.forecourt.sandbox' }),
    ]);
    expect(calls?.paymentRequests[0]).toMatchObject({
      total: { amount: '50.00' },
      currencyCode: 'EUR',
      requiredBillingContactFields: ['postalAddress'],
      requiredShippingContactFields: ['email'],
    });
    expect(sent).toEqual([token]);
    expect(calls?.completed).toEqual([{ status: 0, at: expect.any(Number) }]);
    // The page's own clock: the sheet was told "done" after the authorisation's answer had arrived.
    expect(calls?.authorisedAt).toHaveLength(1);
    expect(calls!.completed[0]!.at).toBeGreaterThanOrEqual(calls!.authorisedAt[0]!);
  });

  test('a wallet that says it cannot pay is not offered', async ({ page }) => {
    await standInGooglePay(page, { ready: false });
    // Demo Berlin Mitte takes Amazon Pay from guests too: that is the choice, Google Pay is not offered.
    await guestSummary(page);
    await expect(page.getByRole('radio', { name: 'Amazon Pay' })).toBeChecked();
    await expect(page.getByRole('radio', { name: /Google Pay/ })).toHaveCount(0);
    expect((await walletCalls(page))?.readyRequests).toHaveLength(1);
  });

  test.describe('at Demo Copenhagen, which takes Google Pay and Apple Pay only', () => {
    test.use({ geolocation: { latitude: 55.6761, longitude: 12.5683 } });

    test('a guest whose phone cannot pay with either is told to log in or register, and cannot pay', async ({
      page,
    }) => {
      await standInGooglePay(page, { ready: false });
      const copenhagen = '5b9a7c1e-0000-4000-8000-000000000007';
      await page.goto(`/?pid=${copenhagen}`);
      await expect(page).toHaveURL(/\/pay\/pump\?/);
      // Told at once, on the pump list, with the way to pay, instead of the question whether to go on as a guest;
      // the pumps stay there.
      const notice = page.getByText('None of the wallets guests pay with (Google Pay, Apple Pay, Amazon Pay)', {
        exact: false,
      });
      await expect(notice).toBeVisible();
      await expect(page.getByRole('link', { name: 'Log in or register' })).toBeVisible();
      await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expectNoAxeViolations(page);
      await page.goto(
        `/pay/prepay/summary?pid=${copenhagen}&productId=${copenhagen}-pump-1&orderType=PREPAY&fuelTypeId=SUPER_E10&amount=200&currency=DKK`,
      );
      await expect(
        page.getByText('None of the wallets guests pay with (Google Pay, Apple Pay, Amazon Pay) can pay here', {
          exact: false,
        }),
      ).toBeVisible();
      await expect(page.getByRole('button', { name: /^Pay / })).toBeDisabled();
      await expect(page.getByRole('link', { name: 'Log in or register' })).toBeVisible();
      expect((await walletCalls(page))?.paymentRequests).toEqual([]);
      await expectNoAxeViolations(page);
    });
  });
});
