/**
 * zod/mini schemas of the calls made once the first screen stands: orders, payments, vouchers, history, loyalty
 * and vehicles (SPEC.md section 3). Apart from the first screen's (schemas.ts, which names these as types too),
 * so that the QR code's entry neither downloads nor builds them: the platform client's domains that use them load
 * with their first call (src/api/index.ts).
 */
import * as z from 'zod/mini';
import { costCategories, OrderState, PaymentAttributes, PaymentMethodType, recurrencePeriods } from './schemas';

const str = z.string();
const num = z.number();
const bool = z.boolean();
const opt = z.optional;
/** ISO date-time as the platform sends it. */
const isoDate = z.string();

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
