import { type ComponentType, lazy, type ReactNode, Suspense } from 'react';
import { useLocation, useSearch } from 'wouter';
import { useQueryMemory } from '../../app/queryMemory';
import { stationReference } from '../../routes/guards';
import { Spinner } from '../../ui/Spinner';
import { GeofenceScope } from './Geofence';
import { PayStationProvider } from './PayStationContext';

// Each flow's machine and screens load with its first screen, not with the pump list.
const PrepayFlowProvider = lazy(() =>
  import('./PrepayFlow').then((module) => ({ default: module.PrepayFlowProvider })),
);
const PostpayFlowProvider = lazy(() =>
  import('./PostpayFlow').then((module) => ({ default: module.PostpayFlowProvider })),
);
const WashFlowProvider = lazy(() =>
  import('./carwash/WashFlow').then((module) => ({ default: module.WashFlowProvider })),
);
const EvFlowProvider = lazy(() => import('./charging/EvFlow').then((module) => ({ default: module.EvFlowProvider })));

/**
 * The flows whose machine spans several screens: on these routes the flow's provider wraps the screen, keyed by
 * the query value that starts a new flow (another product is another order).
 */
const flowScopes: { pattern: RegExp; Provider: ComponentType<{ children: ReactNode }>; key: string }[] = [
  { pattern: /^\/pay\/prepay\/(summary|fueling)$/, Provider: PrepayFlowProvider, key: 'productId' },
  { pattern: /^\/pay\/postpay\/(fueling|summary)$/, Provider: PostpayFlowProvider, key: 'productId' },
  { pattern: /^\/pay\/(postpay\/wash|wash)\/(summary|finish)$/, Provider: WashFlowProvider, key: 'productId' },
  { pattern: /^\/pay\/(prepay\/ev\/(summary|charging)|ev\/finish)$/, Provider: EvFlowProvider, key: 'productId' },
];

/**
 * Above the routes: every /pay screen of one station shares one station actor. The station is whatever the
 * current, previous or saved query names (the queries the station guard accepts): `pid`, `mtskid`, or
 * `longitude` with `latitude`.
 */
export function PayScope({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const memory = useQueryMemory();
  const query = new URLSearchParams(search);
  const reference = stationReference([search, memory.previous, memory.saved]);
  if (!location.startsWith('/pay/') || !reference) return <>{children}</>;
  const scope = flowScopes.find((candidate) => candidate.pattern.test(location));
  return (
    <PayStationProvider reference={reference} hasOrderId={!!query.get('orderId')}>
      <GeofenceScope>
        {scope ? (
          <Suspense fallback={<Spinner />}>
            <scope.Provider key={query.get(scope.key) ?? ''}>{children}</scope.Provider>
          </Suspense>
        ) : (
          children
        )}
      </GeofenceScope>
    </PayStationProvider>
  );
}
