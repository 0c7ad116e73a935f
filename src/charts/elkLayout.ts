/**
 * Lays a chart out with ELK's layered algorithm (elkjs). Kept apart from `layout.ts` so that only `npm run
 * charts`, the tests and a viewer showing a chart changed since its stored layout load the engine.
 */
import ELK from 'elkjs/lib/elk.bundled.js';
import { type ChartGeometry, type ChartLayout, elkGraph, geometryOf, graphSignature, placeChart } from './layout';
import type { Chart } from './model';

const elk = new ELK();

/** Where ELK puts a chart's parts. The same chart always gives the same geometry. */
export async function chartGeometry(chart: Chart): Promise<ChartGeometry> {
  const graph = elkGraph(chart);
  // Signed before ELK answers: it writes its answer into the graph it is given.
  const signature = graphSignature(graph);
  return geometryOf(signature, await elk.layout(graph));
}

/** Lays a chart out. The same chart always gives the same layout. */
export async function layoutChart(chart: Chart): Promise<ChartLayout> {
  return placeChart(chart, await chartGeometry(chart));
}
