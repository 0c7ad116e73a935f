import { useCallback, useEffect, useRef, useState } from 'react';
import type { Api } from '../../api';
import type { MapStation } from '../../api/schemas';
import { type Bounds, type Cell, cellCircle, cellsOf, minSearchZoom } from './geo';

/** At most this many station requests at once; the rest wait their turn (nearest the centre first). */
const concurrentRequests = 4;
/** Moving the map loads the new area after the map rests this long (no request per frame). */
export const moveRestMs = 350;

/** The area a map shows, as the station search needs it. */
export interface Area {
  bounds: Bounds;
  zoom: number;
}

/**
 * Loads the stations of the visible area by grid cell (see `cellsOf`): a cell never loaded twice, requests for
 * cells that left the view aborted, at most four at a time. `load` asks at once (the first view, a filter
 * change); `loadAfterRest` once the map has rested `moveRestMs` after moving, a timer kept here so that a pan
 * sends no request per frame and the screen keeps none.
 */
export function useAreaLoader(api: Api) {
  const stations = useRef(new Map<string, MapStation>());
  const loadedCells = useRef(new Set<string>());
  const inFlight = useRef(new Map<string, AbortController>());
  const queue = useRef<Cell[]>([]);
  const rest = useRef<ReturnType<typeof setTimeout>>(undefined);
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
    ({ bounds, zoom }: Area, ev: boolean) => {
      clearTimeout(rest.current);
      withEv.current = ev;
      const cells = zoom >= minSearchZoom ? cellsOf(bounds) : undefined;
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

  const loadAfterRest = useCallback(
    (area: () => Area | undefined, ev: () => boolean) => {
      clearTimeout(rest.current);
      rest.current = setTimeout(() => {
        const current = area();
        if (current) load(current, ev());
      }, moveRestMs);
    },
    [load],
  );

  useEffect(() => () => clearTimeout(rest.current), []);

  return { stations, version, status, load, loadAfterRest };
}
