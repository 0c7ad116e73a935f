import { Suspense } from 'react';
import { LazyFallback, lazyWithRetry } from '../app/lazy';
import { readPositionEarly } from '../features/map/earlyPosition';
import { catalogsFor } from '../i18n/i18n';

const loadMapScreen = () => import('../features/map/MapScreen').then((module) => ({ default: module.MapScreen }));

/**
 * The map and its engine load only on /map: the pay entry carries no map code. The screen waits for its own part
 * of the catalogs only (vite.catalogParts.ts, `landingParts`); what it loads lazily waits for the rest.
 */
const MapScreen = lazyWithRetry(loadMapScreen, { catalogs: () => catalogsFor(['map']) });

// A page opened on /map (where drivers land) downloads the map's code alongside the session, not after it, and the
// screen then draws at once: a screen that suspends, however briefly, keeps React's loading screen for 300 ms. The
// engine is not part of it (see features/map/useEngineStart). The driver's position is asked for meanwhile too, so
// the map draws around them, or says it cannot see them, at its first paint.
if (typeof location !== 'undefined' && location.pathname === '/map') {
  MapScreen.preload().catch(() => undefined);
  readPositionEarly();
}

export function MapRoute() {
  return (
    <Suspense fallback={<LazyFallback />}>
      <MapScreen />
    </Suspense>
  );
}
