import type { Host } from './client';
import { stationPath } from './earlyCalls';
import { type MapStation, Places, PoiSearchResult, Shop, Station } from './schemas';

type Signal = { signal?: AbortSignal };

/** The platform refuses map searches wider than this (SPEC.md section 9). */
export const maxSearchRadiusM = 100_000;

/** The radius of the station lookup by coordinates (SPEC.md section 7: "300 for station lookup"). */
export const stationLookupRadiusM = 300;

export interface PoiSearch {
  lat: number;
  lon: number;
  radiusM: number;
  isRydPay?: boolean;
  showOlderPrices?: boolean;
  showEvPois?: boolean;
}

export function createStationsApi(platform: Host) {
  const searchPois = (
    { lat, lon, radiusM, isRydPay, showOlderPrices, showEvPois }: PoiSearch,
    { signal }: Signal = {},
  ) => {
    if (radiusM > maxSearchRadiusM) return Promise.reject(new RangeError('API dont support more than 100km radius'));
    return platform.json(PoiSearchResult, '/v4/pois/', {
      query: {
        lat,
        lon,
        radiusM: Math.round(radiusM),
        isRydPay: isRydPay || undefined,
        showOlderPrices: showOlderPrices || undefined,
        showEvPois: showEvPois || undefined,
      },
      signal,
    });
  };
  return {
    /** A station by its id; the platform also answers a legacy identifier (`mtskid`) with its station. */
    getPoi: (id: string, { signal }: Signal = {}) => platform.json(Station, stationPath(id), { signal }),
    /** Asks for a station before anyone does: the first `getPoi` of it with the same token takes the answer. */
    sendPoiEarly: (id: string) => platform.sendEarly(stationPath(id)),
    searchPois,
    /** The stations within {@link stationLookupRadiusM} of a point, fuel and EV alike, each once. */
    lookupStations: async (point: { latitude: number; longitude: number }, { signal }: Signal = {}) => {
      const found = await searchPois(
        { lat: point.latitude, lon: point.longitude, radiusM: stationLookupRadiusM, showEvPois: true },
        { signal },
      );
      const byId = new Map<string, MapStation>();
      for (const station of [...found.GAS_STATION, ...found.EV_STATIONS]) byId.set(station._id, station);
      return [...byId.values()];
    },
    getShop: (id: string, { signal }: Signal = {}) =>
      platform.json(Shop, `/v4/shops/${encodeURIComponent(id)}`, { signal }),
    getPlaces: (vendingMachinesTypes: readonly string[], { signal }: Signal = {}) =>
      platform.json(Places, '/v4/places', { query: { 'vendingMachinesTypes[]': vendingMachinesTypes }, signal }),
  };
}
