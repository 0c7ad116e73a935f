/**
 * The generated path tests every machine gets.
 *
 * The graph of the machine is walked from each named input (breadth first, every event of `events` tried in
 * every state, states told apart by `serializeState`). The shortest path to every state is replayed on `inert`,
 * a copy of the machine whose children never settle, on a SimulatedClock, so the path's events decide every
 * outcome. After every step the actor must be in the state the walk predicts, an error tag must come with an
 * error code (and only then) and `check` must hold; at the end, left alone, nothing may move. Each test is
 * named by the states the path passes through (`reviewing → creatingOrder → authorizing`); where two paths pass
 * through the same states, the steps at which their events differ also name the event. Then the whole graph
 * must reach every state and take every transition (each event a node handles, each branch of an eventless
 * transition; the figures also go to the run's path coverage table), and `checkTransition` must hold on every
 * edge of it (each edge named by the path to its source, its event and its target).
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
  type GraphEdge,
  type GraphPath,
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

/** The payload of an event as leaf paths and values: `output.order.state` → `COMPLETED`, an error → its message. */
function payloadLeaves({ type: _, ...payload }: AnyEventObject): Map<string, string> {
  const leaves = new Map<string, string>();
  // A payload may hold a child's snapshot, which refers back to its machine: each object is read once.
  const seen = new WeakSet<object>();
  const walk = (value: unknown, path: string) => {
    if (value instanceof Error) leaves.set(path, value.message);
    else if (value !== null && typeof value === 'object') {
      if (seen.has(value)) return;
      seen.add(value);
      for (const [key, child] of Object.entries(value)) walk(child, path ? `${path}.${key}` : key);
    } else leaves.set(path, String(value));
  };
  walk(payload, '');
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

export function describeFlowPaths<TMachine extends AnyStateMachine>(name: string, options: FlowPathOptions<TMachine>) {
  const { machine, inert, inputs, serializeState, describeEvent, check, checkTransition, pathTests, graphTests } =
    options;
  /** Every machine snapshot has a value, tags and a context; the machine's own snapshot type says so. */
  const withValue = (snapshot: SnapshotFrom<TMachine>): ReturnType<TMachine['transition']> => snapshot;
  const walks = inputs.map(([inputName, input]) => {
    const walk = walkGraph(machine, input, options);
    const steps = walk.paths.map((path) =>
      path.steps.map(({ state, event }) => ({ value: withValue(state).value, event })),
    );
    return { inputName, input, ...walk, names: pathNames(steps, describeEvent) };
  });

  for (const { inputName, input, paths, names } of walks) {
    describe(`${name} paths for ${inputName}`, () => {
      it.each(paths.map((path, index) => [names[index], path] as const))('%s', async (_name, path) => {
        const actor = new Actor(inert, { input, clock: new SimulatedClock() }).start();
        let from: SnapshotFrom<TMachine> | undefined;
        for (const [index, step] of path.steps.entries()) {
          if (step.event) actor.send(step.event);
          const where = step.event ? `after step ${index} (${defaultEventName(step.event)})` : 'initial state';
          const snapshot = actor.getSnapshot();
          expect(withValue(snapshot).value, where).toEqual(withValue(step.state).value);
          expect(serializeState(snapshot), where).toBe(serializeState(step.state));
          expectErrorCodeWithErrorTag(withValue(snapshot), where);
          check?.(snapshot, { inputName, input, from, event: step.event });
          from = snapshot;
        }
        // The children are inert and the clock is simulated: nothing but the path's events moves the machine.
        await settled();
        expect(serializeState(actor.getSnapshot()), 'after the path, left alone').toBe(serializeState(path.state));
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

    if (checkTransition) {
      // An edge is named by the path to the state it leaves, its event and the state it reaches.
      const edgeNames = numbered(
        walks.flatMap(({ inputName, paths, names, edges: walked }) => {
          const pathTo = new Map(paths.map((path, index) => [serializeState(path.state), names[index]]));
          const prefix = walks.length > 1 ? `${inputName}: ` : '';
          return walked.map(({ from, event, to }) => {
            const tried = walked.filter((edge) => edge.from === from).map((edge) => edge.event);
            const label = describeEvent ? describeEvent(event) : distinguishingName(event, tried);
            return `${prefix}${pathTo.get(serializeState(from))} —${label}→ ${stateName(withValue(to).value)}`;
          });
        }),
      );
      it.each(edges.map((edge, index) => [edgeNames[index], edge] as const))('%s', (_edgeName, edge) =>
        checkTransition(edge),
      );
    }

    graphTests?.(edges);
  });
}
