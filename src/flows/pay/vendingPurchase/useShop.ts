import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { shopQuery } from '../../../api/queries';
import type { Station } from '../../../api/schemas';
import { useApi } from '../../../app/contexts';
import { queryClient } from '../../../app/queryClient';
import { usePayStation } from '../PayStationContext';

/** The pay area's station's shop (GET v4/shops/{id}): its gift cards and vending products, as a query. */
export function useShop() {
  const api = useApi();
  const station = usePayStation();
  return useQuery({ ...shopQuery(api, station?._id ?? ''), enabled: !!station }, queryClient);
}

/**
 * The pay area's station with its shop's products beside its own, once both are loaded: what the gift card and
 * vending flows sell from (their choice is checked against it, and their payment methods are asked for it).
 */
export function useShopStation(): Station | undefined {
  const station = usePayStation();
  const { data: shop } = useShop();
  // One object per station and shop answer: the flow's chart is bound to it.
  return useMemo(
    () => (station && shop ? { ...station, products: [...station.products, ...shop.products] } : undefined),
    [station, shop],
  );
}
