/**
 * Events for xstate/graph traversal. A custom `events` list replaces XState's default traversal, so this
 * re-enumerates the events each state declares and attaches fixtures; an invoke with no done/error fixture
 * fails loudly instead of being skipped.
 */
import type { AnyEventObject, AnyMachineSnapshot, AnyStateMachine, StateNode } from 'xstate';
import { getStateNodes } from 'xstate/graph';

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
