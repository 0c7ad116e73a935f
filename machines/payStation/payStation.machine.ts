/**
 * The station of the pay area: found from whatever named it, loaded once with up to 3 attempts 2 s apart
 * (SPEC.md section 7), then checked for what the pay area needs.
 *
 * A station is named by its id (`pid`), by a legacy identifier (`mtskid`, which the platform answers with the
 * station it maps to), or by coordinates (`longitude` with `latitude`): then the platform's station lookup
 * (stations within 300 m) is asked and the nearest station that can be paid at wins, else the nearest one.
 * Coordinates that are not numbers on the globe, or a lookup that finds nothing or is refused, end in
 * `noStationNearby`. Once loaded, `station._id` is the station's id, whatever named it.
 *
 * An offline station ends in `offline` unless an order is already under way (then paying or receiving the
 * receipt must go on); a station with no products or machines ends in `noPumps`; an unknown station in
 * `notFound`. Every outcome but `ready` is an error the route turns into the error page of SPEC.md section 8.
 */
import { assign, fromPromise, setup } from 'xstate';
import { distanceM } from '../geofence/geofence.machine';
import type { StationLike } from '../shared/ports';

/** What named the station in the URL; coordinates stay as written until the machine has checked them. */
export type StationReference =
  | { by: 'pid' | 'mtskid'; id: string }
  | { by: 'coordinates'; latitude: string; longitude: string };

export interface PayStationInput {
  reference: StationReference;
  /** An order id in the URL: an offline station must not interrupt it. */
  hasOrderId: boolean;
}

export interface PayStation extends StationLike {
  type?: string;
  products: unknown[];
  vendingMachines?: unknown[];
}

/** A station of the lookup by coordinates. */
export interface NearbyStation {
  _id: string;
  location: { latitude: number; longitude: number };
  /** False when nothing can be paid for there. */
  isRydPay?: boolean;
}

export interface Coordinates {
  latitude: number;
  longitude: number;
}

export type PayStationErrorCode = 'notFound' | 'offline' | 'noPumps' | 'loadFailed' | 'noStationNearby';

export const stationLoadAttempts = 3;

const notProvided = (name: string) => () => {
  throw new Error(`payStation: actor "${name}" not provided`);
};

/** Decimal degrees as a link writes them (`52.52`, `-9.1393`); anything else is not a coordinate. */
const decimal = /^[-+]?(\d+(\.\d*)?|\.\d+)$/;

/** The coordinates of a reference, or undefined when they are not numbers on the globe. */
export function parseCoordinates(reference: StationReference): Coordinates | undefined {
  if (reference.by !== 'coordinates') return undefined;
  const { latitude, longitude } = reference;
  if (!decimal.test(latitude.trim()) || !decimal.test(longitude.trim())) return undefined;
  const point = { latitude: Number(latitude), longitude: Number(longitude) };
  return Math.abs(point.latitude) <= 90 && Math.abs(point.longitude) <= 180 ? point : undefined;
}

/** The station the driver at `point` means: the nearest one that can be paid at, else the nearest. */
export function nearestStation(stations: readonly NearbyStation[], point: Coordinates): NearbyStation | undefined {
  const rank = (station: NearbyStation) => [station.isRydPay === false ? 1 : 0, distanceM(point, station.location)];
  return [...stations].sort((a, b) => {
    const [payA = 0, distanceA = 0] = rank(a);
    const [payB = 0, distanceB = 0] = rank(b);
    return payA - payB || distanceA - distanceB;
  })[0];
}

const status = (error: unknown) => (error as { status?: number } | undefined)?.status;
/** A failed call worth another attempt: a missing station will not appear by waiting. */
const isRetryable = (error: unknown) => status(error) !== 404;
/** The lookup refused the coordinates (4xx): asking again gives the same answer. */
const isRefused = (error: unknown) => {
  const code = status(error);
  return code !== undefined && code >= 400 && code < 500;
};

export const payStationMachine = setup({
  types: {
    input: {} as PayStationInput,
    context: {} as PayStationInput & {
      /** The id to load: the reference's, or the station the lookup found. */
      lookupId?: string;
      /** The reference's coordinates, once checked. */
      point?: Coordinates;
      attempts: number;
      station?: PayStation;
      errorCode?: PayStationErrorCode;
    },
    events: {} as { type: 'station.reloaded' },
    tags: {} as 'busy' | 'error',
  },
  actors: {
    /** GET v4/pois/{id}, with a station id or a legacy identifier. */
    fetchStation: fromPromise<PayStation, { stationId: string }>(notProvided('fetchStation')),
    /** GET v4/pois/ with lat, lon and radiusM=300: the stations around a point. */
    lookupStations: fromPromise<NearbyStation[], Coordinates>(notProvided('lookupStations')),
  },
  guards: {
    hasLookupId: ({ context }) => context.lookupId !== undefined,
    hasCoordinates: ({ context }) => parseCoordinates(context.reference) !== undefined,
    canRetry: ({ context }, params: { error: unknown }) =>
      context.attempts < stationLoadAttempts && isRetryable(params.error),
    isNotFound: (_, params: { error: unknown }) => !isRetryable(params.error),
    isRefused: (_, params: { error: unknown }) => isRefused(params.error),
    hasStation: (_, params: { found: NearbyStation | undefined }) => params.found !== undefined,
    isOffline: ({ context }, params: { station: PayStation }) =>
      params.station.status === 'OFFLINE' && !context.hasOrderId,
    hasNothingToSell: (_, params: { station: PayStation }) =>
      params.station.products.length === 0 && !params.station.vendingMachines?.length,
  },
  delays: { retryDelay: 2_000 },
}).createMachine({
  id: 'payStation',
  context: ({ input }) => ({
    ...input,
    lookupId: input.reference.by === 'coordinates' ? undefined : input.reference.id,
    attempts: 0,
  }),
  initial: 'resolving',
  states: {
    /** Decides the next step from what is known: an id to load, coordinates to look up, or nothing usable. */
    resolving: {
      always: [
        { guard: 'hasLookupId', target: 'loading' },
        {
          guard: 'hasCoordinates',
          target: 'lookingUp',
          actions: assign({ point: ({ context }) => parseCoordinates(context.reference) }),
        },
        { target: 'noStationNearby', actions: assign({ errorCode: 'noStationNearby' }) },
      ],
    },
    lookingUp: {
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorCode: undefined }),
      invoke: {
        id: 'lookupStations',
        src: 'lookupStations',
        input: ({ context }) => context.point!,
        onDone: [
          {
            guard: {
              type: 'hasStation',
              params: ({ context, event }) => ({ found: nearestStation(event.output, context.point!) }),
            },
            target: 'loading',
            actions: assign({
              lookupId: ({ context, event }) => nearestStation(event.output, context.point!)?._id,
              attempts: 0,
            }),
          },
          { target: 'noStationNearby', actions: assign({ errorCode: 'noStationNearby' }) },
        ],
        onError: [
          {
            guard: { type: 'isRefused', params: ({ event }) => ({ error: event.error }) },
            target: 'noStationNearby',
            actions: assign({ errorCode: 'noStationNearby' }),
          },
          { guard: { type: 'canRetry', params: ({ event }) => ({ error: event.error }) }, target: 'waitingToRetry' },
          { target: 'failed', actions: assign({ errorCode: 'loadFailed' }) },
        ],
      },
    },
    loading: {
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorCode: undefined }),
      invoke: {
        id: 'fetchStation',
        src: 'fetchStation',
        input: ({ context }) => ({ stationId: context.lookupId! }),
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
    waitingToRetry: { tags: 'busy', after: { retryDelay: 'resolving' } },
    ready: {},
    failed: { tags: 'error', on: { 'station.reloaded': { target: 'resolving', actions: assign({ attempts: 0 }) } } },
    offline: { type: 'final', tags: 'error' },
    noPumps: { type: 'final', tags: 'error' },
    notFound: { type: 'final', tags: 'error' },
    noStationNearby: { type: 'final', tags: 'error' },
  },
});

export type PayStationSnapshot = ReturnType<typeof payStationMachine.transition>;
