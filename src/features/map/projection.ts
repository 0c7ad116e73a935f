/**
 * Web Mercator as both map engines draw it (512 px tiles), for the map's first view drawn without the engine:
 * which area a view of a given size shows, and where a point of it lies on screen. The engine later starts on
 * exactly this view, so nothing moves when it takes over.
 */
import type { Bounds } from './geo';

/** A view of the map: its centre as [longitude, latitude] and its zoom. */
export interface MapView {
  centre: [number, number];
  zoom: number;
}

/** A size in CSS pixels. */
export interface Size {
  width: number;
  height: number;
}

/** The latitudes Web Mercator can show (the square world of both engines). */
export const maxLatitude = 85.051129;
const tileSize = 512;

const worldSize = (zoom: number) => tileSize * 2 ** zoom;
const clampLatitude = (latitude: number) => Math.max(-maxLatitude, Math.min(maxLatitude, latitude));

/** A point's place on the whole world's map at `zoom`, in pixels from its top left corner. */
export function toWorld([longitude, latitude]: readonly [number, number], zoom: number): { x: number; y: number } {
  const size = worldSize(zoom);
  const sin = Math.sin((clampLatitude(latitude) * Math.PI) / 180);
  return {
    x: ((longitude + 180) / 360) * size,
    y: (0.5 - Math.log((1 + sin) / (1 - sin)) / (4 * Math.PI)) * size,
  };
}

/** The point at a place on the whole world's map at `zoom` (the inverse of `toWorld`). */
export function fromWorld(x: number, y: number, zoom: number): [number, number] {
  const size = worldSize(zoom);
  const longitude = (x / size) * 360 - 180;
  const latitude = (Math.atan(Math.sinh(Math.PI * (1 - (2 * y) / size))) * 180) / Math.PI;
  return [longitude, clampLatitude(latitude)];
}

/** Where a point lies in a view of `size`, in pixels from the view's top left corner. */
export function toScreen(point: readonly [number, number], view: MapView, size: Size): { x: number; y: number } {
  const centre = toWorld(view.centre, view.zoom);
  const at = toWorld(point, view.zoom);
  return { x: at.x - centre.x + size.width / 2, y: at.y - centre.y + size.height / 2 };
}

/** The area a view of `size` shows (as the engines' `getBounds` gives it for a map that is not rotated). */
export function viewBounds(view: MapView, size: Size): Bounds {
  const centre = toWorld(view.centre, view.zoom);
  const [west, north] = fromWorld(centre.x - size.width / 2, centre.y - size.height / 2, view.zoom);
  const [east, south] = fromWorld(centre.x + size.width / 2, centre.y + size.height / 2, view.zoom);
  return { west, south, east, north };
}
