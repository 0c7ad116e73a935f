/**
 * Events for xstate/graph traversal. A custom `events` list replaces XState's default traversal, so this
 * re-enumerates the events each state declares and attaches fixtures; an invoke with no done/error fixture
 * fails loudly instead of being skipped.
 */
import {
  Actor,
  type AnyActorScope,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyTransitionDefinition,
  type EventFromLogic,
  type InputFrom,
  type InspectionEvent,
  type SnapshotFrom,
  type StateNode,
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

/**
 * Every transition of a machine, the root's included: one per event a node handles ("source → event") and one
 * per branch of its eventless transitions ("source → always #i", `i` counting from 0 in the order written).
 */
export const transitionKeys = (machine: AnyStateMachine) =>
  [machine.root, ...getStateNodes(machine.root)].flatMap((node) => [
    ...[...node.transitions.keys()].map((event) => `${node.id} → ${event}`),
    ...(node.always ?? []).map((_, index) => `${node.id} → always #${index}`),
  ]);

/** "source → always #i" for a branch of an eventless transition; nothing for a transition on an event. */
const eventlessKeys = (transition: AnyTransitionDefinition): string[] => {
  const index = transition.source.always?.indexOf(transition) ?? -1;
  return index < 0 ? [] : [`${transition.source.id} → always #${index}`];
};

/**
 * Computes snapshots of the machine as xstate's pure `transition` and `initialTransition` do (with an actor that
 * is never started and executes no action), and tells the eventless branches the machine took on the way. The
 * machine reports every microstep with the transitions it took to its system's inspectors; an eventless branch
 * is one of its source's `always`, found by identity, so guards and targets need not be read again. One actor
 * and scope serve every step of a walk.
 */
function eventlessRecorder<TMachine extends AnyStateMachine>(machine: TMachine) {
  const self = new Actor(machine as AnyStateMachine);
  let microsteps: { actorRef: unknown; transitions: AnyTransitionDefinition[] }[] = [];
  // Subscribed after the actor computed its own initial snapshot, which is not part of any result.
  self.system.inspect((event: InspectionEvent) => {
    if (event.type === '@xstate.microstep')
      microsteps.push({ actorRef: event.actorRef, transitions: event._transitions });
  });
  const scope: AnyActorScope = {
    self,
    id: '',
    sessionId: '',
    logger: () => {},
    defer: () => {},
    emit: () => {},
    system: self.system,
    stopChild: () => {},
    actionExecutor: () => {},
  };
  return (compute: (scope: AnyActorScope) => AnyMachineSnapshot): [SnapshotFrom<TMachine>, string[]] => {
    microsteps = [];
    const snapshot = compute(scope);
    // Child machines report their microsteps to the same system: only the machine's own count.
    const eventless = microsteps.filter(({ actorRef }) => actorRef === self).flatMap(({ transitions }) => transitions);
    // `machine.transition` and `getInitialSnapshot` return the machine's own snapshot; called on a `TMachine` they
    // are typed as any machine's.
    return [snapshot as SnapshotFrom<TMachine>, eventless.flatMap(eventlessKeys)];
  };
}

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
  /** The eventless branches taken on the way to `to` ("source → always #i"). */
  eventless: readonly string[];
  /** The edge as the last step of a path through it. */
  step: GraphStep<TMachine>;
}

/** A state reached and the event that led there (none in the initial state). */
export interface GraphStep<TMachine extends AnyStateMachine> {
  state: SnapshotFrom<TMachine>;
  event?: EventFromLogic<TMachine>;
}

/** A shortest way to one state: the states passed through, each with the event that led there (none first). */
export interface GraphPath<TMachine extends AnyStateMachine> {
  state: SnapshotFrom<TMachine>;
  steps: GraphStep<TMachine>[];
}

/**
 * Walks a machine's graph from one input, breadth first, as the pure `transition` does: the shortest path to
 * every state (as `serializeState` tells states apart), every edge, i.e. every event of `events` tried in every
 * state reached, and the eventless branches ("source → always #i") taken on the way, the initial state's
 * included.
 */
export function walkGraph<TMachine extends AnyStateMachine>(
  machine: TMachine,
  input: InputFrom<TMachine>,
  { events, serializeState }: TraversalSetup<TMachine>,
) {
  const withEventless = eventlessRecorder(machine);
  const [initial, initialEventless] = withEventless((scope) => machine.getInitialSnapshot(scope, input));
  const eventless = new Set(initialEventless);
  const paths = new Map<string, GraphPath<TMachine>>([
    [serializeState(initial), { state: initial, steps: [{ state: initial }] }],
  ]);
  const edges: GraphEdge<TMachine>[] = [];
  // A Map iterates over the entries added while iterating: this visits the states in order of distance.
  for (const path of paths.values()) {
    for (const event of events(path.state)) {
      const [to, taken] = withEventless((scope) => machine.transition(path.state, event, scope));
      const step = { state: to, event };
      edges.push({ input, from: path.state, event, to, eventless: taken, step });
      for (const key of taken) eventless.add(key);
      const key = serializeState(to);
      if (!paths.has(key)) paths.set(key, { state: to, steps: [...path.steps, step] });
    }
  }
  return { initial, initialEventless, paths: [...paths.values()], edges, eventless: [...eventless] };
}

/** The transitions an edge counts as taken: each node of its source that handles its event, by "source → event". */
export const edgeTransitionKeys = ({ from, event }: { from: AnyMachineSnapshot; event: AnyEventObject }) =>
  from._nodes.filter((node) => node.transitions.has(event.type)).map((node) => `${node.id} → ${event.type}`);

/** The leaf state nodes a snapshot stands in, by id. */
export const leafNodesOf = (snapshot: AnyMachineSnapshot) =>
  snapshot._nodes.filter((node) => node.type === 'atomic' || node.type === 'final').map((node) => node.id);

/**
 * The leaf states a walk never reached and the declared transitions it never took (empty lists mean full
 * coverage). A transition on an event counts as taken when an edge's event is handled by a node of the edge's
 * source state; an eventless branch, when the walk took it (`eventless`).
 */
export function coverageOf(
  machine: AnyStateMachine,
  edges: readonly { from: AnyMachineSnapshot; event: AnyEventObject; to: AnyMachineSnapshot }[],
  /** States the walk stood in besides the edges' ends: an initial state that is final has no edge. */
  states: readonly AnyMachineSnapshot[] = [],
  /** The eventless branches the walk took, as "source → always #i". */
  eventless: readonly string[] = [],
) {
  const reached = new Set(
    [...edges.flatMap(({ from, to }) => [from, to]), ...states].flatMap((state) => state._nodes.map((node) => node.id)),
  );
  const taken = new Set([...edges.flatMap(edgeTransitionKeys), ...eventless]);
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
    walks.flatMap((walk) => walk.eventless),
  );
};
