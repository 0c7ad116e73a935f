/**
 * The driver's position on the map (SPEC.md section 9): read on entry, then every 5 s while the map is open.
 *
 * Lifecycle: starts in `starting`; a browser without geolocation ends at once in final `unavailable` (the map
 * then says it cannot see the driver). Otherwise it reads, waits 5 s, reads again, until the map stops it (its
 * timer is cleared, a reading under way is dropped).
 *
 * Invariants: `reading` is the last answer, or the page's early one (`input.early`) until the first answer; a
 * reading that says the same as the last keeps the last object, so the map redraws only when the driver has
 * moved, not at every poll; a failed reading is an answer too (`{ failed: true }`), never an error of the chart.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import { type PositionReading, positionPollMs, sameReading } from './reading';

export interface UserPositionInput {
  /** The browser has geolocation at all. */
  canLocate: boolean;
  /** The reading the page took as it opened, when it is still the driver's. */
  early?: PositionReading;
}

export interface UserPositionContext {
  canLocate: boolean;
  reading?: PositionReading;
}

const notProvided = notProvidedIn('userPosition');

export const userPositionMachine = setup({
  types: {
    input: {} as UserPositionInput,
    context: {} as UserPositionContext,
    children: {} as { readPosition: 'readPosition' },
  },
  actors: {
    /** One reading of the browser's position; a refusal or a timeout answers `{ failed: true }`. */
    readPosition: fromPromise<PositionReading>(notProvided('readPosition')),
  },
  guards: {
    'the browser has no geolocation': ({ context }) => !context.canLocate,
  },
  actions: {
    /** Keeps the last reading when the new one says the same. */
    keep: assign({
      reading: ({ context }, params: { reading: PositionReading }) =>
        sameReading(context.reading, params.reading) ? context.reading : params.reading,
    }),
  },
  delays: {
    /** Between the answer of one reading and the next (SPEC.md section 9: position poll 5 s). */
    positionPoll: positionPollMs,
  },
}).createMachine({
  id: 'userPosition',
  description:
    'The map follows the driver: it reads their position as it opens and again every 5 seconds, and says so when ' +
    'the phone cannot or will not tell where they are.',
  context: ({ input }) => ({ canLocate: input.canLocate, reading: input.early }),
  initial: 'starting',
  states: {
    starting: {
      description: 'The map opens, around the reading the page took as it opened if it has one.',
      always: [
        {
          guard: 'the browser has no geolocation',
          target: 'unavailable',
          actions: { type: 'keep', params: { reading: { failed: true } } },
          description: 'The browser cannot locate at all: the map says it cannot see the driver.',
        },
        { target: 'reading', description: 'The map asks the phone where the driver is.' },
      ],
    },
    reading: {
      description: 'The phone is asked for the driver’s position (a reading at most 5 seconds old, given up after 10).',
      invoke: {
        id: 'readPosition',
        src: 'readPosition',
        onDone: {
          target: 'waiting',
          actions: { type: 'keep', params: ({ event }) => ({ reading: event.output }) },
          description: 'The phone answered, with a place or a refusal: the map shows it.',
        },
        onError: {
          target: 'waiting',
          actions: { type: 'keep', params: { reading: { failed: true } } },
          description: 'The reading broke: the map says it cannot see the driver, and asks again later.',
        },
      },
    },
    waiting: {
      description: 'Between two readings, while the map is open.',
      after: { positionPoll: { target: 'reading', description: 'Five seconds later the phone is asked again.' } },
    },
    unavailable: {
      type: 'final',
      description: 'This browser has no geolocation: the map stays around its default place and says so.',
    },
  },
});
