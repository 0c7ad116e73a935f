import { defineConfig } from 'vitest/config';

/**
 * `npx vitest run --config vitest.engines.config.ts` (the `engines` step of `npm test`): the journeys of
 * tests/engines in Gecko and WebKit, one browser at a time.
 */
export default defineConfig({
  test: {
    include: ['tests/engines/**/*.test.ts'],
    environment: 'node',
    globalSetup: ['tests/engines/server.ts'],
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 90_000,
  },
});
