/**
 * Events for xstate/graph traversal. A custom `events` list replaces XState's default traversal, so this
 * re-enumerates the events each state declares and attaches fixtures; an invoke with no done/error fixture
 * fails loudly instead of being skipped.
 */
import {
  Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
  type StateNode,
  transition,
} from 'xstate';
import { getStateNodes } from 'xstate/graph';

export type EventFixtures = Record<string, Record<string, unknown>[]>;

/**
 * The events to try in each state. `TEvent` is the machine's event type; the `xstate.done.actor.*`,
 * `xstate.error.actor.*` and `xstate.after.*` events the fixtures add are not part of it, and are typed as it
 * because the traversal and the actor accept them like any other event.
 */
export const traversalEvents =
  <TEvent extends AnyEventObject>(fixtures: EventFixtures) =>
  (snapshot: AnyMachineSnapshot): TEvent[] =>
    [...new Set<string>(snapshot._nodes.flatMap((node: StateNode) => node.ownEvents))].flatMap((type) => {
      if (type.startsWith('xstate.done.state.')) return [];
      const variants = fixtures[type] ?? (/^xstate\.(done|error)\.actor\./.test(type) ? undefined : [{}]);
      if (!variants) throw new Error(`no graph fixture for "${type}"`);
      return variants.map((payload) => ({ type, ...payload }) as TEvent);
    });

/**
 * Every atomic and final state node of a machine, by id. Transient nodes (only eventless transitions) are never
 * at rest, so traversal cannot stop in them; their branches are covered through their targets.
 */
export const leafStateIds = (machine: AnyStateMachine) =>
  getStateNodes(machine.root)
    .filter((node) => node.type === 'atomic' || node.type === 'final')
    .filter((node) => !(node.always?.length && node.transitions.size === 0))
    .map((node) => node.id);

/** Every transition of a machine as "source → event". */
export const transitionKeys = (machine: AnyStateMachine) =>
  getStateNodes(machine.root).flatMap((node) =>
    [...node.transitions.entries()].map(([event]) => `${node.id} → ${event}`),
  );

export interface TraversalSetup<TMachine extends AnyStateMachine> {
  /** The events to try in each state, usually {@link traversalEvents}. */
  events: (snapshot: SnapshotFrom<TMachine>) => readonly EventFromLogic<TMachine>[];
  /** What tells two states apart: the state value and the parts of the context that change what follows. */
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
}

/** One edge of the graph walked from one input: an event tried in a state reached, and where it leads. */
export interface GraphEdge<TMachine extends AnyStateMachine> {
  input: InputFrom<TMachine>;
  from: SnapshotFrom<TMachine>;
  /** The event tried; done, error and delay events are not in the machine's event type, hence any event. */
  event: AnyEventObject;
  to: SnapshotFrom<TMachine>;
}

/** A shortest way to one state: the states passed through, each with the event that led there (none first). */
export interface GraphPath<TMachine extends AnyStateMachine> {
  state: SnapshotFrom<TMachine>;
  steps: { state: SnapshotFrom<TMachine>; event?: EventFromLogic<TMachine> }[];
}

/**
 * Walks a machine's graph from one input, breadth first, with the pure `transition`: the shortest path to every
 * state (as `serializeState` tells states apart), and every edge, i.e. every event of `events` tried in every
 * state reached.
 */
export function walkGraph<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  { events, serializeState }: TraversalSetup<TMachine>,
) {
  // An actor that is never started only computes its initial snapshot.
  const initial = new Actor(machine, { input }).getSnapshot();
  const paths = new Map<string, GraphPath<TMachine>>([
    [serializeState(initial), { state: initial, steps: [{ state: initial }] }],
  ]);
  const edges: GraphEdge<TMachine>[] = [];
  // A Map iterates over the entries added while iterating: this visits the states in order of distance.
  for (const path of paths.values()) {
    for (const event of events(path.state)) {
      const [to] = transition(machine, path.state, event);
      edges.push({ input, from: path.state, event, to });
      const key = serializeState(to);
      if (!paths.has(key)) paths.set(key, { state: to, steps: [...path.steps, { state: to, event }] });
    }
  }
  return { paths: [...paths.values()], edges };
}

/**
 * The leaf states a walk never reached and the declared transitions it never took (empty lists mean full
 * coverage). A transition counts as taken when an edge's event is handled by a node of the edge's source state.
 */
export function coverageOf(
  machine: AnyStateMachine,
  edges: readonly { from: AnyMachineSnapshot; event: AnyEventObject; to: AnyMachineSnapshot }[],
  /** States the walk stood in besides the edges' ends: an initial state that is final has no edge. */
  states: readonly AnyMachineSnapshot[] = [],
) {
  const reached = new Set(
    [...edges.flatMap(({ from, to }) => [from, to]), ...states].flatMap((state) => state._nodes.map((node) => node.id)),
  );
  const taken = new Set(
    edges.flatMap(({ from, event }) =>
      from._nodes.filter((node) => node.transitions.has(event.type)).map((node) => `${node.id} → ${event.type}`),
    ),
  );
  return {
    unreachedStates: leafStateIds(machine).filter((id) => !reached.has(id)),
    untakenTransitions: transitionKeys(machine).filter((key) => !taken.has(key)),
  };
}

/**
 * Walks a machine's graph from each input and reports the leaf states never reached and the declared
 * transitions never taken (empty lists mean full coverage).
 */
export const graphCoverage = <TMachine extends AnyStateMachine>(
  machine: TMachine,
  inputs: readonly InputFrom<TMachine>[],
  setup: TraversalSetup<TMachine>,
) => {
  const walks = inputs.map((input) => walkGraph(machine, input, setup));
  return coverageOf(
    machine,
    walks.flatMap((walk) => walk.edges),
    walks.flatMap((walk) => walk.paths.map((path) => path.state)),
  );
};
