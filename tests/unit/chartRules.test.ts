import { describe, expect, it } from 'vitest';
import { chartOf, chartStates, isUnnamedGuard } from '../../src/charts/model';
import { charts } from '../../src/charts/registry';

/** What a designer needs to read a chart: every state described, every guard named as a sentence in setup. */
describe.each(charts.map(({ machine }) => [machine.id, chartOf(machine)] as const))('the %s chart', (_id, chart) => {
  it('describes every state', () => {
    expect(
      chartStates(chart)
        .filter((state) => !state.description?.trim())
        .map((state) => state.id),
    ).toEqual([]);
  });

  it('names every guard in setup, as a sentence', () => {
    const guarded = chart.transitions.flatMap((transition) => (transition.guard ? [transition.guard] : []));
    expect(guarded.filter(isUnnamedGuard)).toEqual([]);
    // A camelCase word (`isIncomplete`) is a name for programmers; a designer reads `the driver is a guest`.
    expect(guarded.filter((guard) => !/\s/.test(guard.replace(/^not /, '').replace(/ \(.*\)$/, '')))).toEqual([]);
  });

  it('describes every transition that happens by itself', () => {
    expect(
      chart.transitions
        .filter((transition) => transition.kind === 'always' || transition.kind === 'after')
        .filter((transition) => !transition.description?.trim())
        .map((transition) => transition.id),
    ).toEqual([]);
  });
});
