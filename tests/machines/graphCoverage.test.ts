import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { graphCoverage, traversalEvents } from '../graph/traversalEvents';

describe('graphCoverage', () => {
  const machine = createMachine({
    id: 'toy',
    initial: 'a',
    states: {
      a: { on: { go: 'b', never: 'c' } },
      b: { on: { back: 'a' } },
      c: {},
    },
  });

  it('reports a state no event reaches and a transition never taken', () => {
    const coverage = graphCoverage(machine, [undefined], {
      events: traversalEvents({ never: [] }),
      serializeState: (s: { value: unknown }) => JSON.stringify(s.value),
    });
    expect(coverage.unreachedStates).toEqual(['toy.c']);
    expect(coverage.untakenTransitions).toEqual(['toy.a → never']);
  });

  it('reports nothing when the walk covers the graph', () => {
    const coverage = graphCoverage(machine, [undefined], {
      events: traversalEvents({}),
      serializeState: (s: { value: unknown }) => JSON.stringify(s.value),
    });
    expect(coverage).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });
});
