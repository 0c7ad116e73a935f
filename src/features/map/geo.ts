/**
 * The geometry of the station search (SPEC.md sections 7 and 9): the grid cells a view needs, each asked for
 * with a circle under the 100 km limit of GET v4/pois.
 */
export const maxSearchRadiusM = 100_000;
/** SPEC.md section 9: default centre about 9.7, 51.43 at zoom 4.7; the same point when location fails. */
export const defaultCentre: [number, number] = [9.7, 51.43];
export const defaultZoom = 4.7;
/** Below this zoom (the default view of all of Central Europe) the map asks to zoom in instead of loading. */
export const minSearchZoom = 5;

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

/**
 * The fixed grid the map loads by: cells of 1.25° × 1.25° (about 139 × 88 km in Germany), each asked for with
 * the circle around it (under 100 km even at the equator). A cell once loaded is never asked for again; panning loads
 * only the new cells. A view needing more than `maxCellsPerView` cells is too far out ("zoom in").
 */
export const cellLat = 1.25;
export const cellLon = 1.25;
export const maxCellsPerView = 80;

export interface Cell {
  key: string;
  row: number;
  col: number;
}

export function cellsOf(bounds: Bounds): Cell[] | undefined {
  const south = Math.max(-89.999, bounds.south);
  const north = Math.min(89.999, bounds.north);
  const rows = [Math.floor(south / cellLat), Math.floor(north / cellLat)] as const;
  const cols = [Math.floor(bounds.west / cellLon), Math.floor(bounds.east / cellLon)] as const;
  const count = (rows[1] - rows[0] + 1) * (cols[1] - cols[0] + 1);
  if (count > maxCellsPerView) return undefined;
  const cells: Cell[] = [];
  for (let row = rows[0]; row <= rows[1]; row++) {
    for (let col = cols[0]; col <= cols[1]; col++) cells.push({ key: `${row}:${col}`, row, col });
  }
  // Nearest the centre first, so the stations in view appear first.
  const centreRow = (south + north) / 2 / cellLat;
  const centreCol = (bounds.west + bounds.east) / 2 / cellLon;
  return cells.sort(
    (a, b) =>
      Math.hypot(a.row + 0.5 - centreRow, a.col + 0.5 - centreCol) -
      Math.hypot(b.row + 0.5 - centreRow, b.col + 0.5 - centreCol),
  );
}

/** The circle a cell is asked for with: its centre and half its diagonal. */
export function cellCircle(cell: Cell): Circle {
  const south = cell.row * cellLat;
  const west = cell.col * cellLon;
  const lat = south + cellLat / 2;
  const lon = west + cellLon / 2;
  return { lat, lon, radiusM: Math.ceil(distanceM(lat, lon, south + cellLat, west + cellLon)) };
}
