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
  poiFilters: string[];
}

export type SessionErrorCode = 'guestLoginFailed' | 'profileLoadFailed';
