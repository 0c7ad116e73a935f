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
import { notProvidedIn } from '../shared/notProvided';
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

const notProvided = notProvidedIn('payStation');

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

/** A station the platform reports offline: nothing can be started there. */
export const isOffline = (station: Pick<PayStation, 'status'>) => station.status === 'OFFLINE';
/** A station with neither products at its pumps nor vending machines. */
export const hasNothingToSell = (station: Pick<PayStation, 'products' | 'vendingMachines'>) =>
  station.products.length === 0 && !station.vendingMachines?.length;

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
    "the station's id is known": ({ context }) => context.lookupId !== undefined,
    'the link gives coordinates on the globe': ({ context }) => parseCoordinates(context.reference) !== undefined,
    'another attempt may succeed and attempts are left': ({ context }, params: { error: unknown }) =>
      context.attempts < stationLoadAttempts && isRetryable(params.error),
    'the platform does not know the station': (_, params: { error: unknown }) => !isRetryable(params.error),
    'the platform refused the coordinates': (_, params: { error: unknown }) => isRefused(params.error),
    'a station was found near the coordinates': (_, params: { found: NearbyStation | undefined }) =>
      params.found !== undefined,
    'the station is offline and no order is under way': ({ context }, params: { station: PayStation }) =>
      isOffline(params.station) && !context.hasOrderId,
    'the station has nothing to sell': (_, params: { station: PayStation }) => hasNothingToSell(params.station),
  },
  delays: { retryDelay: 2_000 },
}).createMachine({
  id: 'payStation',
  description:
    'The station of the pay area: found from whatever named it in the link, loaded, and checked that it can be ' +
    'paid at. The driver sees a spinner until it is ready, then the station header above the pay screens, or an ' +
    'error page when the station cannot be paid at.',
  context: ({ input }) => ({
    ...input,
    lookupId: input.reference.by === 'coordinates' ? undefined : input.reference.id,
    attempts: 0,
  }),
  initial: 'resolving',
  states: {
    /** Decides the next step from what is known: an id to load, coordinates to look up, or nothing usable. */
    resolving: {
      description:
        'Passed through at once: decides whether to load the station by its id, or first to look it up by the ' +
        "link's coordinates.",
      always: [
        {
          guard: "the station's id is known",
          target: 'loading',
          description:
            'The link names the station by its id or a legacy identifier, or the lookup already found it: the ' +
            'station loads.',
        },
        {
          guard: 'the link gives coordinates on the globe',
          target: 'lookingUp',
          actions: assign({ point: ({ context }) => parseCoordinates(context.reference) }),
          description: 'The link gives coordinates: the app looks for the stations around them.',
        },
        {
          target: 'noStationNearby',
          actions: assign({ errorCode: 'noStationNearby' }),
          description: 'The coordinates in the link are not a place on the globe: no station can be found there.',
        },
      ],
    },
    lookingUp: {
      description: "The app looks for stations within 300 m of the link's coordinates. The driver sees a spinner.",
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorCode: undefined }),
      invoke: {
        id: 'lookupStations',
        src: 'lookupStations',
        input: ({ context }) => context.point!,
        onDone: [
          {
            guard: {
              type: 'a station was found near the coordinates',
              params: ({ context, event }) => ({ found: nearestStation(event.output, context.point!) }),
            },
            target: 'loading',
            actions: assign({
              lookupId: ({ context, event }) => nearestStation(event.output, context.point!)?._id,
              attempts: 0,
            }),
            description:
              'Stations were found: the nearest one that can be paid at (else simply the nearest one) loads.',
          },
          {
            target: 'noStationNearby',
            actions: assign({ errorCode: 'noStationNearby' }),
            description: 'There is no station within 300 m of the coordinates.',
          },
        ],
        onError: [
          {
            guard: { type: 'the platform refused the coordinates', params: ({ event }) => ({ error: event.error }) },
            target: 'noStationNearby',
            actions: assign({ errorCode: 'noStationNearby' }),
            description: 'The platform refused the coordinates: asking again would give the same answer.',
          },
          {
            guard: {
              type: 'another attempt may succeed and attempts are left',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'waitingToRetry',
            description: 'The lookup failed and has been tried fewer than 3 times: it is tried again after a pause.',
          },
          {
            target: 'failed',
            actions: assign({ errorCode: 'loadFailed' }),
            description: 'The lookup failed 3 times: the driver is asked to check the connection and try again.',
          },
        ],
      },
    },
    loading: {
      description: 'The app loads the station. The driver sees a spinner.',
      tags: 'busy',
      entry: assign({ attempts: ({ context }) => context.attempts + 1, errorCode: undefined }),
      invoke: {
        id: 'fetchStation',
        src: 'fetchStation',
        input: ({ context }) => ({ stationId: context.lookupId! }),
        onDone: [
          {
            guard: {
              type: 'the station is offline and no order is under way',
              params: ({ event }) => ({ station: event.output }),
            },
            target: 'offline',
            actions: assign({ station: ({ event }) => event.output, errorCode: 'offline' }),
            description: 'The station reports it is offline and the link carries no order that must go on.',
          },
          {
            guard: { type: 'the station has nothing to sell', params: ({ event }) => ({ station: event.output }) },
            target: 'noPumps',
            actions: assign({ station: ({ event }) => event.output, errorCode: 'noPumps' }),
            description: 'The station has no products and no vending machines.',
          },
          {
            target: 'ready',
            actions: assign({ station: ({ event }) => event.output }),
            description:
              'The station can be paid at (or an order under way must go on although it is offline): the pay ' +
              'screens show.',
          },
        ],
        onError: [
          {
            guard: {
              type: 'another attempt may succeed and attempts are left',
              params: ({ event }) => ({ error: event.error }),
            },
            target: 'waitingToRetry',
            description: 'The load failed and has been tried fewer than 3 times: it is tried again after a pause.',
          },
          {
            guard: { type: 'the platform does not know the station', params: ({ event }) => ({ error: event.error }) },
            target: 'notFound',
            actions: assign({ errorCode: 'notFound' }),
            description: 'The platform does not know the station: waiting will not make it appear.',
          },
          {
            target: 'failed',
            actions: assign({ errorCode: 'loadFailed' }),
            description: 'The load failed 3 times: the driver is asked to check the connection and try again.',
          },
        ],
      },
    },
    waitingToRetry: {
      description:
        'A load or lookup failed on the way; the app waits 2 seconds before the next attempt. The driver still ' +
        'sees a spinner.',
      tags: 'busy',
      after: { retryDelay: { target: 'resolving', description: 'After 2 seconds the next attempt starts.' } },
    },
    ready: {
      description: 'The station is loaded and can be paid at: the driver sees its header above the pay screens.',
    },
    failed: {
      description:
        "The station could not be loaded. The driver sees 'The station could not be loaded. Check your connection " +
        "and try again.' with a Try again button.",
      tags: 'error',
      on: {
        'station.reloaded': {
          target: 'resolving',
          actions: assign({ attempts: 0 }),
          description: 'The driver taps Try again: the station gets 3 fresh attempts.',
        },
      },
    },
    offline: {
      type: 'final',
      description: 'The station is offline: the driver is sent to the error page for an offline station.',
      tags: 'error',
    },
    noPumps: {
      type: 'final',
      description:
        "The station has nothing to sell: the driver is sent to the 'no pumps' error page, or back to the map at a " +
        'gift card or shop station.',
      tags: 'error',
    },
    notFound: {
      type: 'final',
      description:
        "The station does not exist: the driver sees 'We could not find this station' and a button to the map.",
      tags: 'error',
    },
    noStationNearby: {
      type: 'final',
      description:
        "No station can be found at the link's coordinates: the driver is sent to the 'no station found' error page.",
      tags: 'error',
    },
  },
});

export type PayStationSnapshot = ReturnType<typeof payStationMachine.transition>;
