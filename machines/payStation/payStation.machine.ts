/**
 * The station of the pay area: loaded once on entry with up to 3 attempts 2 s apart (SPEC.md section 7), then
 * checked for what the pay area needs. An offline station ends in `offline` unless an order is already under
 * way (then paying or receiving the receipt must go on); a station with no products or machines ends in
 * `noPumps`; an unknown station in `notFound`. Every outcome but `ready` is a final error the route turns into
 * the error page of SPEC.md section 8.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { StationLike } from '../shared/ports';

export interface PayStationInput {
  stationId: string;
  /** An order id in the URL: an offline station must not interrupt it. */
  hasOrderId: boolean;
}

export interface PayStation extends StationLike {
  type?: string;
  products: unknown[];
  vendingMachines?: unknown[];
}

export type PayStationErrorCode = 'notFound' | 'offline' | 'noPumps' | 'loadFailed';

export const stationLoadAttempts = 3;

const notProvided = (name: string) => () => {
  throw new Error(`payStation: actor "${name}" not provided`);
};

/** Whether a failed load is worth another attempt: a missing station will not appear by waiting. */
const isRetryable = (error: unknown) => (error as { status?: number })?.status !== 404;

export const payStationMachine = setup({
  types: {
    input: {} as PayStationInput,
    context: {} as PayStationInput & { attempts: number; station?: PayStation; errorCode?: PayStationErrorCode },
    events: {} as { type: 'station.reloaded' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    fetchStation: fromPromise<PayStation, { stationId: string }>(notProvided('fetchStation')),
  },
  guards: {
    canRetry: ({ context }, params: { error: unknown }) =>
      context.attempts < stationLoadAttempts && isRetryable(params.error),
    isNotFound: (_, params: { error: unknown }) => !isRetryable(params.error),
    isOffline: ({ context }, params: { station: PayStation }) =>
      params.station.status === 'OFFLINE' && !context.hasOrderId,
    hasNothingToSell: (_, params: { station: PayStation }) =>
      params.station.products.length === 0 && !params.station.vendingMachines?.length,
  },
  delays: { retryDelay: 2_000 },
}).createMachine({
  id: 'payStation',
  context: ({ input }) => ({ ...input, attempts: 0 }),
  initial: 'loading',
  states: {
    loading: {
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorCode: undefined }),
      invoke: {
        id: 'fetchStation',
        src: 'fetchStation',
        input: ({ context }) => ({ stationId: context.stationId }),
        onDone: [
          {
            guard: { type: 'isOffline', params: ({ event }) => ({ station: event.output }) },
            target: 'offline',
            actions: assign({ station: ({ event }) => event.output, errorCode: 'offline' }),
          },
          {
            guard: { type: 'hasNothingToSell', params: ({ event }) => ({ station: event.output }) },
            target: 'noPumps',
            actions: assign({ station: ({ event }) => event.output, errorCode: 'noPumps' }),
          },
          { target: 'ready', actions: assign({ station: ({ event }) => event.output }) },
        ],
        onError: [
          { guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) }, target: 'waitingToRetry' },
          {
            guard: { type: 'isNotFound', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ errorCode: 'notFound' }),
          },
          { target: 'failed', actions: assign({ errorCode: 'loadFailed' }) },
        ],
      },
    },
    waitingToRetry: { tags: 'busy', after: { retryDelay: 'loading' } },
    ready: {},
    failed: { tags: 'error', on: { 'station.reloaded': { target: 'loading', actions: assign({ attempts: 0 }) } } },
    offline: { type: 'final', tags: 'error' },
    noPumps: { type: 'final', tags: 'error' },
    notFound: { type: 'final', tags: 'error' },
  },
});

export type PayStationSnapshot = ReturnType<typeof payStationMachine.transition>;
