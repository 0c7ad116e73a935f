import type { Geometry, Position } from 'geojson';
import { useEffect, useMemo, useState } from 'react';
import type { MapStation } from '../../api/schemas';
import { borderColour, type Countries, landColour, seaColour } from './countries';
import { stationKind } from './filters';
import type { Bounds } from './geo';
import { type MapView, type Size, toScreen, viewBounds } from './projection';

/** Stations closer than this on screen are drawn as one cluster, as the engine does below zoom 12. */
const clusterCellPx = 48;
const clusterMaxZoom = 11;

/**
 * The size of an element in CSS pixels, followed as it changes (undefined until it is laid out). Measured after
 * the screen's first paint, so that the first view is drawn in a task of its own; its space is reserved by the
 * layout, so nothing moves when it appears.
 */
export function useElementSize(element: React.RefObject<HTMLElement | null>): Size | undefined {
  const [size, setSize] = useState<Size>();
  useEffect(() => {
    const node = element.current;
    if (!node) return;
    const measure = () => {
      const { width, height } = node.getBoundingClientRect();
      setSize((last) => (last?.width === width && last.height === height ? last : { width, height }));
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(node);
    return () => observer.disconnect();
  }, [element]);
  return size;
}

const boundsOfRings = (rings: Position[][]): Bounds => {
  const box = { west: 180, south: 90, east: -180, north: -90 };
  for (const ring of rings) {
    for (const [longitude = 0, latitude = 0] of ring) {
      box.west = Math.min(box.west, longitude);
      box.east = Math.max(box.east, longitude);
      box.south = Math.min(box.south, latitude);
      box.north = Math.max(box.north, latitude);
    }
  }
  return box;
};

const polygonsOf = (geometry: Geometry): Position[][][] =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.type === 'MultiPolygon' ? geometry.coordinates : [];

const overlaps = (a: Bounds, b: Bounds) =>
  a.west <= b.east && b.west <= a.east && a.south <= b.north && b.south <= a.north;

/** The land of the view as one SVG path: only the polygons that reach into it are projected. */
function landPath(polygons: readonly { rings: Position[][]; bounds: Bounds }[], view: MapView, size: Size): string {
  const area = viewBounds(view, size);
  const parts: string[] = [];
  for (const polygon of polygons) {
    if (!overlaps(polygon.bounds, area)) continue;
    for (const ring of polygon.rings) {
      const points = ring.map(([longitude = 0, latitude = 0]) => {
        const { x, y } = toScreen([longitude, latitude], view, size);
        return `${x.toFixed(1)} ${y.toFixed(1)}`;
      });
      parts.push(`M${points.join('L')}Z`);
    }
  }
  return parts.join('');
}

export type Placed =
  | { kind: 'station'; station: MapStation; x: number; y: number }
  | { kind: 'cluster'; key: string; count: number; x: number; y: number };

/** The stations in the view, placed on screen; below zoom 12 the close ones become clusters. */
export function placeStations(stations: readonly MapStation[], view: MapView, size: Size): Placed[] {
  const cells = new Map<string, { stations: MapStation[]; x: number; y: number }>();
  const placed: Placed[] = [];
  for (const station of stations) {
    const { x, y } = toScreen([station.location.longitude, station.location.latitude], view, size);
    if (x < 0 || y < 0 || x > size.width || y > size.height) continue;
    if (view.zoom > clusterMaxZoom) {
      placed.push({ kind: 'station', station, x, y });
      continue;
    }
    const key = `${Math.floor(x / clusterCellPx)}:${Math.floor(y / clusterCellPx)}`;
    const cell = cells.get(key) ?? { stations: [], x: 0, y: 0 };
    cell.stations.push(station);
    cell.x += x;
    cell.y += y;
    cells.set(key, cell);
  }
  for (const [key, cell] of cells) {
    const count = cell.stations.length;
    const [first] = cell.stations;
    if (count === 1 && first) placed.push({ kind: 'station', station: first, x: cell.x, y: cell.y });
    else placed.push({ kind: 'cluster', key, count, x: cell.x / count, y: cell.y / count });
  }
  return placed;
}

/**
 * The map's first view, drawn without the engine: the land and borders of the offline atlas, the stations of the
 * view (the same marker buttons as on the engine's map, leading to the same sheet) and the user's dot. It shows
 * at once while the engine starts (see `useEngineStart`), which then takes over on the same view.
 */
export function MapPreview({
  view,
  size,
  countries,
  stations,
  user,
  onSelect,
}: {
  view: MapView;
  size: Size;
  countries: Countries | undefined;
  stations: readonly MapStation[];
  user: [number, number] | undefined;
  onSelect: (station: MapStation) => void;
}) {
  const polygons = useMemo(
    () =>
      (countries?.features ?? []).flatMap((feature) =>
        polygonsOf(feature.geometry).map((rings) => ({ rings, bounds: boundsOfRings(rings) })),
      ),
    [countries],
  );
  const land = useMemo(() => landPath(polygons, view, size), [polygons, view, size]);
  const placed = useMemo(() => placeStations(stations, view, size), [stations, view, size]);
  const dot = user && toScreen(user, view, size);
  return (
    <div className="map-preview" style={{ background: seaColour }}>
      <svg
        className="map-preview__land"
        width={size.width}
        height={size.height}
        viewBox={`0 0 ${size.width} ${size.height}`}
        aria-hidden="true"
      >
        <path d={land} fill={landColour} stroke={borderColour} strokeWidth={0.8} />
        {dot && <circle cx={dot.x} cy={dot.y} r={7} fill="#1a73e8" stroke="#ffffff" strokeWidth={3} />}
      </svg>
      {placed.map((item) =>
        item.kind === 'cluster' ? (
          <span
            key={item.key}
            className="map-preview__cluster"
            style={{ left: item.x, top: item.y }}
            aria-hidden="true"
          >
            {item.count}
          </span>
        ) : (
          <button
            key={item.station._id}
            type="button"
            className={`map-marker map-marker--${stationKind(item.station)} map-preview__marker`}
            style={{ left: item.x, top: item.y }}
            aria-label={item.station.name ?? item.station.brand ?? item.station._id}
            onClick={() => onSelect(item.station)}
          >
            {(item.station.brand ?? item.station.name ?? '?').slice(0, 2).toUpperCase()}
          </button>
        ),
      )}
    </div>
  );
}
