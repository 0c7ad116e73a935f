/**
 * The builders of the sandbox's station products, shared by the hand-made fixtures (fixtures.ts) and the generated
 * stations (generator.ts): the currencies and their price endings, fuel items and pumps, wash packages, chargers
 * with their tariffs and fees, and the products of the fixtures' shops (gift cards, vending machine items).
 *
 * Pure and deterministic, like everything under stations/: the same arguments always build an equal product.
 */
import type { AvailableItem, EvStandard, PriceElement, Product } from '../../api/schemas';

/** The currencies the sandbox's countries use. */
export type StationCurrency = 'EUR' | 'CHF' | 'DKK' | 'PLN';

// ---------------------------------------------------------------------------------------------- money

interface CurrencyProfile {
  /** Rough value of one euro in this currency, to scale EV tariffs and fees. */
  rate: number;
  /** Prepay amounts offered on automatic-flow pumps. */
  recommended: readonly number[];
  /** Basic, comfort and premium wash prices. */
  wash: readonly [number, number, number];
}

export const currencies: Record<StationCurrency, CurrencyProfile> = {
  EUR: { rate: 1, recommended: [20, 50, 80], wash: [9.99, 14.99, 19.99] },
  CHF: { rate: 1.05, recommended: [30, 60, 100], wash: [12.9, 18.9, 24.9] },
  DKK: { rate: 7.46, recommended: [200, 400, 600], wash: [79, 119, 159] },
  PLN: { rate: 4.3, recommended: [100, 200, 350], wash: [35, 49, 69] },
};

export const round2 = (value: number) => Math.round(value * 100) / 100;
/** A pump price the way stations show it: whole cents plus nine tenths (1.799). */
export const ninth = (value: number) => (Math.floor(value * 100) * 10 + 9) / 1000;

/** A wash price near `value`, ending the way the currency's price boards do (14.99 €, 18.90 CHF, 119 kr.). */
export function washPrice(currency: StationCurrency, value: number): number {
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

export interface FuelOffer {
  code: string;
  price: number;
}

export function fuelItem(offer: FuelOffer, currency: StationCurrency): AvailableItem {
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

export function prepayLimits(currency: StationCurrency): PumpOptions['limits'] {
  return { recommendedPrices: currencies[currency].recommended.map((amount) => ({ amount, currency })) };
}

export function pump({ stationId, number, items, limits, available }: PumpOptions): Product {
  const attributes: Product['attributes'] = {
    status: available ? 'AVAILABLE' : 'UNAVAILABLE',
    automaticFlow: limits !== undefined,
    availableItems: items,
  };
  if (limits) attributes.priceAuthorizationLimitsAutomaticFlow = limits;
  return { _id: `${stationId}-pump-${number}`, name: String(number), facility: 'PUMP', type: 'GAS', attributes };
}

type WashKey = 'basic' | 'comfort' | 'premium';
export const washPackages: Record<WashKey, { tier: 0 | 1 | 2; name: string; code: string; lines: readonly string[] }> =
  {
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

export function wash(stationId: string, key: WashKey, price: number, currency: StationCurrency): Product {
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
export interface Fees {
  /** Parking is free for this many minutes, then costs `parkingPerMin`. */
  freeParkingMin?: number;
  parkingPerMin?: number;
  flat?: number;
  time?: { price: number; startTime?: string; endTime?: string };
}

export function feeElements(fees: Fees): PriceElement[] {
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

export interface Plug {
  standard: EvStandard;
  power: number;
}

export const plugName = ({ standard, power }: Plug) => `${plugLabels[standard]} ${power} kW`;

interface ChargerOptions {
  stationId: string;
  number: number;
  name: string;
  plug: Plug;
  currency: StationCurrency;
  tariff: Tariff;
  available: boolean;
}

export function charger({ stationId, number, name, plug, currency, tariff, available }: ChargerOptions): Product {
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
export function highPowerCharger(stationId: string, number: number): Product {
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

export function productGroupsOf(products: readonly Product[]): string[] {
  const groups: string[] = [];
  if (products.some((p) => p.facility === 'PUMP')) groups.push('FUEL');
  if (products.some((p) => p.facility === 'WASH')) groups.push('WASH');
  if (products.some((p) => p.facility === 'CHARGER')) groups.push('EV');
  return groups;
}

// ---------------------------------------------------------------------------------------------- shops

interface GiftCardOptions {
  key: string;
  name: string;
  currency: StationCurrency;
  values: readonly number[];
  redeem: string;
}

/**
 * A gift card sold by the vending machine `machine`: one item per value (itemCode `EUR-25`), each saying how the
 * card arrives and where it is redeemed.
 */
export function giftCard(
  stationId: string,
  machine: string,
  { key, name, currency, values, redeem }: GiftCardOptions,
): Product {
  return {
    _id: `${stationId}-gift-${key}`,
    name,
    facility: 'VENDING_MACHINE',
    type: 'GIFT_CARD',
    attributes: {
      status: 'AVAILABLE',
      automaticFlow: false,
      vendingMachineId: machine,
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

/** A product of the vending machine `machine`: one item, its price. */
export function shopItem(
  stationId: string,
  machine: string,
  { key, name, itemCode, price, lines, status }: ShopItemOptions,
): Product {
  return {
    _id: `${stationId}-shop-${key}`,
    name,
    facility: 'VENDING_MACHINE',
    type: 'SHOP',
    attributes: {
      status: status ?? 'AVAILABLE',
      automaticFlow: true,
      vendingMachineId: machine,
      availableItems: [{ itemCode, price, currency: 'EUR', precision: 2, descriptionLines: [...lines] }],
    },
  };
}
