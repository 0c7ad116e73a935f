/**
 * What `npm run charts` writes to `docs/charts/`: for every chart an SVG drawing, Mermaid text, a Stately
 * machine config and its layout (read by the viewer, see storedLayout.ts), and an index. A test compares these
 * with the files, so a chart changed without its files fails until they are written again.
 */

import { chartGeometry } from './elkLayout';
import { chartConfig, chartMermaid } from './exports';
import { placeChart } from './layout';
import { chartOf } from './model';
import { charts } from './registry';
import { chartSvg } from './svg';

export const chartsDirectory = 'docs/charts';

export interface ChartFile {
  /** Relative to `docs/charts/`. */
  name: string;
  content: string;
}

export async function chartFiles(): Promise<ChartFile[]> {
  const files: ChartFile[] = [];
  const index = [
    '# Charts',
    '',
    'Every statechart in `machines/`, written by `npm run charts` (do not edit by hand: a test compares these',
    'files with the machines). Each chart comes as a drawing (`.svg`), as Mermaid `stateDiagram-v2` text (`.mmd`)',
    'and as a machine config the Stately editor imports (`.json`). In a sandbox build the app shows the same',
    'charts at `/charts`, with the screen of each state. `.layout.json` keeps where the layout engine put each',
    "state and line, so that the app's viewer draws a chart without running the engine again.",
    '',
    '| chart | what it is | states | transitions |',
    '|---|---|---|---|',
  ];
  for (const { machine } of charts) {
    const chart = chartOf(machine);
    const geometry = await chartGeometry(chart);
    const layout = placeChart(chart, geometry);
    files.push(
      { name: `${chart.id}.svg`, content: chartSvg(layout) },
      { name: `${chart.id}.layout.json`, content: `${JSON.stringify(geometry)}\n` },
      { name: `${chart.id}.mmd`, content: chartMermaid(chart) },
      { name: `${chart.id}.json`, content: `${JSON.stringify(chartConfig(chart), null, 2)}\n` },
    );
    const summary = (chart.description ?? '').split(/(?<=\.)\s/)[0] ?? '';
    index.push(
      `| [${chart.id}](${chart.id}.svg) ([Mermaid](${chart.id}.mmd), [JSON](${chart.id}.json)) | ${summary.replace(/\|/g, '\\|')} | ${layout.boxes.length} | ${chart.transitions.length} |`,
    );
  }
  files.push({ name: 'README.md', content: `${index.join('\n')}\n` });
  return files;
}
