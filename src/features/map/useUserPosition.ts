import { useEffect, useState } from 'react';
import { earlyPosition, type PositionReading, positionPollMs, readPosition } from './earlyPosition';
import { defaultCentre } from './geo';

export { positionPollMs };

export interface UserPosition {
  coords?: { latitude: number; longitude: number };
  /** Location failed or was refused: the fallback position is used and the map says so. */
  disabled: boolean;
}

const fallback = (): UserPosition => ({
  coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] },
  disabled: true,
});

/** A reading as the map reads positions. */
const fromReading = (reading: PositionReading): UserPosition =>
  'failed' in reading ? fallback() : { coords: reading.coords, disabled: false };

/** The reading a page opened on /map took before the map's code came, if it is still the driver's. */
function early(): UserPosition {
  const reading = earlyPosition();
  return reading ? fromReading(reading) : { disabled: false };
}

/**
 * The user's position, loaded on entry (starting from the page's early reading, `readPositionEarly`, when it has
 * come) and polled every 5 s. On failure (USER_DENIED_GEOLOCATION, code 1, or any other) the location falls back
 * to [9.7, 51.43] and geolocation is marked disabled.
 */
export function useUserPosition(): UserPosition {
  const [state, setState] = useState<UserPosition>(early);
  useEffect(() => {
    if (!navigator.geolocation) {
      setState(fallback());
      return;
    }
    let active = true;
    // A reading the same as the last keeps the last: the map redraws (its GPU work, the phone's battery) only
    // when the driver has moved, not at every poll.
    const settle = (next: UserPosition) => active && setState((last) => (samePosition(last, next) ? last : next));
    const read = () => readPosition(navigator.geolocation, (reading) => settle(fromReading(reading)));
    read();
    const timer = setInterval(read, positionPollMs);
    return () => {
      active = false;
      clearInterval(timer);
    };
  }, []);
  return state;
}

function samePosition(a: UserPosition, b: UserPosition) {
  return (
    a.disabled === b.disabled &&
    a.coords?.latitude === b.coords?.latitude &&
    a.coords?.longitude === b.coords?.longitude
  );
}
