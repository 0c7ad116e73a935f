import { defineConfig } from 'vitest/config';

/**
 * `npx vitest run --config vitest.engines.config.ts` (the `engines` step of `npm test`): the journeys of
 * tests/engines, Gecko's file and WebKit's side by side. One engine alone kept about one core of two busy (its
 * journeys mostly wait for the simulated pump, the charger or an unanswered location request), so the two together
 * take about the time of the slower one.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/server.ts'],
    fileParallelism: true,
    maxWorkers: 2,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
