/**
 * The geometry of the station search (SPEC.md sections 7 and 9): the circle a view needs, the 100 km limit of
 * GET v4/pois, and whether an area is already loaded.
 */
export const maxSearchRadiusM = 100_000;
/** SPEC.md section 9: default centre about 9.7, 51.43 at zoom 4.7; the same point when location fails. */
export const defaultCentre: [number, number] = [9.7, 51.43];
export const defaultZoom = 4.7;

export interface Circle {
  lat: number;
  lon: number;
  radiusM: number;
}

export interface Bounds {
  west: number;
  south: number;
  east: number;
  north: number;
}

const earthRadiusM = 6_371_000;
const rad = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance in metres. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = rad(lat2 - lat1);
  const dLon = rad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(rad(lat1)) * Math.cos(rad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** The circle around a view: its centre and the distance to its farthest corner. */
export function viewCircle(bounds: Bounds): Circle {
  const lat = (bounds.south + bounds.north) / 2;
  const lon = (bounds.west + bounds.east) / 2;
  const radiusM = Math.max(
    distanceM(lat, lon, bounds.north, bounds.east),
    distanceM(lat, lon, bounds.south, bounds.west),
    distanceM(lat, lon, bounds.north, bounds.west),
    distanceM(lat, lon, bounds.south, bounds.east),
  );
  return { lat, lon, radiusM };
}

/** Whether the view is small enough to search (the API refuses more than 100 km). */
export const isSearchable = (circle: Circle) => circle.radiusM <= maxSearchRadiusM;

/**
 * The circle to ask for: the view's, grown by half (so small pans stay inside it) but never beyond the limit.
 * Returns undefined when even the view itself is too large ("zoom in to find stations").
 */
export function searchCircle(view: Circle): Circle | undefined {
  if (!isSearchable(view)) return undefined;
  return { ...view, radiusM: Math.min(maxSearchRadiusM, Math.max(view.radiusM * 1.5, 2_000)) };
}

/** Whether `inner` lies within one of the circles already loaded. */
export function isCovered(inner: Circle, loaded: readonly Circle[]): boolean {
  return loaded.some((outer) => distanceM(outer.lat, outer.lon, inner.lat, inner.lon) + inner.radiusM <= outer.radiusM);
}
