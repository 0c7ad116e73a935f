/**
 * Events for xstate/graph traversal. A custom `events` list replaces XState's default traversal, so this
 * re-enumerates the events each state declares and attaches fixtures; an invoke with no done/error fixture
 * fails loudly instead of being skipped.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateNode } from 'xstate';
import { getAdjacencyMap, getStateNodes } from 'xstate/graph';

export type EventFixtures = Record<string, Record<string, unknown>[]>;

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

/**
 * Walks a machine's graph from each input and reports the leaf states never reached and the declared
 * transitions never taken (empty lists mean full coverage).
 */
export function graphCoverage(
  machine: AnyStateMachine,
  inputs: readonly unknown[],
  options: { events: unknown; serializeState: unknown },
) {
  const reached = new Set<string>();
  const taken = new Set<string>();
  for (const input of inputs) {
    const adjacency = getAdjacencyMap(machine, { ...options, input } as never);
    for (const { state, transitions } of Object.values(adjacency) as {
      state: AnyMachineSnapshot;
      transitions: Record<string, { event: AnyEventObject }>;
    }[]) {
      for (const node of state._nodes) reached.add(node.id);
      for (const { event } of Object.values(transitions)) {
        for (const node of state._nodes) if (node.transitions.has(event.type)) taken.add(`${node.id} → ${event.type}`);
      }
    }
  }
  return {
    unreachedStates: leafStateIds(machine).filter((id) => !reached.has(id)),
    untakenTransitions: transitionKeys(machine).filter((key) => !taken.has(key)),
  };
}
