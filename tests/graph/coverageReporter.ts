/**
 * The path coverage table printed at the end of a Vitest run: per machine whose path tests ran, the leaf states
 * the generated paths reach and the transitions they take, out of the machine's total. The graph tests of
 * `describeFlowPaths` leave their figures in the test's `task.meta.pathCoverage`; the reporter reads them once
 * the run is over, prints nothing when no machine's graph tests ran, and fails the run when a machine is short
 * of 100 %, listing what its paths miss under the table.
 */
import type { Reporter, TestModule, Vitest } from 'vitest/node';

/** What one graph test found: a machine's leaf states or its transitions, and those the paths miss. */
export interface PathCoverageFigure {
  machine: string;
  kind: 'states' | 'transitions';
  total: number;
  /** The leaf states never reached or the transitions never taken. */
  missing: readonly string[];
}

type Kind = PathCoverageFigure['kind'];
const kinds: readonly Kind[] = ['states', 'transitions'];
const missingLabel: Record<Kind, string> = { states: 'state not reached', transitions: 'transition not taken' };

/** Rounded down, so that one thing missing out of a thousand does not read as 100 %. */
const percent = (covered: number, total: number) => (total === 0 ? 100 : Math.floor((covered / total) * 100));

/**
 * The table's lines and whether every machine is at 100 %. Machines are in alphabetical order; a machine whose
 * graph test of one kind did not run shows a dash there. Two figures of the same machine and kind (the same
 * name given to two suites) are combined: a state or transition is missing only when both miss it.
 */
export function coverageTable(figures: readonly PathCoverageFigure[]): { lines: string[]; passed: boolean } {
  const byMachine = new Map<string, Map<Kind, { total: number; missing: readonly string[] }>>();
  for (const { machine, kind, total, missing } of figures) {
    const row = byMachine.get(machine) ?? new Map<Kind, { total: number; missing: readonly string[] }>();
    const before = row.get(kind);
    row.set(
      kind,
      before ? { total, missing: before.missing.filter((item) => missing.includes(item)) } : { total, missing },
    );
    byMachine.set(machine, row);
  }
  const machines = [...byMachine.keys()].sort((a, b) => a.localeCompare(b));
  const cells = machines.map((machine) =>
    kinds.map((kind) => {
      const figure = byMachine.get(machine)?.get(kind);
      if (!figure) return undefined;
      const covered = figure.total - figure.missing.length;
      return { fraction: `${covered}/${figure.total}`, percent: percent(covered, figure.total) };
    }),
  );
  const fractionWidth = kinds.map((_, column) => Math.max(...cells.map((row) => row[column]?.fraction.length ?? 0)));
  const cellText = (cell: { fraction: string; percent: number } | undefined, column: number) =>
    cell ? `${cell.fraction.padEnd(fractionWidth[column] ?? 0)} ${String(cell.percent).padStart(3)} %` : '–';
  const texts = cells.map((row) => row.map(cellText));
  const widths = [
    Math.max('machine'.length, ...machines.map((machine) => machine.length)),
    ...kinds.map((kind, column) => Math.max(kind.length, ...texts.map((row) => row[column]?.length ?? 0))),
  ];
  const line = (columns: readonly string[]) =>
    columns
      .map((text, column) => text.padEnd(widths[column] ?? 0))
      .join('   ')
      .trimEnd();

  const short = machines.filter((machine) =>
    [...(byMachine.get(machine)?.values() ?? [])].some((f) => f.missing.length),
  );
  const lines = [
    '── path coverage ──',
    line(['machine', ...kinds]),
    ...machines.map((machine, index) =>
      line([machine, ...(texts[index] ?? []), short.includes(machine) ? '✗ below 100 %' : '']),
    ),
    'states: leaf states; transitions: each event a state handles and each branch of its `always`',
  ];
  for (const machine of short) {
    lines.push('', `${machine} is below 100 %:`);
    for (const kind of kinds) {
      for (const item of byMachine.get(machine)?.get(kind)?.missing ?? [])
        lines.push(`  ${missingLabel[kind]}: ${item}`);
    }
  }
  return { lines, passed: short.length === 0 };
}

/** The figures the graph tests of a run left in their meta. */
export const pathCoverageFigures = (testModules: readonly TestModule[]): PathCoverageFigure[] =>
  testModules.flatMap((testModule) =>
    [...testModule.children.allTests()].flatMap((testCase) => testCase.meta().pathCoverage ?? []),
  );

/** Prints the path coverage table after the run's summary and fails the run when a machine is below 100 %. */
export class PathCoverageReporter implements Reporter {
  private vitest: Vitest | undefined;

  onInit(vitest: Vitest) {
    this.vitest = vitest;
  }

  onTestRunEnd(testModules: readonly TestModule[]) {
    const figures = pathCoverageFigures(testModules);
    if (figures.length === 0) return;
    const { lines, passed } = coverageTable(figures);
    const log = this.vitest ? this.vitest.logger.log.bind(this.vitest.logger) : console.log;
    log(`\n${lines.join('\n')}\n`);
    // As Vitest does for failed tests and coverage thresholds: the exit code is only ever raised.
    if (!passed) process.exitCode = 1;
  }
}
