/**
 * A chart laid out for drawing: every state a box (compound states hold their children), every transition a
 * routed line with its label. The layout engine is ELK's layered algorithm (elkjs), top to bottom so a chart
 * scrolls down on a phone, with hierarchy handled across levels. Text is measured by an estimate of the
 * font's width, so the same chart lays out the same in the browser, in Node and in the tests.
 *
 * Laying out is split in two. This module builds what ELK is given (`elkGraph`) and places a chart from ELK's
 * answer (`placeChart`); `elkLayout.ts` runs ELK itself (1.4 MB of code, and a second or more of a phone's time
 * for the largest chart). `npm run charts` keeps each chart's answer in `docs/charts/<id>.layout.json`, marked with
 * a signature of the graph it answers, so the viewer draws a chart without ELK unless the chart has changed since
 * (`storedLayout.ts`).
 */
import type { ElkExtendedEdge, ElkNode } from 'elkjs/lib/elk.bundled.js';
import { type Chart, type ChartState, type ChartTransition, chartStates } from './model';

export type LineKind = 'title' | 'kind' | 'description' | 'detail' | 'trigger' | 'guard';

export interface TextLine {
  text: string;
  kind: LineKind;
}

export interface Box {
  state: ChartState;
  x: number;
  y: number;
  width: number;
  height: number;
  /** The lines written at the top of the box (all of it for a state without children). */
  lines: TextLine[];
  /** Transitions that stay inside the state: no target, the state itself or one of its own descendants. */
  inner: ChartTransition[];
}

export interface Point {
  x: number;
  y: number;
}

export interface Route {
  /** The transition and which of its targets this line leads to. */
  transition: ChartTransition;
  target: string;
  points: Point[];
  label?: { x: number; y: number; width: number; height: number; lines: TextLine[] };
}

/** The dot a compound state starts from, and its line to the initial child. */
export interface InitialMark {
  of: string;
  x: number;
  y: number;
  points: Point[];
}

/**
 * Where ELK put a chart's parts, by id: what `docs/charts/<id>.layout.json` keeps. `signature` is that of the
 * graph ELK was given (`chartSignature`): the geometry fits a chart only while its graph is the same.
 */
export interface ChartGeometry {
  signature: string;
  width: number;
  height: number;
  boxes: { id: string; x: number; y: number; width: number; height: number }[];
  routes: { id: string; points: Point[]; label?: { x: number; y: number; width: number; height: number } }[];
  initials: InitialMark[];
}

export interface ChartLayout {
  chart: Chart;
  width: number;
  height: number;
  boxes: Box[];
  routes: Route[];
  initials: InitialMark[];
}

export const font = { size: 12, small: 11, lineHeight: 16, family: 'system-ui, -apple-system, "Segoe UI", sans-serif' };
const padding = 10;
/** The widest a box's text or a transition's label runs before it wraps, in characters. */
const boxColumns = 36;
const labelColumns = 30;
const initialSize = 10;

/** An estimate of a line's width: most characters of a sans-serif font are a little over half its size wide. */
export const textWidth = (text: string, size: number) => Math.ceil(text.length * size * 0.58);

/** Words wrapped to lines of at most `columns` characters (a longer word stands alone). */
export function wrap(text: string, columns: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter(Boolean)) {
    if (line && line.length + 1 + word.length > columns) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  return lines;
}

const wrapped = (text: string, kind: LineKind, columns: number): TextLine[] =>
  wrap(text, columns).map((line) => ({ text: line, kind }));

/** How a transition reads in one line of a label: `cancel [not the driver is a guest] / record`. */
export const transitionText = (transition: ChartTransition) => ({
  trigger: transition.trigger,
  guard: transition.guard ? `if ${transition.guard}` : undefined,
  actions: transition.actions.length > 0 ? `do ${transition.actions.join(', ')}` : undefined,
});

function transitionLines(transition: ChartTransition, columns: number, target?: string): TextLine[] {
  const { trigger, guard, actions } = transitionText(transition);
  return [
    ...wrapped(target ? `${trigger} → ${target}` : trigger, 'trigger', columns),
    ...(guard ? wrapped(guard, 'guard', columns) : []),
    ...(actions ? wrapped(actions, 'detail', columns) : []),
    ...(transition.description ? wrapped(transition.description, 'description', columns) : []),
  ];
}

const typeNames: Partial<Record<ChartState['type'], string>> = {
  final: 'final state',
  parallel: 'parallel regions',
  history: 'history',
};

/** What a state's box says: its name, kind, description, tags, actions, invokes and inner transitions. */
function boxLines(state: ChartState, inner: ChartTransition[], keyOf: (id: string) => string): TextLine[] {
  const kind = typeNames[state.type];
  return [
    { text: state.key, kind: 'title' },
    ...(kind ? [{ text: kind, kind: 'kind' as const }] : []),
    ...(state.tags.length ? [{ text: `tags: ${state.tags.join(', ')}`, kind: 'kind' as const }] : []),
    ...(state.description ? wrapped(state.description, 'description', boxColumns) : []),
    ...state.entry.flatMap((action) => wrapped(`entry: ${action}`, 'detail', boxColumns)),
    ...state.exit.flatMap((action) => wrapped(`exit: ${action}`, 'detail', boxColumns)),
    ...state.invokes.flatMap((invoke) => wrapped(`runs ${invoke.src}`, 'detail', boxColumns)),
    ...inner.flatMap((transition) => {
      const targets = transition.targets.filter((target) => target !== state.id).map(keyOf);
      return transitionLines(transition, boxColumns, targets.length ? targets.join(', ') : undefined);
    }),
  ];
}

const lineSize = (kind: LineKind) => (kind === 'title' ? font.size : font.small);

function measure(lines: readonly TextLine[]) {
  const width = Math.max(0, ...lines.map((line) => textWidth(line.text, lineSize(line.kind))));
  return { width: width + 2 * padding, height: lines.length * font.lineHeight + 2 * padding };
}

/** Whether `id` is `ancestor` or lies inside it. */
const within = (id: string, ancestor: string) => id === ancestor || id.startsWith(`${ancestor}.`);

const layoutOptions = {
  'elk.algorithm': 'layered',
  'elk.direction': 'DOWN',
  'elk.hierarchyHandling': 'INCLUDE_CHILDREN',
  'elk.edgeRouting': 'ORTHOGONAL',
  'elk.layered.considerModelOrder.strategy': 'NODES_AND_EDGES',
  'elk.layered.spacing.nodeNodeBetweenLayers': '36',
  'elk.layered.spacing.edgeNodeBetweenLayers': '16',
  'elk.spacing.nodeNode': '24',
  'elk.spacing.edgeLabel': '4',
  'elk.spacing.edgeEdge': '12',
  'elk.edgeLabels.placement': 'CENTER',
  'elk.json.shapeCoords': 'ROOT',
  'elk.json.edgeCoords': 'ROOT',
};

/** What a chart is made of before it is laid out: the text of each box, and the lines ELK routes. */
function partsOf(chart: Chart) {
  const states = chartStates(chart);
  const byId = new Map(states.map((state) => [state.id, state]));
  const keyOf = (id: string) => byId.get(id)?.key ?? id;

  // A transition that stays within its own state is written inside the box; the others are drawn.
  const isInner = (transition: ChartTransition) =>
    transition.targets.length === 0 || transition.targets.every((target) => within(target, transition.source));
  const innerOf = new Map<string, ChartTransition[]>();
  for (const transition of chart.transitions.filter(isInner)) {
    innerOf.set(transition.source, [...(innerOf.get(transition.source) ?? []), transition]);
  }
  const linesOf = new Map(states.map((state) => [state.id, boxLines(state, innerOf.get(state.id) ?? [], keyOf)]));
  // Each routed line knows its transition and target; the first target's line carries the label.
  const routed = chart.transitions
    .filter((transition) => !isInner(transition))
    .flatMap((transition) =>
      transition.targets.map((target, index) => ({
        transition,
        target,
        id: `${transition.id}>${index}`,
        lines: index === 0 ? transitionLines(transition, labelColumns) : [],
      })),
    );
  return { states, byId, innerOf, linesOf, routed };
}

const parentOf = (id: string) => id.slice(0, Math.max(0, id.lastIndexOf('.')));

/** The graph ELK lays out: nested nodes sized by their text, each edge in the deepest state holding both ends. */
export function elkGraph(chart: Chart): ElkNode {
  const { states, linesOf, routed } = partsOf(chart);
  const edgesIn = new Map<string, ElkExtendedEdge[]>();
  const addEdge = (container: string, edge: ElkExtendedEdge) =>
    edgesIn.set(container, [...(edgesIn.get(container) ?? []), edge]);
  for (const { transition, target, id, lines } of routed) {
    let container = parentOf(transition.source);
    while (container && !within(target, container)) container = parentOf(container);
    const size = measure(lines);
    addEdge(container || chart.root.id, {
      id,
      sources: [transition.source],
      targets: [target],
      labels: lines.length ? [{ id: `${id}#label`, text: lines.map((line) => line.text).join('\n'), ...size }] : [],
    });
  }
  const initialsOf = states.filter((state) => state.initial !== undefined && state.id !== chart.root.id);
  for (const state of [chart.root, ...initialsOf]) {
    if (!state.initial) continue;
    addEdge(state.id, { id: `${state.id}#initial>0`, sources: [`${state.id}#initial`], targets: [state.initial] });
  }

  const nodeOf = (state: ChartState): ElkNode => {
    const size = measure(linesOf.get(state.id) ?? []);
    const children = state.children.map(nodeOf);
    if (state.initial) children.unshift({ id: `${state.id}#initial`, width: initialSize, height: initialSize });
    return children.length === 0
      ? { id: state.id, ...size }
      : {
          id: state.id,
          children,
          edges: edgesIn.get(state.id) ?? [],
          layoutOptions: {
            'elk.padding': `[top=${size.height + 8},left=${padding},bottom=${padding},right=${padding}]`,
            'elk.nodeSize.constraints': 'MINIMUM_SIZE',
            'elk.nodeSize.minimum': `(${size.width},${size.height})`,
          },
        };
  };
  return {
    id: '#chart',
    layoutOptions: { ...layoutOptions, 'elk.padding': '[top=8,left=8,bottom=8,right=8]' },
    children: [nodeOf(chart.root)],
    edges: [],
  };
}

/** A short hash of a graph for ELK (FNV-1a): equal graphs, equal layouts. */
export function graphSignature(graph: ElkNode): string {
  const text = JSON.stringify(graph);
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/** The signature of the graph ELK is given for a chart. */
export const chartSignature = (chart: Chart) => graphSignature(elkGraph(chart));

/**
 * ELK's answer for a graph, kept by id with the graph's signature (numbers rounded to a hundredth, which no
 * drawing shows).
 */
export function geometryOf(signature: string, laid: ElkNode): ChartGeometry {
  const round = (value = 0) => Math.round(value * 100) / 100;
  const point = ({ x, y }: Point) => ({ x: round(x), y: round(y) });
  const geometry: ChartGeometry = {
    signature,
    width: Math.ceil(laid.width ?? 0),
    height: Math.ceil(laid.height ?? 0),
    boxes: [],
    routes: [],
    initials: [],
  };
  const visit = (node: ElkNode) => {
    for (const edge of node.edges ?? []) {
      const points = (edge.sections ?? [])
        .flatMap((section) => [section.startPoint, ...(section.bendPoints ?? []), section.endPoint])
        .map(point);
      if (edge.id.endsWith('#initial>0')) {
        const of = edge.id.slice(0, -'#initial>0'.length);
        const dot = node.children?.find((child) => child.id === `${of}#initial`);
        geometry.initials.push({
          of,
          x: round((dot?.x ?? 0) + initialSize / 2),
          y: round((dot?.y ?? 0) + initialSize / 2),
          points,
        });
        continue;
      }
      const label = edge.labels?.[0];
      geometry.routes.push({
        id: edge.id,
        points,
        ...(label
          ? { label: { x: round(label.x), y: round(label.y), width: round(label.width), height: round(label.height) } }
          : {}),
      });
    }
    for (const child of node.children ?? []) {
      if (!child.id.endsWith('#initial')) {
        const { id, x, y, width, height } = child;
        geometry.boxes.push({ id, x: round(x), y: round(y), width: round(width), height: round(height) });
      }
      visit(child);
    }
  };
  visit(laid);
  return geometry;
}

/** A chart drawn where its geometry says; the geometry must be that of this chart (same signature). */
export function placeChart(chart: Chart, geometry: ChartGeometry): ChartLayout {
  const { byId, innerOf, linesOf, routed } = partsOf(chart);
  const routeOf = new Map(routed.map((edge) => [edge.id, edge]));
  const boxes = geometry.boxes.flatMap(({ id, ...place }): Box[] => {
    const state = byId.get(id);
    return state ? [{ state, ...place, lines: linesOf.get(id) ?? [], inner: innerOf.get(id) ?? [] }] : [];
  });
  const routes = geometry.routes.flatMap(({ id, points, label }): Route[] => {
    const edge = routeOf.get(id);
    if (!edge) return [];
    return [
      {
        transition: edge.transition,
        target: edge.target,
        points,
        ...(label && edge.lines.length ? { label: { ...label, lines: edge.lines } } : {}),
      },
    ];
  });
  return { chart, width: geometry.width, height: geometry.height, boxes, routes, initials: geometry.initials };
}
