/**
 * The map engine behind one thin adapter: mapbox-gl with a configured token and style (production), else
 * maplibre-gl with the app's own offline style (no token, no request leaves the machine). Both share the API the
 * map screen uses; each is downloaded only when /map opens, and only the one in use.
 */
import type { StyleSpecification } from 'maplibre-gl';
import countriesUrl from 'world-atlas/countries-110m.json?url';
import { config } from '../../config';

/** What the map screen uses of either engine. */
export interface MapLike {
  on(type: string, listener: (event: never) => void): unknown;
  on(type: string, layer: string, listener: (event: never) => void): unknown;
  once(type: string, listener: () => void): unknown;
  addSource(id: string, source: Record<string, unknown>): unknown;
  addLayer(layer: Record<string, unknown>): unknown;
  getSource(id: string): { setData(data: unknown): unknown } | undefined;
  getBounds(): { getWest(): number; getSouth(): number; getEast(): number; getNorth(): number };
  getZoom(): number;
  getCenter(): { lng: number; lat: number };
  easeTo(options: { center?: [number, number]; zoom?: number }): unknown;
  querySourceFeatures(source: string, options?: Record<string, unknown>): GeoFeature[];
  getCanvas(): HTMLCanvasElement;
  isStyleLoaded(): boolean | undefined;
  resize(): unknown;
  remove(): void;
}

export interface GeoFeature {
  properties: Record<string, unknown> | null;
  geometry: { type: string; coordinates: unknown };
}

export interface MarkerLike {
  setLngLat(lngLat: [number, number]): MarkerLike;
  addTo(map: MapLike): MarkerLike;
  remove(): void;
}

export interface MapEngine {
  name: 'mapbox' | 'maplibre';
  createMap(options: { container: HTMLElement; center: [number, number]; zoom: number }): MapLike;
  createMarker(element: HTMLElement): MarkerLike;
}

/** The offline base: sea, land and borders from Natural Earth (110 m), served with the app. */
async function offlineStyle(): Promise<StyleSpecification> {
  const [{ feature }, topology] = await Promise.all([
    import('topojson-client'),
    fetch(countriesUrl).then((response) => response.json()),
  ]);
  const countries = feature(topology, topology.objects.countries);
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: countries as never } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': '#cfe3ee' } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': '#f4f7f5' } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': '#a9b8b1', 'line-width': 0.8 } },
    ],
  };
}

export const usesMapbox = () => !!(config.mapboxToken && config.mapStyleUrl);

export async function loadMapEngine(): Promise<MapEngine> {
  if (usesMapbox()) {
    const [{ default: mapboxgl }] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
    mapboxgl.accessToken = config.mapboxToken;
    return {
      name: 'mapbox',
      createMap: ({ container, center, zoom }) =>
        new mapboxgl.Map({ container, center, zoom, style: config.mapStyleUrl }) as unknown as MapLike,
      createMarker: (element) => new mapboxgl.Marker({ element }) as unknown as MarkerLike,
    };
  }
  const [maplibre, style, { default: workerUrl }] = await Promise.all([
    import('maplibre-gl'),
    offlineStyle(),
    // The worker is bundled by Vite; maplibre would otherwise look for it next to its own (hashed) module.
    import('maplibre-gl/dist/maplibre-gl-worker.mjs?worker&url'),
    import('maplibre-gl/dist/maplibre-gl.css'),
  ]);
  maplibre.setWorkerUrl(workerUrl);
  return {
    name: 'maplibre',
    createMap: ({ container, center, zoom }) =>
      new maplibre.Map({ container, center, zoom, style, attributionControl: false }) as unknown as MapLike,
    createMarker: (element) => new maplibre.Marker({ element }) as unknown as MarkerLike,
  };
}
