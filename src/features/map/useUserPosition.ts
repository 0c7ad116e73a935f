import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { fromPromise } from 'xstate';
import { type PositionReading, selectReading, userPositionMachine } from '../../../machines/userPosition';
import { inspectOption } from '../../app/inspect';
import { earlyPosition, readPosition } from './earlyPosition';
import { defaultCentre } from './geo';

export interface UserPosition {
  coords?: { latitude: number; longitude: number };
  /** Location failed or was refused: the fallback position is used and the map says so. */
  disabled: boolean;
}

/** A reading as the map reads positions: a refusal or failure falls back to [9.7, 51.43], marked disabled. */
const fromReading = (reading: PositionReading | undefined): UserPosition => {
  if (reading === undefined) return { disabled: false };
  if ('failed' in reading)
    return { coords: { latitude: defaultCentre[1], longitude: defaultCentre[0] }, disabled: true };
  return { coords: reading.coords, disabled: false };
};

const logic = userPositionMachine.provide({
  actors: {
    readPosition: fromPromise(
      () => new Promise<PositionReading>((settle) => readPosition(navigator.geolocation, settle)),
    ),
  },
});

/**
 * The user's position, as the `userPosition` chart reads it: on entry (starting from the page's early reading,
 * `readPositionEarly`, when it has come) and every 5 s. The same object while the driver stands still.
 */
export function useUserPosition(): UserPosition {
  const actor = useActorRef(logic, {
    input: { canLocate: Boolean(navigator.geolocation), early: earlyPosition() },
    inspect: inspectOption(),
  });
  const reading = useSelector(actor, selectReading);
  return useMemo(() => fromReading(reading), [reading]);
}
