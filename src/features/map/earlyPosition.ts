/**
 * The driver's position, asked for as a page opens on /map (src/routes/MapRoute.tsx), while the map's code and the
 * session load: the map then draws around the driver, or says it cannot see them, at its first paint instead of
 * after a reading of its own. Part of the entry, so it imports nothing but the reading's type and interval.
 */
import { type PositionReading, positionPollMs } from '../../../machines/userPosition/reading';

let early: { reading: PositionReading; at: number } | undefined;

/** Takes one reading of the position, as the map takes them: at most one poll old, given up after 10 s. */
export function readPosition(geolocation: Geolocation, settle: (reading: PositionReading) => void) {
  geolocation.getCurrentPosition(
    ({ coords: { latitude, longitude } }) => settle({ coords: { latitude, longitude } }),
    () => settle({ failed: true }),
    { maximumAge: positionPollMs, timeout: 10_000 },
  );
}

/** Asks for the position once; its answer waits for the map (`earlyPosition`). */
export function readPositionEarly(geolocation: Geolocation | undefined = globalThis.navigator?.geolocation) {
  if (!geolocation) return;
  readPosition(geolocation, (reading) => {
    early = { reading, at: Date.now() };
  });
}

/** The early reading, if it has come and is recent (a later visit to the map reads afresh). */
export function earlyPosition(): PositionReading | undefined {
  return early && Date.now() - early.at <= positionPollMs ? early.reading : undefined;
}
