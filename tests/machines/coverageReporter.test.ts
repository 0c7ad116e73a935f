import { describe, expect, it } from 'vitest';
import { coverageTable, type PathCoverageFigure } from '../graph/coverageReporter';

const figure = (
  machine: string,
  kind: PathCoverageFigure['kind'],
  total: number,
  missing: string[] = [],
): PathCoverageFigure => ({ machine, kind, total, missing });

describe('the path coverage table', () => {
  it('shows every machine whose graph tests ran, in alphabetical order, and passes at 100 %', () => {
    const { lines, passed } = coverageTable([
      figure('prepayFuel', 'states', 9),
      figure('prepayFuel', 'transitions', 14),
      figure('orderLifecycle', 'transitions', 131),
      figure('orderLifecycle', 'states', 48),
    ]);
    expect(lines).toEqual([
      '── path coverage ──',
      'machine          states        transitions',
      'orderLifecycle   48/48 100 %   131/131 100 %',
      'prepayFuel       9/9   100 %   14/14   100 %',
      'states: leaf states; transitions: each event a state handles and each branch of its `always`',
    ]);
    expect(passed).toBe(true);
  });

  it('fails below 100 %, marks the machine and lists what its paths miss', () => {
    const { lines, passed } = coverageTable([
      figure('carWash', 'states', 7),
      figure('carWash', 'transitions', 6),
      figure('orderLifecycle', 'states', 27, ['orderLifecycle.x']),
      figure('orderLifecycle', 'transitions', 1000, ['orderLifecycle.resumed → always #0']),
    ]);
    expect(lines).toEqual([
      '── path coverage ──',
      'machine          states        transitions',
      'carWash          7/7   100 %   6/6      100 %',
      'orderLifecycle   26/27  96 %   999/1000  99 %   ✗ below 100 %',
      'states: leaf states; transitions: each event a state handles and each branch of its `always`',
      '',
      'orderLifecycle is below 100 %:',
      '  state not reached: orderLifecycle.x',
      '  transition not taken: orderLifecycle.resumed → always #0',
    ]);
    expect(passed).toBe(false);
  });

  it('shows a dash where a graph test did not run, and fails on the figure that did', () => {
    const { lines, passed } = coverageTable([figure('session', 'transitions', 31, ['session → clock.ticked'])]);
    expect(lines.slice(1, 3)).toEqual([
      'machine   states   transitions',
      'session   –        30/31  96 %   ✗ below 100 %',
    ]);
    expect(passed).toBe(false);
  });

  it('counts a state or transition as covered when any suite of the same name covers it', () => {
    const { lines, passed } = coverageTable([
      figure('geofence', 'states', 10, ['geofence.a', 'geofence.b']),
      figure('geofence', 'states', 10, ['geofence.b']),
    ]);
    expect(lines[2]).toBe('geofence   9/10  90 %   –             ✗ below 100 %');
    expect(lines.at(-1)).toBe('  state not reached: geofence.b');
    expect(passed).toBe(false);
  });
});
