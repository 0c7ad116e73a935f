/**
 * The app's long-lived services: the platform client, the session machine bound to it, and the one global
 * error handler every failed call reaches.
 */
import { fromCallback, fromPromise } from 'xstate';
import { type AccountFeatureSet, authLifetimeMs, type SessionProfile, sessionMachine } from '../../machines/session';
import { type Api, createApi } from '../api';
import type { AccountFeature, UserProfile } from '../api/schemas';
import { i18n } from '../i18n/i18n';
import { clearUserStores, writeStoredAuth } from './authStorage';
import { connection } from './connection';
import { createErrorHandler, type ErrorHandler } from './errors';
import { clearDrafts } from './useDraft';

const featureOn = (features: AccountFeature[], name: AccountFeature['name']) =>
  features.some((feature) => feature.name === name && feature.status === 'ENABLED');

export function toFeatureSet(features: AccountFeature[]): AccountFeatureSet {
  const payload = (name: AccountFeature['name']) => features.find((feature) => feature.name === name)?.payload ?? {};
  const preAuthorizations = payload('evCharging').preAuthorizations;
  const poiFilters = payload('poiFilters').fuelTypes;
  return {
    evCharging: featureOn(features, 'evCharging'),
    evPreAuthorizations: Array.isArray(preAuthorizations)
      ? (preAuthorizations as AccountFeatureSet['evPreAuthorizations'])
      : [],
    quickCheckout: featureOn(features, 'quickCheckout'),
    showOdometerScreenBeforeCheckout: featureOn(features, 'showOdometerScreenBeforeCheckout'),
    referAFriend: featureOn(features, 'referAFriend'),
    loyaltyPrograms: featureOn(features, 'loyaltyPrograms'),
    invoicing: featureOn(features, 'invoicing'),
    giftCardShop: featureOn(features, 'giftCardShop'),
    showCarProfileScreen: featureOn(features, 'showCarProfileScreen'),
    psp: featureOn(features, 'psp'),
    poiFilters: Array.isArray(poiFilters)
      ? poiFilters.filter((value): value is string => typeof value === 'string')
      : [],
  };
}

export const toSessionProfile = (user: UserProfile): SessionProfile => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  accountId: user.accountId,
  thingId: user.thingId,
  isGuest: user.isGuest ?? !user.email,
  passwordExpired: user.passwordExpired ?? false,
  country: user.localisation?.country,
  currency: user.localisation?.currency,
  twoFactorMethod: user.twoFactorMethod,
});

/**
 * `platformReady` settles when the platform can answer: the embedded sandbox's start, which the first screen
 * does not wait for; every call does.
 */
export function createServices(
  storage: Storage,
  errors: ErrorHandler = createErrorHandler(),
  platformReady?: Promise<unknown>,
) {
  let token: string | undefined;
  /** Hear the tokens the platform answered 401 to (the session's `watchAuthRejections`). */
  const rejectionListeners = new Set<(rejected: string) => void>();
  const api: Api = createApi({
    ready: platformReady,
    getToken: () => token,
    getLocale: () => i18n.locale || 'en',
    onError: (error, call) => {
      if (call.host === 'platform' && call.token && error.status === 401 && !error.silent) {
        for (const listener of rejectionListeners) listener(call.token);
      }
      errors.report(error, 'platform');
    },
  });

  const session = sessionMachine.provide({
    actors: {
      createGuest: fromPromise(async ({ signal }) => {
        const answer = await api.auth.registerGuest({ signal });
        return { token: answer.auth_token, userId: answer._id, expiry: Date.now() + authLifetimeMs };
      }),
      loadProfile: fromPromise(async ({ input, signal }) => {
        token = input.auth.token;
        const user = await api.users.getUser(input.auth.userId, { signal });
        const features = user.accountId ? await api.users.getAccountFeatures(user.accountId, { signal }) : [];
        return { profile: toSessionProfile(user), features: toFeatureSet(features) };
      }),
      logout: fromPromise(async ({ input, signal }) => {
        if (input.auth) await api.auth.logout({ signal });
      }),
      watchAuthRejections: fromCallback(({ input, sendBack }) => {
        const listener = (rejected: string) => {
          if (rejected === input.token) sendBack({ type: 'auth.rejected' });
        };
        rejectionListeners.add(listener);
        return () => rejectionListeners.delete(listener);
      }),
      watchConnection: fromCallback(({ sendBack }) =>
        connection.subscribe((online) => {
          if (online) sendBack({ type: 'connection.restored' });
        }),
      ),
    },
    actions: {
      persistAuth: (_, params) => {
        token = params.auth.token;
        writeStoredAuth(storage, params.auth);
      },
      clearStores: () => {
        token = undefined;
        clearUserStores(storage);
        // The tab's drafts (forms, a summary's choices) are the user's too, whichever screens this page loaded.
        if (typeof sessionStorage !== 'undefined') clearDrafts(sessionStorage);
      },
    },
  });

  return {
    api,
    session,
    errors,
    setToken: (value: string | undefined) => {
      token = value;
    },
  };
}

export type Services = ReturnType<typeof createServices>;
