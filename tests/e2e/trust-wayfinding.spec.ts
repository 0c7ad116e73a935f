import type { Locator, Page } from '@playwright/test';
import { berlin, expect, expectNoAxeViolations, logIn, sandboxData, signIn, skipOdometer, test } from './fixtures';

const zurich = '5b9a7c1e-0000-4000-8000-000000000003';
const header = (page: Page) => page.locator('header.header');
const headerTitle = (page: Page) => page.locator('.header__title');

async function openMap(page: Page) {
  await page.goto('/map');
  await expect(page.locator('.map-canvas[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
  await expect(page.getByRole('button', { name: 'Demo Berlin Mitte' })).toBeVisible({ timeout: 15_000 });
}

/** A guest at Demo Berlin Mitte, on the pump screen. */
async function guestAtBerlin(page: Page, query = '') {
  await page.goto(`/pay?pid=${berlin}${query}`);
  await expect(page.locator('.pump-grid button').first()).toBeVisible();
  // The page's own first screen stands over the app until the app's pump screen is ready (the app's header says
  // "Forecourt" beneath it meanwhile): what follows reads the app's headers.
  await expect(page.locator('[data-first-screen]')).toHaveCount(0);
}

/** Pump 1, a fuel and an amount; a guest answers "Pay as a guest?" at the pump (the first time in the visit). */
async function toSummary(page: Page, { fuel = 'Super E5', amount = '€50', guest = false } = {}) {
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  if (guest) await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await page.getByRole('button', { name: fuel }).click();
  await page.getByRole('button', { name: amount }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await expect(page.locator('.summary__amount')).toBeVisible();
}

interface Target {
  name: string;
  width: number;
  height: number;
}

/**
 * Every visible control a finger has to hit (links, buttons, menu items, checkboxes, radios, filter chips) and
 * its size. Exempt, as WCAG 2.5.8 allows: a link inside a sentence of running text (an inline link whose
 * paragraph says more than the link), returned apart so the test names them.
 */
async function touchTargets(page: Page) {
  return page.evaluate(() => {
    const selector =
      'a[href], button, [role="button"], [role="link"], [role="menuitem"], [role="menuitemradio"], label.checkbox, label.radio, label.chip';
    const measured: Target[] = [];
    /** Links inside a sentence that are under 44 px: exempt, and named. */
    const inline: Target[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      const style = getComputedStyle(element);
      const box = element.getBoundingClientRect();
      if (box.width === 0 || box.height === 0 || style.visibility === 'hidden') continue;
      // Visually hidden helpers (react-aria's dismiss buttons for screen readers) are never tapped.
      let clipped = false;
      for (let node: HTMLElement | null = element; node; node = node.parentElement) {
        const own = getComputedStyle(node);
        if (own.clipPath !== 'none' || own.clip.startsWith('rect')) clipped = true;
      }
      if (clipped) continue;
      if (element.closest('[aria-hidden="true"], [inert]')) continue;
      const name = (element.getAttribute('aria-label') ?? element.textContent ?? '').trim().replace(/\s+/g, ' ');
      const target = { name: `${element.tagName.toLowerCase()} "${name}"`, width: box.width, height: box.height };
      const sentence = element.parentElement?.textContent?.trim() ?? '';
      const small = box.width < 44 || box.height < 44;
      // A link, or a button that opens a text over the page (the terms of use), set in a sentence's line.
      // (Chromium computes a button's `display: inline` as inline-block.)
      const inSentence =
        (element.tagName === 'A' && style.display === 'inline') ||
        (element.tagName === 'BUTTON' && style.display === 'inline-block');
      if (small && inSentence && sentence.length > name.length) inline.push(target);
      else measured.push(target);
    }
    return { measured, inline };
  });
}

async function expectTouchTargets(page: Page, screen: string) {
  // The screen's controls once it is up: a dialog just opened can be on screen a moment before its controls are
  // measurable (seen once under load, on the map's filters).
  await expect
    .poll(async () => (await touchTargets(page)).measured.length, { message: `controls on ${screen}` })
    .toBeGreaterThan(0);
  const { measured, inline } = await touchTargets(page);
  const small = measured
    .filter((target) => target.width < 44 || target.height < 44)
    .map((target) => `${target.name} ${Math.round(target.width)}×${Math.round(target.height)}`);
  expect(small, `touch targets under 44 × 44 px on ${screen}`).toEqual([]);
  return inline.map((target) => target.name);
}

/** No two buttons of the screen's main part touch: at least 8 px lie between any two (WCAG 2.5.8's spacing). */
async function expectButtonsApart(page: Page, screen: string) {
  const boxes = await page.locator('main button:visible, main a.button:visible').evaluateAll((elements) =>
    elements.map((element) => {
      const { x, y, width, height } = element.getBoundingClientRect();
      return { name: element.textContent?.trim() ?? '', x, y, width, height };
    }),
  );
  expect(boxes.length, `buttons on ${screen}`).toBeGreaterThan(1);
  const touching = boxes.flatMap((a, index) =>
    boxes
      .slice(index + 1)
      .filter((b) => overlaps({ ...a, x: a.x - 8, y: a.y - 8, width: a.width + 16, height: a.height + 16 }, b))
      .map((b) => `"${a.name}" and "${b.name}"`),
  );
  expect(touching, `buttons closer than 8 px on ${screen}`).toEqual([]);
}

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: typeof a) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The sandbox's own button never lies over one of the app's buttons, wherever the page is scrolled. */
async function expectSandboxButtonClear(page: Page, buttons: Locator) {
  const toggle = page.getByRole('button', { name: /^Sandbox/ });
  await expect(toggle).toBeVisible();
  const count = await buttons.count();
  expect(count).toBeGreaterThan(0);
  for (let index = 0; index < count; index++) {
    const button = buttons.nth(index);
    if (!(await button.isVisible())) continue;
    for (const block of ['start', 'center', 'end'] as const) {
      await button.evaluate((element, position) => element.scrollIntoView({ block: position }), block);
      const own = await button.boundingBox();
      const sandbox = await toggle.boundingBox();
      if (!own || !sandbox) continue;
      expect(overlaps(own, sandbox), `the sandbox button over "${await button.textContent()}" (${block})`).toBe(false);
    }
  }
}

test.describe('the map is where every way starts', () => {
  test('a guest finds the login, the settings and the language there, beside the map’s own controls', async ({
    page,
  }) => {
    await openMap(page);
    await expect(headerTitle(page)).toHaveText('Station map');
    const login = header(page).getByRole('link', { name: 'Log in' });
    const settings = header(page).getByRole('link', { name: 'Settings' });
    const language = header(page).getByRole('button', { name: 'Language: English' });
    for (const control of [login, settings, language]) await expect(control).toBeVisible();
    // The header sits above the map: none of its buttons lies over the map, its toolbar or a station.
    const headerBox = await header(page).boundingBox();
    for (const control of [
      page.getByRole('button', { name: 'List' }),
      page.getByRole('button', { name: 'Filters' }),
      page.getByRole('region', { name: 'Map of stations' }),
    ]) {
      const box = await control.boundingBox();
      expect(box && headerBox && box.y >= headerBox.y + headerBox.height).toBe(true);
    }
    for (const control of [login, settings, language]) {
      const box = await control.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
    }
    await expectNoAxeViolations(page);

    await settings.click();
    await expect(page).toHaveURL(/\/settings/);
    await expect(headerTitle(page)).toHaveText('Settings');
    await page.goBack();
    await expect(page).toHaveURL(/\/map/);
    await header(page).getByRole('link', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/login/);
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
  });

  test('a registered driver finds the profile there', async ({ page }) => {
    await logIn(page);
    await expect(page).toHaveURL(/\/map/);
    await expect(page.locator('.map-canvas[data-ready="true"]')).toBeVisible({ timeout: 20_000 });
    await header(page).getByRole('link', { name: 'Profile' }).click();
    await expect(page).toHaveURL(/\/profile/);
    await expect(headerTitle(page)).toHaveText('Profile');
    await expectNoAxeViolations(page);
  });
});

test.describe('a station without guest checkout', () => {
  test.use({ geolocation: { latitude: 47.3769, longitude: 8.5417 } });

  test('tells a guest on the pump screen, before any choice, and logging in comes back to the station', async ({
    page,
  }) => {
    await page.goto(`/pay?pid=${zurich}&partner=demo-partner`);
    await expect(page).toHaveURL(/\/pay\/pump\?/);
    const notice = page.getByRole('status').filter({ hasText: 'This station does not accept payments as a guest.' });
    await expect(notice).toBeVisible();
    await expect(page.locator('.pump-grid button').first()).toBeVisible();
    // No "pay as a guest?" offer where a guest cannot pay.
    await expect(page.getByRole('button', { name: 'Continue as guest' })).toHaveCount(0);
    await expectNoAxeViolations(page);
    // The header's login keeps the station too.
    await expect(header(page).getByRole('link', { name: 'Log in' })).toHaveAttribute('href', new RegExp(zurich));
    await notice.getByRole('link', { name: 'Log in or register' }).click();
    await expect(page).toHaveURL(new RegExp(`/login\\?.*pid=${zurich}`));
    await page.getByLabel('Email', { exact: true }).fill('demo@forecourt.test');
    await page.getByLabel('Password', { exact: true }).fill('Forecourt-demo-1');
    await page.getByRole('button', { name: 'Log in', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/pay/pump\\?(?=.*pid=${zurich})(?=.*partner=demo-partner)`));
    await expect(page.getByText('Demo Zurich')).toBeVisible();
    await expect(page.getByText('This station does not accept payments as a guest.')).toHaveCount(0);
  });
});

test('a station with guest checkout says nothing of it', async ({ page }) => {
  await guestAtBerlin(page);
  await expect(page.getByText('This station does not accept payments as a guest.')).toHaveCount(0);
});

test('the prepay summary leads back to the fuel and the amount, keeping the rest; headers name their screen', async ({
  page,
}) => {
  await guestAtBerlin(page, '&partner=demo-partner');
  await expect(headerTitle(page)).toHaveText('Pump selection');
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  await page.getByRole('button', { name: 'Continue as guest' }).click();
  await page.getByRole('button', { name: 'Got it' }).click();
  await expect(headerTitle(page)).toHaveText('Fuel selection');
  await page.getByRole('button', { name: 'Super E5' }).click();
  await expect(headerTitle(page)).toHaveText('Amount');
  await page.getByRole('button', { name: '€50' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/summary\?/);
  await expect(headerTitle(page)).toHaveText('Summary');
  await expect(page.locator('.summary__amount')).toHaveText('€50.00');
  await expectNoAxeViolations(page);

  await page.getByRole('link', { name: 'Change amount' }).click();
  await expect(page).toHaveURL(
    new RegExp(`/pay/prepay/amount\\?(?=.*pid=${berlin})(?=.*productId=)(?=.*fuelTypeId=SUPER_E5)(?=.*partner=)`),
  );
  expect(new URL(page.url()).searchParams.has('amount')).toBe(false);
  await page.getByRole('button', { name: '€20' }).click();
  await expect(page.locator('.summary__amount')).toHaveText('€20.00');

  await page.getByRole('link', { name: 'Change fuel' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fuelselection\?(?=.*productId=)(?=.*partner=)/);
  await page.getByRole('button', { name: 'Diesel' }).click();
  await page.getByRole('button', { name: '€20' }).click();
  await expect(page.locator('.summary__lines')).toContainText('Diesel');
  await expect(page.locator('.summary__amount')).toHaveText('€20.00');
  await expect(page).toHaveURL(/partner=demo-partner/);
  // Changing one's mind orders nothing.
  expect(Object.keys((await sandboxData(page)).orders ?? {})).toEqual([]);

  for (const [path, title] of [
    ['/login', 'Log in'],
    ['/register', 'Create an account'],
    ['/register/mail', 'Register with email'],
    ['/forgotten-password', 'Reset your password'],
    ['/landing', 'Welcome'],
    ['/onboarding', 'How it works'],
    ['/info?type=terms', 'Information'],
    ['/error?type=payment', 'Something went wrong'],
    ['/no-such-page', 'Page not found'],
  ] as const) {
    await page.goto(path);
    await expect(headerTitle(page), path).toHaveText(title);
  }
});

test.describe('touch targets of at least 44 × 44 px', () => {
  test('on the map, the pump screen, login, registration and the guest summary', async ({ page }) => {
    const exempt: string[] = [];
    await openMap(page);
    exempt.push(...(await expectTouchTargets(page, 'the map')));
    await page.getByRole('button', { name: 'Filters' }).click();
    await expect(page.getByRole('dialog', { name: 'Filters' })).toBeVisible();
    exempt.push(...(await expectTouchTargets(page, 'the map’s filters')));
    await page.keyboard.press('Escape');
    await page.getByRole('button', { name: 'Language: English' }).click();
    await expect(page.getByRole('menuitemradio', { name: 'Deutsch' })).toBeVisible();
    exempt.push(...(await expectTouchTargets(page, 'the language menu')));
    await page.keyboard.press('Escape');

    await guestAtBerlin(page);
    exempt.push(...(await expectTouchTargets(page, 'the pump screen')));
    await page.goto('/login');
    await expect(page.getByRole('heading', { name: 'Log in', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
    exempt.push(...(await expectTouchTargets(page, 'login')));
    await page.goto('/register');
    await expect(page.getByRole('link', { name: 'Register with email' })).toBeVisible();
    exempt.push(...(await expectTouchTargets(page, 'registration')));
    await page.getByRole('link', { name: 'Register with email' }).click();
    await expect(page.getByRole('heading', { name: 'Register with email' })).toBeVisible();
    await expectNoAxeViolations(page);
    exempt.push(...(await expectTouchTargets(page, 'registration with email')));
    await page.goto(`/pay?pid=${berlin}`);
    await toSummary(page, { guest: true });
    await expect(page.getByRole('link', { name: 'Change amount' })).toBeVisible();
    exempt.push(...(await expectTouchTargets(page, 'the guest summary')));
    // Only links inside a sentence may be smaller, so they never reach over the text around them.
    expect([...new Set(exempt)].sort()).toEqual(['a "Register or log in"', 'button "terms of use"']);
  });

  test('on the profile and a registered driver’s summary', async ({ page }) => {
    await signIn(page);
    await page.goto('/profile');
    await expect(headerTitle(page)).toHaveText('Profile');
    await expect(page.getByRole('link').first()).toBeVisible();
    await expectTouchTargets(page, 'the profile');
    for (const vehicle of ['thing-demo-golf', 'thing-demo-van']) {
      await page.goto(`/profile/cars/${vehicle}`);
      await expect(page.getByRole('button', { name: 'Delete vehicle' })).toBeVisible();
      await expectTouchTargets(page, vehicle);
      await expectButtonsApart(page, vehicle);
    }
    await page.goto(`/pay?pid=${berlin}`);
    await toSummary(page);
    await expectTouchTargets(page, 'the odometer step');
    await skipOdometer(page);
    await expect(page.getByRole('radio', { name: /VISA •••• 4242/ })).toBeChecked();
    await expectTouchTargets(page, 'the registered summary');
    await expectNoAxeViolations(page);
  });
});

test('the sandbox’s button covers none of the app’s buttons', async ({ page }) => {
  await page.goto(`/pay?pid=${berlin}`);
  await expectSandboxButtonClear(page, page.locator('main .button'));
  await page.getByRole('button', { name: 'Pump 1', exact: true }).click();
  // The guest's question sits at the bottom of the screen, where a floating button would lie over it.
  await expect(page.getByRole('dialog', { name: 'Pay as a guest?' })).toBeVisible();
  await expectSandboxButtonClear(page, page.getByRole('dialog').locator('.button'));
  // Closed without an answer, it leaves the pumps as they were, and asks again at the next pump.
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await toSummary(page, { guest: true });
  await expectSandboxButtonClear(page, page.locator('main .button'));
  await expectNoAxeViolations(page);
  await openMap(page);
  await page.getByRole('button', { name: 'Demo Berlin Mitte' }).click();
  const sheet = page.getByRole('dialog', { name: 'Demo Berlin Mitte' });
  await expect(sheet).toBeVisible();
  await expectSandboxButtonClear(page, sheet.locator('.button'));
  // Still there for testers.
  await page.keyboard.press('Escape');
  await page.getByRole('button', { name: 'Sandbox' }).click();
  await expect(page.getByRole('checkbox', { name: /declined/ })).toBeVisible();
});

test('the map’s filters close with Done, Escape and a tap outside, and keep what was chosen', async ({ page }) => {
  await openMap(page);
  const filters = page.getByRole('button', { name: 'Filters' });
  const panel = page.getByRole('dialog', { name: 'Filters' });

  await filters.click();
  await expect(panel).toBeVisible();
  await expectNoAxeViolations(page);
  await panel.getByText('Only stations with a car wash').click();
  await panel.getByRole('button', { name: 'Done' }).click();
  await expect(panel).toHaveCount(0);
  await expect(filters).toBeFocused();

  await filters.click();
  await expect(panel.getByRole('checkbox', { name: 'Only stations with a car wash' })).toBeChecked();
  await page.keyboard.press('Escape');
  await expect(panel).toHaveCount(0);

  await filters.click();
  await expect(panel).toBeVisible();
  // A tap outside the panel (which reaches down over most of the map): on the header's title.
  const title = await headerTitle(page).boundingBox();
  await page.touchscreen.tap(195, (title?.y ?? 0) + (title?.height ?? 0) / 2);
  await expect(panel).toHaveCount(0);
});

test('the language button shows the flag of each language, named for screen readers', async ({ page }) => {
  await openMap(page);
  const button = header(page).getByRole('button', { name: 'Language: English' });
  await expect(button.locator('svg.flag')).toHaveCount(1);
  const englishFlag = await button.locator('svg.flag').innerHTML();
  await button.click();
  const menu = page.getByRole('menu', { name: 'Language' });
  const names = ['English', 'Deutsch', 'Nederlands', 'Français', 'Italiano', 'Español', 'Português', 'Dansk', 'Polski'];
  await expect(menu.getByRole('menuitemradio')).toHaveCount(names.length);
  const flags = new Set<string>();
  for (const name of names) {
    const item = menu.getByRole('menuitemradio', { name, exact: true });
    await expect(item.locator('svg.flag')).toHaveCount(1);
    await expect(item.locator('svg.flag')).toHaveAttribute('aria-hidden', 'true');
    flags.add(await item.locator('svg.flag').innerHTML());
  }
  expect(flags.size, 'one flag per language').toBe(names.length);
  await expectNoAxeViolations(page);
  await menu.getByRole('menuitemradio', { name: 'Deutsch' }).click();
  await expect(headerTitle(page)).toHaveText('Tankstellenkarte');
  const german = header(page).getByRole('button', { name: 'Sprache: Deutsch' });
  await expect(german).toBeVisible();
  expect(await german.locator('svg.flag').innerHTML()).not.toBe(englishFlag);
  await expectNoAxeViolations(page);
});

test('the language menu’s code loads with the first press; the menu opens at once and Escape gives the focus back', async ({
  page,
}) => {
  const menuCode: string[] = [];
  page.on('request', (request) => {
    if (/\/LanguageMenu-[^/]*\.js$/.test(request.url())) menuCode.push(request.url());
  });
  await openMap(page);
  const button = header(page).getByRole('button', { name: 'Language: English' });
  await expect(button).toBeVisible();
  expect(menuCode, 'nothing of the menu before the first press').toEqual([]);
  await button.focus();
  await page.keyboard.press('Enter');
  const menu = page.getByRole('menu', { name: 'Language' });
  await expect(menu.getByRole('menuitemradio', { name: 'English', exact: true })).toBeFocused();
  expect(menuCode).toHaveLength(1);
  await page.keyboard.press('ArrowDown');
  await expect(menu.getByRole('menuitemradio', { name: 'Deutsch' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(header(page).getByRole('button', { name: 'Language: English' })).toBeFocused();
  await expectNoAxeViolations(page);
});

test('the offline check finds a lost connection the browser does not report, and the poll waits for it', async ({
  page,
}) => {
  await signIn(page);
  await page.goto(`/pay?pid=${berlin}&sandboxStep=6000`);
  await toSummary(page);
  await skipOdometer(page);
  await page.getByRole('button', { name: 'Pay €50.00' }).click();
  await expect(page).toHaveURL(/\/pay\/prepay\/fueling\?.*orderId=/);
  const orderId = new URL(page.url()).searchParams.get('orderId') ?? '';
  const notice = page.getByText('You are offline. Fueling goes on; we update this screen when you are back online.');
  await expect(notice).toHaveCount(0);
  // The way to the server breaks; the browser still says it is online. (The context's route also sees what
  // the sandbox's service worker fetches for the page.)
  await page.context().route(/online-check/, (route) => route.abort('internetdisconnected'));
  await expect(notice).toBeVisible({ timeout: 15_000 });
  expect(await page.evaluate(() => navigator.onLine)).toBe(true);
  await expectNoAxeViolations(page);
  // Offline, the order poll asks for nothing.
  const polls: string[] = [];
  page.on('request', (request) => request.url().includes(`/v4/order/${orderId}`) && polls.push(request.url()));
  await page.waitForTimeout(6_000);
  expect(polls).toEqual([]);
  await page.context().unroute(/online-check/);
  await expect(notice).toHaveCount(0, { timeout: 15_000 });
  // Back online, the poll asks again and the fueling screen follows the order.
  await expect.poll(() => polls.length, { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(page).toHaveURL(/\/pay\/(prepay\/fueling|finish)\?/);
});
