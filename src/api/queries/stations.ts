/** A station by its id (SPEC.md section 7, GET v4/pois/{id}), where a screen outside the pay area names one. */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { staleTimes } from './meta';

type StationsApi = Pick<Api, 'stations'>;

export const stationKeys = {
  station: (stationId: string) => ['stations', stationId] as const,
  shop: (stationId: string) => ['stations', stationId, 'shop'] as const,
  places: (types: readonly string[]) => ['places', ...types] as const,
};

/** GET v4/pois/{id}: the station with its products (the pay area keeps its own, polled, copy). */
export const stationQuery = (api: StationsApi, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.station(stationId),
    queryFn: ({ signal }) => api.stations.getPoi(stationId, { signal }),
    staleTime: staleTimes.station,
  });

/** GET v4/shops/{id}: the gift cards and vending products of a station's shop. */
export const shopQuery = (api: StationsApi, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.shop(stationId),
    queryFn: ({ signal }) => api.stations.getShop(stationId, { signal }),
    staleTime: staleTimes.shop,
  });

/** GET v4/places: the stations with vending machines of these types (gift cards, shops), for the map. */
export const placesQuery = (api: StationsApi, types: readonly string[]) =>
  queryOptions({
    queryKey: stationKeys.places(types),
    queryFn: ({ signal }) => api.stations.getPlaces(types, { signal }),
    staleTime: staleTimes.station,
  });
