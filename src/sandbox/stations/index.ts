/**
 * The sandbox's stations: ten hand-made fixtures (fixtures.ts; tests and demos rely on their exact shape) followed
 * by a few thousand generated ones spread over the twelve countries the app serves, clustered around real cities
 * (generator.ts), built from the products both share (products.ts). The shops of the fixtures with vending machines
 * (gift cards, shop products) are kept apart from the stations' own products.
 *
 * Everything here is pure and deterministic: the same seed always yields the same stations, prices and
 * timestamps (no Date.now, no Math.random). The list is built once, on first use, together with an id map and a
 * coarse latitude/longitude grid so map searches stay cheap however often the map pans. This module is what the
 * rest of the code imports (`../sandbox/stations`).
 */
import { grossOf } from '../../../machines/shared/tariff';
import type { MapStation, Station } from '../../api/schemas';
import { fixtureIds, fixtureStations } from './fixtures';
import { generateStations, stationGenerator } from './generator';

export { fixtureIds, fixtureStations, giftCardMachine, shopMachine, shopProductsOf } from './fixtures';
export { generatedStationCount, generateStations } from './generator';

/**
 * Fuel prices are generated without a time (generation must not depend on the clock); the map's answer stamps them
 * with `priceUpdatedAt`, relative to the sandbox's clock, so a fixture's prices never grow old with the calendar.
 */
export const pricesUpdatedAt = '1970-01-01T00:00:00.000Z';

/** Prices older than this are "older prices" to the map search. */
export const olderPriceAgeMs = 30 * 24 * 3_600_000;

/**
 * When a station's prices were last reported, seen from `now`: two hours ago, except that one generated station in
 * twenty last reported 45 days ago (left out of a map search without showOlderPrices). Fixtures are always fresh.
 */
export function priceUpdatedAt(stationId: string, now: number): string {
  const generated = !Object.values(fixtureIds).includes(stationId as never);
  let hash = 0;
  for (const char of stationId) hash = (hash * 31 + char.charCodeAt(0)) % 1_000_003;
  const stale = generated && hash % 20 === 0;
  return new Date(now - (stale ? 45 * 24 : 2) * 3_600_000).toISOString();
}

/**
 * The legacy identifier (`mtskid`) of a station, as the platform's table of legacy identifiers holds it. Every
 * sandbox station has one, derived from its id so it never changes: `5b9a7c1e-…-8000-…` becomes
 * `e51d0c4a-…-a000-…` (Demo Berlin Mitte: `e51d0c4a-0000-4000-a000-000000000001`). The app never derives it; it
 * only passes it to the platform.
 */
export const legacyIdOf = (stationId: string) =>
  stationId.replace(/^5b9a7c1e-(\w{4})-4000-8000-/, 'e51d0c4a-$1-4000-a000-');

// ---------------------------------------------------------------------------------------------- index and queries

const earthRadiusM = 6_371_000;
const toRad = (deg: number) => (deg * Math.PI) / 180;

/** Great-circle (haversine) distance in metres. */
export function distanceM(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const dLat = toRad(lat2 - lat1);
  const dLon = toRad(lon2 - lon1);
  const a = Math.sin(dLat / 2) ** 2 + Math.cos(toRad(lat1)) * Math.cos(toRad(lat2)) * Math.sin(dLon / 2) ** 2;
  return 2 * earthRadiusM * Math.asin(Math.min(1, Math.sqrt(a)));
}

/** Grid cell size in degrees: a 100 km search touches a few dozen cells. */
const cellDeg = 0.25;
const cellOf = (deg: number) => Math.floor(deg / cellDeg);
/** Longitude cells lie in [-720, 720], so this key is unique per cell. */
const cellKey = (latCell: number, lonCell: number) => latCell * 4096 + lonCell;

interface World {
  stations: readonly Station[];
  byId: Map<string, Station>;
  /** The platform's table of legacy identifiers. */
  byLegacyId: Map<string, Station>;
  grid: Map<number, Station[]>;
}

let world: World | undefined;
let fixtures: { list: readonly Station[]; byId: Map<string, Station>; byLegacyId: Map<string, Station> } | undefined;

/** The fixtures alone: a QR code of a fixture station is answered without generating the other thousands. */
function getFixtures() {
  if (fixtures) return fixtures;
  const list = fixtureStations();
  fixtures = {
    list,
    byId: new Map(list.map((station) => [station._id, station])),
    byLegacyId: new Map(list.map((station) => [legacyIdOf(station._id), station])),
  };
  return fixtures;
}

function indexWorld(stations: readonly Station[]): World {
  const byId = new Map(stations.map((station) => [station._id, station]));
  const byLegacyId = new Map(stations.map((station) => [legacyIdOf(station._id), station]));
  const grid = new Map<number, Station[]>();
  for (const station of stations) {
    const key = cellKey(cellOf(station.location.latitude), cellOf(station.location.longitude));
    const cell = grid.get(key);
    if (cell) cell.push(station);
    else grid.set(key, [station]);
  }
  return { stations, byId, byLegacyId, grid };
}

function getWorld(): World {
  world ??= indexWorld([...getFixtures().list, ...generateStations()]);
  return world;
}

/** The longest piece of work {@link loadWorld} does before it lets the page (or the server) do something else. */
const worldSliceMs = 8;
let worldLoading: Promise<void> | undefined;

/**
 * Builds the generated stations in slices of a few milliseconds with a pause between them, so that a page running
 * the sandbox stays responsive while a map search or a station it does not know yet waits for them (built all at
 * once they are a long task). The handlers that need them await this first; the synchronous lookups build them at
 * once if nobody has.
 */
export function loadWorld(): Promise<void> {
  if (world) return Promise.resolve();
  worldLoading ??= (async () => {
    const stations: Station[] = [...getFixtures().list];
    const generator = stationGenerator();
    for (let started = performance.now(), next = generator.next(); !next.done; next = generator.next()) {
      stations.push(next.value);
      if (performance.now() - started > worldSliceMs) {
        await new Promise((resolve) => setTimeout(resolve, 0));
        if (world) return; // Built at once meanwhile by a synchronous lookup.
        started = performance.now();
      }
    }
    world ??= indexWorld(stations);
  })();
  return worldLoading;
}

/** Fixtures first, then the generated stations. Built once; do not mutate. */
export function allStations(): readonly Station[] {
  return getWorld().stations;
}

export function findStation(id: string): Station | undefined {
  return getFixtures().byId.get(id) ?? getWorld().byId.get(id);
}

/** Whether a station is one of the fixtures (found without the generated stations). */
export const isFixture = (id: string) => getFixtures().byId.has(id) || getFixtures().byLegacyId.has(id);

/** The station a legacy identifier (`mtskid`) stands for. */
export function findStationByLegacyId(legacyId: string): Station | undefined {
  return getFixtures().byLegacyId.get(legacyId) ?? getWorld().byLegacyId.get(legacyId);
}

/** The stations whose bounding-box cells may hold points within `radiusM` of the centre. */
function candidates(lat: number, lon: number, radiusM: number): readonly Station[] {
  const { stations, grid } = getWorld();
  const angular = radiusM / earthRadiusM;
  const dLatDeg = (angular * 180) / Math.PI;
  const minLat = lat - dLatDeg;
  const maxLat = lat + dLatDeg;
  const sinRatio = Math.sin(angular) / Math.cos(toRad(lat));
  // Near a pole, or for huge radii, or across the antimeridian, the box degenerates: scan everything.
  if (minLat <= -90 || maxLat >= 90 || angular >= Math.PI / 2 || sinRatio >= 1) return stations;
  const dLonDeg = (Math.asin(sinRatio) * 180) / Math.PI;
  const minLon = lon - dLonDeg;
  const maxLon = lon + dLonDeg;
  if (minLon < -180 || maxLon > 180) return stations;
  const latCells = [cellOf(minLat), cellOf(maxLat)] as const;
  const lonCells = [cellOf(minLon), cellOf(maxLon)] as const;
  if ((latCells[1] - latCells[0] + 1) * (lonCells[1] - lonCells[0] + 1) > stations.length) return stations;
  const found: Station[] = [];
  for (let la = latCells[0]; la <= latCells[1]; la++) {
    for (let lo = lonCells[0]; lo <= lonCells[1]; lo++) {
      const cell = grid.get(cellKey(la, lo));
      if (cell) found.push(...cell);
    }
  }
  return found;
}

/** Stations within `radiusM` metres of the point, nearest first. */
export function stationsNear(lat: number, lon: number, radiusM: number): Station[] {
  if (!Number.isFinite(lat) || !Number.isFinite(lon) || !(radiusM >= 0)) return [];
  const hits: { station: Station; distance: number }[] = [];
  for (const station of candidates(lat, lon, radiusM)) {
    const distance = distanceM(lat, lon, station.location.latitude, station.location.longitude);
    if (distance <= radiusM) hits.push({ station, distance });
  }
  hits.sort((a, b) => a.distance - b.distance);
  return hits.map((hit) => hit.station);
}

// ---------------------------------------------------------------------------------------------- map view

const mapViews = new WeakMap<Station, MapStation>();

/** The map's summary of a station (GET /v4/pois/ answer). Cached per station object. */
export function toMapStation(station: Station): MapStation {
  const cached = mapViews.get(station);
  if (cached) return cached;
  const { products } = station;
  const productOfferings: MapStation['productOfferings'] = [];
  if (products.some((p) => p.facility === 'PUMP')) productOfferings.push('FUEL');
  if (products.some((p) => p.facility === 'WASH')) productOfferings.push('WASH');
  if (products.some((p) => p.facility === 'CHARGER')) productOfferings.push('EV');
  if (station.vendingMachines?.length) productOfferings.push('SHOP');

  const fuelPrices = new Map<string, NonNullable<MapStation['fuelPrices']>[number]>();
  const evPorts = new Map<string, NonNullable<MapStation['evPorts']>[number]>();
  for (const product of products) {
    for (const item of product.attributes.availableItems) {
      if (product.facility === 'PUMP' && item.price !== undefined && !fuelPrices.has(item.itemCode)) {
        fuelPrices.set(item.itemCode, {
          fuelType: item.itemCode,
          price: item.price,
          currency: item.currency ?? 'EUR',
          updatedAt: pricesUpdatedAt,
        });
      }
      const standard = item.details?.standard;
      const power = item.details?.power;
      if (product.facility === 'CHARGER' && standard && power !== undefined) {
        // The map shows the price a driver pays: VAT included, as the charger's price list does.
        // The energy price that applies whatever the time and the power (the port button's), else the first.
        const energies = (item.priceElements ?? []).flatMap((element) =>
          element.priceComponents
            .filter((candidate) => candidate.type === 'ENERGY')
            .map((candidate) => ({ candidate, restricted: !!element.restrictions })),
        );
        const component = (energies.find((energy) => !energy.restricted) ?? energies[0])?.candidate;
        const energy = component && Math.round(grossOf(component.price, component.vat) * 10_000) / 10_000;
        const key = `${standard}/${power}/${energy}`;
        if (!evPorts.has(key)) {
          evPorts.set(key, {
            standard,
            power,
            ...(energy !== undefined ? { price: energy } : {}),
            ...(item.currency ? { currency: item.currency } : {}),
          });
        }
      }
    }
  }

  const view: MapStation = {
    _id: station._id,
    name: station.name,
    ...(station.brand ? { brand: station.brand } : {}),
    location: station.location,
    productOfferings,
    isRydPay: products.length > 0,
    fuelPrices: [...fuelPrices.values()],
    evPorts: [...evPorts.values()],
  };
  mapViews.set(station, view);
  return view;
}
