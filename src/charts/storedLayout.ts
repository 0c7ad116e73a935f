/**
 * A chart's layout for the viewer: the one `npm run charts` kept in `docs/charts/<id>.layout.json` while its
 * signature still matches the chart, so the viewer needs neither ELK's code nor its time; otherwise (a machine
 * changed since, in development) a fresh one from ELK, loaded only then.
 */
import { type ChartGeometry, type ChartLayout, chartSignature, placeChart } from './layout';
import type { Chart } from './model';

const stored = import.meta.glob<ChartGeometry>('../../docs/charts/*.layout.json', { import: 'default' });

/** The stored geometry of a chart, if there is one (whether it still fits is for the caller to check). */
export const storedGeometry = (chartId: string) => stored[`../../docs/charts/${chartId}.layout.json`]?.();

export async function chartLayout(chart: Chart): Promise<ChartLayout> {
  const geometry = await storedGeometry(chart.id);
  if (geometry?.signature === chartSignature(chart)) return placeChart(chart, geometry);
  const { layoutChart } = await import('./elkLayout');
  return layoutChart(chart);
}
