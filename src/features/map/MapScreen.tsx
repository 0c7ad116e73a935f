import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { FeatureCollection, Point } from 'geojson';
import { Suspense, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { selectFeatures } from '../../../machines/session';
import { placesQuery } from '../../api/queries';
import type { MapStation } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { lazyWithRetry } from '../../app/lazy';
import { queryClient } from '../../app/queryClient';
import { RunningOrders } from '../../flows/pay/pumpChoice/RunningOrders';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { useCountries } from './countries';
import { loadMapEngine, type MapLike, type MarkerLike } from './engine';
import { FilterButton } from './FilterButton';
import {
  loadFilters,
  type MapFilters,
  saveFilters,
  shopTypes,
  stationKind,
  stationMatches,
  withPlaces,
} from './filters';
import { defaultCentre, defaultZoom } from './geo';
import { MapPreview, useElementSize } from './MapPreview';
import { type MapView, viewBounds } from './projection';
import { StationList } from './StationList';

import { type Area, useAreaLoader } from './useAreaLoader';
import { useEngineStart } from './useEngineStart';
import { useUserPosition } from './useUserPosition';

/** A station's sheet, loaded on the first tap on a station (react-aria's modal). */
const StationSheet = lazyWithRetry(() => import('./StationSheet').then((module) => ({ default: module.StationSheet })));

const emptyCollection: FeatureCollection = { type: 'FeatureCollection', features: [] };
const userZoom = 12;

function toFeatures(stations: readonly MapStation[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stations.map((station) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [station.location.longitude, station.location.latitude] },
      properties: { id: station._id, kind: stationKind(station) },
    })),
  };
}

/** The station layers, the same on both engines: clusters, single stations by product, and the user's dot. */
function addLayers(map: MapLike) {
  map.addSource('stations', {
    type: 'geojson',
    data: emptyCollection,
    cluster: true,
    clusterRadius: 44,
    clusterMaxZoom: 11,
  });
  map.addSource('user', { type: 'geojson', data: emptyCollection });
  map.addLayer({
    id: 'station-clusters',
    type: 'circle',
    source: 'stations',
    filter: ['has', 'point_count'],
    paint: {
      'circle-color': '#0b5c3b',
      'circle-opacity': 0.85,
      'circle-radius': ['step', ['get', 'point_count'], 12, 10, 16, 50, 22, 200, 28],
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.addLayer({
    id: 'station-points',
    type: 'circle',
    source: 'stations',
    filter: ['!', ['has', 'point_count']],
    paint: {
      'circle-color': ['match', ['get', 'kind'], 'ev', '#1d5fd1', 'wash', '#6b3fa0', '#0b5c3b'],
      'circle-radius': 9,
      'circle-stroke-width': 2,
      'circle-stroke-color': '#ffffff',
    },
  });
  map.addLayer({
    id: 'user-position',
    type: 'circle',
    source: 'user',
    paint: {
      'circle-color': '#1a73e8',
      'circle-radius': 7,
      'circle-stroke-width': 3,
      'circle-stroke-color': '#ffffff',
    },
  });
}

const engineArea = (map: MapLike): Area | undefined => {
  const bounds = map.getBounds();
  return bounds && { bounds, zoom: map.getZoom() };
};

/** No account filters (yet): one list, so the selection stays the same from one session update to the next. */
const noPoiFilters: readonly string[] = [];

/**
 * The station map (SPEC.md section 2, /map): a full-screen map of the stations where the app can pay, the user's
 * position, filters, a sheet for the selected station that leads to paying, and a list of the nearest stations
 * as its text alternative. The first view is drawn without the map engine (`MapPreview`); the engine starts at
 * the driver's first gesture on the map or once the page rests (`useEngineStart`), on the same view, and takes
 * over in the same place.
 */
export function MapScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = useSearch();
  const poiFilters = Session.useSelector((s) => selectFeatures(s)?.poiFilters ?? noPoiFilters);
  const container = useRef<HTMLElement>(null);
  const size = useElementSize(container);
  const countries = useCountries();
  const mapRef = useRef<MapLike | undefined>(undefined);
  const markers = useRef(new Map<string, MarkerLike>());
  const [engineState, setEngineState] = useState<'waiting' | 'loading' | 'ready' | 'failed'>('waiting');
  // What this browser keeps, else the account's first fuel types: a guest's map opens before the account's features
  // answer (selectIsSignedIn), and their defaults follow it until the driver chooses.
  const [chosen, setChosen] = useState<MapFilters>();
  const filters = useMemo(() => chosen ?? loadFilters(localStorage, poiFilters), [chosen, poiFilters]);
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const [selected, setSelected] = useState<MapStation>();
  const [view, setView] = useState<'map' | 'list'>('map');
  /** What the first view shows until the engine takes over (the engine then starts on it). */
  const position = useUserPosition();
  // Around the driver from the start when their position is already known (the page's early reading).
  const [firstView, setFirstView] = useState<MapView>(() =>
    position.coords && !position.disabled
      ? { centre: [position.coords.longitude, position.coords.latitude], zoom: userZoom }
      : { centre: defaultCentre, zoom: defaultZoom },
  );
  const firstViewRef = useRef(firstView);
  firstViewRef.current = firstView;
  const area = useAreaLoader(api);
  // Whether the map has been centred on the driver: at once when the first view starts around them.
  const centredOnDriver = useRef(firstView.zoom === userZoom);
  const engine = useEngineStart(size !== undefined && area.status !== 'loading');

  // Gift card shops and vending machines, wherever they are (one call, kept while fresh).
  const places = useQuery({ ...placesQuery(api, shopTypes), enabled: filters.shops }, queryClient);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever the loaded stations do.
  const visible = useMemo(
    () =>
      withPlaces(area.stations.current, filters.shops ? (places.data ?? []) : []).filter((station) =>
        stationMatches(station, filters),
      ),
    [area.version, filters, area.stations, places.data],
  );

  // The first view's stations: its area, as soon as its size is known, and again when it moves.
  useEffect(() => {
    if (!size || mapRef.current) return;
    area.load({ bounds: viewBounds(firstView, size), zoom: firstView.zoom }, filtersRef.current.ev);
  }, [firstView, size, area.load]);

  // The engine and its map, once started, on the view the first view shows.
  useEffect(() => {
    if (!engine.started) return;
    let cancelled = false;
    setEngineState('loading');
    loadMapEngine().then(
      (loaded) => {
        if (cancelled || !container.current) return;
        let map: MapLike;
        const { centre, zoom } = firstViewRef.current;
        try {
          map = loaded.createMap({ container: container.current, center: centre, zoom });
        } catch {
          // No WebGL (old devices, some embedded browsers): the list stands in for the map.
          setEngineState('failed');
          return;
        }
        mapRef.current = map;
        map.on('load', () => {
          addLayers(map);
          setEngineState('ready');
          const current = engineArea(map);
          if (current) area.load(current, filtersRef.current.ev);
        });
        map.on('moveend', () =>
          area.loadAfterRest(
            () => engineArea(map),
            () => filtersRef.current.ev,
          ),
        );
        map.onClick('station-clusters', (center) => map.easeTo({ center, zoom: map.getZoom() + 2 }));
      },
      () => !cancelled && setEngineState('failed'),
    );
    return () => {
      cancelled = true;
      for (const marker of markers.current.values()) marker.remove();
      markers.current.clear();
      mapRef.current?.remove();
      mapRef.current = undefined;
    };
  }, [engine.started, area.load, area.loadAfterRest]);

  // Turning charging stations on asks again for the cells loaded without them.
  useEffect(() => {
    const map = mapRef.current;
    if (engineState === 'ready' && map && filters.ev) {
      const current = engineArea(map);
      if (current) area.load(current, true);
    }
  }, [filters.ev, engineState, area.load]);

  // The stations that pass the filters, as map features.
  useEffect(() => {
    if (engineState !== 'ready') return;
    mapRef.current?.setData('stations', toFeatures(visible));
  }, [visible, engineState]);

  // Single stations (not in a cluster) get a marker button with the brand, reachable by keyboard.
  useEffect(() => {
    const map = mapRef.current;
    if (engineState !== 'ready' || !map) return;
    const byId = new Map(visible.map((station) => [station._id, station]));
    const sync = () => {
      const shown = new Set<string>();
      for (const feature of map.querySourceFeatures('stations')) {
        const id = feature.properties?.id;
        if (typeof id !== 'string' || feature.properties?.cluster) continue;
        const station = byId.get(id);
        if (!station || shown.has(id)) continue;
        shown.add(id);
        if (markers.current.has(id)) continue;
        const element = document.createElement('button');
        element.type = 'button';
        element.className = `map-marker map-marker--${stationKind(station)}`;
        element.setAttribute('aria-label', station.name ?? station.brand ?? id);
        element.textContent = (station.brand ?? station.name ?? '?').slice(0, 2).toUpperCase();
        element.addEventListener('click', (event) => {
          event.stopPropagation();
          setSelected(station);
        });
        markers.current.set(id, map.addMarker(element, [station.location.longitude, station.location.latitude]));
      }
      for (const [id, marker] of markers.current) {
        if (!shown.has(id)) {
          marker.remove();
          markers.current.delete(id);
        }
      }
    };
    sync();
    map.on('idle', sync);
    return () => {
      map.off('idle', sync);
    };
  }, [visible, engineState]);

  // The first position centres the map: the first view at once, the engine's map with a move.
  useEffect(() => {
    const point = position.coords;
    if (!point || position.disabled || centredOnDriver.current) return;
    const map = mapRef.current;
    if (map && engineState !== 'ready') return;
    centredOnDriver.current = true;
    const centre: [number, number] = [point.longitude, point.latitude];
    if (map) map.easeTo({ center: centre, zoom: userZoom });
    else setFirstView({ centre, zoom: userZoom });
  }, [position.coords, position.disabled, engineState]);

  // The user's dot on the engine's map.
  useEffect(() => {
    const map = mapRef.current;
    if (engineState !== 'ready' || !map) return;
    const point = position.coords;
    map.setData(
      'user',
      point
        ? {
            type: 'FeatureCollection',
            features: [
              {
                type: 'Feature',
                geometry: { type: 'Point', coordinates: [point.longitude, point.latitude] },
                properties: {},
              },
            ],
          }
        : emptyCollection,
    );
  }, [position.coords, engineState]);

  const changeFilters = (next: MapFilters) => {
    setChosen(next);
    saveFilters(localStorage, next);
  };
  /** A pan, pinch or wheel on the first view starts the engine at once (a tap on a station opens its sheet). */
  const startOnGesture = (event: React.SyntheticEvent) => {
    if (!(event.target instanceof Element && event.target.closest('button'))) engine.start();
  };
  const origin = position.coords ?? { latitude: defaultCentre[1], longitude: defaultCentre[0] };

  return (
    <main className="map-screen" data-testid="map-ready">
      <h1 className="visually-hidden">
        <Trans>Station map</Trans>
      </h1>
      <div className="map-toolbar">
        <Button variant="secondary" onPress={() => setView(view === 'map' ? 'list' : 'map')}>
          {view === 'map' ? <Trans>List</Trans> : <Trans>Map</Trans>}
        </Button>
        <FilterButton filters={filters} onChange={changeFilters} />
      </div>
      <div className="map-notices" aria-live="polite">
        <RunningOrders />
        {position.disabled && (
          <Notice tone="info">
            <Trans>No geolocation: allow location access to see the stations near you.</Trans>
          </Notice>
        )}
        {area.status === 'zoomIn' && (
          <Notice tone="info">
            <Trans>Zoom in to find stations.</Trans>
          </Notice>
        )}
        {area.status === 'error' && (
          <Notice tone="error">
            <Trans>Stations could not be loaded. Check your connection and try again.</Trans>
          </Notice>
        )}
        {engineState === 'failed' && (
          <Notice tone="error">
            <Trans>The map could not be shown. The list shows the stations near you.</Trans>
          </Notice>
        )}
      </div>
      <section
        ref={container}
        className="map-canvas"
        hidden={view === 'list'}
        aria-label={t`Map of stations`}
        data-ready={engineState === 'ready' ? 'true' : undefined}
        data-station-count={visible.length}
        onPointerDown={startOnGesture}
        onWheel={startOnGesture}
      >
        {engineState !== 'ready' && engineState !== 'failed' && size && (
          <MapPreview
            view={firstView}
            size={size}
            countries={countries}
            stations={visible}
            user={position.coords && [position.coords.longitude, position.coords.latitude]}
            onSelect={setSelected}
          />
        )}
      </section>
      {(view === 'list' || engineState === 'failed') && (
        <StationList stations={visible} origin={origin} onSelect={setSelected} />
      )}
      {selected && (
        <Suspense fallback={null}>
          <StationSheet station={selected} search={search} onClose={() => setSelected(undefined)} />
        </Suspense>
      )}
    </main>
  );
}
