/**
 * A laid-out chart as SVG text: the same drawing in the viewer (where states are focusable and clickable) and
 * in the files `npm run charts` writes. Every state is a `<g data-state="…">` with its name and description
 * in its accessible name; the viewer styles the selected and the running state by those attributes.
 */
import type { ChartLayout, LineKind, Point, TextLine } from './layout';
import { font } from './layout';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

const round = (value: number) => Math.round(value * 10) / 10;

const lineClass: Record<LineKind, string> = {
  title: 'c-title',
  kind: 'c-kind',
  description: 'c-description',
  detail: 'c-detail',
  trigger: 'c-trigger',
  guard: 'c-guard',
};

function text(lines: readonly TextLine[], x: number, y: number): string {
  return lines
    .map(
      (line, index) =>
        `<text x="${round(x)}" y="${round(y + index * font.lineHeight + font.size)}" class="${lineClass[line.kind]}">${escapeXml(line.text)}</text>`,
    )
    .join('');
}

const path = (points: readonly Point[]) =>
  points.map((point, index) => `${index === 0 ? 'M' : 'L'}${round(point.x)} ${round(point.y)}`).join(' ');

/** Colours with a contrast of 4.5:1 or more on the fills they are written on. */
const style = `
.c-state rect.c-box{fill:#fff;stroke:#3d4654;stroke-width:1.2}
.c-state.c-compound>rect.c-box{fill:#f3f5f8}
.c-state.c-final rect.c-inner{fill:none;stroke:#3d4654;stroke-width:1}
.c-state:focus{outline:none}
.c-state:focus-visible>rect.c-box,.c-state[data-selected]>rect.c-box{stroke:#1d4ed8;stroke-width:3}
.c-state[data-active]>rect.c-box{fill:#fef3c7;stroke:#92400e;stroke-width:3}
.c-title{font:600 ${font.size}px ${font.family};fill:#111827}
.c-kind{font:${font.small}px ${font.family};fill:#374151}
.c-description{font:italic ${font.small}px ${font.family};fill:#374151}
.c-detail{font:${font.small}px ${font.family};fill:#1f2937}
.c-trigger{font:600 ${font.small}px ${font.family};fill:#111827}
.c-guard{font:${font.small}px ${font.family};fill:#6b21a8}
.c-edge{fill:none;stroke:#4b5563;stroke-width:1.2}
.c-edge-always{stroke-dasharray:5 3}
.c-label rect{fill:#fff;stroke:#d1d5db}
.c-initial{fill:#111827}
`;

export interface SvgOptions {
  /** Makes every state focusable (the viewer); the files leave it out. */
  interactive?: boolean;
  /** The state the viewer shows the details of. */
  selected?: string;
  /** The states a running flow is in (the live view). */
  active?: readonly string[];
}

/** The chart as a standalone SVG document. */
export function chartSvg(layout: ChartLayout, options: SvgOptions = {}): string {
  const { chart, width, height } = layout;
  const arrow = `arrow-${chart.id}`;
  const title = `${chart.id}: statechart`;
  const states = layout.boxes
    .map((box) => {
      const { state } = box;
      const classes = ['c-state', state.children.length ? 'c-compound' : '', state.type === 'final' ? 'c-final' : '']
        .filter(Boolean)
        .join(' ');
      const running = options.active?.includes(state.id) ? 'running now' : '';
      const label = [state.key, state.type === 'final' ? 'final state' : '', running, state.description ?? '']
        .filter(Boolean)
        .join('. ');
      const focus = options.interactive ? ' tabindex="0" role="button"' : '';
      const marks =
        (options.selected === state.id
          ? ' data-selected="" aria-pressed="true"'
          : options.interactive
            ? ' aria-pressed="false"'
            : '') + (options.active?.includes(state.id) ? ' data-active=""' : '');
      const inner =
        state.type === 'final'
          ? `<rect class="c-inner" x="${round(box.x + 3)}" y="${round(box.y + 3)}" width="${round(box.width - 6)}" height="${round(box.height - 6)}" rx="6"/>`
          : '';
      return (
        `<g class="${classes}" data-state="${escapeXml(state.id)}"${focus}${marks} aria-label="${escapeXml(label)}">` +
        `<rect class="c-box" x="${round(box.x)}" y="${round(box.y)}" width="${round(box.width)}" height="${round(box.height)}" rx="8"/>` +
        inner +
        text(box.lines, box.x + 10, box.y + 10) +
        '</g>'
      );
    })
    .join('');
  const edges = layout.routes
    .map((route) => {
      const kind = route.transition.kind === 'always' ? ' c-edge-always' : '';
      const label = route.label
        ? `<g class="c-label"><rect x="${round(route.label.x)}" y="${round(route.label.y)}" width="${round(route.label.width)}" height="${round(route.label.height)}" rx="4"/>${text(route.label.lines, route.label.x + 10, route.label.y + 10)}</g>`
        : '';
      return (
        `<g data-transition="${escapeXml(route.transition.id)}"><path class="c-edge${kind}" d="${path(route.points)}" marker-end="url(#${arrow})"/>` +
        `${label}</g>`
      );
    })
    .join('');
  const initials = layout.initials
    .map(
      (mark) =>
        `<g><circle class="c-initial" cx="${round(mark.x)}" cy="${round(mark.y)}" r="5"/><path class="c-edge" d="${path(mark.points)}" marker-end="url(#${arrow})"/></g>`,
    )
    .join('');
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="group" aria-label="${escapeXml(title)}">` +
    `<title>${escapeXml(title)}</title>` +
    (chart.description ? `<desc>${escapeXml(chart.description)}</desc>` : '') +
    `<style>${style}</style>` +
    `<defs><marker id="${arrow}" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="8" markerHeight="8" orient="auto-start-reverse"><path d="M0 0L10 5L0 10z" fill="#4b5563"/></marker></defs>` +
    `<rect width="${width}" height="${height}" fill="#fff"/>` +
    states +
    edges +
    initials +
    '</svg>\n'
  );
}
