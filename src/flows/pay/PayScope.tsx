import type { ComponentType, ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { WashFlowProvider } from './carwash/WashFlow';
import { GeofenceScope } from './Geofence';
import { PayStationProvider } from './PayStationContext';
import { PostpayFlowProvider } from './PostpayFlow';
import { PrepayFlowProvider } from './PrepayFlow';

/**
 * The flows whose machine spans several screens: on these routes the flow's provider wraps the screen, keyed by
 * the query value that starts a new flow (another product is another order).
 */
const flowScopes: { pattern: RegExp; Provider: ComponentType<{ children: ReactNode }>; key: string }[] = [
  { pattern: /^\/pay\/prepay\/(summary|fueling)$/, Provider: PrepayFlowProvider, key: 'productId' },
  { pattern: /^\/pay\/postpay\/(fueling|summary)$/, Provider: PostpayFlowProvider, key: 'productId' },
  { pattern: /^\/pay\/(postpay\/wash|wash)\/(summary|finish)$/, Provider: WashFlowProvider, key: 'productId' },
];

/** Above the routes: every /pay screen of one station shares one station actor. */
export function PayScope({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const query = new URLSearchParams(useSearch());
  const stationId = query.get('pid');
  if (!location.startsWith('/pay/') || !stationId) return <>{children}</>;
  const scope = flowScopes.find((candidate) => candidate.pattern.test(location));
  return (
    <PayStationProvider stationId={stationId} hasOrderId={!!query.get('orderId')}>
      <GeofenceScope>
        {scope ? <scope.Provider key={query.get(scope.key) ?? ''}>{children}</scope.Provider> : children}
      </GeofenceScope>
    </PayStationProvider>
  );
}
