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

const notProvided = (name: string) => () => {
  throw new Error(`stationPoll: actor "${name}" not provided`);
};

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
    isOfflineWithoutOrder: ({ context }, params: { station: StationLike }) =>
      params.station.status === 'OFFLINE' && !context.hasOrderId,
  },
  delays: {
    /** Between the end of one fetch and the start of the next (SPEC.md section 9: station poll 5 s). */
    pollInterval: stationPollIntervalMs,
  },
}).createMachine({
  id: 'stationPoll',
  context: ({ input }) => ({ ...input }),
  initial: 'waiting',
  output: () => ({ status: 'offline' }),
  states: {
    waiting: { after: { pollInterval: 'fetching' } },
    fetching: {
      tags: 'busy',
      invoke: {
        id: 'fetchStation',
        src: 'fetchStation',
        input: ({ context }) => ({ stationId: context.stationId }),
        onDone: [
          {
            guard: { type: 'isOfflineWithoutOrder', params: ({ event }) => ({ station: event.output }) },
            target: 'offline',
            actions: assign({ station: ({ event }) => event.output }),
          },
          { target: 'waiting', actions: assign({ station: ({ event }) => event.output }) },
        ],
        // A missed tick: the next poll may well succeed.
        onError: 'waiting',
      },
    },
    offline: { type: 'final' },
  },
});
