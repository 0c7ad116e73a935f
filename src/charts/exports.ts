/**
 * A chart in the formats a designer can take into their own tools: Mermaid `stateDiagram-v2` text, and a
 * machine config as JSON that the Stately editor imports (states, transitions with guards and actions by name,
 * `always`, `after`, invokes with their done and error, tags, entry and exit, descriptions).
 */
import { type Chart, type ChartState, type ChartTransition, chartStates } from './model';

// ---------------------------------------------------------------------------------------------- Mermaid

/** Mermaid ids are words: the state's id with every other character made an underscore. */
const mermaidId = (id: string) => id.replace(/[^A-Za-z0-9_]/g, '_');

/** Text Mermaid reads as text: no statement separators, comment marks or braces. */
const mermaidText = (text: string) =>
  text
    .replace(/[;#{}]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const transitionLabel = (transition: ChartTransition) =>
  mermaidText(
    [
      transition.trigger,
      transition.guard ? `if ${transition.guard}` : '',
      transition.actions.length ? `do ${transition.actions.join(', ')}` : '',
    ]
      .filter(Boolean)
      .join(' · '),
  );

export function chartMermaid(chart: Chart): string {
  const lines = ['stateDiagram-v2', '  direction TB'];
  const from = new Map<string, ChartTransition[]>();
  for (const transition of chart.transitions) {
    from.set(transition.source, [...(from.get(transition.source) ?? []), transition]);
  }
  const write = (state: ChartState, indent: string) => {
    const id = mermaidId(state.id);
    lines.push(`${indent}state "${mermaidText(state.key)}" as ${id}`);
    if (state.children.length > 0) {
      lines.push(`${indent}state ${id} {`);
      const inner = `${indent}  `;
      state.children.forEach((child, index) => {
        if (state.type === 'parallel' && index > 0) lines.push(`${inner}--`);
        write(child, inner);
      });
      if (state.initial) lines.push(`${inner}[*] --> ${mermaidId(state.initial)}`);
      lines.push(`${indent}}`);
    }
    if (state.type === 'final') lines.push(`${indent}${id} --> [*]`);
    if (state.description) {
      lines.push(`${indent}note right of ${id}`, `${indent}  ${mermaidText(state.description)}`, `${indent}end note`);
    }
  };
  for (const child of chart.root.children) write(child, '  ');
  if (chart.root.initial) lines.push(`  [*] --> ${mermaidId(chart.root.initial)}`);
  for (const state of chartStates(chart)) {
    for (const transition of from.get(state.id) ?? []) {
      // A transition without a target stays where it is: drawn as a loop on its state.
      const targets = transition.targets.length ? transition.targets : [transition.source];
      for (const target of targets) {
        // Mermaid draws no line from the diagram itself: the root's transitions start at its initial state.
        const source = state.id === chart.root.id ? (chart.root.initial ?? target) : state.id;
        lines.push(`  ${mermaidId(source)} --> ${mermaidId(target)}: ${transitionLabel(transition)}`);
      }
    }
  }
  return `${lines.join('\n')}\n`;
}

// ---------------------------------------------------------------------------------------------- Stately

type Json = string | number | boolean | null | Json[] | { [key: string]: Json };
type JsonObject = { [key: string]: Json };

const definedEntries = (entries: [string, Json | undefined][]): JsonObject =>
  Object.fromEntries(entries.filter((entry): entry is [string, Json] => entry[1] !== undefined));

/** One branch of a transition in machine-config form: targets by id, guard and actions by name. */
const branch = (transition: ChartTransition): JsonObject =>
  definedEntries([
    ['target', transition.targets.length ? transition.targets.map((target) => `#${target}`) : undefined],
    ['guard', transition.guard ? { type: transition.guard } : undefined],
    ['actions', transition.actions.length ? transition.actions.map((type) => ({ type })) : undefined],
    ['reenter', transition.reenter ? true : undefined],
    ['description', transition.description],
  ]);

const grouped = (transitions: readonly ChartTransition[], key: (transition: ChartTransition) => string) => {
  const groups: Record<string, Json[]> = {};
  for (const transition of transitions)
    groups[key(transition)] = [...(groups[key(transition)] ?? []), branch(transition)];
  return Object.keys(groups).length ? groups : undefined;
};

/** The chart as an XState machine config (JSON), which the Stately editor imports. */
export function chartConfig(chart: Chart): JsonObject {
  const from = new Map<string, ChartTransition[]>();
  for (const transition of chart.transitions) {
    from.set(transition.source, [...(from.get(transition.source) ?? []), transition]);
  }
  const config = (state: ChartState): JsonObject => {
    const own = from.get(state.id) ?? [];
    const of = (kind: ChartTransition['kind']) => own.filter((transition) => transition.kind === kind);
    const always = of('always').map(branch);
    const stateDone = of('stateDone').map(branch);
    const invoke = state.invokes.map((invoke) =>
      definedEntries([
        ['id', invoke.id],
        ['src', invoke.src],
        [
          'onDone',
          grouped(
            of('done').filter((t) => t.invokeId === invoke.id),
            () => 'onDone',
          )?.onDone,
        ],
        [
          'onError',
          grouped(
            of('error').filter((t) => t.invokeId === invoke.id),
            () => 'onError',
          )?.onError,
        ],
      ]),
    );
    const initial = state.children.find((child) => child.id === state.initial)?.key;
    return definedEntries([
      ['id', state.path.length === 0 ? chart.id : undefined],
      ['type', state.type === 'atomic' || state.type === 'compound' ? undefined : state.type],
      ['description', state.description],
      ['initial', initial],
      ['tags', state.tags.length ? state.tags : undefined],
      ['entry', state.entry.length ? state.entry.map((type) => ({ type })) : undefined],
      ['exit', state.exit.length ? state.exit.map((type) => ({ type })) : undefined],
      ['invoke', invoke.length ? invoke : undefined],
      ['always', always.length ? always : undefined],
      ['after', grouped(of('after'), (transition) => String(transition.delay ?? transition.trigger))],
      ['on', grouped(of('event'), (transition) => transition.eventType)],
      ['onDone', stateDone.length ? stateDone : undefined],
      [
        'states',
        state.children.length
          ? Object.fromEntries(state.children.map((child) => [child.key, config(child)]))
          : undefined,
      ],
    ]);
  };
  return config(chart.root);
}
