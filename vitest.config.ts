import { defineConfig, mergeConfig } from 'vitest/config';
import { PathCoverageReporter } from './tests/graph/coverageReporter.ts';
import viteConfig from './vite.config.ts';

export default mergeConfig(
  viteConfig({ mode: 'test', command: 'serve' }),
  defineConfig({
    test: {
      // Both cores: Vitest's default leaves one free, which on a 2-core machine runs every file in one process.
      maxWorkers: 2,
      // After the summary, the states and transitions each machine's path tests cover (tests/graph/coverageReporter.ts).
      reporters: ['default', new PathCoverageReporter()],
      // Within a project, the files of a worker share one module registry: the sandbox, the app and happy-dom load
      // once per worker instead of once per file (that loading was 55 s of a 320 s run). Every test puts back what
      // it changes: tests/setup.ts resets the sandbox's store, msw's handlers, session storage and the rendered tree.
      projects: [
        {
          extends: true,
          test: {
            name: 'unit',
            environment: 'node',
            isolate: false,
            include: ['tests/unit/**/*.test.ts'],
            setupFiles: ['tests/setup.ts'],
          },
        },
        {
          extends: true,
          test: { name: 'machines', environment: 'node', isolate: false, include: ['tests/machines/**/*.test.ts'] },
        },
        {
          extends: true,
          test: {
            name: 'components',
            environment: 'happy-dom',
            isolate: false,
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
