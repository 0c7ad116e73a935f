/**
 * The sandbox's ten hand-made stations, which tests and demos rely on (their ids, names, pumps, prices and payment
 * means are part of what they check), and the shops of the two with vending machines: gift cards at Demo Gift
 * Cards, vending products at Demo Leipzig, kept apart from the stations' own products.
 */
import { stationTimeZone } from '../../../machines/shared/tariff';
import type { Location, Product, Station } from '../../api/schemas';
import { withChargingVat } from '../vat';
import {
  charger,
  type FuelOffer,
  feeElements,
  fuelItem,
  giftCard,
  highPowerCharger,
  type Plug,
  plugName,
  prepayLimits,
  productGroupsOf,
  pump,
  type StationCurrency,
  shopItem,
  wash,
} from './products';

/** The fixtures' ids, in the order fixtureStations lists them. */
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

/** The shops' products by station id, built on first use. */
let shops: Map<string, readonly Product[]> | undefined;

function buildShops(): Map<string, readonly Product[]> {
  const gifts = fixtureIds.giftCards;
  const leipzig = fixtureIds.leipzigShop;
  return new Map([
    [
      gifts,
      [
        giftCard(gifts, giftCardMachine, {
          key: 'bluebird-books',
          name: 'Bluebird Books gift card',
          currency: 'EUR',
          values: [10, 25, 50],
          redeem: 'Redeem at any Bluebird Books shop or at bluebird-books.example',
        }),
        giftCard(gifts, giftCardMachine, {
          key: 'harbour-cinema',
          name: 'Harbour Cinema gift card',
          currency: 'EUR',
          values: [15, 30, 60],
          redeem: 'Redeem at the Harbour Cinema box office or at harbour-cinema.example',
        }),
        giftCard(gifts, giftCardMachine, {
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
        shopItem(leipzig, shopMachine, {
          key: 'coffee',
          name: 'Coffee to go',
          itemCode: 'COFFEE_TO_GO',
          price: 2.9,
          lines: ['0.3 l', 'Freshly ground'],
        }),
        shopItem(leipzig, shopMachine, {
          key: 'water',
          name: 'Still water',
          itemCode: 'WATER_STILL',
          price: 1.5,
          lines: ['0.5 l'],
        }),
        shopItem(leipzig, shopMachine, {
          key: 'washer-fluid',
          name: 'Windscreen washer fluid',
          itemCode: 'WASHER_FLUID',
          price: 6.99,
          lines: ['3 l', 'Ready to use, down to -20 °C'],
        }),
        shopItem(leipzig, shopMachine, {
          key: 'cereal-bar',
          name: 'Cereal bar',
          itemCode: 'CEREAL_BAR',
          price: 1.79,
          lines: ['40 g'],
          status: 'OUT_OF_STOCK',
        }),
        shopItem(leipzig, shopMachine, {
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
