import { defineConfig } from 'vitest/config';

/**
 * `npx vitest run --config vitest.engines.config.ts` (the `engines` step of `npm test`): the journeys of
 * tests/engines, Gecko's file and WebKit's two side by side. One engine alone kept about one core of two busy (its
 * journeys mostly wait for the simulated pump, the charger or an unanswered location request): Gecko's and WebKit's
 * files together took 150 s where WebKit's alone took 137, so WebKit's journeys, the slower, are split in two.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/server.ts'],
    fileParallelism: true,
    maxWorkers: 3,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
