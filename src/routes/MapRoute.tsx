import { lazy, Suspense } from 'react';
import { Spinner } from '../ui/Spinner';

/** The map and its engine load only on /map: the pay entry carries no map code. */
const MapScreen = lazy(() => import('../features/map/MapScreen').then((module) => ({ default: module.MapScreen })));

export function MapRoute() {
  return (
    <Suspense fallback={<Spinner />}>
      <MapScreen />
    </Suspense>
  );
}
