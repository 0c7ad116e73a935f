/**
 * Geofence: the gate around the pay area (SPEC.md section 2 "Geofence overlay", sections 8 and 9). The driver
 * passes while the device is within `geofenceRadiusM` (100 m, inclusive) of the station, or for good after
 * holding the bypass button for `bypassHold` (5 s). The pump list is not behind the gate: the check starts with it,
 * the list says how it goes, and the gate stands over the screens that follow the chosen pump.
 *
 * Lifecycle: `locating` takes the first fix, and may take a coarse one (Wi-Fi or the mobile network, which answers
 * at once) the device already has from the last `recentFix` (60 s: a driver who comes from the map, or opens the
 * pay screens again, passes at once). Every later fix is fresh and precise. A recent fix that says
 * the driver is away is not believed alone: `confirming` asks for a fresh one, so an old position never turns a
 * driver at the pump away. The verdict is then `inside` or `outside` (the "not near the station" overlay). Both re-check the position every `positionInterval` (5 s, between the end of one fix and
 * the start of the next) and swap as the position changes. A denied permission (GeolocationPositionError code 1,
 * USER_DENIED_GEOLOCATION) goes to `noGeolocation` at any time with `geolocationDenied`. An unavailable position
 * or a timeout (codes 2 and 3) does so only on the first fix (`geolocationUnavailable`); once located it is a
 * missed tick and the last verdict stands. A browser that does not answer at all within `locationWait` (8 s: a
 * prompt left unanswered, a web view without a location handler, WebKit under automation) is treated the same way:
 * `geolocationUnanswered` on the first fix, a missed tick later. No state waits for the browser for good.
 * `geolocation.retried` starts again from `locating`.
 *
 * Bypass: in `outside` and `noGeolocation`, `bypass.pressed` starts the hold and `bypass.released` cancels it; a
 * full `bypassHold` reaches final `bypassed`, which counts as passed and polls no more. In `outside` the hold is a
 * region of its own, so a poll that keeps the verdict does not restart it; turning `inside` ends it (passed).
 *
 * Invariants: `errorCode` is set only in `noGeolocation` (tag `error`); `getPosition` runs only in `locating`,
 * `confirming` and the `checking` sub-states; `distanceM` is the distance of the last fix.
 */
import { assign, fromPromise, setup } from 'xstate';
import { notProvidedIn } from '../shared/notProvided';
import type { Position } from '../shared/ports';

export interface LatLng {
  latitude: number;
  longitude: number;
}

export interface GeofenceInput {
  station: LatLng;
}

export type GeofenceErrorCode = 'geolocationDenied' | 'geolocationUnavailable' | 'geolocationUnanswered';

export interface GeofenceContext extends GeofenceInput {
  position?: Position;
  distanceM?: number;
  errorCode?: GeofenceErrorCode;
}

export type GeofenceEvent = { type: 'bypass.pressed' } | { type: 'bypass.released' } | { type: 'geolocation.retried' };

/**
 * What `getPosition` is asked for: how old a fix the device already has may be, and whether it must be precise
 * (satellites) or may be coarse. The re-checks need a fresh, precise fix (a cached one would hide the car moving);
 * the first may be a recent, coarse one.
 */
export interface GetPositionInput {
  maximumAgeMs: number;
  highAccuracy: boolean;
}

export const geofenceRadiusM = 100;
export const positionIntervalMs = 5_000;
export const bypassHoldMs = 5_000;
/** How old a fix the first check takes: the re-checks every 5 s follow the car from there. */
export const recentFixMs = 60_000;
/**
 * How long a position request may go unanswered before the gate stops waiting for it (the browser's own `timeout`
 * is not honoured everywhere, and not while its permission prompt is up).
 */
export const locationWaitMs = 8_000;
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

const notProvided = notProvidedIn('geofence');

const freshFix = (): GetPositionInput => ({ maximumAgeMs: 0, highAccuracy: true });
const recentFix = (): GetPositionInput => ({ maximumAgeMs: recentFixMs, highAccuracy: false });
const fixOf = ({ event }: { event: { output: Position } }) => ({ position: event.output });
const errorOf = ({ event }: { event: { error: unknown } }) => ({ error: event.error });
const isNear = { type: 'the position is within 100 m of the station', params: fixOf } as const;
const isDenied = { type: 'the driver refused access to their location', params: errorOf } as const;
const record = { type: 'recordPosition', params: fixOf } as const;

/** Where one answer of `getPosition` leads, and why (for the chart). */
interface Outcome<T extends string> {
  target: T;
  description: string;
}

/**
 * One position fix and where each answer leads: near the station or farther (both recorded), access refused, or no
 * position (a missed check, or on the first fix an error the state records itself).
 */
const positionFix = <Near extends string, Far extends string, Denied extends string, Missed extends string, A>(
  input: () => GetPositionInput,
  to: { near: Outcome<Near>; far: Outcome<Far>; denied: Outcome<Denied>; missed: Outcome<Missed> & { actions?: A } },
) =>
  ({
    id: 'getPosition',
    src: 'getPosition',
    input,
    onDone: [
      { guard: isNear, target: to.near.target, actions: record, description: to.near.description },
      { target: to.far.target, actions: record, description: to.far.description },
    ],
    onError: [
      { guard: isDenied, target: to.denied.target, actions: 'markDenied', description: to.denied.description },
      to.missed,
    ],
  }) as const;

/** The bypass button, in `outside` and `noGeolocation`: held for `bypassHold` without release, it opens the gate. */
const holdToBypass = {
  initial: 'released',
  states: {
    released: {
      description: "The driver sees the button 'I am at the station (hold 5 s)' and is not touching it.",
      on: {
        'bypass.pressed': { target: 'holding', description: 'The driver presses the bypass button and holds it.' },
      },
    },
    holding: {
      description: "The driver holds the bypass button down; it reads 'Keep holding…' while 5 seconds run.",
      tags: 'holding',
      after: {
        bypassHold: {
          target: '#geofence.bypassed',
          description: 'The driver held the button for 5 seconds without letting go: the gate opens for good.',
        },
      },
      on: {
        'bypass.released': {
          target: 'released',
          description: 'The driver let go before 5 seconds: the hold is cancelled and must start over.',
        },
      },
    },
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
    'the position is within 100 m of the station': ({ context }, params: { position: Position }) =>
      isWithinGeofence(distanceM(context.station, params.position)),
    'the driver refused access to their location': (_, params: { error: unknown }) => isPermissionDenied(params.error),
  },
  delays: {
    /** Between the end of one fix and the start of the next (SPEC.md section 9: geolocation poll 5000 ms). */
    positionInterval: positionIntervalMs,
    /** How long the bypass button must be held without release (SPEC.md section 9). */
    bypassHold: bypassHoldMs,
    /** How long a position request may stay unanswered. */
    locationWait: locationWaitMs,
  },
}).createMachine({
  id: 'geofence',
  description:
    'The gate over the pay screens: the driver can pay only within 100 m of the station, or after holding the ' +
    "'I am at the station' button for 5 seconds. The pump list shows at once, with a line that says how the check " +
    'goes; from the chosen pump on, an overlay covers the pay screens until the driver passes.',
  context: ({ input }) => ({ station: input.station }),
  initial: 'locating',
  states: {
    locating: {
      description:
        "The app asks for the driver's position for the first time, taking a coarse one the device got in the last " +
        "minute. The driver sees 'Checking that you are at the station…' under the pump list, or over the chosen " +
        "pump's screen (and the browser may ask for location access).",
      tags: 'busy',
      entry: assign({ errorCode: undefined }),
      invoke: positionFix(recentFix, {
        near: { target: 'inside', description: 'The driver is within 100 m of the station: the pay screens show.' },
        far: {
          target: 'confirming',
          description:
            'The position says the driver is farther than 100 m away, but it may be up to a minute old: a fresh ' +
            'one decides.',
        },
        denied: {
          target: 'noGeolocation',
          description: 'The driver refused access to their location: the app cannot check where they are.',
        },
        missed: {
          target: 'noGeolocation',
          actions: assign({ errorCode: 'geolocationUnavailable' }),
          description: 'The device could not tell the position, or took too long: the app cannot check where they are.',
        },
      }),
      after: {
        locationWait: {
          target: 'noGeolocation',
          actions: assign({ errorCode: 'geolocationUnanswered' }),
          description:
            'The browser has not answered for 8 seconds (a prompt left open, or no location at all): the driver is ' +
            'not kept waiting and can go on as without a position.',
        },
      },
    },
    confirming: {
      description:
        'The first position said the driver is away from the station; the app asks for a fresh, precise one before ' +
        "saying so. The driver still sees 'Checking that you are at the station…'.",
      tags: 'busy',
      invoke: positionFix(freshFix, {
        near: {
          target: 'inside',
          description: 'The fresh position is within 100 m of the station: the pay screens show.',
        },
        far: {
          target: 'outside',
          description:
            "The fresh position is farther than 100 m from the station too: they see 'You are not at this station'.",
        },
        denied: {
          target: 'noGeolocation',
          description: 'The driver refused access to their location: the app cannot check where they are.',
        },
        missed: {
          target: 'outside',
          description:
            "No fresh position: the recent one stands, and the driver sees 'You are not at this station' while " +
            'the checks go on.',
        },
      }),
      after: {
        locationWait: {
          target: 'outside',
          description: 'The browser has not answered for 8 seconds: the recent position stands, and the checks go on.',
        },
      },
    },
    inside: {
      description:
        'The driver is at the station and sees the pay screens. The position is checked again every 5 seconds, ' +
        'in case the car drives away.',
      initial: 'waiting',
      states: {
        waiting: {
          description: 'Between two position checks.',
          after: {
            positionInterval: { target: 'checking', description: 'Five seconds later the position is checked again.' },
          },
        },
        checking: {
          description: "The app asks for the driver's position again, in the background.",
          invoke: positionFix(freshFix, {
            near: { target: 'waiting', description: 'The driver is still within 100 m: nothing changes.' },
            far: {
              target: '#geofence.outside',
              description: "The driver moved away from the station: the 'You are not at this station' overlay returns.",
            },
            denied: {
              target: '#geofence.noGeolocation',
              description: 'The driver took back access to their location: the app can no longer check where they are.',
            },
            missed: {
              target: 'waiting',
              description: 'No position this time: a missed check, and the driver stays at the station.',
            },
          }),
          after: {
            locationWait: {
              target: 'waiting',
              description: 'The browser did not answer within 8 seconds: a missed check, and the driver stays.',
            },
          },
        },
      },
    },
    outside: {
      description:
        "The driver is not near the station and sees 'You are not at this station', with buttons to drive there, " +
        'return to the map, or hold to confirm they are at the station. The position keeps being checked meanwhile.',
      type: 'parallel',
      states: {
        poll: {
          description: 'The position is checked every 5 seconds, so the overlay goes away when the driver arrives.',
          initial: 'waiting',
          states: {
            waiting: {
              description: 'Between two position checks.',
              after: {
                positionInterval: {
                  target: 'checking',
                  description: 'Five seconds later the position is checked again.',
                },
              },
            },
            checking: {
              description: "The app asks for the driver's position again, in the background.",
              invoke: positionFix(freshFix, {
                near: {
                  target: '#geofence.inside',
                  description: 'The driver arrived within 100 m of the station: the overlay goes away.',
                },
                far: {
                  target: 'waiting',
                  description: 'The driver is still too far away: the overlay stays (a bypass hold goes on).',
                },
                denied: {
                  target: '#geofence.noGeolocation',
                  description:
                    'The driver took back access to their location: the app can no longer check where they are.',
                },
                missed: {
                  target: 'waiting',
                  description: 'No position this time: a missed check, and the overlay stays.',
                },
              }),
              after: {
                locationWait: {
                  target: 'waiting',
                  description: 'The browser did not answer within 8 seconds: a missed check, and the overlay stays.',
                },
              },
            },
          },
        },
        bypass: {
          ...holdToBypass,
          description:
            'The bypass button, for a driver who is at the station although the position says otherwise. A ' +
            'position check does not interrupt a hold.',
        },
      },
    },
    noGeolocation: {
      description:
        "The app cannot see the driver's position (access refused, the device cannot tell it, or the browser does " +
        "not answer). The driver sees 'We cannot see your location' with buttons to try again, drive to the " +
        'station, return to the map, or hold to confirm they are at the station.',
      tags: 'error',
      on: {
        'geolocation.retried': {
          target: 'locating',
          description: 'The position is asked for again from the start.',
        },
      },
      ...holdToBypass,
    },
    bypassed: {
      type: 'final',
      description:
        'The driver held the bypass button for 5 seconds: the pay screens show and the position is no longer checked.',
      entry: assign({ errorCode: undefined }),
    },
  },
});
