import { fromCallback, fromPromise } from 'xstate';
import type { AccountFeatureSet, AuthRecord, SessionAuth, SessionProfile } from '../../machines/session';
import { sessionMachine } from '../../machines/session';

export const t0 = Date.parse('2026-11-22T08:00:00Z');
export const day = 24 * 3_600_000;
export const validAuth: AuthRecord = { token: 'tok', userId: 'user-1', expiry: t0 + 31 * day };
export const expiredAuth: AuthRecord = { token: 'old', userId: 'guest-1', expiry: t0 - 1 };
/** A login (not a guest session) that ran out while the app was closed. */
export const expiredLogin: SessionAuth = { token: 'old', userId: 'user-1', expiry: t0 - 1, registered: true };

export const features: AccountFeatureSet = {
  evCharging: false,
  evPreAuthorizations: [],
  quickCheckout: false,
  showOdometerScreenBeforeCheckout: false,
  referAFriend: false,
  loyaltyPrograms: false,
  invoicing: false,
  giftCardShop: false,
  showCarProfileScreen: false,
  gamification: false,
  bookOnRydFuelCard: false,
  supportFAQ: false,
  psp: true,
  orderFeedback: false,
  poiFilters: [],
};
export const guestProfile: SessionProfile = { id: 'guest-1', isGuest: true, passwordExpired: false };
export const userProfile: SessionProfile = { id: 'user-1', isGuest: false, passwordExpired: false };
export const expiredPasswordProfile: SessionProfile = { id: 'user-2', isGuest: false, passwordExpired: true };

/** Actors that never settle: in path replays the path's events decide every outcome. */
export const inertSession = sessionMachine.provide({
  actors: {
    createGuest: fromPromise(() => new Promise<AuthRecord>(() => {})),
    loadProfile: fromPromise(() => new Promise<{ profile: SessionProfile; features: AccountFeatureSet }>(() => {})),
    logout: fromPromise(() => new Promise<void>(() => {})),
    watchAuthRejections: fromCallback(() => {}),
    watchConnection: fromCallback(() => {}),
  },
});
