/**
 * The generated path tests every machine gets.
 *
 * The graph of the machine is walked from each named input (breadth first, every event of `events` tried in
 * every state, states told apart by `serializeState`). Then:
 * - Every state and every edge of the graph is checked once, on the walk's own snapshots: an error tag must
 *   come with an error code (and only then), `check` must hold in every state reached (with the state and event
 *   that led there) and `checkTransition` on every edge. A failure names the path to the edge's source, its
 *   event and its target.
 * - A covering set of paths is replayed on `inert`, a copy of the machine whose children never settle, on a
 *   SimulatedClock, so the path's events decide every outcome: for every transition (each event a node handles,
 *   each branch of an eventless transition) and every leaf state, one path that takes or reaches it, the
 *   shortest there is; a path that is the start of another is left to that one. After every step the actor
 *   must be in the state the walk predicts and, left alone, stay there. Each replay is named by the states the
 *   path passes through (`reviewing → creatingOrder → authorizing`); where two paths pass through the same
 *   states, the steps at which their events differ also name the event.
 * Then the whole graph must reach every state and take every transition (the figures also go to the run's path
 * coverage table).
 *
 * Replaying the shortest path to every state instead (as before) checks the same transitions and states many
 * times over: the checkout's graphs have about 3,600 states told apart, and 36 paths take all of its transitions
 * and reach all of its leaf states.
 */
import { describe, expect, it } from 'vitest';
import {
  Actor,
  type AnyEventObject,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type InputFrom,
  SimulatedClock,
  type SnapshotFrom,
  type StateValue,
} from 'xstate';
import {
  coverageOf,
  edgeTransitionKeys,
  type GraphEdge,
  type GraphPath,
  type GraphStep,
  leafNodesOf,
  leafStateIds,
  type TraversalSetup,
  transitionKeys,
  walkGraph,
} from './traversalEvents';

/** Where a path replay stands when `check` runs. */
export interface PathStep<TMachine extends AnyStateMachine> {
  /** The name of the input the path started from, and the input. */
  inputName: string;
  input: InputFrom<TMachine>;
  /** The state the last event left and that event; both absent in the initial state. */
  from?: SnapshotFrom<TMachine>;
  event?: AnyEventObject;
}

export interface FlowPathOptions<TMachine extends AnyStateMachine> extends TraversalSetup<TMachine> {
  machine: TMachine;
  /** The machine with inert children: actors that never settle, child machines that never finish. */
  inert: TMachine;
  /** Named inputs; the graph is walked from each. */
  inputs: readonly (readonly [name: string, input: InputFrom<TMachine>])[];
  /** What must hold in every state a path passes through (its screen, its URL, its selectors). */
  check?: (snapshot: SnapshotFrom<TMachine>, step: PathStep<TMachine>) => void;
  /** What must hold on every edge of the graph (a rule about what an event does). */
  checkTransition?: (edge: FlowEdge<TMachine>) => void;
  /** A short name for an event in test names; by default its type and the payload values that tell it apart. */
  describeEvent?: (event: AnyEventObject) => string;
  /** Declares further tests about one input's paths (inside that input's `describe`). */
  pathTests?: (paths: readonly GraphPath<TMachine>[], input: InputFrom<TMachine>, inputName: string) => void;
  /** Declares further tests about the whole graph (inside the graph's `describe`). */
  graphTests?: (edges: readonly FlowEdge<TMachine>[]) => void;
}

/** An edge of the graph walked from the input named `inputName`. */
export type FlowEdge<TMachine extends AnyStateMachine> = GraphEdge<TMachine> & { inputName: string };

/** A state value in one line: `polling.fetching`, `outside(poll.waiting, bypass.released)`. */
export function stateName(value: StateValue): string {
  if (typeof value === 'string') return value;
  const regions = Object.entries(value).map(([key, child]) =>
    child === undefined || (typeof child === 'object' && Object.keys(child).length === 0)
      ? key
      : `${key}.${stateName(child)}`,
  );
  return regions.length === 1 ? (regions[0] ?? '') : `(${regions.join(', ')})`;
}

/** `done.actor.fetchOrder`, `after.pollInterval`, `payment.confirmed`: an event's type, shortened. */
export const eventType = ({ type }: AnyEventObject) =>
  type.replace(/^xstate\.after\.([^.]+)\..*$/, 'after.$1').replace(/^xstate\./, '');

/** Parts of a child's snapshot that are the machine's own workings, not what the event says. */
const internals = new Set(['machine', '_nodes', 'children', 'historyValue']);

/** The payload of an event as leaf paths and values: `output.order.state` → `COMPLETED`, an error → its message. */
const leavesOf = new WeakMap<AnyEventObject, Map<string, string>>();
function payloadLeaves(event: AnyEventObject): Map<string, string> {
  const known = leavesOf.get(event);
  if (known) return known;
  const { type: _, ...payload } = event;
  const leaves = new Map<string, string>();
  // A payload may hold a child's snapshot, which refers back to its machine: each object is read once.
  const seen = new WeakSet<object>();
  const walk = (value: unknown, path: string) => {
    if (value instanceof Error) leaves.set(path, value.message);
    else if (value !== null && typeof value === 'object') {
      if (seen.has(value)) return;
      seen.add(value);
      for (const [key, child] of Object.entries(value))
        if (!internals.has(key)) walk(child, path ? `${path}.${key}` : key);
    } else leaves.set(path, String(value));
  };
  walk(payload, '');
  leavesOf.set(event, leaves);
  return leaves;
}

/** An event's short type and every value of its payload: `done.actor.fetchOrder(o-1, COMPLETED)`. */
export function defaultEventName(event: AnyEventObject): string {
  const values = [...payloadLeaves(event).values()];
  return values.length === 0 ? eventType(event) : `${eventType(event)}(${values.join(', ')})`;
}

/**
 * An event's short type and the values of its payload that tell it apart from the `twins` of the same type:
 * `done.actor.fetchOrder(COMPLETED)`.
 */
function distinguishingName(event: AnyEventObject, twins: readonly AnyEventObject[]): string {
  const leaves = payloadLeaves(event);
  const others = twins.filter((twin) => twin.type === event.type && twin !== event).map(payloadLeaves);
  const values = [...leaves].filter(([path, value]) => others.some((other) => other.get(path) !== value));
  return values.length === 0 ? eventType(event) : `${eventType(event)}(${values.map(([, value]) => value).join(', ')})`;
}

/**
 * Names paths by the states they pass through. Paths through the same states also name, at the steps where
 * their events differ, the event (by `describeEvent`, or by its type and the payload values that differ); a name
 * still shared after that gets a number.
 */
export function pathNames(
  paths: readonly (readonly { value: StateValue; event?: AnyEventObject }[])[],
  describeEvent?: (event: AnyEventObject) => string,
): string[] {
  const plain = paths.map((steps) => steps.map((step) => stateName(step.value)).join(' → '));
  const named = paths.map((steps, index) => {
    const twins = paths.filter((_, other) => plain[other] === plain[index]);
    if (twins.length === 1) return plain[index] ?? '';
    const eventsAt = (at: number) => twins.flatMap((twin) => twin[at]?.event ?? []);
    const differs = (at: number) => new Set(eventsAt(at).map(defaultEventName)).size > 1;
    return steps
      .map(({ value, event }, at) =>
        event && differs(at)
          ? `${stateName(value)} [${describeEvent ? describeEvent(event) : distinguishingName(event, eventsAt(at))}]`
          : stateName(value),
      )
      .join(' → ');
  });
  return numbered(named);
}

/** Numbers the names that occur more than once (`name #1`, `name #2`), so every test has its own. */
function numbered(names: readonly string[]): string[] {
  return names.map((name, index) =>
    names.filter((other) => other === name).length === 1
      ? name
      : `${name} #${names.slice(0, index + 1).filter((other) => other === name).length}`,
  );
}

/** An error tag comes with an error code a screen can translate, and only an error state has one. */
function expectErrorCodeWithErrorTag(snapshot: AnyMachineSnapshot, where: string) {
  expect(snapshot.hasTag('error'), `${where}: error tag iff errorCode`).toBe(snapshot.context?.errorCode !== undefined);
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

/**
 * The paths to replay: walking the edges in the order of the walk (nearest first), an edge that takes a
 * transition or reaches a leaf state no earlier edge did (of this walk, or of the walks before it, `covered`)
 * adds the shortest path to its source and the edge. The initial state is always replayed. A path that is the
 * start of a longer one chosen is dropped: the longer one replays it on the way.
 */
export function coveringPaths<TMachine extends AnyStateMachine>(
  walk: {
    initial: SnapshotFrom<TMachine>;
    initialEventless: readonly string[];
    paths: readonly GraphPath<TMachine>[];
    edges: readonly GraphEdge<TMachine>[];
  },
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string,
  covered = new Set<string>(),
): GraphStep<TMachine>[][] {
  const pathTo = new Map(walk.paths.map((path) => [serializeState(path.state), path.steps]));
  for (const key of [...walk.initialEventless, ...leafNodesOf(walk.initial).map((id) => `in ${id}`)]) covered.add(key);
  const chosen: GraphStep<TMachine>[][] = [[{ state: walk.initial }]];
  for (const edge of walk.edges) {
    const keys = [...edgeTransitionKeys(edge), ...edge.eventless, ...leafNodesOf(edge.to).map((id) => `in ${id}`)];
    if (keys.every((key) => covered.has(key))) continue;
    for (const key of keys) covered.add(key);
    const before = pathTo.get(serializeState(edge.from)) ?? [];
    chosen.push([...before, edge.step]);
  }
  // Told apart by the events taken: a path to a source is the walk's, so two paths share the same event objects
  // as far as they go the same way.
  const ids = new Map<AnyEventObject, number>();
  const idOf = (event: AnyEventObject) => ids.get(event) ?? ids.set(event, ids.size).size - 1;
  const keyOf = (steps: readonly GraphStep<TMachine>[]) =>
    steps.map((step) => (step.event ? String(idOf(step.event)) : ''));
  const keyed = chosen.map((steps) => ({ steps, key: keyOf(steps) }));
  const isStartOf = (short: string[], long: string[]) =>
    short.length < long.length && short.every((part, index) => long[index] === part);
  return keyed
    .filter(({ key }) => !keyed.some((other) => isStartOf(key, other.key)))
    .filter(({ key }, index, all) => all.findIndex((other) => other.key.join('|') === key.join('|')) === index)
    .map(({ steps }) => steps);
}

export function describeFlowPaths<TMachine extends AnyStateMachine>(name: string, options: FlowPathOptions<TMachine>) {
  const { machine, inert, inputs, serializeState, describeEvent, check, checkTransition, pathTests, graphTests } =
    options;
  /** Every machine snapshot has a value, tags and a context; the machine's own snapshot type says so. */
  const withValue = (snapshot: SnapshotFrom<TMachine>): ReturnType<TMachine['transition']> => snapshot;
  // A transition or state one input's replays cover is not replayed again for the next input.
  const covered = new Set<string>();
  const walks = inputs.map(([inputName, input]) => {
    const walk = walkGraph(machine, input, options);
    // The names of the paths to every state, for a failure's message (thousands of them in a large graph).
    let names: string[] | undefined;
    const pathName = (state: SnapshotFrom<TMachine>) => {
      names ??= pathNames(
        walk.paths.map((path) => path.steps.map(({ state, event }) => ({ value: withValue(state).value, event }))),
        describeEvent,
      );
      return names[walk.paths.findIndex((path) => serializeState(path.state) === serializeState(state))];
    };
    const replays = coveringPaths(walk, serializeState, covered);
    const replayNames = pathNames(
      replays.map((steps) => steps.map(({ state, event }) => ({ value: withValue(state).value, event }))),
      describeEvent,
    );
    return { inputName, input, ...walk, pathName, replays, replayNames };
  });

  for (const { inputName, input, initial, paths, pathName, edges, replays, replayNames } of walks) {
    describe(`${name} paths for ${inputName}`, () => {
      const edgeName = ({ from, event, to }: GraphEdge<TMachine>) =>
        `${pathName(from)} —${describeEvent ? describeEvent(event) : defaultEventName(event)}→ ${stateName(withValue(to).value)}`;
      /** Runs a check; its failure is named by where it failed. */
      const named = (where: () => string, run: () => void) => {
        try {
          run();
        } catch (error) {
          if (error instanceof Error) error.message = `${where()}: ${error.message}`;
          throw error;
        }
      };

      // Tens of thousands of edges in a large graph: more than the default 5 s on a busy machine.
      it(`every state and edge keeps the rules (${paths.length} states, ${edges.length} edges)`, {
        timeout: 120_000,
      }, () => {
        named(
          () => 'initial state',
          () => {
            expectErrorCodeWithErrorTag(withValue(initial), 'initial state');
            check?.(initial, { inputName, input });
          },
        );
        for (const edge of edges) {
          named(
            () => edgeName(edge),
            () => {
              expectErrorCodeWithErrorTag(withValue(edge.to), 'reached');
              check?.(edge.to, { inputName, input, from: edge.from, event: edge.event });
              checkTransition?.({ ...edge, inputName });
            },
          );
        }
      });

      it.each(replays.map((steps, index) => [replayNames[index], steps] as const))('%s', async (_name, steps) => {
        const actor = new Actor(inert, { input, clock: new SimulatedClock() }).start();
        for (const [index, step] of steps.entries()) {
          if (step.event) actor.send(step.event);
          const where = step.event ? `after step ${index} (${defaultEventName(step.event)})` : 'initial state';
          expect(withValue(actor.getSnapshot()).value, where).toEqual(withValue(step.state).value);
          expect(serializeState(actor.getSnapshot()), where).toBe(serializeState(step.state));
          // The children are inert and the clock is simulated: nothing but the path's events moves the machine.
          await settled();
          expect(serializeState(actor.getSnapshot()), `${where}, left alone`).toBe(serializeState(step.state));
        }
        actor.stop();
      });

      pathTests?.(paths, input, inputName);
    });
  }

  describe(`${name} graph`, () => {
    const edges = walks.flatMap(({ inputName, edges: walked }) => walked.map((edge) => ({ ...edge, inputName })));
    const coverage = coverageOf(
      machine,
      edges.map(({ from, event, to }) => ({ from: withValue(from), event, to: withValue(to) })),
      walks.flatMap(({ paths }) => paths.map((path) => withValue(path.state))),
      walks.flatMap(({ eventless }) => eventless),
    );
    const states = leafStateIds(machine).length;
    const transitions = transitionKeys(machine).length;
    // The figures go to the path coverage table printed at the end of the run (tests/graph/coverageReporter.ts).
    it(`reaches every state (${states})`, ({ task }) => {
      task.meta.pathCoverage = { machine: name, kind: 'states', total: states, missing: coverage.unreachedStates };
      expect(coverage.unreachedStates).toEqual([]);
    });
    it(`takes every transition (${transitions})`, ({ task }) => {
      task.meta.pathCoverage = {
        machine: name,
        kind: 'transitions',
        total: transitions,
        missing: coverage.untakenTransitions,
      };
      expect(coverage.untakenTransitions).toEqual([]);
    });

    graphTests?.(edges);
  });
}
