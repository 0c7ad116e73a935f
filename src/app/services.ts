/**
 * The app's long-lived services: the platform client, the session machine bound to it, and the one global
 * error handler every failed call reaches.
 */
import { createActor, fromCallback, fromPromise } from 'xstate';
import { type AccountFeatureSet, authLifetimeMs, type SessionProfile, sessionMachine } from '../../machines/session';
import { type Api, createApi } from '../api';
import type { EarlyCall } from '../api/earlyCalls';
import type { AccountFeature, AccountFeatureName, UserProfile } from '../api/schemas';
import { i18n } from '../i18n/i18n';
import { clearUserStores, readStoredAuth, writeStoredAuth } from './authStorage';
import { connection } from './connection';
import type { SessionActor } from './contexts';
import { createErrorHandler, type ErrorHandler } from './errors';
import { inspectOption } from './inspect';
import { importWithRetry } from './lazy';
import { clearDrafts } from './useDraft';

const featureOn = (features: AccountFeature[], name: AccountFeatureName) =>
  features.some((feature) => feature.name === name && feature.status === 'ENABLED');

export function toFeatureSet(features: AccountFeature[]): AccountFeatureSet {
  const payload = (name: AccountFeatureName) => features.find((feature) => feature.name === name)?.payload ?? {};
  const preAuthorizations = payload('evCharging').preAuthorizations;
  const poiFilters = payload('poiFilters').fuelTypes;
  const consentName = payload('gamification').consentName;
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
    gamification: featureOn(features, 'gamification'),
    lotteryConsentName: typeof consentName === 'string' ? consentName : undefined,
    bookOnRydFuelCard: featureOn(features, 'bookOnRydFuelCard'),
    supportFAQ: featureOn(features, 'helpScreen') && payload('helpScreen').supportFAQ === true,
    psp: featureOn(features, 'psp'),
    orderFeedback: featureOn(features, 'orderFeedback'),
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
 * does not wait for; every call does. `earlyCalls` are the calls the page itself sent before the app's code came,
 * in a build with a platform (the guest login, the profile, the account's features and the QR code's station:
 * src/api/earlyCalls.ts); the platform client takes their answers. `entryStationId` is the station the page was
 * opened for (a QR code's `pid`): when the page has not asked for it, the app does, once, as soon as the session
 * has a token, alongside the profile and the account's features; it joins the early calls, so the pay area's
 * first request for it takes that answer instead of waiting for them and asking again.
 */
export function createServices(
  storage: Storage,
  errors: ErrorHandler = createErrorHandler(),
  platformReady?: Promise<unknown>,
  entryStationId?: string | null,
  earlyCalls?: EarlyCall[],
) {
  let token: string | undefined;
  /** Hear the tokens the platform answered 401 to (the session's `watchAuthRejections`). */
  const rejectionListeners = new Set<(rejected: string) => void>();
  const early = earlyCalls ?? [];
  let entryStationAsked = false;
  const api: Api = createApi({
    ready: platformReady,
    early,
    // A domain that loads with its first call waits for the connection as a screen's code does.
    importDomain: (load) => importWithRetry(load, { catalogs: () => undefined }),
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
        if (entryStationId && !entryStationAsked) {
          entryStationAsked = true;
          api.stations.sendPoiEarly(entryStationId);
        }
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
      },
      // The tab's drafts (forms, a summary's choices) are the user's too, whichever screens this page loaded.
      clearDrafts: () => {
        if (typeof sessionStorage !== 'undefined') clearDrafts(sessionStorage);
      },
    },
  });

  let sessionActor: SessionActor | undefined;

  return {
    api,
    session,
    errors,
    /**
     * The session's actor, started at the first call with the login this device keeps: `main.tsx` calls it before
     * the first render, so the guest login is under way while React draws; the providers take the same actor.
     */
    startSession: (): SessionActor =>
      (sessionActor ??= createActor(session, {
        input: { storedAuth: readStoredAuth(storage), now: Date.now() },
        inspect: inspectOption(),
      }).start()),
    /** Ends the session's actor (a test's page that closes); the app's lives as long as the page. */
    stopSession: () => {
      sessionActor?.stop();
      sessionActor = undefined;
    },
    setToken: (value: string | undefined) => {
      token = value;
    },
  };
}

export type Services = ReturnType<typeof createServices>;
