import { describe, expect, it } from 'vitest';
import { layoutChart } from '../../src/charts/elkLayout';
import { chartSignature } from '../../src/charts/layout';
import { type Chart, chartOf } from '../../src/charts/model';
import { charts } from '../../src/charts/registry';
import { chartLayout, storedGeometry } from '../../src/charts/storedLayout';
import { chartSvg } from '../../src/charts/svg';

const chartNamed = (id: string) => chartOf(charts.find((entry) => entry.machine.id === id)!.machine);

describe('the layouts the viewer reads from docs/charts/', () => {
  it.each(charts.map(({ machine }) => machine.id))('%s has a stored layout that fits it', async (id) => {
    expect((await storedGeometry(id))?.signature).toBe(chartSignature(chartNamed(id)));
  });

  it.each(['prepayFuel', 'orderLifecycle', 'connection'])(
    '%s is drawn from its stored layout exactly as ELK lays it out',
    async (id) => {
      const chart = chartNamed(id);
      expect(chartSvg(await chartLayout(chart))).toBe(chartSvg(await layoutChart(chart)));
    },
  );

  it('a chart changed since its layout was stored is laid out afresh, with its new text', async () => {
    const chart = chartNamed('prepayFuel');
    const described = 'A description written after the layout was stored, long enough to wrap over lines. '.repeat(8);
    const changed: Chart = {
      ...chart,
      root: {
        ...chart.root,
        children: chart.root.children.map((state, index) =>
          index === 0 ? { ...state, description: described } : state,
        ),
      },
    };
    expect(chartSignature(changed)).not.toBe(chartSignature(chart));
    const layout = await chartLayout(changed);
    const first = layout.boxes.find((box) => box.state.id === changed.root.children[0]!.id)!;
    expect(first.lines.map((line) => line.text).join(' ')).toContain('long enough to wrap');
    const stored = await chartLayout(chart);
    const before = stored.boxes.find((box) => box.state.id === first.state.id)!;
    expect(first.height).toBeGreaterThan(before.height);
  });
});
