/**
 * The map engine behind one thin adapter: mapbox-gl with a configured token and style (production), else
 * maplibre-gl with the app's own offline style (no token, no request leaves the machine). Each engine's map is
 * wrapped in a `MapLike` whose methods call that engine's own typed API, so the compiler checks every call against
 * both; each engine is downloaded only when /map opens, and only the one in use.
 */
import type { FeatureCollection, GeoJsonProperties } from 'geojson';
import type * as Mapbox from 'mapbox-gl';
import type * as Maplibre from 'maplibre-gl';
import { config } from '../../config';
import { borderColour, landColour, loadCountries, seaColour } from './countries';
import type { Bounds } from './geo';

/** A GeoJSON source, optionally clustered, as both engines take it. */
export interface GeoJsonSource {
  type: 'geojson';
  data: FeatureCollection;
  cluster?: boolean;
  clusterRadius?: number;
  clusterMaxZoom?: number;
}

/** A circle layer in the style-spec form both engines accept. */
export type CircleLayer = Maplibre.CircleLayerSpecification & Mapbox.CircleLayerSpecification;

/** The map events the screen listens to. */
export type MapEvent = 'load' | 'moveend' | 'idle';

/** What the map screen uses of either engine. */
export interface MapLike {
  on(type: MapEvent, listener: () => void): void;
  off(type: MapEvent, listener: () => void): void;
  /** A click or tap on a feature of `layer`, with where it happened as [longitude, latitude]. */
  onClick(layer: string, listener: (lngLat: [number, number]) => void): void;
  addSource(id: string, source: GeoJsonSource): void;
  addLayer(layer: CircleLayer): void;
  /** Replaces the data of a GeoJSON source (nothing happens if there is none of that id). */
  setData(source: string, data: FeatureCollection): void;
  /** The visible area (mapbox-gl's types allow a map to have none). */
  getBounds(): Bounds | undefined;
  getZoom(): number;
  easeTo(options: { center: [number, number]; zoom: number }): void;
  querySourceFeatures(source: string): { properties: GeoJsonProperties }[];
  /** A marker with `element` at [longitude, latitude]. */
  addMarker(element: HTMLElement, lngLat: [number, number]): MarkerLike;
  remove(): void;
}

export interface MarkerLike {
  remove(): void;
}

export interface MapEngine {
  name: 'mapbox' | 'maplibre';
  createMap(options: { container: HTMLElement; center: [number, number]; zoom: number }): MapLike;
}

const boundsOf = (bounds: Maplibre.LngLatBounds | Mapbox.LngLatBounds): Bounds => ({
  west: bounds.getWest(),
  south: bounds.getSouth(),
  east: bounds.getEast(),
  north: bounds.getNorth(),
});

/** The offline base: sea, land and borders from Natural Earth (110 m), served with the app. */
async function offlineStyle(): Promise<Maplibre.StyleSpecification> {
  return {
    version: 8,
    sources: { countries: { type: 'geojson', data: await loadCountries() } },
    layers: [
      { id: 'sea', type: 'background', paint: { 'background-color': seaColour } },
      { id: 'land', type: 'fill', source: 'countries', paint: { 'fill-color': landColour } },
      { id: 'borders', type: 'line', source: 'countries', paint: { 'line-color': borderColour, 'line-width': 0.8 } },
    ],
  };
}

function mapboxMap(mapboxgl: typeof Mapbox.default, map: Mapbox.Map): MapLike {
  return {
    on: (type, listener) => map.on(type, listener),
    off: (type, listener) => map.off(type, listener),
    onClick: (layer, listener) => map.on('click', layer, ({ lngLat }) => listener([lngLat.lng, lngLat.lat])),
    addSource: (id, source) => map.addSource(id, source),
    addLayer: (layer) => map.addLayer(layer),
    setData: (id, data) => {
      const source = map.getSource(id);
      if (source?.type === 'geojson') source.setData(data);
    },
    getBounds: () => {
      const bounds = map.getBounds();
      return bounds ? boundsOf(bounds) : undefined;
    },
    getZoom: () => map.getZoom(),
    easeTo: (options) => map.easeTo(options),
    querySourceFeatures: (source) => map.querySourceFeatures(source),
    addMarker: (element, lngLat) => new mapboxgl.Marker({ element }).setLngLat(lngLat).addTo(map),
    remove: () => map.remove(),
  };
}

function maplibreMap(maplibre: typeof Maplibre, map: Maplibre.Map): MapLike {
  return {
    on: (type, listener) => map.on(type, listener),
    off: (type, listener) => map.off(type, listener),
    onClick: (layer, listener) => map.on('click', layer, ({ lngLat }) => listener([lngLat.lng, lngLat.lat])),
    addSource: (id, source) => map.addSource(id, source),
    addLayer: (layer) => map.addLayer(layer),
    setData: (id, data) => {
      const source = map.getSource(id);
      if (source instanceof maplibre.GeoJSONSource) source.setData(data);
    },
    getBounds: () => boundsOf(map.getBounds()),
    getZoom: () => map.getZoom(),
    easeTo: (options) => map.easeTo(options),
    querySourceFeatures: (source) => map.querySourceFeatures(source),
    addMarker: (element, lngLat) => new maplibre.Marker({ element }).setLngLat(lngLat).addTo(map),
    remove: () => map.remove(),
  };
}

export const usesMapbox = () => __MAPBOX__ && !!(config.mapboxToken && config.mapStyleUrl);

export async function loadMapEngine(): Promise<MapEngine> {
  // `__MAPBOX__` is a constant of the build: without a Mapbox token and style the branch, and mapbox-gl with its
  // import, is not emitted at all.
  if (__MAPBOX__ && usesMapbox()) {
    const [{ default: mapboxgl }] = await Promise.all([import('mapbox-gl'), import('mapbox-gl/dist/mapbox-gl.css')]);
    mapboxgl.accessToken = config.mapboxToken;
    return {
      name: 'mapbox',
      createMap: ({ container, center, zoom }) =>
        mapboxMap(mapboxgl, new mapboxgl.Map({ container, center, zoom, style: config.mapStyleUrl })),
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
      maplibreMap(maplibre, new maplibre.Map({ container, center, zoom, style, attributionControl: false })),
  };
}
