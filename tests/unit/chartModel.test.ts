import { describe, expect, it } from 'vitest';
import { assign, fromPromise, not, setup } from 'xstate';
import { chartOf, chartStates, delayLabel, guardName } from '../../src/charts/model';

/** A small machine with every kind of transition the walker reads. */
const machine = setup({
  types: { context: {} as { tries: number }, events: {} as { type: 'go' } | { type: 'stop' } },
  actors: { fetchOrder: fromPromise(async () => 'order') },
  guards: { 'the driver may try again': ({ context }) => context.tries < 3, 'the driver is a guest': () => false },
  actions: { 'say hello': () => {}, 'say goodbye': () => {} },
  delays: { pollInterval: 2500, computed: () => 10 },
}).createMachine({
  id: 'toy',
  description: 'A toy flow.',
  context: { tries: 0 },
  initial: 'deciding',
  states: {
    deciding: {
      description: 'Chooses where to start.',
      always: [
        { guard: 'the driver may try again', target: 'fetching', description: 'There are tries left.' },
        { target: 'done' },
      ],
    },
    fetching: {
      tags: ['busy'],
      entry: 'say hello',
      exit: ['say goodbye', assign({ tries: ({ context }) => context.tries + 1 })],
      invoke: {
        src: 'fetchOrder',
        onDone: { target: 'waiting', description: 'The order came back.' },
        onError: 'deciding',
      },
      on: { stop: { guard: not('the driver is a guest'), target: 'done' } },
    },
    waiting: {
      initial: 'first',
      states: {
        first: { after: { 400: 'second' } },
        second: { after: { pollInterval: 'third', computed: 'third' } },
        third: { type: 'final' },
      },
      onDone: 'done',
      on: { go: { target: 'waiting', reenter: true } },
    },
    done: { type: 'final' },
  },
});

describe('chartOf', () => {
  const chart = chartOf(machine);
  const from = (source: string) => chart.transitions.filter((transition) => transition.source === source);

  it('reads the states, nested, with their descriptions, tags, actions and invokes', () => {
    expect(chart.description).toBe('A toy flow.');
    expect(chartStates(chart).map((state) => `${state.id}:${state.type}`)).toEqual([
      'toy:compound',
      'toy.deciding:atomic',
      'toy.fetching:atomic',
      'toy.waiting:compound',
      'toy.waiting.first:atomic',
      'toy.waiting.second:atomic',
      'toy.waiting.third:final',
      'toy.done:final',
    ]);
    const [, deciding, fetching, waiting] = chartStates(chart);
    expect(chart.root.initial).toBe('toy.deciding');
    expect(waiting?.initial).toBe('toy.waiting.first');
    expect(deciding?.description).toBe('Chooses where to start.');
    expect(fetching).toMatchObject({
      tags: ['busy'],
      entry: ['say hello'],
      exit: ['say goodbye', 'assign'],
      invokes: [{ src: 'fetchOrder' }],
    });
  });

  it('keeps the eventless transitions, in order, with their guards and descriptions', () => {
    expect(from('toy.deciding')).toMatchObject([
      {
        kind: 'always',
        trigger: 'always',
        guard: 'the driver may try again',
        targets: ['toy.fetching'],
        description: 'There are tries left.',
      },
      { kind: 'always', trigger: 'always', targets: ['toy.done'] },
    ]);
    expect(from('toy.deciding')[1]).not.toHaveProperty('guard');
  });

  it("names an invoked actor's done and error by its source, and a combined guard by its parts", () => {
    expect(
      from('toy.fetching').map(({ kind, trigger, targets, guard }) => ({ kind, trigger, targets, guard })),
    ).toEqual(
      expect.arrayContaining([
        { kind: 'done', trigger: 'done: fetchOrder', targets: ['toy.waiting'], guard: undefined },
        { kind: 'error', trigger: 'error: fetchOrder', targets: ['toy.deciding'], guard: undefined },
        { kind: 'event', trigger: 'stop', targets: ['toy.done'], guard: 'not the driver is a guest' },
      ]),
    );
    expect(from('toy.fetching').find((transition) => transition.kind === 'done')?.description).toBe(
      'The order came back.',
    );
  });

  it('labels delays by their length or name, and a compound state ending', () => {
    expect(from('toy.waiting.first')).toMatchObject([{ kind: 'after', trigger: 'after 400 ms' }]);
    expect(from('toy.waiting.second').map((transition) => transition.trigger)).toEqual([
      'after pollInterval (2.5 s)',
      'after computed',
    ]);
    expect(from('toy.waiting')).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ kind: 'stateDone', trigger: 'done: waiting', targets: ['toy.done'] }),
        expect.objectContaining({ kind: 'event', trigger: 'go', reenter: true }),
      ]),
    );
  });

  it('gives every transition its own id', () => {
    const ids = chart.transitions.map((transition) => transition.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids.length).toBe(10);
  });
});

describe('names', () => {
  it('says when a guard has no name', () => {
    expect(guardName(() => true)).toBe('an unnamed guard');
    expect(guardName({ type: 'the order is paid', params: {} })).toBe('the order is paid');
    expect(guardName(not(() => true))).toBe('not an unnamed guard');
  });

  it('writes delays as a driver would say them', () => {
    expect(delayLabel(2500, {})).toBe('after 2.5 s');
    expect(delayLabel(120_000, {})).toBe('after 2 min');
    expect(delayLabel(undefined, {})).toBe('after a computed delay');
  });
});

describe('guards with fixed parameters', () => {
  it('name the case they check', () => {
    expect(guardName({ type: 'the mandate has the given status', params: { status: 'active' } })).toBe(
      'the mandate has the given status (status: active)',
    );
    expect(guardName({ type: 'the order reached one of the given states', params: () => ({}) })).toBe(
      'the order reached one of the given states',
    );
  });
});
