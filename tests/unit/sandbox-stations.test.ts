import { afterEach, describe, expect, it, vi } from 'vitest';
import { grossOf } from '../../machines/shared/tariff';
import { countryCodes, MapStation, type Product, Station } from '../../src/api/schemas';
import { between, hashString, intBetween, pick, seededRandom } from '../../src/sandbox/random';
import {
  allStations,
  findStation,
  fixtureIds,
  fixtureStations,
  generateStations,
  stationsNear,
  toMapStation,
} from '../../src/sandbox/stations';
import { clock, loggedIn } from '../sandboxServer';

/** An independent haversine, so the index is not checked against itself. */
function metresBetween(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180;
  const a =
    Math.sin(((lat2 - lat1) * rad) / 2) ** 2 +
    Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(((lon2 - lon1) * rad) / 2) ** 2;
  return 2 * 6_371_000 * Math.asin(Math.sqrt(a));
}

const fixture = (id: string): Station => {
  const station = findStation(id);
  if (!station) throw new Error(`fixture ${id} missing`);
  return station;
};
const ofFacility = (station: Station, facility: Product['facility']) =>
  station.products.filter((product) => product.facility === facility);
const pumpNamed = (station: Station, name: string) => {
  const found = ofFacility(station, 'PUMP').find((product) => product.name === name);
  if (!found) throw new Error(`pump ${name} missing`);
  return found;
};

describe('random', () => {
  it('repeats the same sequence for the same seed and stays in range', () => {
    const a = seededRandom(42);
    const b = seededRandom(42);
    const first = Array.from({ length: 5 }, () => a());
    expect(Array.from({ length: 5 }, () => b())).toEqual(first);
    expect(Array.from({ length: 5 }, seededRandom(43))).not.toEqual(first);
    const rnd = seededRandom(7);
    for (let i = 0; i < 1000; i++) {
      const f = rnd();
      expect(f).toBeGreaterThanOrEqual(0);
      expect(f).toBeLessThan(1);
      const n = intBetween(rnd, 2, 4);
      expect([2, 3, 4]).toContain(n);
      const x = between(rnd, -1, 1);
      expect(x).toBeGreaterThanOrEqual(-1);
      expect(x).toBeLessThan(1);
      expect(['a', 'b']).toContain(pick(rnd, ['a', 'b']));
    }
  });

  it('hashes strings to stable unsigned 32-bit numbers', () => {
    expect(hashString('')).toBe(0x811c9dc5);
    expect(hashString('a')).toBe(0xe40c292c);
    expect(hashString('order-1')).toBe(hashString('order-1'));
    expect(hashString('order-1')).not.toBe(hashString('order-2'));
    for (const s of ['x', 'Forecourt', '5b9a7c1e-0000-4000-8000-000000000001']) {
      const h = hashString(s);
      expect(Number.isInteger(h) && h >= 0 && h < 2 ** 32).toBe(true);
    }
  });
});

describe('sandbox stations', () => {
  const stations = allStations();
  const fixtureCount = Object.keys(fixtureIds).length;

  it('holds the fixtures first and at least 2,000 generated stations, all with unique ids', () => {
    expect(stations.length).toBeGreaterThanOrEqual(fixtureCount + 2000);
    expect(stations.slice(0, fixtureCount).map((station) => station._id)).toEqual(Object.values(fixtureIds));
    expect(new Set(stations.map((station) => station._id)).size).toBe(stations.length);
    expect(new Set(stations.map((station) => station.name)).size).toBe(stations.length);
    expect(allStations()).toBe(stations);
  });

  it('parses every station with the Station schema and every map view with MapStation', () => {
    for (const station of stations) {
      const parsed = Station.safeParse(station);
      if (!parsed.success) throw new Error(`${station._id}: ${parsed.error.message}`);
      const map = MapStation.safeParse(toMapStation(station));
      if (!map.success) throw new Error(`${station._id} map: ${map.error.message}`);
    }
  });

  it('covers all twelve countries with their currencies, on unique product ids', () => {
    const expected: Record<string, string> = { CH: 'CHF', DK: 'DKK', PL: 'PLN' };
    const seen = new Set<string>();
    const problems: string[] = [];
    for (const station of stations) {
      const country = station.location.address?.countryCode ?? '';
      seen.add(country);
      if (!(countryCodes as readonly string[]).includes(country)) problems.push(`${station._id}: country ${country}`);
      const ids = station.products.map((product) => product._id);
      if (new Set(ids).size !== ids.length) problems.push(`${station._id}: duplicate product ids`);
      for (const product of station.products) {
        for (const item of product.attributes.availableItems) {
          if (item.currency !== (expected[country] ?? 'EUR')) problems.push(`${product._id}: ${item.currency}`);
        }
      }
    }
    expect(problems).toEqual([]);
    expect([...seen].sort()).toEqual([...countryCodes].sort());
  });

  it('generates a realistic mix of station kinds', () => {
    const generated = stations.slice(fixtureCount);
    const share = (test: (station: Station) => boolean) => generated.filter(test).length / generated.length;
    const evOnly = share((s) => s.products.every((p) => p.facility === 'CHARGER'));
    expect(evOnly).toBeGreaterThan(0.15);
    expect(evOnly).toBeLessThan(0.25);
    expect(share((s) => ofFacility(s, 'WASH').length > 0)).toBeGreaterThan(0.12);
    expect(share((s) => s.status === 'OFFLINE')).toBeGreaterThan(0.02);
    expect(share((s) => s.features?.guestCheckout === true)).toBeGreaterThan(0.4);
    expect(share((s) => s.features?.pumpsWithoutDisplay === true)).toBeGreaterThan(0.04);
    expect(share((s) => ofFacility(s, 'PUMP').length > 0 && ofFacility(s, 'CHARGER').length > 0)).toBeGreaterThan(0.05);
    const germany = generated.filter((s) => s.location.address?.countryCode === 'DE').length;
    const luxembourg = generated.filter((s) => s.location.address?.countryCode === 'LU').length;
    expect(germany).toBeGreaterThan(luxembourg * 5);
    for (const station of generated) {
      const pumps = ofFacility(station, 'PUMP').length;
      if (pumps) expect(pumps).toBeGreaterThanOrEqual(4);
      expect(pumps).toBeLessThanOrEqual(12);
      for (const product of ofFacility(station, 'CHARGER')) {
        const power = product.attributes.availableItems[0]?.details?.power ?? 0;
        expect(power).toBeGreaterThanOrEqual(11);
        expect(power).toBeLessThanOrEqual(350);
      }
    }
  });

  // How long generating takes is a benchmark's question, not a test's.
  it('is deterministic', () => {
    const first = generateStations();
    // Comparing digests keeps a failure readable: the list serialises to megabytes.
    const digest = (list: readonly Station[]) => hashString(JSON.stringify(list));
    expect(digest(generateStations())).toBe(digest(first));
    expect(digest(stations.slice(fixtureCount))).toBe(digest(first));
    expect(fixtureStations()).toEqual(stations.slice(0, fixtureCount));
    expect(generateStations(50, 1)).not.toEqual(generateStations(50, 2));
    expect(first[0]?._id).toBe('5b9a7c1e-1000-4000-8000-000000000001');
  });
});

describe('fixtures', () => {
  it('Berlin: 4 prepay pumps with 20/50/80 EUR, pump 8 unavailable, three unsorted washes', () => {
    const berlin = fixture(fixtureIds.berlin);
    expect(berlin).toMatchObject({
      name: 'Demo Berlin Mitte',
      brand: 'Aral',
      status: 'ONLINE',
      location: { latitude: 52.52, longitude: 13.405, address: { countryCode: 'DE', zip: '10117', city: 'Berlin' } },
      features: { guestCheckout: true },
      productGroups: ['FUEL', 'WASH'],
    });
    expect(berlin.supportedPaymentMeans).toEqual([
      'DIRECT_CREDIT',
      'VISA',
      'MASTERCARD',
      'AMEX',
      'GOOGLE_PAY',
      'APPLE_PAY',
      'PAYPAL',
      'AMAZON_PAY',
      'BLUECODE',
      'POSTPAY_BY_USER',
      'POSTPAY_BY_PARTNER',
      'FUEL_CARD',
    ]);
    const pumps = ofFacility(berlin, 'PUMP');
    expect(pumps.map((pump) => pump.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8']);
    for (const name of ['1', '2', '3', '4']) {
      const { attributes } = pumpNamed(berlin, name);
      expect(attributes.automaticFlow).toBe(true);
      expect(attributes.priceAuthorizationLimitsAutomaticFlow?.recommendedPrices).toEqual([
        { amount: 20, currency: 'EUR' },
        { amount: 50, currency: 'EUR' },
        { amount: 80, currency: 'EUR' },
      ]);
    }
    for (const name of ['5', '6', '7', '8']) expect(pumpNamed(berlin, name).attributes.automaticFlow).toBe(false);
    expect(pumpNamed(berlin, '8').attributes.status).toBe('UNAVAILABLE');
    expect(pumps.filter((pump) => pump.attributes.status === 'AVAILABLE')).toHaveLength(7);
    for (const pump of pumps) {
      expect(pump.attributes.availableItems).toEqual([
        { itemCode: 'SUPER_E5', marketingName: 'Super E5', price: 1.799, currency: 'EUR', precision: 3, unit: 'LTR' },
        { itemCode: 'SUPER_E10', marketingName: 'Super E10', price: 1.739, currency: 'EUR', precision: 3, unit: 'LTR' },
        { itemCode: 'DIESEL', marketingName: 'Diesel', price: 1.689, currency: 'EUR', precision: 3, unit: 'LTR' },
      ]);
    }
    const washes = ofFacility(berlin, 'WASH');
    expect(washes.map((wash) => [wash.name, wash.attributes.availableItems[0]?.price])).toEqual([
      ['Premium wash', 19.99],
      ['Basic wash', 9.99],
      ['Comfort wash', 14.99],
    ]);
    for (const wash of washes) {
      expect(wash.type).toBe('CAR_WASH');
      expect(wash.attributes.status).toBe('AVAILABLE');
      expect(wash.attributes.availableItems).toHaveLength(1);
      expect(wash.attributes.availableItems[0]?.descriptionLines).toHaveLength(3);
    }
  });

  it('Munich: CCS 150, CCS 50 and Type 2 22 with all four price component types', () => {
    const munich = fixture(fixtureIds.munich);
    expect(munich).toMatchObject({ name: 'Demo Munich Charging', brand: 'EnBW', productGroups: ['EV'] });
    expect(munich.features?.guestCheckout).toBe(true);
    expect(ofFacility(munich, 'PUMP')).toHaveLength(0);
    const chargers = ofFacility(munich, 'CHARGER');
    for (const product of chargers) expect(product.type).toBe('EV_CHARGE');
    // The fourth, a 300 kW charger, has a tariff of its own (below).
    const items = chargers.slice(0, 3).map((product) => product.attributes.availableItems[0]);
    const highPower = chargers[3]?.attributes.availableItems[0];
    expect(highPower?.details).toEqual({ standard: 'CCS', power: 300 });
    expect(highPower?.priceElements?.map((element) => element.restrictions)).toEqual([
      { maxPower: 50 },
      undefined,
      {
        dayOfWeek: ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'],
        startTime: '07:00',
        endTime: '20:00',
        minDuration: 45,
      },
    ]);
    expect(highPower?.maxPrice).toEqual({ exclVat: 50.42, inclVat: 60 });
    expect(items.map((item) => item?.details)).toEqual([
      { standard: 'CCS', power: 150 },
      { standard: 'CCS', power: 50 },
      { standard: 'TYPE_2', power: 22 },
    ]);
    // Prices as OCPI gives them: excluding VAT, with Germany's 19 %; the driver pays 0.59, 0.49 and 0.39 per kWh.
    const paid = (component: { type: string; price: number; vat?: number } | undefined) =>
      component && [component.type, Math.round(grossOf(component.price, component.vat) * 1e4) / 1e4, component.vat];
    expect(items.map((item) => paid(item?.priceElements?.[0]?.priceComponents[0]))).toEqual([
      ['ENERGY', 0.59, 19],
      ['ENERGY', 0.49, 19],
      ['ENERGY', 0.39, 19],
    ]);
    expect(items[0]?.priceElements?.[0]?.priceComponents[0]?.price).toBe(0.495799);
    for (const item of items) {
      expect(item?.currency).toBe('EUR');
      expect(item?.priceElements?.slice(1).map((element) => element.restrictions)).toEqual([
        { maxDuration: 120 },
        undefined,
        undefined,
        { startTime: '22:00', endTime: '06:00' },
      ]);
      expect(item?.priceElements?.slice(1).map((element) => paid(element.priceComponents[0]))).toEqual([
        ['PARKING_TIME', 0, 19],
        ['PARKING_TIME', 0.1, 19],
        ['FLAT', 0.5, 19],
        ['TIME', 0.02, 19],
      ]);
    }
    expect(toMapStation(munich)).toMatchObject({
      productOfferings: ['EV'],
      evPorts: [
        { standard: 'CCS', power: 150, price: 0.59, currency: 'EUR' },
        { standard: 'CCS', power: 50, price: 0.49, currency: 'EUR' },
        { standard: 'TYPE_2', power: 22, price: 0.39, currency: 'EUR' },
        { standard: 'CCS', power: 300, price: 0.69, currency: 'EUR' },
      ],
    });
  });

  it('Zurich: CHF, pumps without display, no guest checkout, 30/60/100 CHF prepay on pumps 1-3', () => {
    const zurich = fixture(fixtureIds.zurich);
    expect(zurich.location.address?.countryCode).toBe('CH');
    expect(zurich.features).toEqual({ guestCheckout: false, pumpsWithoutDisplay: true });
    const pumps = ofFacility(zurich, 'PUMP');
    expect(pumps).toHaveLength(6);
    expect(pumps.map((pump) => pump.attributes.automaticFlow)).toEqual([true, true, true, false, false, false]);
    expect(pumps[0]?.attributes.priceAuthorizationLimitsAutomaticFlow?.recommendedPrices.map((p) => p.amount)).toEqual([
      30, 60, 100,
    ]);
    for (const item of pumps.flatMap((pump) => pump.attributes.availableItems)) {
      expect(item.currency).toBe('CHF');
      expect(item.precision).toBe(3);
      expect(item.price).toBeGreaterThan(1.8);
      expect(item.price).toBeLessThan(2.2);
    }
  });

  it('Frankfurt offline, gift cards shop and the other countries', () => {
    const frankfurt = fixture(fixtureIds.frankfurtOffline);
    expect(frankfurt.status).toBe('OFFLINE');
    expect(ofFacility(frankfurt, 'PUMP')).toHaveLength(4);
    const others = [fixtureIds.berlin, fixtureIds.munich, fixtureIds.zurich, fixtureIds.giftCards, fixtureIds.lisbon];
    for (const id of [...others, fixtureIds.copenhagen, fixtureIds.warsaw]) expect(fixture(id).status).toBe('ONLINE');

    const gifts = fixture(fixtureIds.giftCards);
    expect(gifts).toMatchObject({ type: 'GIFT_CARD', products: [] });
    expect(gifts.vendingMachines).toEqual([{ id: 'gift-card-shop', automaticFlow: false, type: 'GIFT_CARD' }]);
    expect(toMapStation(gifts).productOfferings).toEqual(['SHOP']);

    const lisbon = fixture(fixtureIds.lisbon);
    expect(lisbon.location.address?.countryCode).toBe('PT');
    expect(lisbon.supportedPaymentMeans).toContain('MBWAY');
    expect(ofFacility(lisbon, 'PUMP')).toHaveLength(6);

    const countryOf = (id: string) => {
      const station = fixture(id);
      const prices = ofFacility(station, 'PUMP').flatMap((pump) => pump.attributes.availableItems);
      return { country: station.location.address?.countryCode, pumps: ofFacility(station, 'PUMP').length, prices };
    };
    const copenhagen = countryOf(fixtureIds.copenhagen);
    expect(copenhagen).toMatchObject({ country: 'DK', pumps: 6 });
    expect(copenhagen.prices.every((item) => item.currency === 'DKK' && (item.price ?? 0) > 12)).toBe(true);
    const warsaw = countryOf(fixtureIds.warsaw);
    expect(warsaw).toMatchObject({ country: 'PL', pumps: 6 });
    expect(warsaw.prices.every((item) => item.currency === 'PLN')).toBe(true);
  });

  it('Dresden: 12 prepay pumps, hydrogen at pump 12 only, three washes', () => {
    const dresden = fixture(fixtureIds.dresden);
    expect(dresden).toMatchObject({
      name: 'Demo Dresden',
      status: 'ONLINE',
      location: { latitude: 51.0822, longitude: 13.7236, address: { countryCode: 'DE', city: 'Dresden' } },
      features: { guestCheckout: true },
      productGroups: ['FUEL', 'WASH'],
    });
    const pumps = ofFacility(dresden, 'PUMP');
    expect(pumps.map((pump) => pump.name)).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
    for (const pump of pumps) expect(pump.attributes.automaticFlow).toBe(true);
    const fuels = (name: string) => pumpNamed(dresden, name).attributes.availableItems.map((item) => item.itemCode);
    expect(fuels('12')).toEqual(['SUPER_E5', 'SUPER_E10', 'DIESEL', 'HYDROGEN']);
    for (const pump of pumps.slice(0, 11)) expect(fuels(pump.name)).toEqual(['SUPER_E5', 'SUPER_E10', 'DIESEL']);
    expect(pumpNamed(dresden, '12').attributes.availableItems[3]).toMatchObject({ unit: 'KGM', currency: 'EUR' });
    expect(ofFacility(dresden, 'WASH')).toHaveLength(3);
  });

  it('maps Berlin to fuel and wash offerings with one price per fuel', () => {
    expect(toMapStation(fixture(fixtureIds.berlin))).toMatchObject({
      _id: fixtureIds.berlin,
      name: 'Demo Berlin Mitte',
      brand: 'Aral',
      productOfferings: ['FUEL', 'WASH'],
      isRydPay: true,
      fuelPrices: [
        { fuelType: 'SUPER_E5', price: 1.799, currency: 'EUR' },
        { fuelType: 'SUPER_E10', price: 1.739, currency: 'EUR' },
        { fuelType: 'DIESEL', price: 1.689, currency: 'EUR' },
      ],
      evPorts: [],
    });
  });
});

describe('stationsNear', () => {
  it('finds Berlin first right next to it', () => {
    const near = stationsNear(52.52, 13.405, 300);
    expect(near[0]?._id).toBe(fixtureIds.berlin);
  });

  it('returns exactly the stations within the radius, nearest first', () => {
    const all = allStations();
    const probes: [number, number, number][] = [
      [52.52, 13.405, 10_000],
      [48.1371, 11.5754, 50_000],
      [47.3769, 8.5417, 100_000],
      [38.7223, -9.1393, 25_000],
      [55.6761, 12.5683, 75_000],
      [49.6116, 6.1319, 30_000],
      [0, 0, 100_000],
    ];
    for (const [lat, lon, radius] of probes) {
      const near = stationsNear(lat, lon, radius);
      const distances = near.map((s) => metresBetween(lat, lon, s.location.latitude, s.location.longitude));
      for (const distance of distances) expect(distance).toBeLessThanOrEqual(radius + 1e-6);
      for (let i = 1; i < distances.length; i++) {
        expect(distances[i]).toBeGreaterThanOrEqual((distances[i - 1] ?? 0) - 1e-6);
      }
      const expected = all.filter(
        (s) => metresBetween(lat, lon, s.location.latitude, s.location.longitude) <= radius - 1e-3,
      );
      const ids = new Set(near.map((s) => s._id));
      for (const station of expected) expect(ids.has(station._id)).toBe(true);
    }
    expect(stationsNear(52.52, 13.405, 10_000).length).toBeGreaterThan(10);
    expect(stationsNear(0, 0, 100_000)).toEqual([]);
  });
});

describe('the generated stations built in slices', () => {
  it('are the same stations as built at once, and other work runs while they are built', async () => {
    vi.resetModules();
    const fresh = await import('../../src/sandbox/stations');
    let otherWork = 0;
    const timer = setInterval(() => otherWork++, 0);
    try {
      await fresh.loadWorld();
    } finally {
      clearInterval(timer);
    }
    expect(otherWork).toBeGreaterThan(0);
    const ids = fresh.allStations().map((station) => station._id);
    expect(ids).toEqual([...fixtureStations(), ...generateStations()].map((station) => station._id));
  });

  it('answers a fixture without building them', async () => {
    vi.resetModules();
    const fresh = await import('../../src/sandbox/stations');
    expect(fresh.isFixture(fixtureIds.berlin)).toBe(true);
    expect(fresh.isFixture(fresh.legacyIdOf(fixtureIds.berlin))).toBe(true);
    expect(fresh.isFixture(generateStations(1)[0]!._id)).toBe(false);
  });
});

describe('the map search: fuel prices and their age', () => {
  afterEach(() => {
    clock.offsetMs = 0;
  });

  it("keeps the fixtures' prices fresh whatever the date, and leaves out older prices unless asked for them", async () => {
    const api = await loggedIn();
    // A year on: the fixtures' prices are still today's.
    clock.advance(365 * 24 * 3_600_000);
    const search = { lat: 52.52, lon: 13.405, radiusM: 100_000 };
    const recent = await api.stations.searchPois(search);
    const withOlder = await api.stations.searchPois({ ...search, showOlderPrices: true });
    const berlin = recent.GAS_STATION.find((station) => station._id === fixtureIds.berlin);
    expect(berlin?.fuelPrices?.map((price) => price.fuelType)).toContain('SUPER_E5');
    const now = Date.now() + clock.offsetMs;
    const ageDays = (price: { updatedAt?: string }) => (now - Date.parse(price.updatedAt ?? '')) / 86_400_000;
    expect(berlin?.fuelPrices?.every((price) => ageDays(price) < 1)).toBe(true);

    const priced = (answer: typeof recent) =>
      new Map(answer.GAS_STATION.map((station) => [station._id, station.fuelPrices ?? []]));
    const olderOnly = [...priced(withOlder)].filter(([, prices]) => prices.some((price) => ageDays(price) > 30));
    expect(olderOnly.length).toBeGreaterThan(0);
    for (const [id] of olderOnly) expect(priced(recent).get(id)).toEqual([]);
  });
});
