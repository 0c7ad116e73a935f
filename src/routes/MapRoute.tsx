import { Suspense } from 'react';
import { importWithRetry, LazyFallback, lazyWithRetry } from '../app/lazy';

const loadMapScreen = () => import('../features/map/MapScreen').then((module) => ({ default: module.MapScreen }));

/** The map and its engine load only on /map: the pay entry carries no map code. */
const MapScreen = lazyWithRetry(loadMapScreen);

// A page opened on /map (where drivers land) downloads the map's code alongside the session, not after it; the
// screen's own load then finds it ready. The engine is not part of it (see features/map/useEngineStart).
if (typeof location !== 'undefined' && location.pathname === '/map') {
  importWithRetry(loadMapScreen).catch(() => undefined);
}

export function MapRoute() {
  return (
    <Suspense fallback={<LazyFallback />}>
      <MapScreen />
    </Suspense>
  );
}
