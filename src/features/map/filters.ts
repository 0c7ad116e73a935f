/**
 * The map's filters (SPEC.md section 9): fuel types (the default list, SUPER E5 selected), EV plug (CCS) and
 * power (all), wash. They persist in this browser; the account's poiFilters choose the first fuel types.
 */
import type { MapStation } from '../../api/schemas';
import { storageKeys } from '../../storageKeys';

export const fuelTypeOptions = [
  'SUPER_E5',
  'SUPER_E10',
  'DIESEL',
  'SUPER_PLUS',
  'SUPER_PREMIUM',
  'SUPER',
  'DIESEL_PREMIUM',
  'TWO_STROKE_MIX',
  'CNG',
  'LPG',
  'HEATING_OIL',
  'ADBLUE',
  'HYDROGEN',
  'DIESEL_SYNTHETIC',
  'DIESEL_TRUCK',
] as const;

/** Short names of the fuel types (as on price boards). */
export const fuelNames: Record<string, string> = {
  SUPER_E5: 'Super E5',
  SUPER_E10: 'Super E10',
  DIESEL: 'Diesel',
  SUPER_PLUS: 'Super Plus',
  SUPER_PREMIUM: 'Super Premium',
  SUPER: 'Super 95',
  DIESEL_PREMIUM: 'Diesel Premium',
  TWO_STROKE_MIX: '2T',
  CNG: 'CNG',
  LPG: 'LPG',
  HEATING_OIL: 'Heating oil',
  ADBLUE: 'AdBlue',
  HYDROGEN: 'H₂',
  DIESEL_SYNTHETIC: 'HVO',
  DIESEL_TRUCK: 'Truck Diesel',
};

export const evPlugOptions = ['CCS', 'TYPE_2', 'CHADEMO', 'TYPE_1', 'SCHUKO', 'TESLA'] as const;
export const plugNames: Record<string, string> = {
  CCS: 'CCS',
  TYPE_2: 'Type 2',
  CHADEMO: 'CHAdeMO',
  TYPE_1: 'Type 1',
  TYPE_3: 'Type 3',
  SCHUKO: 'Schuko',
  TESLA: 'Tesla',
};
/** Minimum charging power in kW; 0 is "all". */
export const evPowerOptions = [0, 22, 50, 150] as const;

export interface MapFilters {
  /** Fuel stations offering at least one of these. */
  fuelTypes: string[];
  /** EV stations: off, or a plug and a minimum power. */
  ev: boolean;
  evPlug: string;
  evMinPowerKw: number;
  /** Only stations with a car wash. */
  washOnly: boolean;
  /** Gift card shops and stations with a vending machine (GET v4/places). */
  shops: boolean;
}

export function defaultFilters(poiFilters: readonly string[] = []): MapFilters {
  const known = poiFilters.filter((code) => fuelTypeOptions.some((option) => option === code));
  return {
    fuelTypes: known.length ? [...known] : ['SUPER_E5'],
    ev: true,
    evPlug: 'CCS',
    evMinPowerKw: 0,
    washOnly: false,
    shops: true,
  };
}

export function loadFilters(storage: Pick<Storage, 'getItem'>, poiFilters: readonly string[] = []): MapFilters {
  const fallback = defaultFilters(poiFilters);
  try {
    const stored: unknown = JSON.parse(storage.getItem(storageKeys.mapFilters) ?? 'null');
    if (!stored || typeof stored !== 'object') return fallback;
    // Whatever this browser kept: each field is checked before it is used.
    const saved: { [key in keyof MapFilters]?: unknown } = stored;
    return {
      fuelTypes: Array.isArray(saved.fuelTypes)
        ? saved.fuelTypes.filter((code): code is string => typeof code === 'string')
        : fallback.fuelTypes,
      ev: typeof saved.ev === 'boolean' ? saved.ev : fallback.ev,
      evPlug: typeof saved.evPlug === 'string' ? saved.evPlug : fallback.evPlug,
      evMinPowerKw: typeof saved.evMinPowerKw === 'number' ? saved.evMinPowerKw : fallback.evMinPowerKw,
      washOnly: typeof saved.washOnly === 'boolean' ? saved.washOnly : fallback.washOnly,
      shops: typeof saved.shops === 'boolean' ? saved.shops : fallback.shops,
    };
  } catch {
    return fallback;
  }
}

export const saveFilters = (storage: Pick<Storage, 'setItem'>, filters: MapFilters) =>
  storage.setItem(storageKeys.mapFilters, JSON.stringify(filters));

const offersFuel = (station: MapStation, fuelTypes: readonly string[]) =>
  station.productOfferings.includes('FUEL') &&
  (station.fuelPrices?.length
    ? station.fuelPrices.some((price) => fuelTypes.includes(price.fuelType))
    : fuelTypes.length > 0);

const offersCharging = (station: MapStation, filters: MapFilters) =>
  filters.ev &&
  station.productOfferings.includes('EV') &&
  (station.evPorts ?? []).some((port) => port.standard === filters.evPlug && port.power >= filters.evMinPowerKw);

/**
 * Whether a station shows with these filters: it offers a chosen fuel or a matching charger (and a wash), or,
 * with shops shown, it sells gift cards or has a vending machine.
 */
export function stationMatches(station: MapStation, filters: MapFilters): boolean {
  if (filters.washOnly && !station.productOfferings.includes('WASH')) return false;
  return (
    offersFuel(station, filters.fuelTypes) ||
    offersCharging(station, filters) ||
    (filters.shops && station.productOfferings.includes('SHOP'))
  );
}

/** What a station's marker shows it as: fuel first, then charging, a wash, else a shop. */
export const stationKind = (station: MapStation): 'fuel' | 'ev' | 'wash' | 'shop' => {
  const offers = station.productOfferings;
  if (offers.includes('FUEL')) return 'fuel';
  if (offers.includes('EV')) return 'ev';
  return offers.includes('WASH') ? 'wash' : 'shop';
};

/** The vending machine types the map asks the platform's places for (SPEC.md section 7). */
export const shopTypes = ['GIFT_CARD', 'SHOP'] as const;

/**
 * A place of GET v4/places as a map station: it offers its shop. A place the area's search already found keeps
 * that station's answer, with the shop added to its offerings.
 */
export function withPlaces(
  stations: ReadonlyMap<string, MapStation>,
  places: readonly { _id: string; name: string; location: MapStation['location'] }[],
): MapStation[] {
  const merged = new Map(stations);
  for (const place of places) {
    const known = merged.get(place._id);
    merged.set(
      place._id,
      known
        ? { ...known, productOfferings: [...new Set([...known.productOfferings, 'SHOP' as const])] }
        : { _id: place._id, name: place.name, location: place.location, productOfferings: ['SHOP'] },
    );
  }
  return [...merged.values()];
}
