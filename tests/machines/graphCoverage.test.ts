import { describe, expect, it } from 'vitest';
import { assign, createMachine } from 'xstate';
import { pathNames, stateName } from '../graph/pathSuite';
import { graphCoverage, transitionKeys, traversalEvents, walkGraph } from '../graph/traversalEvents';

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
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(coverage.unreachedStates).toEqual(['toy.c']);
    expect(coverage.untakenTransitions).toEqual(['toy.a → never']);
  });

  it('reports nothing when the walk covers the graph', () => {
    const coverage = graphCoverage(machine, [undefined], {
      events: traversalEvents({}),
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(coverage).toEqual({ unreachedStates: [], untakenTransitions: [] });
  });

  describe('eventless transitions', () => {
    // `routing` picks a branch by the count; the initial state routes too. The root handles `reset`.
    const router = createMachine({
      id: 'router',
      types: {} as { context: { count: number }; events: { type: 'add' } | { type: 'reset' } },
      context: { count: 0 },
      initial: 'start',
      on: { reset: { target: '.start', actions: assign({ count: 0 }) } },
      states: {
        start: { always: [{ guard: ({ context }) => context.count > 5, target: 'big' }, { target: 'idle' }] },
        idle: { on: { add: { target: 'routing', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
        routing: {
          always: [
            { guard: ({ context }) => context.count > 1, target: 'big' },
            { guard: ({ context }) => context.count > 0, target: 'small' },
            { target: 'idle' },
          ],
        },
        small: { on: { add: { target: 'routing', actions: assign({ count: ({ context }) => context.count + 1 }) } } },
        big: {},
      },
    });
    const setup = {
      events: traversalEvents<{ type: 'add' } | { type: 'reset' }>({}),
      serializeState: (s: { value: unknown; context: { count: number } }) => JSON.stringify([s.value, s.context]),
    };

    it('count each branch of an `always` and the root’s own transitions', () => {
      expect(transitionKeys(router)).toEqual([
        'router → reset',
        'router.start → always #0',
        'router.start → always #1',
        'router.idle → add',
        'router.routing → always #0',
        'router.routing → always #1',
        'router.routing → always #2',
        'router.small → add',
      ]);
    });

    it('are told taken by the branch the machine took, the initial state’s included', () => {
      const walk = walkGraph(router, undefined, setup);
      expect(walk.eventless.sort()).toEqual([
        'router.routing → always #0',
        'router.routing → always #1',
        'router.start → always #1',
      ]);
      // Neither the count above 5 at the start nor the fall-through to `idle` after an `add` ever happens.
      expect(graphCoverage(router, [undefined], setup)).toEqual({
        unreachedStates: [],
        untakenTransitions: ['router.start → always #0', 'router.routing → always #2'],
      });
    });
  });

  it('walks breadth first: one shortest path to every state, and every event tried in every state', () => {
    const { paths, edges } = walkGraph(machine, undefined, {
      events: traversalEvents({}),
      serializeState: (s) => JSON.stringify(s.value),
    });
    expect(paths.map((path) => path.steps.map((step) => [step.event?.type, step.state.value]))).toEqual([
      [[undefined, 'a']],
      [
        [undefined, 'a'],
        ['go', 'b'],
      ],
      [
        [undefined, 'a'],
        ['never', 'c'],
      ],
    ]);
    expect(edges.map(({ from, event, to }) => `${from.value} ${event.type} ${to.value}`)).toEqual([
      'a go b',
      'a never c',
      'b back a',
    ]);
  });
});

describe('path names', () => {
  it('write a state value in one line', () => {
    expect(stateName('idle')).toBe('idle');
    expect(stateName({ polling: 'fetching' })).toBe('polling.fetching');
    expect(stateName({ outside: { poll: 'waiting', bypass: 'released' } })).toBe(
      'outside.(poll.waiting, bypass.released)',
    );
  });

  it('name a path by its states, and the events only where paths through the same states differ', () => {
    const step = (value: string, event?: Record<string, unknown> & { type: string }) => ({ value, event });
    const done = (state: string) => ({ type: 'xstate.done.actor.fetchOrder', output: { _id: 'o-1', state } });
    const names = pathNames([
      [step('fetching')],
      [step('fetching'), step('waiting', { type: 'xstate.error.actor.fetchOrder', error: new Error('offline') })],
      [step('fetching'), step('reached', done('COMPLETED'))],
      [step('fetching'), step('reached', done('PROBLEM'))],
      [step('fetching'), step('failed', done('REJECTED'))],
      [step('fetching'), step('failed', { type: 'xstate.error.actor.fetchOrder', error: new Error('offline') })],
    ]);
    expect(names).toEqual([
      'fetching',
      'fetching → waiting',
      'fetching → reached [done.actor.fetchOrder(COMPLETED)]',
      'fetching → reached [done.actor.fetchOrder(PROBLEM)]',
      'fetching → failed [done.actor.fetchOrder]',
      'fetching → failed [error.actor.fetchOrder]',
    ]);
  });

  it('number the names that are still shared', () => {
    const twin = [{ value: 'a' }, { value: 'b', event: { type: 'go' } }];
    expect(pathNames([twin, twin], () => 'same')).toEqual(['a → b #1', 'a → b #2']);
  });
});
