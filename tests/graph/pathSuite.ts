/**
 * The generated path tests every flow machine gets: for each input, every shortest path to every state is
 * replayed on a copy of the machine whose children never finish (so the path's events decide every outcome),
 * and the resulting state is checked; then the whole graph must reach every state and take every transition.
 */
import { describe, expect, it } from 'vitest';
import { type AnyMachineSnapshot, type AnyStateMachine, createActor, SimulatedClock, type SnapshotFrom } from 'xstate';
import { getShortestPaths } from 'xstate/graph';
import { graphCoverage, leafStateIds, transitionKeys } from './traversalEvents';

interface SuiteOptions<TMachine extends AnyStateMachine> {
  machine: TMachine;
  /** The machine with inert children. */
  inert: AnyStateMachine;
  inputs: [string, unknown][];
  events: unknown;
  serializeState: (snapshot: SnapshotFrom<TMachine>) => string;
  /** What must hold in every state a path reaches (its screen, its URL). */
  check: (snapshot: SnapshotFrom<TMachine>) => void;
}

export function describeFlowPaths<TMachine extends AnyStateMachine>(name: string, options: SuiteOptions<TMachine>) {
  const { machine, inert, inputs, events, serializeState, check } = options;
  describe.each(inputs)(`${name} paths for %s`, (_, input) => {
    const paths = getShortestPaths(machine, { input, events, serializeState } as never);
    it.each(
      paths.map(
        (p) =>
          [
            p.steps
              .slice(1)
              .map((step) => step.event.type.replace('xstate.', ''))
              .join(' → ') || 'initial',
            p,
          ] as const,
      ),
    )('%s', (_name, path) => {
      const actor = createActor(inert, { input, clock: new SimulatedClock() } as never).start();
      for (const { event } of path.steps.slice(1)) actor.send(event);
      const snapshot = actor.getSnapshot() as AnyMachineSnapshot;
      expect(snapshot.value).toEqual(path.state.value);
      expect(snapshot.hasTag('error')).toBe(snapshot.context.errorCode !== undefined);
      check(snapshot as SnapshotFrom<TMachine>);
      actor.stop();
    });
  });

  describe(`${name} graph`, () => {
    const coverage = graphCoverage(
      machine,
      inputs.map(([, input]) => input),
      { events, serializeState },
    );
    it(`reaches every state (${leafStateIds(machine).length})`, () => expect(coverage.unreachedStates).toEqual([]));
    it(`takes every transition (${transitionKeys(machine).length})`, () =>
      expect(coverage.untakenTransitions).toEqual([]));
  });
}
