import { defineConfig, mergeConfig } from 'vitest/config';
import { PathCoverageReporter } from './tests/graph/coverageReporter.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // After the summary, the states and transitions each machine's path tests cover (tests/graph/coverageReporter.ts).
      reporters: ['default', new PathCoverageReporter()],
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            include: ['tests/unit/**/*.test.ts'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'machines', environment: 'node', include: ['tests/machines/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            include: ['tests/components/**/*.test.tsx'],
            setupFiles: ['tests/setup.ts'],
            // A whole app renders, its screens loaded lazily: on a busy machine a test takes more than 5 s.
            testTimeout: 20_000,
          },
        },
      ],
    },
  }),
);
