/**
 * The sandbox's stations: ten hand-made fixtures (tests and demos rely on their exact shape) followed by a few
 * thousand generated ones spread over the twelve countries the app serves, clustered around real cities. The shops
 * of the fixtures with vending machines (gift cards, shop products) are kept apart from the stations' own products.
 *
 * Everything here is pure and deterministic: the same seed always yields the same stations, prices and
 * timestamps (no Date.now, no Math.random). The list is built once, on first use, together with an id map and a
 * coarse latitude/longitude grid so map searches stay cheap however often the map pans.
 */
import { grossOf, stationTimeZone } from '../../machines/shared/tariff';
import type {
  AvailableItem,
  countryCodes,
  EvStandard,
  Location,
  MapStation,
  PriceElement,
  Product,
  Station,
} from '../api/schemas';
import { between, hashString, intBetween, pick, seededRandom } from './random';
import { withChargingVat } from './vat';

type CountryCode = (typeof countryCodes)[number];
/** The currencies the sandbox's countries use. */
type StationCurrency = 'EUR' | 'CHF' | 'DKK' | 'PLN';

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
/** How many stations are generated after the fixtures. */
export const generatedStationCount = 2400;
const defaultSeed = 0x5b9a7c1e;

export const fixtureIds = {
  berlin: '5b9a7c1e-0000-4000-8000-000000000001',
  munich: '5b9a7c1e-0000-4000-8000-000000000002',
  zurich: '5b9a7c1e-0000-4000-8000-000000000003',
  frankfurtOffline: '5b9a7c1e-0000-4000-8000-000000000004',
  giftCards: '5b9a7c1e-0000-4000-8000-000000000005',
  lisbon: '5b9a7c1e-0000-4000-8000-000000000006',
  copenhagen: '5b9a7c1e-0000-4000-8000-000000000007',
  warsaw: '5b9a7c1e-0000-4000-8000-000000000008',
  dresden: '5b9a7c1e-0000-4000-8000-000000000009',
  leipzigShop: '5b9a7c1e-0000-4000-8000-00000000000a',
} as const;

const generatedId = (n: number) => `5b9a7c1e-1000-4000-8000-${n.toString(16).padStart(12, '0')}`;

/**
 * The legacy identifier (`mtskid`) of a station, as the platform's table of legacy identifiers holds it. Every
 * sandbox station has one, derived from its id so it never changes: `5b9a7c1e-…-8000-…` becomes
 * `e51d0c4a-…-a000-…` (Demo Berlin Mitte: `e51d0c4a-0000-4000-a000-000000000001`). The app never derives it; it
 * only passes it to the platform.
 */
export const legacyIdOf = (stationId: string) =>
  stationId.replace(/^5b9a7c1e-(\w{4})-4000-8000-/, 'e51d0c4a-$1-4000-a000-');

// ---------------------------------------------------------------------------------------------- money

interface CurrencyProfile {
  /** Rough value of one euro in this currency, to scale EV tariffs and fees. */
  rate: number;
  /** Prepay amounts offered on automatic-flow pumps. */
  recommended: readonly number[];
  /** Basic, comfort and premium wash prices. */
  wash: readonly [number, number, number];
}

const currencies: Record<StationCurrency, CurrencyProfile> = {
  EUR: { rate: 1, recommended: [20, 50, 80], wash: [9.99, 14.99, 19.99] },
  CHF: { rate: 1.05, recommended: [30, 60, 100], wash: [12.9, 18.9, 24.9] },
  DKK: { rate: 7.46, recommended: [200, 400, 600], wash: [79, 119, 159] },
  PLN: { rate: 4.3, recommended: [100, 200, 350], wash: [35, 49, 69] },
};

const round2 = (value: number) => Math.round(value * 100) / 100;
/** A pump price the way stations show it: whole cents plus nine tenths (1.799). */
const ninth = (value: number) => (Math.floor(value * 100) * 10 + 9) / 1000;

/** A wash price near `value`, ending the way the currency's price boards do (14.99 €, 18.90 CHF, 119 kr.). */
function washPrice(currency: StationCurrency, value: number): number {
  if (currency === 'EUR') return round2(Math.max(5, Math.round(value)) - 0.01);
  if (currency === 'CHF') return round2(Math.max(6, Math.round(value)) - 0.1);
  return Math.round(value);
}

// ---------------------------------------------------------------------------------------------- products

/** Readable names and units of the item codes (SPEC section 9, default fuel types list). */
const fuelTypes: Record<string, { name: string; unit: string }> = {
  SUPER_E5: { name: 'Super E5', unit: 'LTR' },
  SUPER_E10: { name: 'Super E10', unit: 'LTR' },
  DIESEL: { name: 'Diesel', unit: 'LTR' },
  SUPER_PLUS: { name: 'Super Plus', unit: 'LTR' },
  SUPER_PREMIUM: { name: 'Super Premium', unit: 'LTR' },
  SUPER: { name: 'Super 95', unit: 'LTR' },
  DIESEL_PREMIUM: { name: 'Diesel Premium', unit: 'LTR' },
  TWO_STROKE_MIX: { name: 'Two-stroke mix', unit: 'LTR' },
  CNG: { name: 'CNG', unit: 'KGM' },
  LPG: { name: 'LPG', unit: 'LTR' },
  ADBLUE: { name: 'AdBlue', unit: 'LTR' },
  HYDROGEN: { name: 'Hydrogen', unit: 'KGM' },
  DIESEL_SYNTHETIC: { name: 'Diesel Synthetic (HVO)', unit: 'LTR' },
  DIESEL_TRUCK: { name: 'Truck Diesel', unit: 'LTR' },
};

interface FuelOffer {
  code: string;
  price: number;
}

function fuelItem(offer: FuelOffer, currency: StationCurrency): AvailableItem {
  const type = fuelTypes[offer.code];
  return {
    itemCode: offer.code,
    marketingName: type?.name ?? offer.code,
    price: offer.price,
    currency,
    precision: 3,
    unit: type?.unit ?? 'LTR',
  };
}

interface PumpOptions {
  stationId: string;
  number: number;
  /** One list shared by the pumps of a station: generation must stay cheap, and nothing mutates stations. */
  items: AvailableItem[];
  /** Prepay limits; absent for postpay pumps. */
  limits: NonNullable<Product['attributes']['priceAuthorizationLimitsAutomaticFlow']> | undefined;
  available: boolean;
}

function prepayLimits(currency: StationCurrency): PumpOptions['limits'] {
  return { recommendedPrices: currencies[currency].recommended.map((amount) => ({ amount, currency })) };
}

function pump({ stationId, number, items, limits, available }: PumpOptions): Product {
  const attributes: Product['attributes'] = {
    status: available ? 'AVAILABLE' : 'UNAVAILABLE',
    automaticFlow: limits !== undefined,
    availableItems: items,
  };
  if (limits) attributes.priceAuthorizationLimitsAutomaticFlow = limits;
  return { _id: `${stationId}-pump-${number}`, name: String(number), facility: 'PUMP', type: 'GAS', attributes };
}

type WashKey = 'basic' | 'comfort' | 'premium';
const washPackages: Record<WashKey, { tier: 0 | 1 | 2; name: string; code: string; lines: readonly string[] }> = {
  basic: { tier: 0, name: 'Basic wash', code: 'WASH_BASIC', lines: ['Pre-wash', 'Active foam wash', 'Air drying'] },
  comfort: {
    tier: 1,
    name: 'Comfort wash',
    code: 'WASH_COMFORT',
    lines: ['Everything in Basic', 'Underbody wash', 'Wheel cleaning'],
  },
  premium: {
    tier: 2,
    name: 'Premium wash',
    code: 'WASH_PREMIUM',
    lines: ['Everything in Comfort', 'Hot wax protection', 'Shine drying'],
  },
};

function wash(stationId: string, key: WashKey, price: number, currency: StationCurrency): Product {
  const pkg = washPackages[key];
  return {
    _id: `${stationId}-wash-${key}`,
    name: pkg.name,
    facility: 'WASH',
    type: 'CAR_WASH',
    attributes: {
      status: 'AVAILABLE',
      availableItems: [
        {
          itemCode: pkg.code,
          marketingName: pkg.name,
          price,
          currency,
          precision: 2,
          descriptionLines: [...pkg.lines],
        },
      ],
    },
  };
}

/** What a charger charges besides energy; every part is optional. */
interface Fees {
  /** Parking is free for this many minutes, then costs `parkingPerMin`. */
  freeParkingMin?: number;
  parkingPerMin?: number;
  flat?: number;
  time?: { price: number; startTime?: string; endTime?: string };
}

function feeElements(fees: Fees): PriceElement[] {
  const elements: PriceElement[] = [];
  if (fees.freeParkingMin !== undefined) {
    elements.push({
      restrictions: { maxDuration: fees.freeParkingMin },
      priceComponents: [{ type: 'PARKING_TIME', price: 0, unit: 'MIN' }],
    });
  }
  if (fees.parkingPerMin !== undefined) {
    elements.push({ priceComponents: [{ type: 'PARKING_TIME', price: fees.parkingPerMin, unit: 'MIN' }] });
  }
  if (fees.flat !== undefined) {
    elements.push({ priceComponents: [{ type: 'FLAT', price: fees.flat, unit: 'COUNT' }] });
  }
  if (fees.time) {
    const { price, startTime, endTime } = fees.time;
    elements.push({
      ...(startTime && endTime ? { restrictions: { startTime, endTime } } : {}),
      priceComponents: [{ type: 'TIME', price, unit: 'MIN' }],
    });
  }
  return elements;
}

/** The price of one charger: the energy price, then the station's fee elements (shared by its chargers). */
interface Tariff {
  energy: number;
  fees: readonly PriceElement[];
}

const plugLabels: Record<EvStandard, string> = {
  TYPE_1: 'Type 1',
  TYPE_2: 'Type 2',
  TYPE_3: 'Type 3',
  CCS: 'CCS',
  SCHUKO: 'Schuko',
  CHADEMO: 'CHAdeMO',
  OTHER: 'Other',
  TESLA: 'Tesla',
};

interface Plug {
  standard: EvStandard;
  power: number;
}

const plugName = ({ standard, power }: Plug) => `${plugLabels[standard]} ${power} kW`;

interface ChargerOptions {
  stationId: string;
  number: number;
  name: string;
  plug: Plug;
  currency: StationCurrency;
  tariff: Tariff;
  available: boolean;
}

function charger({ stationId, number, name, plug, currency, tariff, available }: ChargerOptions): Product {
  return {
    _id: `${stationId}-ev-${number}`,
    name,
    facility: 'CHARGER',
    type: 'EV_CHARGE',
    attributes: {
      status: available ? 'AVAILABLE' : 'UNAVAILABLE',
      availableItems: [
        {
          itemCode: `${plug.standard}_${plug.power}`,
          marketingName: plugName(plug),
          price: tariff.energy,
          currency,
          precision: 2,
          unit: 'KWH',
          details: { standard: plug.standard, power: plug.power },
          priceElements: [{ priceComponents: [{ type: 'ENERGY', price: tariff.energy, unit: 'KWH' }] }, ...tariff.fees],
        },
      ],
    },
  };
}

/**
 * A high-power charger priced as operators of fast chargers do, with OCPI's restrictions: energy by the power the
 * car draws, a blocking fee on weekdays by day after 45 minutes, billed in 5-minute blocks, and a most a session
 * costs. Its price list shows every condition before the start.
 */
function highPowerCharger(stationId: string, number: number): Product {
  const plug: Plug = { standard: 'CCS', power: 300 };
  const base = charger({
    stationId,
    number,
    name: plugName(plug),
    plug,
    currency: 'EUR',
    tariff: { energy: 0.69, fees: [] },
    available: true,
  });
  const item = base.attributes.availableItems[0]!;
  const weekdays = ['MONDAY', 'TUESDAY', 'WEDNESDAY', 'THURSDAY', 'FRIDAY'];
  return {
    ...base,
    attributes: {
      ...base.attributes,
      availableItems: [
        {
          ...item,
          priceElements: [
            { restrictions: { maxPower: 50 }, priceComponents: [{ type: 'ENERGY', price: 0.49, unit: 'KWH' }] },
            { priceComponents: [{ type: 'ENERGY', price: 0.69, unit: 'KWH' }] },
            {
              restrictions: { dayOfWeek: weekdays, startTime: '07:00', endTime: '20:00', minDuration: 45 },
              priceComponents: [{ type: 'TIME', price: 6, unit: 'HOUR', stepSize: 300 }],
            },
          ],
          // OCPI's bound: at most €60 a session, VAT included (€50.42 before Germany's 19 %).
          maxPrice: { exclVat: 50.42, inclVat: 60 },
        },
      ],
    },
  };
}

function productGroupsOf(products: readonly Product[]): string[] {
  const groups: string[] = [];
  if (products.some((p) => p.facility === 'PUMP')) groups.push('FUEL');
  if (products.some((p) => p.facility === 'WASH')) groups.push('WASH');
  if (products.some((p) => p.facility === 'CHARGER')) groups.push('EV');
  return groups;
}

// ---------------------------------------------------------------------------------------------- fixtures

/** The machine of Demo Gift Cards that sells its gift cards (a code, handed over at once: no release step). */
export const giftCardMachine = 'gift-card-shop';
/** The vending machine of Demo Leipzig, which releases the product itself once it is paid (automaticFlow). */
export const shopMachine = 'shop-machine-1';

const fullPayments = ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'AMEX', 'GOOGLE_PAY', 'APPLE_PAY', 'PAYPAL'];

interface FixtureOptions {
  id: string;
  name: string;
  brand: string;
  lat: number;
  lon: number;
  address: NonNullable<Location['address']>;
  currency: StationCurrency;
  status?: string;
  pumps: number;
  prepayPumps: number;
  unavailablePumps?: readonly number[];
  fuels: readonly FuelOffer[];
  /** Fuels only the last pump dispenses, as at generated stations. */
  lastPumpFuels?: readonly FuelOffer[];
  extraProducts?: readonly Product[];
  features: NonNullable<Station['features']>;
  payments: readonly string[];
  vendingMachines?: NonNullable<Station['vendingMachines']>;
}

function fixture(options: FixtureOptions): Station {
  const { id, currency } = options;
  const items = options.fuels.map((offer) => fuelItem(offer, currency));
  const lastItems = [...items, ...(options.lastPumpFuels ?? []).map((offer) => fuelItem(offer, currency))];
  const limits = prepayLimits(currency);
  const pumps = Array.from({ length: options.pumps }, (_, i) =>
    pump({
      stationId: id,
      number: i + 1,
      items: i === options.pumps - 1 ? lastItems : items,
      limits: i < options.prepayPumps ? limits : undefined,
      available: !options.unavailablePumps?.includes(i + 1),
    }),
  );
  const products = [...pumps, ...(options.extraProducts ?? [])];
  return {
    _id: id,
    name: options.name,
    brand: options.brand,
    status: options.status ?? 'ONLINE',
    location: {
      latitude: options.lat,
      longitude: options.lon,
      timeZone: stationTimeZone({ address: options.address }),
      address: options.address,
    },
    features: options.features,
    productGroups: productGroupsOf(products),
    products,
    ...(options.vendingMachines ? { vendingMachines: options.vendingMachines.map((machine) => ({ ...machine })) } : {}),
    supportedPaymentMeans: [...options.payments],
    partnerDetails: { partnerName: options.brand, address: { countryCode: options.address.countryCode } },
  };
}

/** The ten hand-made stations, in id order. A fresh copy on every call. */
export function fixtureStations(): Station[] {
  const berlin = fixture({
    id: fixtureIds.berlin,
    name: 'Demo Berlin Mitte',
    brand: 'Aral',
    lat: 52.52,
    lon: 13.405,
    address: { street: 'Unter den Linden 1', zip: '10117', city: 'Berlin', countryCode: 'DE' },
    currency: 'EUR',
    pumps: 8,
    prepayPumps: 4,
    unavailablePumps: [8],
    fuels: [
      { code: 'SUPER_E5', price: 1.799 },
      { code: 'SUPER_E10', price: 1.739 },
      { code: 'DIESEL', price: 1.689 },
    ],
    // Deliberately not in price order: the app sorts wash packages itself.
    extraProducts: [
      wash(fixtureIds.berlin, 'premium', 19.99, 'EUR'),
      wash(fixtureIds.berlin, 'basic', 9.99, 'EUR'),
      wash(fixtureIds.berlin, 'comfort', 14.99, 'EUR'),
    ],
    features: { guestCheckout: true },
    // Amazon Pay, Bluecode, postpay billing and fuel cards besides the cards, wallets and PayPal.
    payments: [...fullPayments, 'AMAZON_PAY', 'BLUECODE', 'POSTPAY_BY_USER', 'POSTPAY_BY_PARTNER', 'FUEL_CARD'],
  });

  const munichFees = feeElements({
    freeParkingMin: 120,
    parkingPerMin: 0.1,
    flat: 0.5,
    time: { price: 0.02, startTime: '22:00', endTime: '06:00' },
  });
  const munichPlugs: readonly [Plug, number][] = [
    [{ standard: 'CCS', power: 150 }, 0.59],
    [{ standard: 'CCS', power: 50 }, 0.49],
    [{ standard: 'TYPE_2', power: 22 }, 0.39],
  ];
  const munich: Station = {
    _id: fixtureIds.munich,
    name: 'Demo Munich Charging',
    brand: 'EnBW',
    status: 'ONLINE',
    location: {
      latitude: 48.1371,
      longitude: 11.5754,
      timeZone: 'Europe/Berlin',
      address: { street: 'Sendlinger Straße 1', zip: '80331', city: 'München', countryCode: 'DE' },
    },
    features: { guestCheckout: true },
    productGroups: ['EV'],
    products: [
      ...munichPlugs.map(([plug, energy], i) =>
        charger({
          stationId: fixtureIds.munich,
          number: i + 1,
          name: plugName(plug),
          plug,
          currency: 'EUR',
          tariff: { energy, fees: munichFees },
          available: true,
        }),
      ),
      highPowerCharger(fixtureIds.munich, munichPlugs.length + 1),
    ],
    supportedPaymentMeans: [...fullPayments],
    partnerDetails: { partnerName: 'EnBW', address: { countryCode: 'DE' } },
  };

  const zurich = fixture({
    id: fixtureIds.zurich,
    name: 'Demo Zurich',
    brand: 'Migrol',
    lat: 47.3769,
    lon: 8.5417,
    address: { street: 'Bahnhofplatz 1', zip: '8001', city: 'Zürich', countryCode: 'CH' },
    currency: 'CHF',
    pumps: 6,
    prepayPumps: 3,
    fuels: [
      { code: 'SUPER', price: 1.949 },
      { code: 'SUPER_PLUS', price: 2.049 },
      { code: 'DIESEL', price: 1.999 },
    ],
    features: { guestCheckout: false, pumpsWithoutDisplay: true },
    payments: ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'GOOGLE_PAY', 'APPLE_PAY'],
  });

  const frankfurt = fixture({
    id: fixtureIds.frankfurtOffline,
    name: 'Demo Frankfurt Offline',
    brand: 'Shell',
    lat: 50.1109,
    lon: 8.6821,
    address: { street: 'Berliner Straße 20', zip: '60311', city: 'Frankfurt am Main', countryCode: 'DE' },
    currency: 'EUR',
    status: 'OFFLINE',
    pumps: 4,
    prepayPumps: 2,
    fuels: [
      { code: 'SUPER_E5', price: 1.819 },
      { code: 'SUPER_E10', price: 1.759 },
      { code: 'DIESEL', price: 1.699 },
    ],
    features: { guestCheckout: true },
    payments: fullPayments,
  });

  const giftCards: Station = {
    _id: fixtureIds.giftCards,
    name: 'Demo Gift Cards',
    type: 'GIFT_CARD',
    status: 'ONLINE',
    location: {
      latitude: 53.5511,
      longitude: 9.9937,
      address: { street: 'Jungfernstieg 1', zip: '20354', city: 'Hamburg', countryCode: 'DE' },
    },
    products: [],
    vendingMachines: [{ id: giftCardMachine, automaticFlow: false, type: 'GIFT_CARD' }],
    // The station takes fuel cards and postpay billing too, but those cannot pay for a gift card (SPEC.md section
    // 8, "not supported on this gift card"; the rule is in handlers/payments.ts).
    supportedPaymentMeans: [...fullPayments, 'POSTPAY_BY_USER', 'POSTPAY_BY_PARTNER', 'FUEL_CARD'],
  };

  const lisbon = fixture({
    id: fixtureIds.lisbon,
    name: 'Demo Lisbon',
    brand: 'Galp',
    lat: 38.7223,
    lon: -9.1393,
    address: { street: 'Avenida da Liberdade, 100', zip: '1250-145', city: 'Lisboa', countryCode: 'PT' },
    currency: 'EUR',
    pumps: 6,
    prepayPumps: 3,
    fuels: [
      { code: 'SUPER', price: 1.749 },
      { code: 'SUPER_PREMIUM', price: 1.899 },
      { code: 'DIESEL', price: 1.629 },
    ],
    features: { guestCheckout: true },
    payments: ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'MBWAY', 'GOOGLE_PAY', 'APPLE_PAY'],
  });

  const copenhagen = fixture({
    id: fixtureIds.copenhagen,
    name: 'Demo Copenhagen',
    brand: 'Circle K',
    lat: 55.6761,
    lon: 12.5683,
    address: { street: 'Vesterbrogade 10', zip: '1620', city: 'København', countryCode: 'DK' },
    currency: 'DKK',
    pumps: 6,
    prepayPumps: 3,
    fuels: [
      { code: 'SUPER_E10', price: 14.499 },
      { code: 'SUPER_PLUS', price: 15.299 },
      { code: 'DIESEL', price: 13.299 },
    ],
    features: { guestCheckout: true },
    payments: ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'GOOGLE_PAY', 'APPLE_PAY'],
  });

  const warsaw = fixture({
    id: fixtureIds.warsaw,
    name: 'Demo Warsaw',
    brand: 'Orlen',
    lat: 52.2297,
    lon: 21.0122,
    address: { street: 'ul. Marszałkowska 100', zip: '00-026', city: 'Warszawa', countryCode: 'PL' },
    currency: 'PLN',
    pumps: 6,
    prepayPumps: 3,
    fuels: [
      { code: 'SUPER', price: 6.499 },
      { code: 'DIESEL', price: 6.599 },
      { code: 'LPG', price: 3.099 },
    ],
    features: { guestCheckout: true },
    payments: ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'GOOGLE_PAY', 'APPLE_PAY', 'PAYPAL'],
  });

  const dresden = fixture({
    id: fixtureIds.dresden,
    name: 'Demo Dresden',
    brand: 'JET',
    lat: 51.0822,
    lon: 13.7236,
    address: { street: 'Leipziger Straße 120', zip: '01127', city: 'Dresden', countryCode: 'DE' },
    currency: 'EUR',
    pumps: 12,
    prepayPumps: 12,
    fuels: [
      { code: 'SUPER_E5', price: 1.809 },
      { code: 'SUPER_E10', price: 1.749 },
      { code: 'DIESEL', price: 1.699 },
    ],
    lastPumpFuels: [{ code: 'HYDROGEN', price: 13.85 }],
    extraProducts: [
      wash(fixtureIds.dresden, 'basic', 9.99, 'EUR'),
      wash(fixtureIds.dresden, 'comfort', 14.99, 'EUR'),
      wash(fixtureIds.dresden, 'premium', 19.99, 'EUR'),
    ],
    features: { guestCheckout: true },
    payments: fullPayments,
  });

  const leipzig = fixture({
    id: fixtureIds.leipzigShop,
    name: 'Demo Leipzig',
    brand: 'Star',
    lat: 51.3466,
    lon: 12.4007,
    address: { street: 'Eisenbahnstraße 40', zip: '04315', city: 'Leipzig', countryCode: 'DE' },
    currency: 'EUR',
    pumps: 4,
    prepayPumps: 4,
    fuels: [
      { code: 'SUPER_E5', price: 1.789 },
      { code: 'SUPER_E10', price: 1.729 },
      { code: 'DIESEL', price: 1.679 },
    ],
    features: { guestCheckout: true },
    payments: fullPayments,
    vendingMachines: [{ id: shopMachine, automaticFlow: true, type: 'SHOP' }],
  });

  return [berlin, munich, zurich, frankfurt, giftCards, lisbon, copenhagen, warsaw, dresden, leipzig].map(
    withChargingVat,
  );
}

// ---------------------------------------------------------------------------------------------- shops

interface GiftCardOptions {
  key: string;
  name: string;
  currency: StationCurrency;
  values: readonly number[];
  redeem: string;
}

/** A gift card: one item per value (itemCode `EUR-25`), each saying how the card arrives and where it is redeemed. */
function giftCard(stationId: string, { key, name, currency, values, redeem }: GiftCardOptions): Product {
  return {
    _id: `${stationId}-gift-${key}`,
    name,
    facility: 'VENDING_MACHINE',
    type: 'GIFT_CARD',
    attributes: {
      status: 'AVAILABLE',
      automaticFlow: false,
      vendingMachineId: giftCardMachine,
      availableItems: values.map((value) => ({
        itemCode: `${currency}-${value}`,
        price: value,
        currency,
        precision: 2,
        descriptionLines: ['Delivered at once as a code in the app', 'Valid for 3 years', redeem],
      })),
    },
  };
}

interface ShopItemOptions {
  key: string;
  name: string;
  itemCode: string;
  price: number;
  lines: readonly string[];
  status?: 'AVAILABLE' | 'OUT_OF_STOCK';
}

/** A product of a vending machine: one item, its price. */
function shopItem(stationId: string, { key, name, itemCode, price, lines, status }: ShopItemOptions): Product {
  return {
    _id: `${stationId}-shop-${key}`,
    name,
    facility: 'VENDING_MACHINE',
    type: 'SHOP',
    attributes: {
      status: status ?? 'AVAILABLE',
      automaticFlow: true,
      vendingMachineId: shopMachine,
      availableItems: [{ itemCode, price, currency: 'EUR', precision: 2, descriptionLines: [...lines] }],
    },
  };
}

/** The shops' products by station id, built on first use. */
let shops: Map<string, readonly Product[]> | undefined;

function buildShops(): Map<string, readonly Product[]> {
  const gifts = fixtureIds.giftCards;
  const leipzig = fixtureIds.leipzigShop;
  return new Map([
    [
      gifts,
      [
        giftCard(gifts, {
          key: 'bluebird-books',
          name: 'Bluebird Books gift card',
          currency: 'EUR',
          values: [10, 25, 50],
          redeem: 'Redeem at any Bluebird Books shop or at bluebird-books.example',
        }),
        giftCard(gifts, {
          key: 'harbour-cinema',
          name: 'Harbour Cinema gift card',
          currency: 'EUR',
          values: [15, 30, 60],
          redeem: 'Redeem at the Harbour Cinema box office or at harbour-cinema.example',
        }),
        giftCard(gifts, {
          key: 'alpine-rail',
          name: 'Alpine Rail gift card',
          currency: 'CHF',
          values: [20, 50, 100],
          redeem: 'Redeem for tickets at alpine-rail.example',
        }),
      ],
    ],
    [
      leipzig,
      [
        shopItem(leipzig, {
          key: 'coffee',
          name: 'Coffee to go',
          itemCode: 'COFFEE_TO_GO',
          price: 2.9,
          lines: ['0.3 l', 'Freshly ground'],
        }),
        shopItem(leipzig, { key: 'water', name: 'Still water', itemCode: 'WATER_STILL', price: 1.5, lines: ['0.5 l'] }),
        shopItem(leipzig, {
          key: 'washer-fluid',
          name: 'Windscreen washer fluid',
          itemCode: 'WASHER_FLUID',
          price: 6.99,
          lines: ['3 l', 'Ready to use, down to -20 °C'],
        }),
        shopItem(leipzig, {
          key: 'cereal-bar',
          name: 'Cereal bar',
          itemCode: 'CEREAL_BAR',
          price: 1.79,
          lines: ['40 g'],
          status: 'OUT_OF_STOCK',
        }),
        shopItem(leipzig, {
          key: 'cloth',
          name: 'Microfibre cloth',
          itemCode: 'MICROFIBRE_CLOTH',
          price: 3.49,
          lines: ['40 × 40 cm'],
        }),
      ],
    ],
  ]);
}

/**
 * The products of a station's shop (GET v4/shops/{id}): gift cards at Demo Gift Cards, vending products at Demo
 * Leipzig, none elsewhere. Apart from the station's own products (pumps, washes, chargers); do not mutate.
 */
export function shopProductsOf(stationId: string): readonly Product[] {
  shops ??= buildShops();
  return shops.get(stationId) ?? [];
}

// ---------------------------------------------------------------------------------------------- countries

interface City {
  name: string;
  lat: number;
  lon: number;
  /** Stations land within this distance of the centre; small for cities on a coast or lake. */
  radiusKm: number;
  zipPrefixes: readonly string[];
  districts: readonly string[];
}

const city = (name: string, lat: number, lon: number, radiusKm: number, zips: string, districts: string): City => ({
  name,
  lat,
  lon,
  radiusKm,
  zipPrefixes: zips.split(' '),
  districts: districts.split('|'),
});

type StreetStyle = 'name number' | 'number name' | 'name, number';

interface CountryProfile {
  code: CountryCode;
  currency: StationCurrency;
  /** Share of the generated stations, in percent. */
  share: number;
  cities: readonly City[];
  brands: readonly string[];
  evBrands: readonly string[];
  streets: readonly string[];
  streetStyle: StreetStyle;
  zipDigits: number;
  formatZip?: (digits: string, rnd: () => number) => string;
  /** Offered at every fuel station of the country, with the national average price. */
  fuels: readonly FuelOffer[];
  /** Offered by some stations: [code, price, probability, only on the last pump]. */
  extraFuels: readonly (readonly [string, number, number, boolean])[];
  /** Payment means beyond cards and wallets: [method, probability]. */
  payments: readonly (readonly [string, number])[];
}

const zipLetters = 'ABCEGHJKLMNPRTVWXZ';

const countries: readonly CountryProfile[] = [
  {
    code: 'DE',
    currency: 'EUR',
    share: 23,
    cities: [
      city(
        'Berlin',
        52.52,
        13.405,
        20,
        '10 12 13',
        'Mitte|Kreuzberg|Charlottenburg|Spandau|Neukölln|Pankow|Lichtenberg',
      ),
      city('Hamburg', 53.5511, 9.9937, 15, '20 21 22', 'Altona|Eimsbüttel|Wandsbek|Harburg|Bergedorf|Barmbek'),
      city('München', 48.1351, 11.582, 18, '80 81', 'Schwabing|Pasing|Sendling|Bogenhausen|Giesing|Moosach'),
      city('Köln', 50.9375, 6.9603, 15, '50 51', 'Ehrenfeld|Deutz|Nippes|Kalk|Porz|Lindenthal'),
      city('Frankfurt am Main', 50.1109, 8.6821, 15, '60', 'Sachsenhausen|Bornheim|Höchst|Bockenheim|Nordend'),
      city('Stuttgart', 48.7758, 9.1829, 12, '70', 'Bad Cannstatt|Vaihingen|Feuerbach|Degerloch|Zuffenhausen'),
      city('Düsseldorf', 51.2277, 6.7735, 12, '40', 'Bilk|Oberkassel|Benrath|Gerresheim|Flingern'),
      city('Leipzig', 51.3397, 12.3731, 15, '04', 'Plagwitz|Gohlis|Connewitz|Grünau|Reudnitz'),
      city('Hannover', 52.3759, 9.732, 15, '30', 'Linden|List|Südstadt|Döhren|Vahrenwald'),
      city('Nürnberg', 49.4521, 11.0767, 15, '90', 'Gostenhof|Langwasser|Eibach|St. Johannis'),
      city('Dresden', 51.0504, 13.7373, 15, '01', 'Neustadt|Blasewitz|Pieschen|Striesen|Prohlis'),
    ],
    brands: ['Aral', 'Aral', 'Aral', 'Shell', 'Shell', 'Esso', 'Esso', 'TotalEnergies', 'JET', 'JET', 'Avia', 'Star'],
    evBrands: ['Ionity', 'EnBW', 'EnBW', 'Tesla Supercharger', 'Allego', 'Fastned', 'EWE Go', 'Aral pulse'],
    streets: ['Hauptstraße', 'Bahnhofstraße', 'Berliner Straße', 'Industriestraße', 'Frankfurter Straße', 'Ringstraße'],
    streetStyle: 'name number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER_E5', price: 1.799 },
      { code: 'SUPER_E10', price: 1.739 },
      { code: 'DIESEL', price: 1.689 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 1.929, 0.55, false],
      ['DIESEL_PREMIUM', 1.849, 0.3, false],
      ['LPG', 1.049, 0.2, true],
      ['ADBLUE', 0.999, 0.3, true],
      ['CNG', 1.599, 0.05, true],
      ['DIESEL_SYNTHETIC', 1.899, 0.05, false],
      ['DIESEL_TRUCK', 1.669, 0.04, true],
      ['HYDROGEN', 13.85, 0.02, true],
    ],
    payments: [
      ['AMEX', 0.5],
      ['PAYPAL', 0.7],
      ['FUEL_CARD', 0.2],
      ['BLUECODE', 0.1],
    ],
  },
  {
    code: 'AT',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Wien', 48.2082, 16.3738, 15, '1', 'Favoriten|Floridsdorf|Donaustadt|Ottakring|Simmering|Liesing'),
      city('Graz', 47.0707, 15.4395, 12, '80', 'Andritz|Liebenau|Gösting|Puntigam'),
      city('Linz', 48.3069, 14.2858, 12, '40', 'Urfahr|Ebelsberg|Kleinmünchen|Auwiesen'),
      city('Salzburg', 47.8095, 13.055, 10, '50', 'Lehen|Maxglan|Itzling|Gnigl'),
      city('Innsbruck', 47.2692, 11.4041, 6, '60', 'Pradl|Wilten|Hötting|Reichenau'),
      city('Klagenfurt', 46.6247, 14.3053, 8, '90', 'Annabichl|Welzenegg|Viktring|St. Peter'),
    ],
    brands: ['OMV', 'OMV', 'BP', 'Eni', 'Turmöl', 'Shell', 'Avanti', 'JET'],
    evBrands: ['Ionity', 'Smatrics', 'Tesla Supercharger', 'Wien Energie', 'Allego'],
    streets: ['Hauptstraße', 'Wiener Straße', 'Linzer Straße', 'Salzburger Straße', 'Triester Straße', 'Grazer Straße'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER', price: 1.599 },
      { code: 'DIESEL', price: 1.579 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 1.769, 0.5, false],
      ['DIESEL_PREMIUM', 1.699, 0.35, false],
      ['ADBLUE', 1.099, 0.3, true],
      ['CNG', 1.499, 0.05, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.6],
      ['BLUECODE', 0.3],
    ],
  },
  {
    code: 'CH',
    currency: 'CHF',
    share: 4,
    cities: [
      city('Zürich', 47.4, 8.5, 8, '80 81', 'Oerlikon|Altstetten|Wiedikon|Seebach|Schwamendingen'),
      city('Genève', 46.19, 6.1, 4, '12', 'Carouge|Plainpalais|Meyrin|Vernier|Lancy'),
      city('Basel', 47.5596, 7.5886, 4, '40', 'Kleinbasel|Gundeldingen|St. Johann|Riehen'),
      city('Bern', 46.948, 7.4474, 8, '30', 'Bümpliz|Wankdorf|Breitenrain|Köniz'),
      city('Lausanne', 46.55, 6.62, 4, '10', 'Prilly|Renens|Pully|Le Mont-sur-Lausanne'),
      city('Winterthur', 47.4988, 8.7237, 7, '84', 'Töss|Oberwinterthur|Seen|Wülflingen'),
      city('St. Gallen', 47.4245, 9.3767, 6, '90', 'St. Fiden|Bruggen|Winkeln|Lachen'),
    ],
    brands: ['Migrol', 'Migrol', 'Coop Pronto', 'Coop Pronto', 'Socar', 'Avia', 'Shell', 'BP', 'Tamoil', 'Agrola'],
    evBrands: ['GOFAST', 'Ionity', 'Tesla Supercharger', 'Swisscharge', 'Move'],
    streets: ['Hauptstrasse', 'Bahnhofstrasse', 'Industriestrasse', 'Zürcherstrasse', 'Bernstrasse', 'Route de Genève'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER', price: 1.949 },
      { code: 'DIESEL', price: 1.999 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 2.069, 0.6, false],
      ['ADBLUE', 1.399, 0.2, true],
      ['LPG', 1.299, 0.05, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'FR',
    currency: 'EUR',
    share: 14,
    cities: [
      city(
        'Paris',
        48.8566,
        2.3522,
        20,
        '75 92 93 94',
        'Montparnasse|Bercy|La Défense|Montreuil|Saint-Denis|Vincennes',
      ),
      city('Lyon', 45.764, 4.8357, 15, '69', 'Villeurbanne|Vénissieux|Part-Dieu|Gerland|Vaulx-en-Velin'),
      city('Marseille', 43.34, 5.46, 7, '13', 'La Valentine|Saint-Barthélemy|Château-Gombert|Saint-Loup'),
      city('Toulouse', 43.6047, 1.4442, 15, '31', 'Blagnac|Colomiers|Balma|Labège|Rangueil'),
      city('Bordeaux', 44.8378, -0.5792, 12, '33', 'Mérignac|Pessac|Bègles|Lormont|Le Bouscat'),
      city('Lille', 50.62, 3.03, 9, '59', 'Lambersart|Lomme|Villeneuve-d’Ascq|Ronchin|Loos'),
      city('Strasbourg', 48.58, 7.71, 6, '67', 'Neudorf|Illkirch|Schiltigheim|Hautepierre|Cronenbourg'),
      city('Nantes', 47.2184, -1.5536, 12, '44', 'Rezé|Saint-Herblain|Orvault|Carquefou'),
    ],
    brands: [
      'TotalEnergies',
      'TotalEnergies',
      'TotalEnergies',
      'Intermarché',
      'E.Leclerc',
      'Esso',
      'Carrefour',
      'Avia',
    ],
    evBrands: ['Ionity', 'Tesla Supercharger', 'Fastned', 'Electra', 'TotalEnergies', 'Allego'],
    streets: ['Avenue de la République', 'Rue Nationale', 'Route de Paris', 'Avenue Jean Jaurès', 'Boulevard Gambetta'],
    streetStyle: 'number name',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER_E10', price: 1.789 },
      { code: 'SUPER_E5', price: 1.879 },
      { code: 'DIESEL', price: 1.699 },
    ],
    extraFuels: [
      ['DIESEL_PREMIUM', 1.829, 0.2, false],
      ['LPG', 0.999, 0.25, true],
      ['ADBLUE', 1.049, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.4],
    ],
  },
  {
    code: 'BE',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Bruxelles', 50.8503, 4.3517, 12, '10 11 12', 'Anderlecht|Schaerbeek|Ixelles|Uccle|Etterbeek|Molenbeek'),
      city('Antwerpen', 51.2194, 4.4025, 10, '20 21', 'Berchem|Deurne|Merksem|Wilrijk|Hoboken'),
      city('Gent', 51.0543, 3.7174, 10, '90', 'Ledeberg|Gentbrugge|Sint-Amandsberg|Mariakerke'),
      city('Liège', 50.6326, 5.5797, 10, '40', 'Angleur|Herstal|Seraing|Chênée'),
      city('Charleroi', 50.4108, 4.4446, 10, '60', 'Gosselies|Marcinelle|Jumet|Gilly'),
      city('Namur', 50.4674, 4.8718, 8, '50', 'Jambes|Salzinnes|Bouge|Erpent'),
      city('Leuven', 50.8798, 4.7005, 8, '30', 'Heverlee|Kessel-Lo|Wilsele'),
    ],
    brands: ['Q8', 'Q8', 'Lukoil', 'Texaco', 'Gulf', 'TotalEnergies', 'Shell', 'Esso', 'DATS 24'],
    evBrands: ['Ionity', 'Allego', 'Fastned', 'Tesla Supercharger', 'TotalEnergies'],
    streets: ['Chaussée de Louvain', 'Steenweg op Gent', 'Avenue Louise', 'Kerkstraat', 'Chaussée de Mons'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 1.729 },
      { code: 'SUPER_E5', price: 1.829 },
      { code: 'DIESEL', price: 1.799 },
    ],
    extraFuels: [
      ['LPG', 0.799, 0.2, true],
      ['ADBLUE', 0.949, 0.3, true],
      ['CNG', 1.399, 0.08, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.4],
      ['PAYCONIQ', 0.5],
    ],
  },
  {
    code: 'NL',
    currency: 'EUR',
    share: 6,
    cities: [
      city('Amsterdam', 52.34, 4.86, 8, '10 11', 'Zuid|West|Nieuw-West|Noord|Oost|Slotervaart'),
      city('Rotterdam', 51.9244, 4.4777, 10, '30 31', 'Kralingen|Feijenoord|Charlois|Overschie|Hillegersberg'),
      city('Den Haag', 52.05, 4.33, 5, '25', 'Escamp|Laak|Loosduinen|Ypenburg'),
      city('Utrecht', 52.0907, 5.1214, 12, '35', 'Overvecht|Leidsche Rijn|Zuilen|Lunetten|Kanaleneiland'),
      city('Eindhoven', 51.4416, 5.4697, 12, '56', 'Woensel|Strijp|Gestel|Tongelre'),
      city('Groningen', 53.2194, 6.5665, 10, '97', 'Helpman|Paddepoel|Hoogkerk|Lewenborg'),
      city('Nijmegen', 51.8126, 5.8372, 8, '65', 'Lent|Dukenburg|Lindenholt|Hatert'),
    ],
    brands: ['Shell', 'Shell', 'Tango', 'TinQ', 'BP', 'Esso', 'TotalEnergies', 'Texaco'],
    evBrands: ['Fastned', 'Fastned', 'Allego', 'Shell Recharge', 'Tesla Supercharger', 'Ionity'],
    streets: ['Kerkstraat', 'Hoofdweg', 'Stationsweg', 'Rijksstraatweg', 'Industrieweg', 'Amsterdamseweg'],
    streetStyle: 'name number',
    zipDigits: 4,
    formatZip: (digits, rnd) => `${digits} ${pick(rnd, [...zipLetters])}${pick(rnd, [...zipLetters])}`,
    fuels: [
      { code: 'SUPER_E10', price: 2.049 },
      { code: 'SUPER_E5', price: 2.119 },
      { code: 'DIESEL', price: 1.749 },
    ],
    extraFuels: [
      ['LPG', 1.099, 0.2, true],
      ['ADBLUE', 1.099, 0.25, true],
      ['CNG', 1.499, 0.05, true],
      ['HYDROGEN', 15.95, 0.02, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.5],
    ],
  },
  {
    code: 'LU',
    currency: 'EUR',
    share: 2,
    cities: [
      city('Luxembourg', 49.6116, 6.1319, 8, '1 2', 'Kirchberg|Gasperich|Bonnevoie|Cessange|Hamm'),
      city('Esch-sur-Alzette', 49.4958, 5.9806, 3, '4', 'Lallange|Raemerich|Brill'),
      city('Differdange', 49.5242, 5.8914, 3, '45', 'Oberkorn|Niederkorn|Fousbann'),
      city('Ettelbruck', 49.8475, 6.104, 5, '90', 'Warken|Grentzingen|Diekirch'),
      city('Mersch', 49.7489, 6.1061, 5, '75', 'Beringen|Rollingen|Lintgen'),
    ],
    brands: ['Aral', 'Q8', 'Shell', 'TotalEnergies', 'Esso', 'Gulf', 'Lukoil'],
    evBrands: ['Chargy', 'Ionity', 'Tesla Supercharger'],
    streets: ['Route d’Arlon', 'Route de Thionville', 'Rue de Luxembourg', 'Route de Longwy', 'Avenue de la Gare'],
    streetStyle: 'number name',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 1.529 },
      { code: 'SUPER_E5', price: 1.619 },
      { code: 'DIESEL', price: 1.469 },
    ],
    extraFuels: [
      ['LPG', 0.899, 0.2, true],
      ['ADBLUE', 0.899, 0.4, true],
      ['DIESEL_TRUCK', 1.449, 0.2, true],
    ],
    payments: [
      ['AMEX', 0.4],
      ['PAYPAL', 0.5],
      ['PAYCONIQ', 0.4],
    ],
  },
  {
    code: 'IT',
    currency: 'EUR',
    share: 14,
    cities: [
      city('Roma', 41.9028, 12.4964, 18, '00', 'Prati|Eur|Tiburtina|Ostiense|Tuscolano|Magliana'),
      city('Milano', 45.4642, 9.19, 18, '20', 'Lambrate|Bicocca|Navigli|Città Studi|Sesto San Giovanni|Rho'),
      city('Napoli', 40.89, 14.3, 6, '80', 'Capodichino|Poggioreale|Secondigliano|Casoria'),
      city('Torino', 45.0703, 7.6869, 12, '10', 'Lingotto|Mirafiori|Barriera di Milano|Rivoli|Moncalieri'),
      city('Bologna', 44.4949, 11.3426, 12, '40', 'Borgo Panigale|San Donato|Casalecchio|Navile|Savena'),
      city('Firenze', 43.7696, 11.2558, 10, '50', 'Novoli|Campo di Marte|Sesto Fiorentino|Scandicci'),
      city('Verona', 45.4384, 10.9916, 10, '37', 'Borgo Roma|San Michele|Chievo|Borgo Venezia'),
    ],
    brands: ['Eni', 'Eni', 'Eni', 'IP', 'IP', 'Q8', 'Tamoil', 'Esso'],
    evBrands: ['Ionity', 'Free To X', 'Enel X Way', 'Tesla Supercharger', 'Electra'],
    streets: ['Via Roma', 'Viale Europa', 'Via Garibaldi', 'Via Nazionale', 'Corso Italia', 'Via Emilia'],
    streetStyle: 'name number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER', price: 1.799 },
      { code: 'DIESEL', price: 1.699 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.999, 0.4, false],
      ['DIESEL_PREMIUM', 1.849, 0.4, false],
      ['LPG', 0.749, 0.35, true],
      ['CNG', 1.399, 0.15, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.4],
    ],
  },
  {
    code: 'ES',
    currency: 'EUR',
    share: 12,
    cities: [
      city('Madrid', 40.4168, -3.7038, 20, '28', 'Chamartín|Vallecas|Carabanchel|Hortaleza|Getafe|Alcobendas'),
      city('Barcelona', 41.43, 2.1, 8, '08', 'Sants|Gràcia|Sant Andreu|L’Hospitalet|Cornellà'),
      city('Valencia', 39.48, -0.43, 7, '46', 'Benimaclet|Campanar|Patraix|Burjassot|Torrent'),
      city('Sevilla', 37.3891, -5.9845, 12, '41', 'Triana|Nervión|Dos Hermanas|Bellavista|Macarena'),
      city('Zaragoza', 41.6488, -0.8891, 12, '50', 'Delicias|Actur|Torrero|Casablanca'),
      city('Bilbao', 43.25, -2.93, 6, '48', 'Deusto|Barakaldo|Basauri|Santutxu'),
      city('Valladolid', 41.6523, -4.7245, 10, '47', 'Delicias|Parquesol|La Rondilla|Arturo Eyries'),
    ],
    brands: ['Repsol', 'Repsol', 'Repsol', 'Cepsa', 'Cepsa', 'Galp', 'BP', 'Shell', 'Ballenoil'],
    evBrands: ['Ionity', 'Iberdrola', 'Zunder', 'Tesla Supercharger', 'Endesa X'],
    streets: ['Calle Mayor', 'Avenida de la Constitución', 'Avenida de Andalucía', 'Calle Real', 'Avenida de Europa'],
    streetStyle: 'name, number',
    zipDigits: 5,
    fuels: [
      { code: 'SUPER', price: 1.549 },
      { code: 'DIESEL', price: 1.479 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.719, 0.45, false],
      ['DIESEL_PREMIUM', 1.589, 0.45, false],
      ['LPG', 0.959, 0.15, true],
      ['ADBLUE', 0.899, 0.25, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'PT',
    currency: 'EUR',
    share: 4,
    cities: [
      city('Lisboa', 38.77, -9.18, 6, '1', 'Benfica|Lumiar|Odivelas|Amadora|Carnide|Alvalade'),
      city('Porto', 41.18, -8.6, 6, '4', 'Paranhos|Matosinhos|Maia|Campanhã|Rio Tinto'),
      city('Braga', 41.5454, -8.4265, 8, '47', 'São Vicente|Maximinos|Gualtar|Lamaçães'),
      city('Coimbra', 40.2033, -8.4103, 8, '30', 'Santa Clara|Eiras|Celas|São Martinho do Bispo'),
      city('Leiria', 39.7436, -8.8071, 8, '24', 'Marrazes|Pousos|Barreira|Parceiros'),
      city('Évora', 38.5714, -7.9135, 8, '70', 'Horta das Figueiras|Malagueira|Canaviais'),
    ],
    brands: ['Galp', 'Galp', 'Galp', 'Prio', 'Repsol', 'BP', 'Cepsa', 'Intermarché'],
    evBrands: ['Powerdot', 'Ionity', 'Tesla Supercharger', 'Galp Electric'],
    streets: ['Rua Augusta', 'Avenida da República', 'Rua do Comércio', 'Avenida 25 de Abril', 'Rua da Estação'],
    streetStyle: 'name, number',
    zipDigits: 7,
    formatZip: (digits) => `${digits.slice(0, 4)}-${digits.slice(4)}`,
    fuels: [
      { code: 'SUPER', price: 1.749 },
      { code: 'DIESEL', price: 1.629 },
    ],
    extraFuels: [
      ['SUPER_PREMIUM', 1.899, 0.4, false],
      ['DIESEL_PREMIUM', 1.749, 0.4, false],
      ['LPG', 0.979, 0.2, true],
    ],
    payments: [
      ['MBWAY', 0.85],
      ['AMEX', 0.2],
      ['PAYPAL', 0.3],
    ],
  },
  {
    code: 'DK',
    currency: 'DKK',
    share: 4,
    cities: [
      city('København', 55.69, 12.48, 6, '2', 'Valby|Vanløse|Nørrebro|Brønshøj|Rødovre|Hvidovre'),
      city('Aarhus', 56.16, 10.13, 5, '8', 'Viby|Brabrand|Tilst|Hasle|Åbyhøj'),
      city('Odense', 55.4038, 10.4024, 5, '5', 'Dalum|Bolbro|Tarup|Vollsmose'),
      city('Aalborg', 57.03, 9.93, 4, '9', 'Hasseris|Vejgaard|Gug|Skalborg'),
      city('Herning', 56.1393, 8.9738, 6, '74', 'Gullestrup|Lind|Holtbjerg'),
      city('Roskilde', 55.63, 12.1, 4, '40', 'Himmelev|Trekroner|Svogerslev'),
    ],
    brands: ['Circle K', 'Circle K', 'OK', 'OK', 'Q8', 'Uno-X', 'Shell', 'INGO'],
    evBrands: ['Clever', 'Clever', 'Ionity', 'Circle K', 'Tesla Supercharger', 'E.ON'],
    streets: ['Roskildevej', 'Hovedgaden', 'Jernbanegade', 'Industrivej', 'Søndergade', 'Ringvejen'],
    streetStyle: 'name number',
    zipDigits: 4,
    fuels: [
      { code: 'SUPER_E10', price: 14.499 },
      { code: 'DIESEL', price: 13.299 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 15.299, 0.5, false],
      ['ADBLUE', 9.99, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.3],
      ['PAYPAL', 0.2],
    ],
  },
  {
    code: 'PL',
    currency: 'PLN',
    share: 9,
    cities: [
      city('Warszawa', 52.2297, 21.0122, 18, '00 01 02 03 04', 'Mokotów|Wola|Praga|Ursynów|Bemowo|Targówek|Bielany'),
      city('Kraków', 50.0647, 19.945, 12, '30 31', 'Nowa Huta|Podgórze|Krowodrza|Bronowice|Prądnik'),
      city('Wrocław', 51.1079, 17.0385, 12, '50 51 52 53 54', 'Krzyki|Fabryczna|Psie Pole|Śródmieście|Leśnica'),
      city('Poznań', 52.4064, 16.9252, 12, '60 61', 'Jeżyce|Grunwald|Wilda|Rataje|Winogrady'),
      city('Gdańsk', 54.35, 18.57, 6, '80', 'Wrzeszcz|Oliwa|Chełm|Orunia|Zaspa'),
      city('Łódź', 51.7592, 19.456, 12, '90 91 92 93 94', 'Bałuty|Widzew|Polesie|Górna'),
      city('Katowice', 50.2649, 19.0238, 12, '40', 'Ligota|Szopienice|Chorzów|Sosnowiec|Bogucice'),
    ],
    brands: ['Orlen', 'Orlen', 'Orlen', 'Lotos', 'Circle K', 'Circle K', 'Amic', 'BP', 'Shell', 'Moya'],
    evBrands: ['Orlen Charge', 'GreenWay', 'Ionity', 'Tesla Supercharger', 'Powerdot'],
    streets: ['ul. Warszawska', 'ul. Krakowska', 'al. Jerozolimskie', 'ul. Przemysłowa', 'al. Niepodległości'],
    streetStyle: 'name number',
    zipDigits: 5,
    formatZip: (digits) => `${digits.slice(0, 2)}-${digits.slice(2)}`,
    fuels: [
      { code: 'SUPER', price: 6.499 },
      { code: 'DIESEL', price: 6.599 },
    ],
    extraFuels: [
      ['SUPER_PLUS', 7.099, 0.45, false],
      ['DIESEL_PREMIUM', 6.899, 0.35, false],
      ['LPG', 3.099, 0.5, true],
      ['ADBLUE', 4.499, 0.3, true],
    ],
    payments: [
      ['AMEX', 0.2],
      ['PAYPAL', 0.4],
    ],
  },
];

const basePayments = ['DIRECT_CREDIT', 'VISA', 'MASTERCARD', 'GOOGLE_PAY', 'APPLE_PAY'];

/** Which plugs an EV brand installs. Brands not listed get the mixed set. */
const brandPlugs: Record<string, readonly Plug[]> = {
  Ionity: [{ standard: 'CCS', power: 350 }],
  'Tesla Supercharger': [
    { standard: 'TESLA', power: 250 },
    { standard: 'TESLA', power: 250 },
    { standard: 'CCS', power: 250 },
  ],
  Fastned: [
    { standard: 'CCS', power: 300 },
    { standard: 'CCS', power: 150 },
    { standard: 'CHADEMO', power: 50 },
  ],
  EnBW: [
    { standard: 'CCS', power: 300 },
    { standard: 'CCS', power: 150 },
    { standard: 'TYPE_2', power: 22 },
  ],
  Chargy: [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'TYPE_2', power: 11 },
  ],
  'Wien Energie': [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'TYPE_2', power: 11 },
    { standard: 'CCS', power: 50 },
  ],
  Swisscharge: [
    { standard: 'TYPE_2', power: 22 },
    { standard: 'CCS', power: 50 },
  ],
};
const mixedPlugs: readonly Plug[] = [
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 50 },
  { standard: 'CHADEMO', power: 50 },
  { standard: 'TYPE_2', power: 22 },
  { standard: 'TYPE_2', power: 11 },
];
/** Chargers a fuel station puts next to its pumps. */
const forecourtPlugs: readonly Plug[] = [
  { standard: 'CCS', power: 150 },
  { standard: 'CCS', power: 50 },
  { standard: 'TYPE_2', power: 22 },
  { standard: 'TYPE_2', power: 11 },
];

// ---------------------------------------------------------------------------------------------- generation

const kmPerDegree = 111.32;
const round5 = (value: number) => Math.round(value * 1e5) / 1e5;

function formatStreet(style: StreetStyle, name: string, number: number): string {
  if (style === 'number name') return `${number} ${name}`;
  if (style === 'name, number') return `${name}, ${number}`;
  return `${name} ${number}`;
}

function zipCode(profile: CountryProfile, prefix: string, rnd: () => number): string {
  let digits = prefix;
  while (digits.length < profile.zipDigits) digits += String(intBetween(rnd, 0, 9));
  return profile.formatZip ? profile.formatZip(digits, rnd) : digits;
}

/** Energy price per kWh in euros for a plug, before the station's own markup. */
function energyBase(plug: Plug): number {
  if (plug.standard === 'TESLA') return 0.49;
  if (plug.power >= 150) return 0.69;
  if (plug.power >= 50) return 0.55;
  return 0.42;
}

/** A station's charging prices: a markup on the base energy prices and the fees all its chargers share. */
interface StationTariff {
  factor: number;
  fees: readonly PriceElement[];
}

function stationTariff(rnd: () => number, currency: StationCurrency, brand: string): StationTariff {
  const { rate } = currencies[currency];
  const factor = between(rnd, 0.85, 1.15);
  if (brand === 'Tesla Supercharger') return { factor, fees: [] };
  const fees: Fees = {};
  if (rnd() < 0.5) {
    fees.freeParkingMin = pick(rnd, [60, 120, 180, 240]);
    fees.parkingPerMin = round2(0.1 * rate);
  }
  if (rnd() < 0.3) fees.flat = round2(pick(rnd, [0.35, 0.5, 1]) * rate);
  if (rnd() < 0.15) {
    const price = round2(0.02 * rate);
    fees.time = rnd() < 0.5 ? { price, startTime: '22:00', endTime: '06:00' } : { price };
  }
  return { factor, fees: feeElements(fees) };
}

function chargers(
  rnd: () => number,
  stationId: string,
  currency: StationCurrency,
  plugs: readonly Plug[],
  { factor, fees }: StationTariff,
): Product[] {
  const { rate } = currencies[currency];
  const names = plugs.map(plugName);
  const repeated = (name: string) => names.indexOf(name) !== names.lastIndexOf(name);
  const seen = new Map<string, number>();
  return plugs.map((plug, i) => {
    const label = names[i] ?? plugName(plug);
    const nth = (seen.get(label) ?? 0) + 1;
    seen.set(label, nth);
    return charger({
      stationId,
      number: i + 1,
      name: repeated(label) ? `${label} #${nth}` : label,
      plug,
      currency,
      tariff: { energy: round2(energyBase(plug) * factor * rate), fees },
      available: rnd() >= 0.1,
    });
  });
}

function shuffled<T>(rnd: () => number, items: readonly T[]): T[] {
  const copy = [...items];
  for (let i = copy.length - 1; i > 0; i--) {
    const j = Math.floor(rnd() * (i + 1));
    [copy[i], copy[j]] = [copy[j] as T, copy[i] as T];
  }
  return copy;
}

function generateStation(n: number, profile: CountryProfile, seed: number): Station {
  const id = generatedId(n);
  const rnd = seededRandom(hashString(id) ^ seed);
  const { currency } = profile;

  const home = pick(rnd, profile.cities);
  const distanceKm = home.radiusKm * Math.sqrt(rnd());
  const bearing = rnd() * 2 * Math.PI;
  const latitude = round5(home.lat + (distanceKm * Math.cos(bearing)) / kmPerDegree);
  const longitude = round5(
    home.lon + (distanceKm * Math.sin(bearing)) / (kmPerDegree * Math.cos((home.lat * Math.PI) / 180)),
  );

  const evOnly = rnd() < 0.2;
  const brand = pick(rnd, evOnly ? profile.evBrands : profile.brands);
  const district = pick(rnd, home.districts);
  const streetName = pick(rnd, profile.streets);
  const street = formatStreet(profile.streetStyle, streetName, intBetween(rnd, 1, 240));
  const place = rnd() < 0.7 ? district : streetName.replace(/^(ul\.|al\.) /, '');
  const zip = zipCode(profile, pick(rnd, home.zipPrefixes), rnd);
  const status = rnd() < 0.05 ? 'OFFLINE' : 'ONLINE';
  const guestCheckout = rnd() < 0.5;

  const products: Product[] = [];
  let pumpsWithoutDisplay = false;
  if (evOnly) {
    const plugs = brandPlugs[brand] ?? mixedPlugs;
    const count = intBetween(rnd, 2, 12);
    const chosen = Array.from({ length: count }, () => pick(rnd, plugs)).sort((a, b) => b.power - a.power);
    products.push(...chargers(rnd, id, currency, chosen, stationTariff(rnd, currency, brand)));
  } else {
    const pumpCount = intBetween(rnd, 4, 12);
    const flow = rnd();
    const prepayCount = flow < 0.4 ? pumpCount : flow < 0.7 ? 0 : Math.ceil(pumpCount / 2);
    const factor = between(rnd, 0.97, 1.04);
    const item = (code: string, price: number) => fuelItem({ code, price: ninth(price * factor) }, currency);
    const everywhere = profile.fuels.map((fuel) => item(fuel.code, fuel.price));
    const lastOnly: AvailableItem[] = [];
    for (const [code, price, probability, lastPumpOnly] of profile.extraFuels) {
      if (rnd() >= probability) continue;
      (lastPumpOnly ? lastOnly : everywhere).push(item(code, price));
    }
    const lastItems = [...everywhere, ...lastOnly];
    const limits = prepayCount > 0 ? prepayLimits(currency) : undefined;
    const unavailable = new Set<number>();
    if (rnd() < 0.08) {
      const broken = intBetween(rnd, 1, 2);
      for (let i = 0; i < broken; i++) unavailable.add(intBetween(rnd, 1, pumpCount));
    }
    for (let number = 1; number <= pumpCount; number++) {
      products.push(
        pump({
          stationId: id,
          number,
          items: number === pumpCount ? lastItems : everywhere,
          limits: number <= prepayCount ? limits : undefined,
          available: !unavailable.has(number),
        }),
      );
    }
    pumpsWithoutDisplay = rnd() < 0.1;

    if (rnd() < 0.3) {
      const washFactor = between(rnd, 0.85, 1.2);
      const keys = shuffled(rnd, ['basic', 'comfort', 'premium'] as const).slice(0, intBetween(rnd, 1, 3));
      for (const key of keys) {
        const base = currencies[currency].wash[washPackages[key].tier];
        products.push(wash(id, key, washPrice(currency, base * washFactor), currency));
      }
    }
    if (rnd() < 0.15) {
      const plugs = Array.from({ length: intBetween(rnd, 1, 4) }, () => pick(rnd, forecourtPlugs)).sort(
        (a, b) => b.power - a.power,
      );
      products.push(...chargers(rnd, id, currency, plugs, stationTariff(rnd, currency, brand)));
    }
  }

  const payments = [...basePayments];
  for (const [method, probability] of profile.payments) if (rnd() < probability) payments.push(method);

  return {
    _id: id,
    name: `${brand} ${home.name} ${place}`,
    brand,
    status,
    location: {
      latitude,
      longitude,
      timeZone: stationTimeZone({ address: { countryCode: profile.code } }),
      address: { street, zip, city: home.name, countryCode: profile.code },
    },
    features: evOnly ? { guestCheckout } : { guestCheckout, pumpsWithoutDisplay },
    productGroups: productGroupsOf(products),
    products,
    supportedPaymentMeans: payments,
    partnerDetails: { partnerName: brand, address: { countryCode: profile.code } },
  };
}

/**
 * The generated stations, not memoised: the same arguments always give an equal list. Every country gets its
 * share (rounded; Germany absorbs the rounding), so all twelve are always present. A name already taken gets
 * the street added, so lists and search results never show two identical names.
 */
export function generateStations(count = generatedStationCount, seed = defaultSeed): Station[] {
  return [...stationGenerator(count, seed)];
}

/** The generated stations one by one, so they can be built in slices (see {@link loadWorld}). */
function* stationGenerator(count = generatedStationCount, seed = defaultSeed): Generator<Station> {
  const counts = countries.map((profile) => Math.round((profile.share / 100) * count));
  const rest = count - counts.reduce((sum, c) => sum + c, 0);
  counts[0] = (counts[0] ?? 0) + rest;
  const names = new Set<string>();
  let n = 1;
  for (const [i, profile] of countries.entries()) {
    for (let k = 0; k < (counts[i] ?? 0); k++) {
      const station = withChargingVat(generateStation(n++, profile, seed));
      if (names.has(station.name)) station.name = `${station.name}, ${station.location.address?.street}`;
      names.add(station.name);
      yield station;
    }
  }
}

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
