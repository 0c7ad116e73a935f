/**
 * Geofence: the gate around the pay area (SPEC.md section 2 "Geofence overlay", sections 8 and 9). The driver
 * passes while the device is within `geofenceRadiusM` (100 m, inclusive) of the station, or for good after
 * holding the bypass button for `bypassHold` (5 s).
 *
 * Lifecycle: `locating` takes the first fix; the verdict is then `inside` or `outside` (the "not near the
 * station" overlay). Both re-check the position every `positionInterval` (5 s, between the end of one fix and
 * the start of the next) and swap as the position changes. A denied permission (GeolocationPositionError code 1,
 * USER_DENIED_GEOLOCATION) goes to `noGeolocation` at any time with `geolocationDenied`. An unavailable position
 * or a timeout (codes 2 and 3) does so only on the first fix (`geolocationUnavailable`); once located it is a
 * missed tick and the last verdict stands. `geolocation.retried` starts again from `locating`.
 *
 * Bypass: in `outside` and `noGeolocation`, `bypass.pressed` starts the hold and `bypass.released` cancels it; a
 * full `bypassHold` reaches final `bypassed`, which counts as passed and polls no more. In `outside` the hold is a
 * region of its own, so a poll that keeps the verdict does not restart it; turning `inside` ends it (passed).
 *
 * Invariants: `errorCode` is set only in `noGeolocation` (tag `error`); `getPosition` runs only in `locating` and
 * the `checking` sub-states; `distanceM` is the distance of the last fix.
 */
import { assign, fromPromise, setup } from 'xstate';
import type { Position } from '../shared/ports';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface GeofenceInput {
  station: LatLng;
}

export type GeofenceErrorCode = 'geolocationDenied' | 'geolocationUnavailable';

export interface GeofenceContext extends GeofenceInput {
  position?: Position;
  distanceM?: number;
  errorCode?: GeofenceErrorCode;
}

export type GeofenceEvent = { type: 'bypass.pressed' } | { type: 'bypass.released' } | { type: 'geolocation.retried' };

/** What `getPosition` is asked for: the gate needs a fresh fix, a cached one would hide the car moving. */
export interface GetPositionInput {
  maximumAgeMs: number;
}

export const geofenceRadiusM = 100;
export const positionIntervalMs = 5_000;
export const bypassHoldMs = 5_000;
/** GeolocationPositionError.PERMISSION_DENIED, SPEC.md's USER_DENIED_GEOLOCATION. */
export const userDeniedGeolocation = 1;

const earthRadiusM = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceM(a: LatLng, b: LatLng): number {
  const dLat = toRad(b.latitude - a.latitude);
  const dLon = toRad(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(toRad(a.latitude)) * Math.cos(toRad(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(h)));
}

export const isWithinGeofence = (distance: number) => distance <= geofenceRadiusM;

/** Whether a rejection of `getPosition` is the user refusing the permission (not a missing or slow fix). */
export const isPermissionDenied = (error: unknown) =>
  (error as { code?: unknown } | undefined)?.code === userDeniedGeolocation;

const notProvided = (name: string) => () => {
  throw new Error(`geofence: actor "${name}" not provided`);
};

const freshFix = (): GetPositionInput => ({ maximumAgeMs: 0 });
const fixOf = ({ event }: { event: { output: Position } }) => ({ position: event.output });
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const isNear = { type: 'isWithinRadius', params: fixOf } as const;
const isDenied = { type: 'isPermissionDenied', params: errorOf } as const;
const record = { type: 'recordPosition', params: fixOf } as const;

/** The bypass button, in `outside` and `noGeolocation`: held for `bypassHold` without release, it opens the gate. */
const holdToBypass = {
  initial: 'released',
  states: {
    released: { on: { 'bypass.pressed': 'holding' } },
    holding: { tags: 'holding', after: { bypassHold: '#geofence.bypassed' }, on: { 'bypass.released': 'released' } },
  },
} as const;

export const geofenceMachine = setup({
  types: {
    input: {} as GeofenceInput,
    context: {} as GeofenceContext,
    events: {} as GeofenceEvent,
    children: {} as { getPosition: 'getPosition' },
    /** `busy`: the first fix is pending; `error`: no position to judge by; `holding`: the bypass button is held. */
    tags: {} as 'busy' | 'error' | 'holding',
  },
  actors: {
    /** One fix (geolocation.getCurrentPosition in the app). Rejects with `{ code }` like GeolocationPositionError. */
    getPosition: fromPromise<Position, GetPositionInput>(notProvided('getPosition')),
  },
  actions: {
    recordPosition: assign(({ context }, params: { position: Position }) => ({
      position: params.position,
      distanceM: distanceM(context.station, params.position),
    })),
    markDenied: assign({ errorCode: 'geolocationDenied' as const }),
  },
  guards: {
    isWithinRadius: ({ context }, params: { position: Position }) =>
      isWithinGeofence(distanceM(context.station, params.position)),
    isPermissionDenied: (_, params: { error: unknown }) => isPermissionDenied(params.error),
  },
  delays: {
    /** Between the end of one fix and the start of the next (SPEC.md section 9: geolocation poll 5000 ms). */
    positionInterval: positionIntervalMs,
    /** How long the bypass button must be held without release (SPEC.md section 9). */
    bypassHold: bypassHoldMs,
  },
}).createMachine({
  id: 'geofence',
  context: ({ input }) => ({ station: input.station }),
  initial: 'locating',
  states: {
    locating: {
      tags: 'busy',
      entry: assign({ errorCode: undefined }),
      invoke: {
        id: 'getPosition',
        src: 'getPosition',
        input: freshFix,
        onDone: [
          { guard: isNear, target: 'inside', actions: record },
          { target: 'outside', actions: record },
        ],
        onError: [
          { guard: isDenied, target: 'noGeolocation', actions: 'markDenied' },
          { target: 'noGeolocation', actions: assign({ errorCode: 'geolocationUnavailable' }) },
        ],
      },
    },
    inside: {
      initial: 'waiting',
      states: {
        waiting: { after: { positionInterval: 'checking' } },
        checking: {
          invoke: {
            id: 'getPosition',
            src: 'getPosition',
            input: freshFix,
            onDone: [
              { guard: isNear, target: 'waiting', actions: record },
              { target: '#geofence.outside', actions: record },
            ],
            onError: [
              { guard: isDenied, target: '#geofence.noGeolocation', actions: 'markDenied' },
              { target: 'waiting' },
            ],
          },
        },
      },
    },
    outside: {
      type: 'parallel',
      states: {
        poll: {
          initial: 'waiting',
          states: {
            waiting: { after: { positionInterval: 'checking' } },
            checking: {
              invoke: {
                id: 'getPosition',
                src: 'getPosition',
                input: freshFix,
                onDone: [
                  { guard: isNear, target: '#geofence.inside', actions: record },
                  { target: 'waiting', actions: record },
                ],
                onError: [
                  { guard: isDenied, target: '#geofence.noGeolocation', actions: 'markDenied' },
                  { target: 'waiting' },
                ],
              },
            },
          },
        },
        bypass: holdToBypass,
      },
    },
    noGeolocation: { tags: 'error', on: { 'geolocation.retried': 'locating' }, ...holdToBypass },
    bypassed: { type: 'final', entry: assign({ errorCode: undefined }) },
  },
});
