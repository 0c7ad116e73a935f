/**
 * A reading of the driver's position, as the map takes them, and how often. Its own module, importing nothing, so
 * the page's early reading (in the QR and map entries) shares it without the chart.
 */

/** SPEC.md section 9: the position is polled every 5000 ms; a reading this old is still the driver's. */
export const positionPollMs = 5_000;

export type PositionReading = { coords: { latitude: number; longitude: number } } | { failed: true };

/** Two readings that say the same: the same place, or both failed. */
export const sameReading = (a: PositionReading | undefined, b: PositionReading) =>
  a !== undefined &&
  ('failed' in a
    ? 'failed' in b
    : !('failed' in b) && a.coords.latitude === b.coords.latitude && a.coords.longitude === b.coords.longitude);
