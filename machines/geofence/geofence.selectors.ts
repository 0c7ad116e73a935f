import type { SnapshotFrom } from 'xstate';
import type { geofenceMachine } from './geofence.machine';

type Snapshot = SnapshotFrom<typeof geofenceMachine>;

/** The pay area's children may show: the driver is near the station, or held the bypass button long enough. */
export const selectIsPassed = (s: Snapshot) => s.matches('inside') || s.matches('bypassed');
/** Metres to the station at the last fix; undefined before the first one. */
export const selectDistanceM = (s: Snapshot) => s.context.distanceM;
export const selectErrorCode = (s: Snapshot) => s.context.errorCode;
/** The bypass button is held down and its timer runs. */
export const selectIsHolding = (s: Snapshot) => s.hasTag('holding');
/** The bypass button is offered (overlay shown with a known reason). */
export const selectCanBypass = (s: Snapshot) => s.can({ type: 'bypass.pressed' }) || s.hasTag('holding');

export type GeofenceOverlay = 'locating' | 'noGeolocation' | 'notNearStation';
/** Which overlay message the pay area shows over its children; undefined when passed. */
export const selectOverlay = (s: Snapshot): GeofenceOverlay | undefined =>
  s.matches('locating') || s.matches('confirming')
    ? 'locating'
    : s.matches('noGeolocation')
      ? 'noGeolocation'
      : s.matches('outside')
        ? 'notNearStation'
        : undefined;
