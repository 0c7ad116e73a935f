/**
 * zod/mini schemas for every entity of the platform (SPEC.md section 3). Every response is parsed with one of
 * these; a payload that does not match becomes an ApiError of kind `schema` (see client.ts). This file builds
 * those of the first screen (logins, profile, stations, the other hosts); those of the calls made after it live in
 * flowSchemas.ts, named here as types.
 * Schemas are deliberately tolerant of fields the app does not read (unknown keys are dropped) and strict on
 * the ones it does.
 */
import * as z from 'zod/mini';

const str = z.string();
const num = z.number();
const bool = z.boolean();
const opt = z.optional;
/** ISO date-time as the platform sends it. */
const isoDate = z.string();

// ---------------------------------------------------------------------------------------------- enumerations

export const currencyCodes = ['EUR', 'CHF', 'PLN', 'DKK', 'GBP', 'SEK', 'CZK', 'NOK', 'ISK', 'HRK', 'BAM'] as const;
export const CurrencyCode = z.enum(currencyCodes);
export type CurrencyCode = z.infer<typeof CurrencyCode>;

export const countryCodes = ['AT', 'BE', 'CH', 'DE', 'DK', 'ES', 'FR', 'IT', 'LU', 'NL', 'PL', 'PT'] as const;

export const orderStates = [
  'CREATED',
  'PAYMENT_PENDING',
  'PAYMENT_AUTHORIZED',
  'PRODUCT_PENDING',
  'PRODUCT_SUPPLYING',
  'PRODUCT_ACQUIRED',
  'READY_FOR_INVOICE',
  'COMPLETED',
  'PROBLEM',
  'CANCELLED',
  'FAILED',
  'REJECTED',
] as const;
export const OrderState = z.enum(orderStates);
export type OrderState = z.infer<typeof OrderState>;

export const paymentMethodTypes = [
  'AMAZON_PAY',
  'AMEX',
  'APPLE_PAY',
  'BLUECODE',
  'BP_ARAL_ROUTEX',
  'CREDIT_CARD',
  'DIRECT_CREDIT',
  'FUEL_CARD',
  'GOOGLE_PAY',
  'MAESTRO',
  'MASTERCARD',
  'MBWAY',
  'PAYCONIQ',
  'PAYPAL',
  'POSTPAY_BY_PARTNER',
  'POSTPAY_BY_USER',
  'VIRTUAL_CARD',
  'VISA',
] as const;
export const PaymentMethodType = z.enum(paymentMethodTypes);
export type PaymentMethodType = z.infer<typeof PaymentMethodType>;

export const evStandards = ['TYPE_1', 'TYPE_2', 'TYPE_3', 'CCS', 'SCHUKO', 'CHADEMO', 'OTHER', 'TESLA'] as const;
export const EvStandard = z.enum(evStandards);
export type EvStandard = z.infer<typeof EvStandard>;

export const priceComponentTypes = ['ENERGY', 'FLAT', 'TIME', 'PARKING_TIME'] as const;
/** KWH per kWh, COUNT per session, MIN per minute, HOUR per hour (OCPI's unit of time). */
export const priceUnits = ['KWH', 'COUNT', 'MIN', 'HOUR'] as const;

export const costCategories = [
  'EV_CHARGE',
  'FUEL_TOP_UP',
  'CAR_WASH',
  'PARKING',
  'CAR_CARE',
  'CAR_PARTS',
  'REPAIR',
  'TAX',
  'INSURANCE',
  'LEASING',
  'MISC',
  'GIFT_CARD',
  'SUBSCRIPTION',
] as const;
export type CostCategory = (typeof costCategories)[number];
export const recurrencePeriods = ['NO', 'WEEKLY', 'MONTHLY', 'QUARTERLY', 'YEARLY'] as const;
export const deleteReaches = ['onlyThis', 'thisAndFollowing', 'all'] as const;
/** How many events a page of the account's history holds, unless a call asks for another number. */
export const historyPageSize = 20;

// ---------------------------------------------------------------------------------------------- auth and users

/** Kept in browser storage by the session. */
export const AuthRecord = z.object({ token: str, userId: str, expiry: num });
export type AuthRecord = z.infer<typeof AuthRecord>;

/** Answer of every login call (local, guest, openId). */
export const AuthToken = z.object({ auth_token: str, _id: str });
export type AuthToken = z.infer<typeof AuthToken>;

export const Address = z.object({
  street: opt(str),
  houseNumber: opt(str),
  additionalLine: opt(str),
  zip: opt(str),
  city: opt(str),
  countryCode: opt(str),
  company: opt(str),
  firstName: opt(str),
  lastName: opt(str),
  email: opt(str),
  phone: opt(str),
});
export type Address = z.infer<typeof Address>;

export const UserProfile = z.object({
  id: str,
  email: opt(str),
  firstName: opt(str),
  lastName: opt(str),
  companyName: opt(str),
  address: opt(Address),
  taxInfo: opt(z.object({ country: opt(str), taxId: opt(str) })),
  accountId: opt(str),
  thingId: opt(str),
  localisation: opt(z.object({ country: opt(str), currency: opt(str) })),
  passwordExpired: opt(bool),
  isGuest: opt(bool),
  twoFactorMethod: opt(z.enum(['webauthn', 'pin', 'none'])),
  marketingPermissions: opt(z.record(str, bool)),
  odometerScreen: opt(z.object({ value: opt(z.union([num, z.literal('REFUSED')])), updatedAt: opt(isoDate) })),
});
export type UserProfile = z.infer<typeof UserProfile>;

export const RegistrationPayload = z.object({
  email: str,
  password: str,
  firstName: opt(str),
  lastName: opt(str),
  termsAccepted: bool,
  marketingAccepted: opt(bool),
  referrer: str,
  referralPlatform: str,
  referralCode: opt(str),
});
export type RegistrationPayload = z.infer<typeof RegistrationPayload>;

export const ThingAvatar = z.object({
  thingId: str,
  avatar: opt(str),
  isArchived: opt(bool),
});
export const Preferences = z.object({
  preferredThing: opt(z.nullable(str)),
  thingAvatars: opt(z.array(ThingAvatar)),
});
export type Preferences = z.infer<typeof Preferences>;

export const CompletedTutorial = z.object({ topicId: str, tutorialLanguage: str, completedAt: isoDate });
export type CompletedTutorial = z.infer<typeof CompletedTutorial>;

/**
 * The account features the app reads (SPEC.md section 3). `orderFeedback` is Forecourt's own: the platform offers
 * the rating after payment (POST v4/order/{id}/feedback) only to accounts where it is enabled.
 */
export const accountFeatureNames = [
  'evCharging',
  'quickCheckout',
  'showOdometerScreenBeforeCheckout',
  'loyaltyPrograms',
  'referAFriend',
  'psp',
  'poiFilters',
  'showCarProfileScreen',
  'invoicing',
  'giftCardShop',
  'gamification',
  'bookOnRydFuelCard',
  'helpScreen',
  'orderFeedback',
] as const;
export type AccountFeatureName = (typeof accountFeatureNames)[number];

/**
 * One entry of GET /accounts/{id}/features. `payload` carries the feature's own settings. A name or status the app
 * does not know is kept and read by no one: a platform that adds a feature must not fail the sign-in.
 */
export const AccountFeature = z.object({
  name: str,
  status: str,
  payload: opt(z.record(str, z.unknown())),
});
export type AccountFeature = z.infer<typeof AccountFeature>;
export const AccountFeatures = z.array(AccountFeature);

// ---------------------------------------------------------------------------------------------- stations

export const Price = z.object({ amount: num, currency: str });
export type Price = z.infer<typeof Price>;

export const PriceComponent = z.object({
  type: z.enum(priceComponentTypes),
  price: num,
  unit: z.enum(priceUnits),
  stepSize: opt(num),
  vat: opt(num),
});
export type PriceComponent = z.infer<typeof PriceComponent>;

/**
 * When an element applies (OCPI 2.2.1 TariffRestrictions, camelCase; durations in minutes). Keys beyond these are
 * kept, so a condition the app cannot read is shown as one rather than dropped (machines/shared/tariff.ts).
 */
export const TariffRestrictions = z.looseObject({
  startTime: opt(str),
  endTime: opt(str),
  startDate: opt(str),
  endDate: opt(str),
  minKwh: opt(num),
  maxKwh: opt(num),
  minCurrent: opt(num),
  maxCurrent: opt(num),
  minPower: opt(num),
  maxPower: opt(num),
  minDuration: opt(num),
  maxDuration: opt(num),
  dayOfWeek: opt(z.array(str)),
  reservation: opt(str),
});

export const PriceElement = z.object({
  restrictions: opt(TariffRestrictions),
  priceComponents: z.array(PriceComponent),
});
export type PriceElement = z.infer<typeof PriceElement>;

export const PriceBound = z.object({ exclVat: num, inclVat: opt(num) });

export const AvailableItem = z.object({
  itemCode: str,
  marketingName: opt(str),
  price: opt(num),
  currency: opt(str),
  precision: opt(num),
  descriptionLines: opt(z.array(str)),
  unit: opt(str),
  priceElements: opt(z.array(PriceElement)),
  /** A session's least and most cost under the tariff (OCPI min_price, max_price). */
  minPrice: opt(PriceBound),
  maxPrice: opt(PriceBound),
  details: opt(z.object({ standard: opt(EvStandard), power: opt(num) })),
});
export type AvailableItem = z.infer<typeof AvailableItem>;

export const PaymentAttributes = z.object({
  totalPrice: opt(num),
  unitPrice: opt(num),
  netPrice: opt(num),
  quantity: opt(num),
  unit: opt(str),
  description: opt(str),
  descriptionLines: opt(z.array(str)),
});
export type PaymentAttributes = z.infer<typeof PaymentAttributes>;

/**
 * A product of a station (pumps, washes, chargers) or of its shop (GET v4/shops/{id}: gift cards and vending
 * products, facility VENDING_MACHINE, each naming the machine that sells it). A gift card's available items are
 * its values; a vending product has one item, its price; a product out of stock has status OUT_OF_STOCK.
 */
export const Product = z.object({
  _id: str,
  name: str,
  facility: z.enum(['PUMP', 'WASH', 'CHARGER', 'VENDING_MACHINE']),
  type: z.enum(['GAS', 'CAR_WASH', 'EV_CHARGE', 'GIFT_CARD', 'SHOP']),
  attributes: z.object({
    status: str,
    automaticFlow: opt(bool),
    vendingMachineId: opt(str),
    availableItems: z.array(AvailableItem),
    priceAuthorizationLimitsAutomaticFlow: opt(z.object({ recommendedPrices: z.array(Price) })),
    paymentAttributes: opt(PaymentAttributes),
  }),
});
export type Product = z.infer<typeof Product>;

export const VendingMachine = z.object({ id: str, automaticFlow: opt(bool), type: opt(str) });

export const Location = z.object({
  latitude: num,
  longitude: num,
  /** IANA time zone of the station (OCPI Location.time_zone); EV price windows are in this local time. */
  timeZone: opt(str),
  address: opt(z.object({ street: opt(str), zip: opt(str), city: opt(str), countryCode: opt(str) })),
});
export type Location = z.infer<typeof Location>;

export const Station = z.object({
  _id: str,
  name: str,
  type: opt(str),
  brand: opt(str),
  status: str,
  location: Location,
  features: opt(z.object({ guestCheckout: opt(bool), pumpsWithoutDisplay: opt(bool) })),
  productGroups: opt(z.array(str)),
  products: z.array(Product),
  vendingMachines: opt(z.array(VendingMachine)),
  supportedPaymentMeans: opt(z.array(str)),
  supportedLoyaltyPrograms: opt(z.array(str)),
  partnerDetails: opt(z.object({ partnerName: opt(str), address: opt(z.object({ countryCode: opt(str) })) })),
});
export type Station = z.infer<typeof Station>;

export const FuelPrice = z.object({ fuelType: str, price: num, currency: str, updatedAt: opt(isoDate) });
export const EvPort = z.object({ standard: EvStandard, power: num, price: opt(num), currency: opt(str) });

export const MapStation = z.object({
  _id: str,
  name: opt(str),
  brand: opt(str),
  location: Location,
  productOfferings: z.array(z.enum(['FUEL', 'WASH', 'EV', 'SHOP'])),
  isRydPay: opt(bool),
  fuelPrices: opt(z.array(FuelPrice)),
  evPorts: opt(z.array(EvPort)),
});
export type MapStation = z.infer<typeof MapStation>;

export const PoiSearchResult = z.object({
  GAS_STATION: z.array(MapStation),
  EV_STATIONS: z.array(MapStation),
});
export type PoiSearchResult = z.infer<typeof PoiSearchResult>;

export const Shop = z.object({
  _id: str,
  name: str,
  location: opt(Location),
  products: z.array(Product),
  vendingMachines: opt(z.array(VendingMachine)),
});
export type Shop = z.infer<typeof Shop>;

export const Place = z.object({
  _id: str,
  name: str,
  location: Location,
  vendingMachines: z.array(VendingMachine),
});
export const Places = z.array(Place);
export type Place = z.infer<typeof Place>;

// ---------------------------------------------------------------------------------------------- other hosts

export const Maintenance = z.object({ dev: opt(bool), message: opt(str) });
export type Maintenance = z.infer<typeof Maintenance>;
export const TutorialTopic = z.object({ id: str, title: str, order: opt(num) });
/** A tutorial of the content site: `body` is plain text (paragraphs separated by blank lines), never HTML. */
export const Tutorial = z.object({
  id: str,
  topic: str,
  title: str,
  body: str,
  steps: opt(z.array(str)),
  videoUrl: opt(str),
});
export type TutorialTopic = z.infer<typeof TutorialTopic>;
export type Tutorial = z.infer<typeof Tutorial>;
export const CloudBoolean = z.object({ result: bool });
/** A body we only acknowledge: the platform's answer is not read. */
export const Ack = z.unknown();

export const WebauthnOptions = z.record(str, z.unknown());
export const WebauthnVerification = z.object({ verified: bool });

// The schemas of the calls made after the first screen, as types (their values: flowSchemas.ts).
export type {
  AuthorizePayload,
  AuthorizeResult,
  AvailableProviders,
  Expenses,
  ExpensesMonth,
  HistoryEvent,
  HistoryPage,
  LoyaltyProgram,
  LoyaltySubscription,
  Money,
  Order,
  OrderCreatePayload,
  PaymentMethod,
  RedemptionCode,
  ReferralParticipation,
  Thing,
  ThingUser,
  UserInteraction,
  Voucher,
  VoucherPreview,
} from './flowSchemas';
