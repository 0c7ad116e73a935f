// Where the browser for tests lives: Debian's Chromium, or a local Chrome. Never a downloaded one.
import { existsSync } from 'node:fs';

/**
 * Debian's headless shell first (`apt-get install chromium-headless-shell`, the same Chromium release without the
 * browser's windows, profile services and UI pages): it does everything the tests ask of a page, for about a
 * fifth less CPU per test than the full browser in headless mode (the browser process itself about 40 % less).
 * The full browser when the shell is not there.
 */
const candidates = [
  process.env.CHROME_PATH,
  '/usr/bin/chromium-headless-shell',
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
].filter(Boolean);

export function chromiumPath() {
  const found = candidates.find((path) => existsSync(path));
  if (!found)
    throw new Error('No Chromium found. Install it with: sudo apt-get install chromium-headless-shell chromium');
  return found;
}

/**
 * Playwright's own `--disable-features` list (@playwright/test 1.65), repeated: Chromium keeps only the last
 * `--disable-features` of a command line, so ours must carry Playwright's too.
 */
const playwrightDisabledFeatures = [
  'AvoidUnnecessaryBeforeUnloadCheckSync',
  'DestroyProfileOnBrowserClose',
  'HttpsUpgrades',
  'HttpsFirstBalancedModeAutoEnable',
  'LensOverlay',
  'MediaRouter',
  'PaintHolding',
  'ThirdPartyStoragePartitioning',
  'AvoidCorsURLLoaderRestartOnRedirect',
  'TcpPortRandomizationWin',
  'OptimizationHints',
  'NetworkTimeServiceQuerying',
  'AimEnabled',
  'PreconnectToSearch',
];
/**
 * Chromium 156 loads its address bar's pop-up (a page of its own, in a renderer of its own) in every new window,
 * so in every test's browser context: about a second of CPU per test, for a bar a headless browser never shows.
 */
const omniboxPopupFeatures = ['WebUIOmniboxPopup', 'WebUIOmniboxFullPopup', 'WebUIOmniboxAimPopup'];

export const chromiumArgs = [
  `--disable-features=${[...playwrightDisabledFeatures, ...omniboxPopupFeatures].join(',')}`,
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
];
