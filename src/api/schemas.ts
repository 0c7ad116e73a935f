/**
 * zod/mini schemas for every entity of the platform (SPEC.md section 3). Every response is parsed with one of
 * these; a payload that does not match becomes an ApiError of kind `schema` (see client.ts).
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

// ---------------------------------------------------------------------------------------------- orders

export const Money = z.object({
  amount: num,
  currency: str,
  precision: opt(num),
  isPriceHidden: opt(bool),
});
export type Money = z.infer<typeof Money>;

export const RedemptionCode = z.object({
  _id: str,
  code: str,
  expirationDate: isoDate,
  isRedeemed: opt(bool),
  additionalDisplays: opt(z.array(z.object({ type: z.literal('QR'), code: str }))),
});
export type RedemptionCode = z.infer<typeof RedemptionCode>;

export const OrderProduct = z.object({
  _id: str,
  name: str,
  /** The chosen item of a shop product (a gift card's value). */
  itemCode: opt(str),
  fuelType: opt(z.object({ fuelTypeId: str, name: opt(str) })),
  redemptionCodes: opt(z.array(RedemptionCode)),
  attributes: opt(z.object({ paymentAttributes: opt(PaymentAttributes) })),
});

export const StateHistoryEntry = z.object({
  state: OrderState,
  updatedAt: opt(isoDate),
  createdAt: opt(isoDate),
  message: opt(str),
  details: opt(z.record(str, z.unknown())),
});

export const UserInteraction = z.object({
  isRequired: bool,
  urls: opt(z.object({ start: opt(str), success: opt(str), error: opt(str) })),
});
export type UserInteraction = z.infer<typeof UserInteraction>;

export const Order = z.object({
  _id: str,
  poiId: opt(str),
  thingId: opt(z.nullable(str)),
  state: OrderState,
  type: opt(str),
  orderType: opt(z.enum(['PREPAY', 'POSTPAY'])),
  createdAt: opt(isoDate),
  stateHistory: z.array(StateHistoryEntry),
  products: z.array(OrderProduct),
  authorizedAmount: opt(Money),
  totalBeforeDiscounts: opt(Money),
  totalAfterDiscounts: opt(Money),
  loyaltyItems: opt(z.array(z.object({ programName: str, amount: num, totalAmount: opt(num) }))),
  vouchers: opt(z.array(z.object({ id: str, name: str, paymentAttributes: z.object({ totalPrice: num }) }))),
  error: opt(z.object({ message: str })),
  pollIntervalMs: opt(num),
  userInteraction: opt(UserInteraction),
  carOdometerM: opt(num),
  charging: opt(z.object({ energyKwh: num, startedAt: opt(isoDate), durationS: num })),
  /** VAT included in the total, per rate (percent) with its amount. */
  vat: opt(z.array(z.object({ rate: num, amount: num }))),
  /** The payment method the order was authorised with: its type and, for a card, brand and masked number. */
  paymentMethod: opt(
    z.object({
      id: opt(str),
      method: PaymentMethodType,
      details: opt(z.object({ brand: opt(str), cardNumber: opt(str), email: opt(str), managementInfo: opt(str) })),
    }),
  ),
  /** The driver's rating of a completed order, once given (POST v4/order/{id}/feedback). */
  feedback: opt(z.object({ rating: num })),
});
export type Order = z.infer<typeof Order>;
export const Orders = z.array(Order);

export const OrderCreatePayload = z.object({
  poiId: str,
  thingId: opt(z.nullable(str)),
  autoAcquire: bool,
  /** `itemCode`: the chosen item of a shop product (a gift card's value). */
  products: z.array(z.object({ fuelTypeId: opt(str), itemCode: opt(str), productId: str })),
  carOdometerM: opt(num),
  partnerExtraData: opt(z.object({ locationData: z.object({ longitude: num, latitude: num }) })),
});
export type OrderCreatePayload = z.infer<typeof OrderCreatePayload>;

export const AuthorizePayload = z.object({
  authorizePrice: opt(num),
  paymentToken: opt(str),
  deviceData: opt(z.record(str, z.unknown())),
  userDetails: opt(z.record(str, z.unknown())),
  paymentMethodId: opt(str),
  userInteraction: opt(z.object({ urls: z.object({ success: str, error: str }) })),
});
export type AuthorizePayload = z.infer<typeof AuthorizePayload>;

export const AuthorizeResult = z.object({ userInteraction: opt(UserInteraction) });
export type AuthorizeResult = z.infer<typeof AuthorizeResult>;

// ---------------------------------------------------------------------------------------------- payments

export const PaymentMethod = z.object({
  id: str,
  createdAt: isoDate,
  provider: str,
  method: PaymentMethodType,
  active: z.object({ state: z.enum(['ACTIVE', 'INACTIVE']) }),
  isPreferred: bool,
  countryCode: opt(str),
  details: opt(
    z.object({
      brand: opt(str),
      cardNumber: opt(str),
      expiry: opt(str),
      email: opt(str),
      phoneNumber: opt(str),
      managementInfo: opt(str),
      mandateState: opt(z.enum(['active', 'expired', 'suspended'])),
      authorizedPayments: opt(z.object({ status: str })),
      /** A fuel card: 1 asks the mileage, 2 the VIN, 3 both before it pays (SPEC.md section 5). */
      promptLevel: opt(num),
    }),
  ),
  isSupportedDevice: opt(bool),
  isSupportedPOI: opt(bool),
  isPMSupportedOnDevice: opt(bool),
  isRegisteredFor2FA: opt(bool),
  twoFactorAuthRegistrationMethod: opt(str),
});
export type PaymentMethod = z.infer<typeof PaymentMethod>;
export const PaymentMethods = z.array(PaymentMethod);

export const PaymentMethodsLimit = z.object({ isLimitExceeded: bool });
export const AvailableProviders = z.array(
  z.object({ provider: str, methods: z.array(PaymentMethodType), brand: opt(str) }),
);
export type AvailableProviders = z.infer<typeof AvailableProviders>;
export const PaymentUrls = z.object({ success: opt(str), error: opt(str), start: opt(str) });
export const SessionConfig = z.record(str, z.unknown());
export const Merchant = z.object({ merchantId: str, provider: str, country: opt(str), gatewayMerchantId: opt(str) });
export const WebauthnOptions = z.record(str, z.unknown());
export const WebauthnVerification = z.object({ verified: bool });

// ---------------------------------------------------------------------------------------------- vouchers

export const VoucherPreview = z.object({
  discounts: z.array(
    z.object({ name: str, label: opt(str), appliedDiscount: z.object({ amount: num, currency: str }) }),
  ),
  totalAfterDiscounts: z.object({ amount: num, currency: str }),
});
export type VoucherPreview = z.infer<typeof VoucherPreview>;

export const Voucher = z.object({
  id: str,
  name: str,
  code: opt(str),
  campaignId: opt(str),
  status: opt(str),
  expiresAt: opt(isoDate),
  description: opt(str),
  /** CUSTOM: a voucher that changes what the account can pay with (its payment features), not a price. */
  type: opt(str),
});
export type Voucher = z.infer<typeof Voucher>;
export const Vouchers = z.array(Voucher);
export const ReferralParticipation = z.object({
  referralCode: opt(str),
  /** Whether the account may refer friends yet: not before its first transaction (SPEC.md section 4). */
  eligible: opt(bool),
  progress: z.array(z.object({ friend: opt(str), status: z.enum(['accepted', 'completed', 'in progress']) })),
});
export type ReferralParticipation = z.infer<typeof ReferralParticipation>;
export const RewardsStatus = z.object({ points: num, level: opt(str) });
export const Optin = z.object({ name: str, action: z.enum(['ACCEPTED', 'DECLINED']), updatedAt: opt(isoDate) });
export const Optins = z.array(Optin);

// ---------------------------------------------------------------------------------------------- history

export const GeoPoint = z.object({ latitude: num, longitude: num });
export const HistoryEvent = z.object({
  _id: str,
  type: z.enum(['TRIP', 'COST', 'PAYMENT']),
  vehicleId: opt(str),
  dateTime: opt(isoDate),
  /** MANUAL: entered by the driver; AUTOMATIC: recorded by the platform (payments, trips). */
  triggerEventTypeAtSource: opt(z.enum(['MANUAL', 'AUTOMATIC'])),
  // trip
  distanceM: opt(num),
  /** 0 to 100. */
  drivingScore: opt(num),
  startAddress: opt(str),
  endAddress: opt(str),
  startLocation: opt(GeoPoint),
  endLocation: opt(GeoPoint),
  /** When the trip ended (`dateTime`: when it started). */
  endDateTime: opt(isoDate),
  isResultOfMerge: opt(bool),
  /** A merged trip: the trips it was made of. */
  mergedFrom: opt(z.array(str)),
  // cost: the amounts as read (cents, millilitres, metres); the payload sent differs (src/api/history.ts)
  category: opt(z.enum(costCategories)),
  priceInCents: opt(num),
  currency: opt(str),
  recurrencePeriod: opt(z.enum(recurrencePeriods)),
  name: opt(str),
  notes: opt(str),
  quantityMilliLiters: opt(num),
  /** The odometer in metres. */
  mileage: opt(num),
  tankIsFull: opt(bool),
  /** An EV charge: the battery was charged full. */
  isFullyCharged: opt(bool),
  /** A recurring cost: the series its occurrences share. */
  seriesId: opt(str),
  /** The photo of the receipt, once uploaded. */
  imageUrl: opt(str),
  productType: opt(str),
  orderId: opt(str),
  // payment: what the order bought, where, and the codes it issued. A payment event carries its order's
  // redemption codes (products[0].redemptionCodes) with the station's and the product's names, so the wash
  // tickets list (CAR_WASH and GIFT_CARD payments) needs one request per page and no order lookups.
  poiId: opt(str),
  stationName: opt(str),
  redemptionCodes: opt(z.array(RedemptionCode)),
});
export type HistoryEvent = z.infer<typeof HistoryEvent>;
export const HistoryPage = z.object({
  items: z.array(HistoryEvent),
  page: num,
  limit: num,
  total: num,
});
export type HistoryPage = z.infer<typeof HistoryPage>;
/**
 * What a vehicle cost over a period (GET statistics/things/{id}/expenses), in cents of `currency`: the total, per
 * cost category, and per calendar month (`month`: YYYY-MM, oldest first, every month of the period listed).
 */
export const ExpensesMonth = z.object({ month: str, total: num, byCategory: z.record(str, num) });
export type ExpensesMonth = z.infer<typeof ExpensesMonth>;
export const Expenses = z.object({
  total: num,
  currency: str,
  byCategory: z.record(str, num),
  byMonth: opt(z.array(ExpensesMonth)),
});
export type Expenses = z.infer<typeof Expenses>;

// ---------------------------------------------------------------------------------------------- loyalty

export const LoyaltySubscription = z.object({
  _id: str,
  cardNumber: str,
  programName: str,
  email: opt(str),
  /** The programme subscribed to, where the platform names it. */
  loyaltyProgramId: opt(str),
});
export type LoyaltySubscription = z.infer<typeof LoyaltySubscription>;
export const LoyaltySubscriptions = z.array(LoyaltySubscription);

/**
 * A loyalty programme (SPEC.md section 3: name, provider, blockNewSubscriptions). SPEC.md shows no call that lists
 * them; they ride in the `loyaltyPrograms` account feature's payload (src/api/loyalty.ts, `programsOffered`). `kind` says how a driver joins: MANUAL, by
 * typing the number of a card they hold; PARTNER, through the partner's own sign-up. `cardNumberLength` is the
 * number of digits of the programme's cards (each ends in a Luhn check digit).
 */
export const LoyaltyProgram = z.object({
  _id: str,
  name: str,
  provider: str,
  kind: z.enum(['MANUAL', 'PARTNER']),
  blockNewSubscriptions: bool,
  cardNumberLength: num,
});
export type LoyaltyProgram = z.infer<typeof LoyaltyProgram>;
export const LoyaltyPrograms = z.array(LoyaltyProgram);

// ---------------------------------------------------------------------------------------------- vehicles

/** A user who shares a vehicle; `isOwner` marks the one whose account it belongs to. */
export const ThingUser = z.object({
  _id: str,
  firstName: opt(str),
  lastName: opt(str),
  isOwner: opt(bool),
});
export type ThingUser = z.infer<typeof ThingUser>;
export const Thing = z.object({
  _id: str,
  thingId: opt(str),
  account: opt(str),
  type: opt(str),
  package: opt(str),
  ymme: opt(
    z.object({
      make: opt(str),
      model: opt(str),
      year: opt(num),
      fuelType: opt(str),
      licensePlate: opt(str),
      VIN: opt(str),
    }),
  ),
  status: opt(str),
  measurementFeatures: opt(z.array(str)),
  features: opt(z.array(str)),
  /** The users sharing the vehicle: ids, or (as GET /things/{id} answers) the users with their names. */
  users: opt(z.array(z.union([str, ThingUser]))),
  readOnly: opt(bool),
  nickName: opt(str),
  carOdometerM: opt(num),
  tankCapacityL: opt(num),
  /** The date of the next technical inspection, YYYY-MM-DD. */
  nextInspectionDate: opt(str),
});
export type Thing = z.infer<typeof Thing>;
export const VehicleMakes = z.array(z.object({ id: str, name: str }));
export const VehicleModels = z.array(z.object({ id: str, name: str }));
export const VehicleFuelTypes = z.array(z.object({ id: str, name: str, tankCapacityL: opt(num) }));

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
