/**
 * What the machines need from the world, as types only. `src/api` implements them; machines import nothing
 * else from outside `machines/`.
 */
export interface AuthRecord {
  token: string;
  userId: string;
  /** Milliseconds since the epoch. */
  expiry: number;
}

export interface SessionProfile {
  id: string;
  email?: string;
  firstName?: string;
  lastName?: string;
  accountId?: string;
  thingId?: string;
  isGuest: boolean;
  passwordExpired: boolean;
  country?: string;
  currency?: string;
  /** The two-factor method the driver has set up (SPEC.md section 3). */
  twoFactorMethod?: 'webauthn' | 'pin' | 'none';
}

/** The account features the screens read (SPEC.md section 3). */
export interface AccountFeatureSet {
  evCharging: boolean;
  evPreAuthorizations: { currency: string; amount: number }[];
  quickCheckout: boolean;
  showOdometerScreenBeforeCheckout: boolean;
  referAFriend: boolean;
  loyaltyPrograms: boolean;
  invoicing: boolean;
  giftCardShop: boolean;
  showCarProfileScreen: boolean;
  /** The lottery and beta programme (`/profile/benefits`); `lotteryConsentName` names the lottery's opt-in. */
  gamification: boolean;
  lotteryConsentName?: string;
  /** The account may book a fuel card. */
  bookOnRydFuelCard: boolean;
  /** The help screen's FAQ and tutorials (`helpScreen` with `supportFAQ`). */
  supportFAQ: boolean;
  poiFilters: string[];
  /** The account has payment providers to add methods with (`psp`). */
  psp: boolean;
  /** The platform takes a rating of a completed order (Forecourt's own call); the receipt offers it only then. */
  orderFeedback: boolean;
}

export type SessionErrorCode = 'guestLoginFailed' | 'profileLoadFailed';

/** Order states of the platform (SPEC.md section 4). */
export type OrderState =
  | 'CREATED'
  | 'PAYMENT_PENDING'
  | 'PAYMENT_AUTHORIZED'
  | 'PRODUCT_PENDING'
  | 'PRODUCT_SUPPLYING'
  | 'PRODUCT_ACQUIRED'
  | 'READY_FOR_INVOICE'
  | 'COMPLETED'
  | 'PROBLEM'
  | 'CANCELLED'
  | 'FAILED'
  | 'REJECTED';

/** What the machines read of an order; the platform's order has more. */
export interface OrderLike {
  _id: string;
  state: OrderState;
  poiId?: string;
  orderType?: 'PREPAY' | 'POSTPAY';
  products?: readonly { _id: string }[];
  error?: { message: string };
  /** The total to pay (postpay, wash) once the platform has priced the order. */
  totalAfterDiscounts?: { amount: number; currency: string };
  /** A bank page (3-D Secure) the order waits on. */
  userInteraction?: { isRequired: boolean; urls?: { start?: string } };
}

/** What the machines read of a station. */
export interface StationLike {
  _id: string;
  status: string;
  location: { latitude: number; longitude: number };
  features?: { guestCheckout?: boolean };
  supportedPaymentMeans?: string[];
}

/** What the machines read of a payment method. */
export interface PaymentMethodLike {
  id: string;
  method: string;
  isPreferred: boolean;
  isSupportedDevice?: boolean;
  isSupportedPOI?: boolean;
  /** The method asks for the driver's two-factor confirmation before it pays (SPEC.md section 3). */
  isRegisteredFor2FA?: boolean;
  /** What a list shows of the method. */
  details?: {
    brand?: string;
    cardNumber?: string;
    email?: string;
    managementInfo?: string;
    /** MB WAY: the mandate the method pays through (only an active one pays). */
    mandateState?: 'active' | 'expired' | 'suspended';
    /** A fuel card: what its issuer asks before it pays (machines/shared/driverPrompts.ts). */
    promptLevel?: number;
  };
}

export interface Position {
  latitude: number;
  longitude: number;
  accuracy?: number;
}
