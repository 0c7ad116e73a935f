import type { PathCoverageFigure } from './coverageReporter';

declare module 'vitest' {
  interface TaskMeta {
    /** A graph test's figures for the path coverage table (tests/graph/coverageReporter.ts). */
    pathCoverage?: PathCoverageFigure;
  }
}
