import { describe, expect, it } from 'vitest';
import type { MapStation } from '../../src/api/schemas';
import { defaultFilters, loadFilters, saveFilters, stationMatches } from '../../src/features/map/filters';
import { distanceM, isCovered, maxSearchRadiusM, searchCircle, viewCircle } from '../../src/features/map/geo';

describe('the area a view searches', () => {
  it('measures a city view in kilometres and searches it with a margin', () => {
    const view = viewCircle({ west: 13.3, south: 52.48, east: 13.5, north: 52.56 });
    expect(view.lat).toBeCloseTo(52.52, 5);
    expect(view.lon).toBeCloseTo(13.4, 5);
    expect(view.radiusM).toBeGreaterThan(7_000);
    expect(view.radiusM).toBeLessThan(8_500);
    expect(searchCircle(view)?.radiusM).toBeCloseTo(view.radiusM * 1.5, 0);
  });

  it('never asks for more than 100 km, and not at all when the view is larger (zoom in)', () => {
    const wide = viewCircle({ west: 11.0, south: 51.5, east: 13.0, north: 52.6 });
    expect(wide.radiusM).toBeLessThan(maxSearchRadiusM);
    expect(searchCircle(wide)?.radiusM).toBe(maxSearchRadiusM);
    const germany = viewCircle({ west: 5.8, south: 47.2, east: 15.1, north: 55.1 });
    expect(searchCircle(germany)).toBeUndefined();
  });

  it('knows which views are inside an area already loaded', () => {
    const loaded = [{ lat: 52.52, lon: 13.405, radiusM: 10_000 }];
    expect(isCovered({ lat: 52.53, lon: 13.41, radiusM: 3_000 }, loaded)).toBe(true);
    expect(isCovered({ lat: 52.6, lon: 13.41, radiusM: 3_000 }, loaded)).toBe(false);
    expect(isCovered({ lat: 52.52, lon: 13.405, radiusM: 12_000 }, loaded)).toBe(false);
  });

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
  const e5 = station({ fuelPrices: [{ fuelType: 'SUPER_E5', price: 1.799, currency: 'EUR' }] });
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
