import { Suspense } from 'react';
import { LazyFallback, lazyWithRetry } from '../app/lazy';

/** The map and its engine load only on /map: the pay entry carries no map code. */
const MapScreen = lazyWithRetry(() =>
  import('../features/map/MapScreen').then((module) => ({ default: module.MapScreen })),
);

export function MapRoute() {
  return (
    <Suspense fallback={<LazyFallback />}>
      <MapScreen />
    </Suspense>
  );
}
