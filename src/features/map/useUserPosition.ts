import { useEffect, useState } from 'react';
import { defaultCentre } from './geo';

/** SPEC.md section 9: the position is polled every 5000 ms. */
export const positionPollMs = 5_000;

export interface UserPosition {
  coords?: { latitude: number; longitude: number };
  /** Location failed or was refused: the fallback position is used and the map says so. */
  disabled: boolean;
}

/**
 * The user's position, loaded on entry and polled every 5 s. On failure (USER_DENIED_GEOLOCATION, code 1, or any
 * other) the location falls back to [9.7, 51.43] and geolocation is marked disabled.
 */
export function useUserPosition(): UserPosition {
  const [state, setState] = useState<UserPosition>({ disabled: false });
  useEffect(() => {
    if (!navigator.geolocation) {
      setState({ coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] }, disabled: true });
      return;
    }
    let active = true;
    // A reading the same as the last keeps the last: the map redraws (its GPU work, the phone's battery) only
    // when the driver has moved, not at every poll.
    const settle = (next: UserPosition) => active && setState((last) => (samePosition(last, next) ? last : next));
    const read = () =>
      navigator.geolocation.getCurrentPosition(
        (position) =>
          settle({
            coords: { latitude: position.coords.latitude, longitude: position.coords.longitude },
            disabled: false,
          }),
        () => settle({ coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] }, disabled: true }),
        { maximumAge: positionPollMs, timeout: 10_000 },
      );
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
