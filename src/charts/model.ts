/**
 * A machine as a designer reads it: its states, nested, and every transition with what triggers it (an event,
 * an eventless `always`, a delay, an invoked actor's done or error, a region's or compound state's end), the
 * guard by name, the actions, and the descriptions written in the chart. XState's own `toJSON()` and
 * `xstate/graph`'s directed graph leave out `always` and show invoke ids (`xstate.done.actor.0.x.y`), so this
 * walks the state nodes itself. Pure: the viewer, the exports and the tests all read charts through it.
 */
import { type AnyStateMachine, and, not, or, type StateNode } from 'xstate';

export type ChartStateType = 'atomic' | 'compound' | 'parallel' | 'final' | 'history';

export interface ChartState {
  /** The state node's id (`prepayFuel.ordering`), unique in the machine. */
  id: string;
  /** Its key in its parent (`ordering`); the machine's id for the root. */
  key: string;
  /** Keys from the root (`['ordering']`); empty for the root. */
  path: string[];
  type: ChartStateType;
  /** The child entered first (its id), for compound states. */
  initial?: string;
  description?: string;
  tags: string[];
  entry: string[];
  exit: string[];
  /** What runs while the state is active: each invoked actor by its source name. */
  invokes: { id: string; src: string }[];
  children: ChartState[];
}

export type TriggerKind = 'event' | 'always' | 'after' | 'done' | 'error' | 'stateDone';

export interface ChartTransition {
  /** Unique in the chart: source id, trigger and the branch's index. */
  id: string;
  source: string;
  /** State ids; empty for a transition that only runs actions. */
  targets: string[];
  kind: TriggerKind;
  /** The raw event type (`xstate.after.2500.x`, `cancel`); empty for `always`. */
  eventType: string;
  /** What a designer reads: `cancel`, `always`, `after 2.5 s`, `done: orderPoll`, `error: orderLifecycle`. */
  trigger: string;
  /** The guard by name (`not the driver is a guest`, `a and b`); absent when the branch is unguarded. */
  guard?: string;
  actions: string[];
  description?: string;
  /** Leaves and enters its own state again. */
  reenter: boolean;
  /** For `after`: the delay as written in the chart (milliseconds or a delay's name). */
  delay?: number | string;
  /** For `done` and `error`: the id of the invoked actor. */
  invokeId?: string;
}

export interface Chart {
  id: string;
  description?: string;
  root: ChartState;
  transitions: ChartTransition[];
}

/** Every state of a chart, depth first, the root first. */
export function chartStates(chart: Chart): ChartState[] {
  const all: ChartState[] = [];
  const visit = (state: ChartState) => {
    all.push(state);
    state.children.forEach(visit);
  };
  visit(chart.root);
  return all;
}

// The combinators are told apart by their check function, which survives minification (their names do not).
const notCheck = Reflect.get(not('x'), 'check');
const andCheck = Reflect.get(and([]), 'check');
const orCheck = Reflect.get(or([]), 'check');

const inline = 'an unnamed guard';

/** A guard as a sentence: its name in setup, or the combination of named guards. */
export function guardName(guard: unknown): string {
  if (typeof guard === 'string') return guard;
  if (typeof guard === 'function') {
    const check = Reflect.get(guard, 'check');
    const parts: unknown[] = Reflect.get(guard, 'guards') ?? [];
    if (check === notCheck) return `not ${guardName(parts[0])}`;
    if (check === andCheck) return parts.map(guardName).join(' and ');
    if (check === orCheck) return parts.map(guardName).join(' or ');
    return inline;
  }
  if (guard && typeof guard === 'object' && 'type' in guard && typeof guard.type === 'string') {
    // Fixed parameters say which case of the guard this is; computed ones (functions) are the guard's business.
    const params: unknown = Reflect.get(guard, 'params');
    const fixed =
      params && typeof params === 'object'
        ? Object.entries(params).filter(([, value]) => ['string', 'number', 'boolean'].includes(typeof value))
        : [];
    return fixed.length ? `${guard.type} (${fixed.map(([key, value]) => `${key}: ${value}`).join(', ')})` : guard.type;
  }
  return inline;
}

/** True when a guard, or a part of a combined guard, has no name in setup. */
export const isUnnamedGuard = (guard: unknown) => guardName(guard).includes(inline);

/** An action by name: its name in setup, or XState's built-in kind (`assign`, `raise`, `sendTo`). */
export function actionName(action: unknown): string {
  if (typeof action === 'string') return action;
  if (action && (typeof action === 'object' || typeof action === 'function')) {
    const type = Reflect.get(action, 'type');
    if (typeof type === 'string') return type.replace(/^xstate\./, '');
  }
  return 'an unnamed action';
}

/** `after 2.5 s`, `after 400 ms`, `after 2 min`; a named delay by its name and, when fixed, its value. */
export function delayLabel(delay: unknown, delays: Record<string, unknown>): string {
  const duration = (ms: number) =>
    ms >= 60_000 && ms % 60_000 === 0
      ? `${ms / 60_000} min`
      : ms >= 1000
        ? `${Number((ms / 1000).toFixed(2))} s`
        : `${ms} ms`;
  if (typeof delay === 'number') return `after ${duration(delay)}`;
  if (typeof delay === 'string') {
    const value = delays[delay];
    return typeof value === 'number' ? `after ${delay} (${duration(value)})` : `after ${delay}`;
  }
  return 'after a computed delay';
}

const actionsOf = (actions: readonly unknown[] | undefined) => (actions ?? []).map(actionName);

/** The source of an invoked actor: its name in setup, or `an inline actor`. */
const sourceName = (src: unknown) => (typeof src === 'string' ? src : 'an inline actor');

/** The walk: every state node and every transition of a machine, as a {@link Chart}. */
export function chartOf(machine: AnyStateMachine): Chart {
  const delays: Record<string, unknown> = machine.implementations.delays ?? {};
  const nodes: StateNode[] = [];
  const collect = (node: StateNode) => {
    nodes.push(node);
    for (const child of Object.values(node.states)) collect(child);
  };
  collect(machine.root);

  const invokeSources = new Map<string, string>();
  for (const node of nodes) for (const invoke of node.invoke) invokeSources.set(invoke.id, sourceName(invoke.src));
  const delayOf = new Map<string, unknown>();
  for (const node of nodes) for (const after of node.after) delayOf.set(after.eventType, after.delay);
  const doneStateKey = new Map(nodes.map((node) => [`xstate.done.state.${node.id}`, node.key]));

  type Trigger = Pick<ChartTransition, 'kind' | 'trigger' | 'delay' | 'invokeId'>;
  const trigger = (eventType: string): Trigger => {
    if (eventType.startsWith('xstate.after.')) {
      const delay = delayOf.get(eventType);
      return {
        kind: 'after',
        trigger: delayLabel(delay, delays),
        ...(typeof delay === 'number' || typeof delay === 'string' ? { delay } : {}),
      };
    }
    const actor = /^xstate\.(done|error)\.actor\.(.+)$/.exec(eventType);
    if (actor) {
      const kind = actor[1] === 'done' ? 'done' : 'error';
      const invokeId = actor[2] ?? '';
      return { kind, trigger: `${kind}: ${invokeSources.get(invokeId) ?? invokeId}`, invokeId };
    }
    const stateDone = doneStateKey.get(eventType);
    if (stateDone !== undefined) return { kind: 'stateDone', trigger: `done: ${stateDone}` };
    return { kind: 'event', trigger: eventType };
  };

  const transitions: ChartTransition[] = [];
  for (const node of nodes) {
    const branches = [
      ...[...node.transitions.values()].flat(),
      ...(node.always ?? []).map((branch) => ({ ...branch, eventType: '' })),
    ];
    const seen = new Map<string, number>();
    for (const branch of branches) {
      const described: Trigger =
        branch.eventType === '' ? { kind: 'always', trigger: 'always' } : trigger(branch.eventType);
      const index = seen.get(branch.eventType) ?? 0;
      seen.set(branch.eventType, index + 1);
      const description: unknown = Reflect.get(branch, 'description');
      transitions.push({
        id: `${node.id}:${branch.eventType || 'always'}:${index}`,
        source: node.id,
        targets: (branch.target ?? []).map((target) => target.id),
        ...described,
        eventType: branch.eventType,
        ...(branch.guard === undefined ? {} : { guard: guardName(branch.guard) }),
        actions: actionsOf(branch.actions),
        ...(typeof description === 'string' ? { description } : {}),
        reenter: branch.reenter,
      });
    }
  }

  const stateOf = (node: StateNode): ChartState => ({
    id: node.id,
    key: node.key,
    path: node.path,
    type: node.type,
    ...(node.type === 'compound' && node.initial.target[0] ? { initial: node.initial.target[0].id } : {}),
    ...(node.description ? { description: node.description } : {}),
    tags: [...node.tags],
    entry: actionsOf(node.entry),
    exit: actionsOf(node.exit),
    invokes: node.invoke.map((invoke) => ({ id: invoke.id, src: sourceName(invoke.src) })),
    children: Object.values(node.states).map(stateOf),
  });

  return {
    id: machine.id,
    ...(machine.root.description ? { description: machine.root.description } : {}),
    root: stateOf(machine.root),
    transitions,
  };
}
