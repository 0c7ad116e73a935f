import { describe, expect, it } from 'vitest';
import type { MapStation } from '../../src/api/schemas';
import {
  defaultFilters,
  loadFilters,
  saveFilters,
  stationKind,
  stationMatches,
  withPlaces,
} from '../../src/features/map/filters';
import { cellCircle, cellsOf, distanceM, maxSearchRadiusM } from '../../src/features/map/geo';

describe('distances', () => {
  it('measures distances on the sphere (Berlin to Munich is about 504 km)', () => {
    expect(distanceM(52.52, 13.405, 48.1371, 11.5754) / 1000).toBeCloseTo(504, -1);
  });
});

const station = (fields: Partial<MapStation>): MapStation => ({
  _id: 's',
  location: { latitude: 52.5, longitude: 13.4 },
  productOfferings: ['FUEL'],
  ...fields,
});

describe('map filters', () => {
  const e5 = station({ _id: 'e5', fuelPrices: [{ fuelType: 'SUPER_E5', price: 1.799, currency: 'EUR' }] });
  const diesel = station({ fuelPrices: [{ fuelType: 'DIESEL', price: 1.689, currency: 'EUR' }] });
  const ccs150 = station({ productOfferings: ['EV'], evPorts: [{ standard: 'CCS', power: 150 }] });
  const type2 = station({ productOfferings: ['EV'], evPorts: [{ standard: 'TYPE_2', power: 22 }] });
  const washing = station({ productOfferings: ['FUEL', 'WASH'], fuelPrices: e5.fuelPrices });

  it('selects SUPER E5, CCS and all powers by default, or the account poiFilters', () => {
    expect(defaultFilters()).toEqual({
      fuelTypes: ['SUPER_E5'],
      ev: true,
      evPlug: 'CCS',
      evMinPowerKw: 0,
      washOnly: false,
      shops: true,
    });
    expect(defaultFilters(['DIESEL', 'NOT_A_FUEL']).fuelTypes).toEqual(['DIESEL']);
  });

  it('shows stations with a chosen fuel or a matching charger', () => {
    const filters = defaultFilters();
    expect(stationMatches(e5, filters)).toBe(true);
    expect(stationMatches(diesel, filters)).toBe(false);
    expect(stationMatches(ccs150, filters)).toBe(true);
    expect(stationMatches(type2, filters)).toBe(false);
    expect(stationMatches(ccs150, { ...filters, evMinPowerKw: 200 })).toBe(false);
    expect(stationMatches(type2, { ...filters, evPlug: 'TYPE_2', evMinPowerKw: 22 })).toBe(true);
    expect(stationMatches(ccs150, { ...filters, ev: false })).toBe(false);
  });

  it('keeps only washes when asked', () => {
    const filters = { ...defaultFilters(), washOnly: true };
    expect(stationMatches(washing, filters)).toBe(true);
    expect(stationMatches(e5, filters)).toBe(false);
  });

  it('shows gift card shops and vending machines unless turned off, and merges the places into the stations', () => {
    const shop = station({ _id: 'shop', productOfferings: ['SHOP'], fuelPrices: undefined });
    expect(stationMatches(shop, defaultFilters())).toBe(true);
    expect(stationMatches(shop, { ...defaultFilters(), shops: false })).toBe(false);
    expect(stationKind(shop)).toBe('shop');
    const place = { _id: 'place', name: 'Demo Gift Cards', location: { latitude: 53.5, longitude: 10 } };
    const merged = withPlaces(new Map([[e5._id, e5]]), [place, { ...place, _id: e5._id }]);
    expect(merged.map((entry) => [entry._id, entry.productOfferings])).toEqual([
      [e5._id, ['FUEL', 'SHOP']],
      ['place', ['SHOP']],
    ]);
  });

  it('persists in this browser and survives damaged storage', () => {
    const store = new Map<string, string>();
    const storage = {
      getItem: (key: string) => store.get(key) ?? null,
      setItem: (key: string, value: string) => void store.set(key, value),
    };
    saveFilters(storage, { ...defaultFilters(), fuelTypes: ['DIESEL'], washOnly: true });
    expect(loadFilters(storage)).toMatchObject({ fuelTypes: ['DIESEL'], washOnly: true });
    store.set('forecourt.mapFilters', '{not json');
    expect(loadFilters(storage, ['LPG']).fuelTypes).toEqual(['LPG']);
  });
});

describe('the grid the map loads by', () => {
  it('asks for each cell with a circle under the 100 km limit, everywhere on the map', () => {
    for (const row of [-60, -1, 0, 35, 41, 44, 56]) {
      expect(cellCircle({ key: '', row, col: 6 }).radiusM).toBeLessThanOrEqual(maxSearchRadiusM);
    }
  });

  it('covers a view with the cells it touches, nearest the centre first', () => {
    const berlin = cellsOf({ west: 13.3, south: 52.52, east: 13.5, north: 52.58 });
    expect(berlin?.map((cell) => cell.key)).toEqual(['42:10']);
    const region = cellsOf({ west: 11.0, south: 51.5, east: 14.0, north: 53.5 });
    expect(region).toHaveLength(8);
    expect(['41:9', '41:10', '42:9', '42:10']).toContain(region?.[0]?.key);
    expect(['41:8', '42:8', '41:11', '42:11']).toContain(region?.at(-1)?.key);
  });

  it('says "zoom in" when a view needs too many cells (all of Europe on a phone)', () => {
    expect(cellsOf({ west: -10, south: 35, east: 30, north: 70 })).toBeUndefined();
    // Germany at the zoom where a phone shows all of it still loads.
    expect(cellsOf({ west: 5.8, south: 47.2, east: 15.1, north: 55.1 })).toHaveLength(72);
  });
});
