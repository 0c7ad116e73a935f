/**
 * Station poll: re-fetches the station every `pollInterval` (5 s, SPEC.md sections 4 and 9) while a pump is
 * being selected, so a station that goes offline sends the driver to the error page.
 *
 * Lifecycle: the first load belongs to the flow (with its retries), so this machine starts by waiting, then
 * fetches, stores the station and waits again. It ends in final `offline` (output `{ status: 'offline' }`) when
 * the station reports OFFLINE and no order exists; with an order id an offline station is only stored, because
 * paying for or receiving an order already under way must go on. Leaving is the parent stopping this actor:
 * the invoked `fetchStation` is stopped (its `signal` aborted) and the timer cleared.
 *
 * Invariants: a failed fetch is a missed tick, never final; `station` is the last station fetched successfully.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import type { StationLike } from '../shared/ports';

export interface StationPollInput {
  stationId: string;
  /** An order is under way: an offline station must not interrupt it. */
  hasOrderId: boolean;
}

export interface StationPollContext extends StationPollInput {
  station?: StationLike;
}

export interface StationPollOutput {
  status: 'offline';
}

export const stationPollIntervalMs = 5_000;

const notProvided = notProvidedIn('stationPoll');

export const stationPollMachine = setup({
  types: {
    input: {} as StationPollInput,
    context: {} as StationPollContext,
    // No events: the machine only reacts to its timer and its fetch (`never` breaks the actor-logic types).
    children: {} as { fetchStation: 'fetchStation' },
    output: {} as StationPollOutput,
    /** `busy`: a background request is in flight (screens need not show it). */
    tags: {} as 'busy',
  },
  actors: {
    /** GET the station; must honour `signal` (aborted when the actor stops). */
    fetchStation: fromPromise<StationLike, { stationId: string }>(notProvided('fetchStation')),
  },
  guards: {
    'the station is offline and no order is under way': ({ context }, params: { station: StationLike }) =>
      params.station.status === 'OFFLINE' && !context.hasOrderId,
  },
  delays: {
    /** Between the end of one fetch and the start of the next (SPEC.md section 9: station poll 5 s). */
    pollInterval: stationPollIntervalMs,
  },
}).createMachine({
  id: 'stationPoll',
  description:
    'While the driver chooses a pump, the app looks at the station again every 5 seconds, so a station that goes ' +
    'offline sends the driver to the error page instead of letting them start an order there.',
  context: ({ input }) => ({ ...input }),
  initial: 'waiting',
  output: () => ({ status: 'offline' }),
  states: {
    waiting: {
      description: 'Between two looks at the station, while the driver chooses a pump.',
      after: { pollInterval: { target: 'fetching', description: 'Five seconds later the station is fetched again.' } },
    },
    fetching: {
      description: 'The app fetches the station in the background; the driver notices nothing.',
      tags: 'busy',
      invoke: {
        id: 'fetchStation',
        src: 'fetchStation',
        input: ({ context }) => ({ stationId: context.stationId }),
        onDone: [
          {
            guard: {
              type: 'the station is offline and no order is under way',
              params: ({ event }) => ({ station: event.output }),
            },
            target: 'offline',
            actions: assign({ station: ({ event }) => event.output }),
            description: 'The station reports it is offline and the driver has no order under way: the polling ends.',
          },
          {
            target: 'waiting',
            actions: assign({ station: ({ event }) => event.output }),
            description:
              'The station is online, or an order is already under way (paying for it must go on): the driver ' +
              'stays on the pump screen.',
          },
        ],
        // A missed tick: the next poll may well succeed.
        onError: {
          target: 'waiting',
          description: 'The fetch failed: a missed look, the next one may well succeed.',
        },
      },
    },
    offline: {
      type: 'final',
      description: 'The station went offline: the driver is sent to the error page for an offline station.',
    },
  },
});
