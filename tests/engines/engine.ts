/**
 * The other engines a driver's phone runs, as Debian ships them (TOOLCHAIN.md in ../shared): Gecko (firefox-esr,
 * driven over WebDriver BiDi by puppeteer-core) and WebKit (WebKitGTK's MiniBrowser, driven by WebKitWebDriver
 * over W3C WebDriver, under Xvfb). Playwright cannot drive either build, so the journeys of tests/engines are
 * written once against `EnginePage`, which finds elements as a driver reads the screen (a role and a name) and
 * presses them with the engine's own input.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import type { Browser, ElementHandle, Page } from 'puppeteer-core';
import WebDriver, { type Client } from 'webdriver';
import { doubleTapMs } from '../../src/app/tapGuard';

export type Role = 'button' | 'link' | 'heading' | 'radio' | 'text';

/**
 * Whether a press failed because the page replaced the element between finding and pressing it (the app taking over
 * the page's first screen, whose buttons it draws anew): nothing was pressed, and the new element is pressed instead.
 */
const replaced = (error: unknown) =>
  /stale element|not attached to the dom|not clickable or not an element|node is detached/i.test(String(error));

export interface EnginePage {
  readonly engine: EngineName;
  goto(path: string): Promise<void>;
  /**
   * Waits for an element of `role` whose name (its label or its text) is `name`; for `text`, or a name written
   * `~part`, one whose name includes it.
   */
  waitFor(role: Role, name: string, timeoutMs?: number): Promise<void>;
  /** Whether such an element is on screen now. */
  isShown(role: Role, name: string): Promise<boolean>;
  click(role: Role, name: string, timeoutMs?: number): Promise<void>;
  /** Presses the element and keeps it pressed for `ms` (the geofence's hold-to-bypass). */
  hold(role: Role, name: string, ms: number): Promise<void>;
  /** Types into the field labelled `label`. */
  fill(label: string, value: string): Promise<void>;
  url(): Promise<string>;
  waitForUrl(pattern: RegExp, timeoutMs?: number): Promise<void>;
  /** Runs `source` (a function's text) in the page with `args` and answers its JSON result. */
  evaluate<T>(source: string, ...args: unknown[]): Promise<T>;
  screenshot(path: string): Promise<void>;
  /**
   * From the next page on, the browser never answers a location request (as a prompt left open does). WebKit is
   * like that already; Gecko is made so for the rest of the session.
   */
  silenceLocation(): Promise<void>;
  close(): Promise<void>;
}

export type EngineName = 'gecko' | 'webkit';
export const engines: EngineName[] = ['gecko', 'webkit'];

export const firefoxPath = '/usr/bin/firefox-esr';
export const webkitDriverPath = '/usr/bin/WebKitWebDriver';
export const miniBrowserPath = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const engineInstalled = (engine: EngineName) =>
  engine === 'gecko' ? existsSync(firefoxPath) : existsSync(webkitDriverPath) && existsSync(miniBrowserPath);

/** The phone the journeys run on: an iPhone 12's viewport. */
export const viewport = { width: 390, height: 844 };
/** Demo Berlin Mitte, where the Gecko driver stands (WebKit's location request is never answered). */
export const berlinPosition = { latitude: 52.52, longitude: 13.405 };

/**
 * Finds the element in the page: `[role, name]` → the first visible element of that role whose accessible name
 * (aria-label, the text of aria-labelledby, or its own text) is `name`; for `text`, one whose text includes it.
 * Runs in the page.
 */
const finderSource = `(role, name, enabledOnly) => {
  const selectors = {
    button: 'button, [role="button"], input[type="submit"]',
    link: 'a[href], [role="link"]',
    heading: 'h1, h2, h3, h4, [role="heading"]',
    radio: '[role="radio"], input[type="radio"], label',
    text: 'p, span, li, dd, dt, div, label, strong, h1, h2, h3, td, output',
  };
  const visible = (element) => {
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    return box.width > 0 && box.height > 0 && style.visibility !== 'hidden' && style.display !== 'none';
  };
  const nameOf = (element) => {
    const label = element.getAttribute('aria-label');
    if (label) return label;
    const by = element.getAttribute('aria-labelledby');
    if (by) return by.split(' ').map((id) => document.getElementById(id)?.textContent ?? '').join(' ');
    // The text a screen reader reads: what is aria-hidden (an icon) is not part of the name.
    const read = (node) =>
      node.nodeType === Node.TEXT_NODE
        ? node.textContent
        : node.nodeType === Node.ELEMENT_NODE && node.getAttribute('aria-hidden') !== 'true'
          ? [...node.childNodes].map(read).join('')
          : '';
    return read(element);
  };
  const squash = (text) => text.replace(/\\s+/g, ' ').trim();
  // A name starting with ~ is a part of the name (a charger's label goes on with its price).
  const partial = name.startsWith('~');
  const wanted = squash(partial ? name.slice(1) : name);
  const found = [...document.querySelectorAll(selectors[role])].filter(
    (element) =>
      visible(element) &&
      (!enabledOnly || (!element.disabled && element.getAttribute('aria-disabled') !== 'true' && element.getAttribute('aria-busy') !== 'true')) &&
      (role === 'text' || partial ? squash(nameOf(element)).includes(wanted) : squash(nameOf(element)) === wanted),
  );
  // The innermost match: a paragraph rather than the section that holds it.
  return found.find((element) => !found.some((other) => other !== element && element.contains(other))) ?? null;
}`;

const fieldFinderSource = `(label) => {
  const squash = (text) => text.replace(/\\s+/g, ' ').trim();
  for (const candidate of document.querySelectorAll('label')) {
    if (!squash(candidate.textContent ?? '').startsWith(squash(label))) continue;
    const id = candidate.getAttribute('for');
    const field = id ? document.getElementById(id) : candidate.querySelector('input, textarea, select');
    if (field) return field;
  }
  return document.querySelector('[aria-label="' + label + '"]');
}`;

/** The finder as a function of this process, which puppeteer sends to the page as its source. */
const finder = new Function(`return ${finderSource}`)() as (
  role: Role,
  name: string,
  enabledOnly?: boolean,
) => Element | null;
const fieldFinder = new Function(`return ${fieldFinderSource}`)() as (label: string) => Element | null;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function poll<T>(what: string, timeoutMs: number, attempt: () => Promise<T | null | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const found = await attempt().catch(() => null);
    if (found) return found;
    if (Date.now() > deadline) throw new Error(`Timed out after ${timeoutMs} ms waiting for ${what}`);
    await sleep(100);
  }
}

const defaultTimeoutMs = 15_000;

// ------------------------------------------------------------------------------------------------- Gecko

async function openGecko(baseUrl: string): Promise<EnginePage> {
  const puppeteer = await import('puppeteer-core');
  const { latitude, longitude } = berlinPosition;
  const browser: Browser = await puppeteer.launch({
    browser: 'firefox',
    executablePath: firefoxPath,
    headless: true,
    protocol: 'webDriverBiDi',
    extraPrefsFirefox: {
      'geo.provider.network.url': `data:application/json,{"location":{"lat":${latitude},"lng":${longitude}},"accuracy":10}`,
      'geo.provider.testing': true,
      'geo.prompt.testing': true,
      'geo.prompt.testing.allow': true,
      'permissions.default.geo': 1,
    },
  });
  const page: Page = await browser.newPage();
  // firefox-esr 140 knows no screen orientation override, which puppeteer sends beside the viewport's size (153
  // does): the size is what matters, and it arrives a moment after the refusal.
  await page.setViewport(viewport).catch((error: unknown) => {
    if (!String(error).includes('emulation.setScreenOrientationOverride')) throw error;
  });
  await poll(`a viewport ${viewport.width} px wide`, 5_000, async () =>
    (await page.evaluate(() => window.innerWidth)) === viewport.width ? true : null,
  );
  // A page that asks before it is left (an order under way) is left all the same between journeys.
  page.on('dialog', (dialog) => void dialog.accept());
  /** `enabledOnly`: a control that can be pressed now (not disabled, not pending), as a driver waits for one. */
  const find = async (role: Role, name: string, timeoutMs: number, enabledOnly = false) => {
    const handle = await page.waitForFunction(finder, { timeout: timeoutMs, polling: 100 }, role, name, enabledOnly);
    return handle as ElementHandle<Element>;
  };
  return {
    engine: 'gecko',
    goto: async (path) => {
      // A navigation the page itself starts at that moment (the app rewriting its URL after the previous journey's
      // storage was cleared) aborts Gecko's: the visit is made again, as a person would tap the link again.
      for (let attempt = 1; ; attempt++) {
        try {
          await page.goto(new URL(path, baseUrl).toString());
          return;
        } catch (error) {
          if (attempt >= 3 || !String(error).includes('NS_BINDING_ABORTED')) throw error;
          await new Promise((resolve) => setTimeout(resolve, 300));
        }
      }
    },
    waitFor: async (role, name, timeoutMs = defaultTimeoutMs) => {
      await find(role, name, timeoutMs);
    },
    isShown: async (role, name) =>
      page.evaluate((found) => found !== null, await page.evaluateHandle(finder, role, name)),
    click: async (role, name, timeoutMs = defaultTimeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        try {
          await (await find(role, name, Math.max(1, deadline - Date.now()), true)).click();
          return;
        } catch (error) {
          if (!replaced(error) || Date.now() > deadline) throw error;
        }
      }
    },
    hold: async (role, name, ms) => {
      const element = await find(role, name, defaultTimeoutMs, true);
      const box = await element.boundingBox();
      if (!box) throw new Error(`${name} has no box`);
      await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.down();
      await sleep(ms);
      await page.mouse.up();
    },
    fill: async (label, value) => {
      const field = (await page.waitForFunction(
        fieldFinder,
        { timeout: defaultTimeoutMs },
        label,
      )) as ElementHandle<Element>;
      await field.click({ count: 3 });
      await field.type(value);
    },
    // The page's own address: firefox-esr 140 does not report the app's history changes over BiDi, so
    // puppeteer's `page.url()` stays on the address last loaded.
    url: async () => page.evaluate(() => window.location.href),
    waitForUrl: async (pattern, timeoutMs = defaultTimeoutMs) => {
      await poll(`a URL like ${pattern}`, timeoutMs, async () =>
        pattern.test(await page.evaluate(() => window.location.href)),
      );
    },
    evaluate: async <T>(source: string, ...args: unknown[]) =>
      page.evaluate(`(${source})(...${JSON.stringify(args)})`) as Promise<T>,
    screenshot: async (path) => {
      await page.screenshot({ path: path as `${string}.png` });
    },
    silenceLocation: async () => {
      await page.evaluateOnNewDocument(() => {
        navigator.geolocation.getCurrentPosition = () => {};
        navigator.geolocation.watchPosition = () => 0;
      });
    },
    close: () => browser.close(),
  };
}

// ------------------------------------------------------------------------------------------------ WebKit

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const server = createServer();
    server.listen(0, () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });

/** The W3C WebDriver key of an element reference. */
const elementKey = 'element-6066-11e4-a52e-4f735466cecf';

/** The least time between two clicks of a journey: more than the app's double-tap time. */
const personalPaceMs = doubleTapMs + 200;

async function openWebKit(baseUrl: string): Promise<EnginePage> {
  let lastClickAt = 0;
  const port = await freePort();
  // MiniBrowser draws into a display: Xvfb's, started with the driver.
  const driver: ChildProcess = spawn('xvfb-run', ['-a', webkitDriverPath, `--port=${port}`], {
    stdio: 'ignore',
    detached: true,
  });
  const stopDriver = () => {
    if (driver.pid) {
      try {
        process.kill(-driver.pid, 'SIGTERM');
      } catch {
        // Already gone.
      }
    }
  };
  let client: Client;
  try {
    client = await poll('WebKitWebDriver', 15_000, () =>
      WebDriver.newSession({
        hostname: 'localhost',
        port,
        logLevel: 'silent',
        capabilities: {
          browserName: 'MiniBrowser',
          // WebKitWebDriver speaks classic WebDriver only: no BiDi socket asked for.
          'wdio:enforceWebDriverClassic': true,
          'webkitgtk:browserOptions': { binary: miniBrowserPath, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      }),
    );
  } catch (error) {
    stopDriver();
    throw error;
  }
  await client.setWindowRect(null, null, viewport.width, viewport.height).catch(() => undefined);
  /** The element, or null; an element the page replaced while the driver made its handle counts as not found yet. */
  const locate = (role: Role, name: string, enabledOnly = false) =>
    (
      client.executeScript(`return (${finderSource})(arguments[0], arguments[1], arguments[2]);`, [
        role,
        name,
        enabledOnly,
      ]) as Promise<Record<string, string> | null>
    ).catch((error: unknown) => {
      if (String(error).toLowerCase().includes('stale element')) return null;
      throw error;
    });
  const find = async (role: Role, name: string, timeoutMs: number, enabledOnly = false) => {
    const element = await poll(`the ${role} "${name}"`, timeoutMs, () => locate(role, name, enabledOnly));
    return element[elementKey]!;
  };
  return {
    engine: 'webkit',
    goto: async (path) => {
      await client.navigateTo(new URL(path, baseUrl).toString());
    },
    waitFor: async (role, name, timeoutMs = defaultTimeoutMs) => {
      await find(role, name, timeoutMs);
    },
    isShown: async (role, name) => (await locate(role, name)) !== null,
    click: async (role, name, timeoutMs = defaultTimeoutMs) => {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const element = await find(role, name, Math.max(1, deadline - Date.now()), true);
        // At a person's pace: WebKit may count two of its clicks close in time and place as a double click, whose
        // second click the app's double-tap guard swallows by design (src/app/tapGuard.ts).
        await sleep(lastClickAt + personalPaceMs - Date.now());
        try {
          // Into the middle of the screen first, as a driver scrolls to a button: WebKit's own scroll for a click at
          // the bottom edge lands the click short of it.
          await client.executeScript("arguments[0].scrollIntoView({ block: 'center', behavior: 'instant' });", [
            { [elementKey]: element },
          ]);
          await client.elementClick(element);
          lastClickAt = Date.now();
          return;
        } catch (error) {
          if (!replaced(error) || Date.now() > deadline) throw error;
        }
      }
    },
    hold: async (role, name, ms) => {
      const element = await find(role, name, defaultTimeoutMs, true);
      await client.performActions([
        {
          type: 'pointer',
          id: 'finger',
          parameters: { pointerType: 'mouse' },
          actions: [
            { type: 'pointerMove', duration: 0, origin: { [elementKey]: element }, x: 0, y: 0 },
            { type: 'pointerDown', button: 0 },
            { type: 'pause', duration: ms },
            { type: 'pointerUp', button: 0 },
          ],
        },
      ]);
      await client.releaseActions();
    },
    fill: async (label, value) => {
      const field = await poll(
        `the field "${label}"`,
        defaultTimeoutMs,
        async () =>
          (await client.executeScript(`return (${fieldFinderSource})(arguments[0]);`, [label])) as Record<
            string,
            string
          > | null,
      );
      const id = field[elementKey]!;
      await client.elementClear(id);
      await client.elementSendKeys(id, value);
    },
    url: () => client.getUrl(),
    waitForUrl: async (pattern, timeoutMs = defaultTimeoutMs) => {
      await poll(`a URL like ${pattern}`, timeoutMs, async () => pattern.test(await client.getUrl()));
    },
    evaluate: async <T>(source: string, ...args: unknown[]) =>
      client.executeScript(`return (${source})(...arguments);`, args as object[]) as Promise<T>,
    screenshot: async (path) => {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    silenceLocation: async () => {},
    close: async () => {
      await client.deleteSession().catch(() => undefined);
      stopDriver();
    },
  };
}

export const openEngine = (engine: EngineName, baseUrl: string) =>
  engine === 'gecko' ? openGecko(baseUrl) : openWebKit(baseUrl);
