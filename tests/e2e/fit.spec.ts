import type { Page } from '@playwright/test';
import { fitProblems, type Posture, takePosture } from './fit';
import { berlin, expect, signIn, test } from './fixtures';

const munich = '5b9a7c1e-0000-4000-8000-000000000002';
type Language = 'en' | 'de';

/**
 * Every screen of the pay flows, the wallet and the profile on a narrow phone (320 px, in German, whose words are
 * the longest), a turned one (in English) and with the text at 200 % (English): nothing is cut, off the side or
 * under something else. Screenshots of each screen go to test-results/fit/ when FIT_SHOTS is set; FIT_ALL runs every
 * posture in both languages.
 */
const runs: { posture: Posture; language: Language }[] = process.env.FIT_ALL
  ? (['narrow', 'landscape', 'largeText'] as const).flatMap((posture) =>
      (['en', 'de'] as const).map((language) => ({ posture, language })),
    )
  : [
      { posture: 'narrow', language: 'de' },
      { posture: 'landscape', language: 'en' },
      { posture: 'largeText', language: 'en' },
    ];

function walker(page: Page, posture: Posture, language: Language) {
  const problems: Record<string, string[]> = {};
  const say = <T>(en: T, de: T) => (language === 'de' ? de : en);
  return {
    say,
    problems,
    async check(name: string) {
      // The screen settles (its fonts, two frames drawn) before it is measured.
      await page.evaluate(() =>
        document.fonts.ready.then(
          () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
        ),
      );
      const found = await fitProblems(page);
      if (found.length) problems[name] = found;
      if (process.env.FIT_SHOTS)
        await page.screenshot({ path: `test-results/fit/${posture}-${language}/${name}.png`, fullPage: false });
    },
  };
}

async function start(page: Page, posture: Posture, language: Language) {
  await page.addInitScript((locale) => localStorage.setItem('forecourt.locale', locale), language);
  await takePosture(page, posture);
}

/** The text is as large as the posture says: the app's sizes follow the browser's text size. */
async function expectTextScale(page: Page, posture: Posture) {
  const size = await page.evaluate(() => getComputedStyle(document.querySelector('main') ?? document.body).fontSize);
  expect(size).toBe(posture === 'largeText' ? '32px' : '16px');
}

/** Whether the pay flow's step (the pumps) lies beside the station's name instead of below it. */
async function besideStation(page: Page, within = page.locator('#root')) {
  const station = await within.locator('.station-header').boundingBox();
  const step = await within.locator('.pay-screen__step').boundingBox();
  return step!.x >= station!.x + station!.width && step!.y < station!.y + station!.height;
}

test('an embedding app that shows the app in landscape says so, and the screens take that arrangement', async ({
  page,
  browser,
}) => {
  // A tablet on its side is tall enough for the portrait arrangement, unless the embedding app asks.
  await page.setViewportSize({ width: 1024, height: 768 });
  await page.goto(`/pay?pid=${berlin}`);
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
  expect(await besideStation(page)).toBe(false);
  // The page's first screen takes the arrangement too: in a page of its own without the app's code (in this page
  // the sandbox's service worker would serve that code past the page's routes).
  const bare = await browser.newContext({ viewport: { width: 1024, height: 768 } });
  try {
    const first = await bare.newPage();
    await first.route(/\/assets\/.*\.js$/, (route) => route.abort());
    await first.goto(`/pay?pid=${berlin}&landscape=true`);
    const firstScreen = first.locator('[data-first-screen]');
    await expect(firstScreen.locator('.app-frame--landscape')).toHaveCount(1);
    expect(await besideStation(first, firstScreen)).toBe(true);
    // A phone on its side takes it without being asked, as the app then does: nothing moves as the app takes over.
    await first.setViewportSize({ width: 740, height: 360 });
    await first.goto(`/pay?pid=${berlin}`);
    await expect(firstScreen.locator('.app-frame--landscape')).toHaveCount(1);
    expect(await besideStation(first, firstScreen)).toBe(true);
    await first.setViewportSize({ width: 360, height: 740 });
    await expect(firstScreen.locator('.app-frame--landscape')).toHaveCount(0);
  } finally {
    await bare.close();
  }
  await page.goto(`/pay?pid=${berlin}&landscape=true`);
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Pump 1', exact: true })).toBeVisible();
  expect(await besideStation(page)).toBe(true);
  // The parameter rides along to the next screens.
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(page).toHaveURL(/landscape=true/);
  expect(await besideStation(page)).toBe(true);
  expect(await fitProblems(page)).toEqual([]);
});

for (const { posture, language } of runs) {
  test.describe(`${posture} (${language})`, () => {
    test('a guest at the QR code', async ({ page, context }) => {
      await start(page, posture, language);
      const { say, check, problems } = walker(page, posture, language);
      const button = (name: string | RegExp, exact = typeof name === 'string') =>
        page.getByRole('button', { name, exact });
      await page.goto(`/?pid=${berlin}&sandboxStep=60000`);
      await expect(button(say('Pump 1', 'Zapfsäule 1'))).toBeVisible();
      // The app's own screen, once it has taken over from the page's first screen (measured in the test above):
      // measuring while the one gives way to the other finds a box gone.
      await expect(page.locator('[data-first-screen]')).toHaveCount(0);
      await expectTextScale(page, posture);
      await check('pumps');
      expect(await besideStation(page)).toBe(posture === 'landscape');
      await button(say('Pump 1', 'Zapfsäule 1')).click();
      await expect(button(say('Continue as guest', 'Als Gast fortfahren'))).toBeVisible();
      await check('guest-question');
      await button(say('Continue as guest', 'Als Gast fortfahren')).click();
      await expect(button(say('Got it', 'Verstanden'))).toBeVisible();
      await button(say('Got it', 'Verstanden')).click();
      await check('fuels');
      await button('Super E5').click();
      await check('amounts');
      await button(say('€50', '50 €')).click();
      await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
      await check('guest-summary');

      // The station's location check when the browser gives no position: under the pumps, then over the chosen one.
      await context.clearPermissions();
      await page.goto(`/pay?pid=${berlin}`);
      await expect(page.locator('.geofence-status .notice--warning')).toBeVisible();
      await check('pumps-without-location');
      await button(say('Pump 1', 'Zapfsäule 1')).click();
      await expect(page.locator('.geofence')).toBeVisible();
      await check('location-check');
      expect(problems).toEqual({});
    });

    test('a registered driver pays', async ({ page, context }) => {
      test.setTimeout(150_000);
      await signIn(page);
      await start(page, posture, language);
      const { say, check, problems } = walker(page, posture, language);
      const button = (name: string | RegExp, exact = typeof name === 'string') =>
        page.getByRole('button', { name, exact });
      await page.goto(`/pay?pid=${berlin}&sandboxStep=60000`);
      await button(say('Pump 1', 'Zapfsäule 1')).click();
      await check('prepay-hint');
      await button(say('Got it', 'Verstanden')).click();
      await button('Super E5').click();
      await button(say('€50', '50 €')).click();
      await expect(page.getByLabel(say('Mileage in km', 'Kilometerstand in km'))).toBeVisible();
      await check('mileage');
      await button(say('Skip', 'Überspringen')).click();
      const pay = page.getByRole('button', { name: say('Pay €50.00', '50,00 € bezahlen'), exact: true });
      await expect(pay).toBeVisible();
      await check('summary');
      await pay.click();
      await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?/);
      await check('fuelling');

      // Postpay at pump 6, to its fuelling screen.
      await page.goto(`/pay?pid=${berlin}&sandboxStep=60000`);
      await button(say('Pump 6', 'Zapfsäule 6')).click();
      await check('postpay-hint');
      await button(say('Got it', 'Verstanden')).click();
      await expect(page).toHaveURL(/\/pay\/postpay\/fueling\?/);
      await check('postpay-fuelling');

      // The washes, one bought, its code.
      await page.goto(`/pay?pid=${berlin}&sandboxStep=300`);
      await page.getByRole('link', { name: say('Car wash', 'Autowäsche') }).click();
      await expect(page).toHaveURL(/\/pay\/postpay\/wash\?/);
      await check('washes');
      await button(say(/^Choose Comfort wash for/, /^Comfort wash für/)).click();
      await expect(page).toHaveURL(/\/pay\/postpay\/wash\/summary\?/);
      await check('wash-summary');
      await button(say('Pay €14.99', '14,99 € bezahlen')).click();
      await expect(page.locator('.wash-code__value')).toBeVisible({ timeout: 20_000 });
      await check('wash-code');

      // An EV charger: its prices, then charging.
      await context.setGeolocation({ latitude: 48.1371, longitude: 11.5754 });
      await page.goto(`/pay?pid=${munich}&sandboxStep=60000`);
      await expect(button(/CCS · 150 kW/)).toBeVisible();
      await check('chargers');
      await button(/CCS · 150 kW/).click();
      await expect(page).toHaveURL(/\/pay\/prepay\/ev\/summary\?/);
      await check('ev-summary');
      await button(say('Start charging', 'Laden starten')).click();
      await expect(page).toHaveURL(/\/pay\/prepay\/ev\/charging\?/);
      await check('ev-charging');

      expect(problems).toEqual({});
    });

    // Turned, the wallet's and the profile's screens keep their portrait column: narrow and large text test them,
    // and FIT_ALL turned too.
    const walletTest = posture !== 'landscape' || process.env.FIT_ALL ? test : test.skip;
    walletTest('the wallet and the profile', async ({ page }) => {
      test.setTimeout(120_000);
      await signIn(page);
      await start(page, posture, language);
      const { check, problems } = walker(page, posture, language);
      for (const path of [
        '/profile',
        '/profile/manage',
        '/profile/payments',
        '/profile/two-factor',
        '/profile/payments/add/bp-card',
        '/profile/payments/add/mbway',
        '/profile/cars',
        '/profile/vouchers',
        '/profile/benefits',
        '/profile/loyalty',
        '/profile/wash',
        '/settings',
        '/address',
        '/tax',
        '/history',
      ]) {
        await page.goto(path);
        await expect(page.locator('main h1, main h2').first()).toBeVisible();
        // Loaded: no spinner left.
        await expect(page.locator('.spinner')).toHaveCount(0);
        await expectTextScale(page, posture);
        await check(path.slice(1).replaceAll('/', '-'));
      }
      expect(problems).toEqual({});
    });
  });
}
