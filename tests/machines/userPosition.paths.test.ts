import { describe, expect, it } from 'vitest';
import { createActor, type EventFromLogic, fromPromise, type SnapshotFrom } from 'xstate';
import {
  type PositionReading,
  selectReading,
  type UserPositionInput,
  userPositionMachine,
} from '../../machines/userPosition';
import { describeFlowPaths } from '../graph/pathSuite';
import { traversalEvents } from '../graph/traversalEvents';

type Snap = SnapshotFrom<typeof userPositionMachine>;
type Event = EventFromLogic<typeof userPositionMachine>;

const berlin: PositionReading = { coords: { latitude: 52.52, longitude: 13.405 } };

const events = traversalEvents<Event>({
  'xstate.done.actor.readPosition': [{ output: berlin }, { output: { failed: true } }],
  'xstate.error.actor.readPosition': [{ error: new Error('The reading broke') }],
});

const serializeState = (s: Snap) => JSON.stringify([s.value, selectReading(s) ?? null]);

const inputs: [string, UserPositionInput][] = [
  ['a browser that can locate', { canLocate: true }],
  ['a page that read the position as it opened', { canLocate: true, early: berlin }],
  ['a browser without geolocation', { canLocate: false }],
];

const inert = userPositionMachine.provide({
  actors: { readPosition: fromPromise(() => new Promise<PositionReading>(() => {})) },
});

describeFlowPaths('userPosition', {
  machine: userPositionMachine,
  inert,
  inputs,
  events,
  serializeState,
  check: (snapshot, { input }) => {
    // Without geolocation the chart ends at once, saying so; with it, it never ends while the map is open.
    expect(snapshot.status === 'done').toBe(!input.canLocate);
    if (!input.canLocate) expect(selectReading(snapshot)).toEqual({ failed: true });
  },
  // A reading that says the same keeps the object the map already drew; a broken one counts as a refusal.
  checkTransition: ({ from, event, to }) => {
    if (event.type === 'xstate.done.actor.readPosition') {
      expect(selectReading(to)).toEqual(event.output);
      if (JSON.stringify(selectReading(from)) === JSON.stringify(event.output))
        expect(selectReading(to)).toBe(selectReading(from));
    }
    if (event.type === 'xstate.error.actor.readPosition') expect(selectReading(to)).toEqual({ failed: true });
  },
  pathTests: (paths, input) => {
    it('reads at once when it can, else ends saying there is no position', () => {
      const values = new Set(paths.map((p) => JSON.stringify(p.state.value)));
      expect(values.has('"reading"')).toBe(input.canLocate);
      expect(values.has('"unavailable"')).toBe(!input.canLocate);
    });
  },
});

describe('userPosition start', () => {
  it('starts from the early reading, and asks the phone again at once', () => {
    const actor = createActor(inert, { input: { canLocate: true, early: berlin } }).start();
    expect(actor.getSnapshot().value).toBe('reading');
    expect(selectReading(actor.getSnapshot())).toBe(berlin);
    actor.stop();
  });
});
