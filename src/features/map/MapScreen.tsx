import { Trans, useLingui } from '@lingui/react/macro';
import type { FeatureCollection, Point } from 'geojson';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useSearch } from 'wouter';
import { selectFeatures } from '../../../machines/session';
import type { Api } from '../../api';
import type { MapStation } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { RunningOrders } from '../../flows/pay/RunningOrders';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { loadMapEngine, type MapLike, type MarkerLike } from './engine';
import { FilterPanel } from './FilterPanel';
import { loadFilters, type MapFilters, saveFilters, stationMatches } from './filters';
import { type Cell, cellCircle, cellsOf, defaultCentre, defaultZoom, minSearchZoom } from './geo';
import { StationList } from './StationList';
import { StationSheet } from './StationSheet';
import { useUserPosition } from './useUserPosition';

const emptyCollection: FeatureCollection = { type: 'FeatureCollection', features: [] };
/** Moving the map loads the new area after the map rests this long (no request per frame). */
const moveDebounceMs = 350;
const userZoom = 12;

const kindOf = (station: MapStation) =>
  station.productOfferings.includes('FUEL') ? 'fuel' : station.productOfferings.includes('EV') ? 'ev' : 'wash';

function toFeatures(stations: readonly MapStation[]): FeatureCollection<Point> {
  return {
    type: 'FeatureCollection',
    features: stations.map((station) => ({
      type: 'Feature',
      geometry: { type: 'Point', coordinates: [station.location.longitude, station.location.latitude] },
      properties: { id: station._id, kind: kindOf(station) },
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

/** At most this many station requests at once; the rest wait their turn (nearest the centre first). */
const concurrentRequests = 4;

/**
 * Loads the stations of the visible area by grid cell (see `cellsOf`): debounced by the caller, a cell never
 * loaded twice, requests for cells that left the view aborted, at most four at a time.
 */
function useAreaLoader(api: Api) {
  const stations = useRef(new Map<string, MapStation>());
  const loadedCells = useRef(new Set<string>());
  const inFlight = useRef(new Map<string, AbortController>());
  const queue = useRef<Cell[]>([]);
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<'idle' | 'loading' | 'zoomIn' | 'error'>('idle');
  const failed = useRef(false);
  /** Whether charging stations are wanted (the EV filter): cells loaded without them are asked for again. */
  const withEv = useRef(true);

  const pump = useCallback(() => {
    while (inFlight.current.size < concurrentRequests && queue.current.length > 0) {
      const cell = queue.current.shift()!;
      const controller = new AbortController();
      const ev = withEv.current;
      inFlight.current.set(cell.key, controller);
      api.stations
        .searchPois({ ...cellCircle(cell), isRydPay: true, showEvPois: ev }, { signal: controller.signal })
        .then(
          (result) => {
            for (const station of [...result.GAS_STATION, ...result.EV_STATIONS]) {
              stations.current.set(station._id, station);
            }
            loadedCells.current.add(`${cell.key}|${ev ? 'ev' : 'fuel'}`);
            setVersion((value) => value + 1);
          },
          () => {
            if (!controller.signal.aborted) failed.current = true;
          },
        )
        .finally(() => {
          if (inFlight.current.get(cell.key) === controller) inFlight.current.delete(cell.key);
          if (inFlight.current.size === 0 && queue.current.length === 0) {
            setStatus(failed.current ? 'error' : 'idle');
          }
          pump();
        });
    }
  }, [api]);

  const load = useCallback(
    (map: MapLike, ev: boolean) => {
      const bounds = map.getBounds();
      if (!bounds) return;
      withEv.current = ev;
      const cells = map.getZoom() >= minSearchZoom ? cellsOf(bounds) : undefined;
      if (!cells) {
        queue.current = [];
        for (const controller of inFlight.current.values()) controller.abort();
        inFlight.current.clear();
        setStatus('zoomIn');
        return;
      }
      const wanted = new Set(cells.map((cell) => cell.key));
      // Superseded: the view moved on before these answered.
      for (const [key, controller] of inFlight.current) {
        if (!wanted.has(key)) {
          controller.abort();
          inFlight.current.delete(key);
        }
      }
      failed.current = false;
      const isLoaded = (key: string) =>
        loadedCells.current.has(`${key}|ev`) || (!ev && loadedCells.current.has(`${key}|fuel`));
      queue.current = cells.filter((cell) => !isLoaded(cell.key) && !inFlight.current.has(cell.key));
      if (queue.current.length === 0 && inFlight.current.size === 0) {
        setStatus('idle');
        return;
      }
      setStatus('loading');
      pump();
    },
    [pump],
  );
  return { stations, version, status, load };
}

/**
 * The station map (SPEC.md section 2, /map): a full-screen map of the stations where the app can pay, the user's
 * position, filters, a sheet for the selected station that leads to paying, and a list of the nearest stations
 * as its text alternative.
 */
export function MapScreen() {
  const { t } = useLingui();
  const api = useApi();
  const search = useSearch();
  const poiFilters = Session.useSelector((s) => selectFeatures(s)?.poiFilters ?? []);
  const container = useRef<HTMLElement>(null);
  const mapRef = useRef<MapLike | undefined>(undefined);
  const markers = useRef(new Map<string, MarkerLike>());
  const [engineState, setEngineState] = useState<'loading' | 'ready' | 'failed'>('loading');
  const [filters, setFilters] = useState<MapFilters>(() => loadFilters(localStorage, poiFilters));
  const filtersRef = useRef(filters);
  filtersRef.current = filters;
  const [selected, setSelected] = useState<MapStation>();
  const [view, setView] = useState<'map' | 'list'>('map');
  const position = useUserPosition();
  const area = useAreaLoader(api);
  const centred = useRef(false);

  // biome-ignore lint/correctness/useExhaustiveDependencies: `version` changes whenever the loaded stations do.
  const visible = useMemo(
    () => [...area.stations.current.values()].filter((station) => stationMatches(station, filters)),
    [area.version, filters, area.stations],
  );

  // The engine and the map, once.
  useEffect(() => {
    let cancelled = false;
    let debounce: ReturnType<typeof setTimeout> | undefined;
    loadMapEngine().then(
      (engine) => {
        if (cancelled || !container.current) return;
        let map: MapLike;
        try {
          map = engine.createMap({ container: container.current, center: defaultCentre, zoom: defaultZoom });
        } catch {
          // No WebGL (old devices, some embedded browsers): the list stands in for the map.
          setEngineState('failed');
          return;
        }
        mapRef.current = map;
        map.on('load', () => {
          addLayers(map);
          setEngineState('ready');
          area.load(map, filtersRef.current.ev);
        });
        map.on('moveend', () => {
          clearTimeout(debounce);
          debounce = setTimeout(() => area.load(map, filtersRef.current.ev), moveDebounceMs);
        });
        map.onClick('station-clusters', (center) => map.easeTo({ center, zoom: map.getZoom() + 2 }));
      },
      () => !cancelled && setEngineState('failed'),
    );
    return () => {
      cancelled = true;
      clearTimeout(debounce);
      for (const marker of markers.current.values()) marker.remove();
      markers.current.clear();
      mapRef.current?.remove();
      mapRef.current = undefined;
    };
  }, [area.load]);

  // Turning charging stations on asks again for the cells loaded without them.
  useEffect(() => {
    const map = mapRef.current;
    if (engineState === 'ready' && map && filters.ev) area.load(map, true);
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
        element.className = `map-marker map-marker--${kindOf(station)}`;
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

  // The user's dot, and the first position centres the map.
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
    if (point && !position.disabled && !centred.current) {
      centred.current = true;
      map.easeTo({ center: [point.longitude, point.latitude], zoom: userZoom });
    }
  }, [position.coords, position.disabled, engineState]);

  const changeFilters = (next: MapFilters) => {
    setFilters(next);
    saveFilters(localStorage, next);
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
        <FilterPanel filters={filters} onChange={changeFilters} />
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
      >
        {engineState === 'loading' && <Spinner />}
      </section>
      {(view === 'list' || engineState === 'failed') && (
        <StationList stations={visible} origin={origin} onSelect={setSelected} />
      )}
      {selected && <StationSheet station={selected} search={search} onClose={() => setSelected(undefined)} />}
    </main>
  );
}
