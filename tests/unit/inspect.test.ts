import { describe, expect, it } from 'vitest';
import { createActor, createMachine, type InspectionEvent } from 'xstate';
import { liveReport, stateIds } from '../../src/app/inspect';

describe('the live view', () => {
  it('names the state nodes of a state value, parents first', () => {
    expect(stateIds('m', 'idle')).toEqual(['m.idle']);
    expect(stateIds('m', { ordering: 'checkout' })).toEqual(['m.ordering', 'm.ordering.checkout']);
    expect(stateIds('m', { outside: { poll: 'waiting', bypass: 'released' } })).toEqual([
      'm.outside',
      'm.outside.poll',
      'm.outside.poll.waiting',
      'm.outside.bypass',
      'm.outside.bypass.released',
    ]);
  });

  it("reports each machine actor's state as it changes, and when it ends", () => {
    const machine = createMachine({
      id: 'toy',
      initial: 'a',
      states: {
        a: { on: { go: 'b' } },
        b: { initial: 'inner', states: { inner: { on: { end: 'done' } }, done: { type: 'final' } }, onDone: 'c' },
        c: { type: 'final' },
      },
    });
    const reports: ReturnType<typeof liveReport>[] = [];
    const actor = createActor(machine, {
      inspect: (event: InspectionEvent) => {
        const report = liveReport(event, 0);
        if (report) reports.push(report);
      },
    }).start();
    actor.send({ type: 'go' });
    actor.send({ type: 'end' });
    expect(reports.map((report) => [report?.machineId, report?.states.at(-1), report?.status])).toEqual([
      ['toy', 'toy.a', 'active'],
      ['toy', 'toy.b.inner', 'active'],
      ['toy', 'toy.c', 'done'],
    ]);
    expect(new Set(reports.map((report) => report?.sessionId)).size).toBe(1);
  });
});
