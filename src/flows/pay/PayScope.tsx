import { type ComponentType, type ReactNode, Suspense, useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { type LazyComponent, LazyFallback, lazyWithRetry, preloadWhenIdle } from '../../app/lazy';
import { useQueryMemory } from '../../app/queryMemory';
import { callbackPolicy } from '../../config';
import { parseCallback, stationReference } from '../../url/query';
import {
  carWashScreens,
  evChargeScreens,
  flowPaths,
  giftCardScreens,
  postpayScreens,
  prepayScreens,
  vendingScreens,
} from './flowScreens';
import { GeofenceScope } from './Geofence';
import { PayStationProvider } from './PayStationContext';

// Each flow's machine and screens load with its first screen, not with the pump list.
const PrepayFlowProvider = lazyWithRetry(() =>
  import('./prepayFuel/PrepayFlow').then((module) => ({ default: module.PrepayFlowProvider })),
);
const PostpayFlowProvider = lazyWithRetry(() =>
  import('./postpayFuel/PostpayFlow').then((module) => ({ default: module.PostpayFlowProvider })),
);
const WashFlowProvider = lazyWithRetry(() =>
  import('./carWash/WashFlow').then((module) => ({ default: module.WashFlowProvider })),
);
const EvFlowProvider = lazyWithRetry(() =>
  import('./evCharge/EvFlow').then((module) => ({ default: module.EvFlowProvider })),
);
const GiftCardFlowProvider = lazyWithRetry(() =>
  import('./giftCard/GiftCardFlow').then((module) => ({ default: module.GiftCardFlowProvider })),
);
const VendingFlowProvider = lazyWithRetry(() =>
  import('./vendingPurchase/VendingFlow').then((module) => ({ default: module.VendingFlowProvider })),
);

/**
 * The flows whose chart spans several screens: on their screens (declared in flowScreens) the flow's provider
 * wraps the screen, keyed by the product and its item (another product, or another gift card value, is another
 * order). A screen two flows share (the
 * receipt) belongs to the flow of the order's type.
 */
const flowScopes: {
  paths: string[];
  orderType: string;
  Provider: LazyComponent<ComponentType<{ children: ReactNode }>>;
}[] = [
  { paths: flowPaths(prepayScreens), orderType: prepayScreens.orderType, Provider: PrepayFlowProvider },
  { paths: flowPaths(postpayScreens), orderType: postpayScreens.orderType, Provider: PostpayFlowProvider },
  { paths: flowPaths(carWashScreens), orderType: carWashScreens.orderType, Provider: WashFlowProvider },
  { paths: flowPaths(evChargeScreens), orderType: evChargeScreens.orderType, Provider: EvFlowProvider },
  { paths: flowPaths(giftCardScreens), orderType: giftCardScreens.orderType, Provider: GiftCardFlowProvider },
  { paths: flowPaths(vendingScreens), orderType: vendingScreens.orderType, Provider: VendingFlowProvider },
];

function flowScopeOf(location: string, query: URLSearchParams) {
  const candidates = flowScopes.filter((scope) => scope.paths.includes(location));
  return candidates.length > 1 ? candidates.find((scope) => scope.orderType === query.get('orderType')) : candidates[0];
}

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
  // The flows' charts and screens, once the pay area is up: the first tap into a flow does not wait for them.
  useEffect(() => preloadWhenIdle(flowScopes.map((scope) => scope.Provider)), []);
  if (!location.startsWith('/pay/') || !reference) return <>{children}</>;
  // No order flow starts behind the refusal of a stranger's callback (CallbackGate): the driver decides first.
  const refused = parseCallback(query.get('callback'), callbackPolicy)?.kind === 'refused';
  const scope = refused ? undefined : flowScopeOf(location, query);
  return (
    <PayStationProvider reference={reference} hasOrderId={!!query.get('orderId')}>
      <GeofenceScope>
        {scope ? (
          <Suspense fallback={<LazyFallback />}>
            <scope.Provider key={`${query.get('productId') ?? ''}:${query.get('itemCode') ?? ''}`}>
              {children}
            </scope.Provider>
          </Suspense>
        ) : (
          children
        )}
      </GeofenceScope>
    </PayStationProvider>
  );
}
