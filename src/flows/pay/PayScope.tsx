import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { GeofenceScope } from './Geofence';
import { PayStationProvider } from './PayStationContext';
import { PrepayFlowProvider } from './PrepayFlow';

/** Above the routes: every /pay screen of one station shares one station actor. */
export function PayScope({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const query = new URLSearchParams(useSearch());
  const stationId = query.get('pid');
  if (!location.startsWith('/pay/') || !stationId) return <>{children}</>;
  return (
    <PayStationProvider stationId={stationId} hasOrderId={!!query.get('orderId')}>
      <GeofenceScope>
        {/^\/pay\/prepay\/(summary|fueling)$/.test(location) ? (
          <PrepayFlowProvider key={query.get('productId')}>{children}</PrepayFlowProvider>
        ) : (
          children
        )}
      </GeofenceScope>
    </PayStationProvider>
  );
}
