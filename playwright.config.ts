import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';
import {
  appOrigin,
  platformBuildDir,
  platformOrigin,
  platformPorts,
  sandboxBuildDir,
} from './tests/e2e-platform/hosts';

const port = 4174;

/**
 * Whether this run may include the `platform` project, read off its command line: a run given only files under
 * tests/e2e/, or `--project sandbox` alone, needs neither the production build nor the platform server, which
 * would build beside the sandbox's on the same two cores. `npm test` names nothing, so it starts them all.
 */
function mayRunPlatform(argv: readonly string[]) {
  const projects = argv.flatMap((arg, index) =>
    arg.startsWith('--project=')
      ? [arg.slice('--project='.length)]
      : arg === '--project'
        ? [argv[index + 1] ?? '']
        : [],
  );
  if (projects.length) return projects.includes('platform');
  const files = argv.filter((arg) => /(^|\/)tests\/e2e(-platform)?\//.test(arg));
  return files.length === 0 || files.some((file) => file.includes('e2e-platform'));
}
const platformServers = mayRunPlatform(process.argv.slice(2));

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  // Three browsers at a time on two cores: with the headless shell a test leaves the CPU idle while it waits for
  // the simulated pump or charger. The whole run here: 14.6 min with two (1.65 cores busy), 13.0 with three (1.87).
  workers: 3,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    // CSS pixels as a phone's, drawn at one device pixel each: the layout, the text and axe are the same, and the
    // software GPU (the map's WebGL) draws a seventh of the pixels of the Pixel 7's 2.625 (on the map specs: its
    // CPU 41 → 10 core-s, the renderer's 76 → 57).
    deviceScaleFactor: 1,
    hasTouch: true,
    isMobile: true,
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // The driver stands at Demo Berlin Mitte unless a test says otherwise (the pay area's geofence).
    geolocation: { latitude: 52.52, longitude: 13.405 },
    permissions: ['geolocation'],
    // No trace: recording one (the DOM at every action, the network, the sources) cost about a tenth of the
    // suite's time, though only a failed test's is ever kept. To look into a failure: `npx playwright test <file>
    // --trace on`, then `npx playwright show-trace`. (The screencast alone cost the browser twice the CPU of the test.)
    trace: 'off',
    // No host but localhost resolves, so no test reaches another origin, and no request of a page need pass
    // through a route of the test's.
    launchOptions: {
      executablePath: chromiumPath(),
      args: [...chromiumArgs, '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost'],
    },
  },
  projects: [
    // The app with its embedded sandbox platform (service worker), as `npm start` serves it.
    { name: 'sandbox' },
    {
      name: 'platform',
      testDir: 'tests/e2e-platform',
      use: { baseURL: appOrigin },
    },
  ],
  webServer: [
    {
      command: `npx vite build --outDir ${sandboxBuildDir} --logLevel warn && PREVIEW_UNCOMPRESSED=1 npx vite preview --outDir ${sandboxBuildDir} --port ${port} --strictPort`,
      url: `http://localhost:${port}`,
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    ...(platformServers ? platformWebServers() : []),
  ],
});

/** The production build served on its port and the platform's HTTP server, for the `platform` project. */
function platformWebServers() {
  return [
    {
      // Served as a deployer would: by `serve`, with the serve.json the build emits (its content security policy, the
      // fallback to index.html, the cache headers).
      command: `npx vite build --mode platform --outDir ${platformBuildDir} --logLevel warn && npx serve ${platformBuildDir} --listen ${platformPorts.app} --no-clipboard --no-port-switching --no-request-logging`,
      url: appOrigin,
      env: {
        PLATFORM_ORIGIN: platformOrigin,
        VITE_ERROR_TRACKER_DSN: `http://forecourt@localhost:${platformPorts.server}/_sandbox/tracker/1`,
      },
      reuseExistingServer: !process.env.CI,
      timeout: 180_000,
    },
    {
      command: `node scripts/platform.mjs --port ${platformPorts.server}`,
      url: `${platformOrigin}/_sandbox/maintenance/status.json`,
      reuseExistingServer: !process.env.CI,
      timeout: 120_000,
    },
  ];
}
