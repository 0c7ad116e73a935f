/** A station by its id (SPEC.md section 7, GET v4/pois/{id}), where a screen outside the pay area names one. */
import { queryOptions } from '@tanstack/react-query';
import type { Api } from '..';
import { staleTimes } from './meta';

type StationsApi = Pick<Api, 'stations'>;

export const stationKeys = {
  station: (stationId: string) => ['stations', stationId] as const,
};

/** GET v4/pois/{id}: the station with its products (the pay area keeps its own, polled, copy). */
export const stationQuery = (api: StationsApi, stationId: string) =>
  queryOptions({
    queryKey: stationKeys.station(stationId),
    queryFn: ({ signal }) => api.stations.getPoi(stationId, { signal }),
    staleTime: staleTimes.station,
  });
