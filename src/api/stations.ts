import type { Host } from './client';
import { Places, PoiSearchResult, Shop, Station } from './schemas';

type Signal = { signal?: AbortSignal };

/** The platform refuses map searches wider than this (SPEC.md section 9). */
export const maxSearchRadiusM = 100_000;

export interface PoiSearch {
  lat: number;
  lon: number;
  radiusM: number;
  isRydPay?: boolean;
  showOlderPrices?: boolean;
  showEvPois?: boolean;
}

export const createStationsApi = (platform: Host) => ({
  getPoi: (id: string, { signal }: Signal = {}) =>
    platform.json(Station, `/v4/pois/${encodeURIComponent(id)}`, { signal }),
  searchPois: ({ lat, lon, radiusM, isRydPay, showOlderPrices, showEvPois }: PoiSearch, { signal }: Signal = {}) => {
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
  },
  getShop: (id: string, { signal }: Signal = {}) =>
    platform.json(Shop, `/v4/shops/${encodeURIComponent(id)}`, { signal }),
  getPlaces: (vendingMachinesTypes: readonly string[], { signal }: Signal = {}) =>
    platform.json(Places, '/v4/places', { query: { 'vendingMachinesTypes[]': vendingMachinesTypes }, signal }),
});
