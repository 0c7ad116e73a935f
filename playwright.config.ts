import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './scripts/chromium.mjs';

const port = 4174;

export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.spec.ts',
  workers: 1,
  retries: 0,
  timeout: 60_000,
  expect: { timeout: 15_000 },
  reporter: [['list']],
  outputDir: 'test-results',
  use: {
    ...devices['Pixel 7'],
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    baseURL: `http://localhost:${port}`,
    serviceWorkers: 'allow',
    // The driver stands at Demo Berlin Mitte unless a test says otherwise (the pay area's geofence).
    geolocation: { latitude: 52.52, longitude: 13.405 },
    permissions: ['geolocation'],
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath(), args: chromiumArgs },
  },
  webServer: {
    command: `npx vite build --outDir dist-e2e --logLevel warn && npx vite preview --outDir dist-e2e --port ${port} --strictPort`,
    url: `http://localhost:${port}`,
    reuseExistingServer: !process.env.CI,
    timeout: 180_000,
  },
});
