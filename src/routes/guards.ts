/**
 * Route guards of SPEC.md section 2 ("Route guards"), as pure functions.
 *
 * Each guard gets what it needs as arguments (session facts, query strings) and answers with a
 * {@link GuardResult}; the route layer reads the session and the URL, applies the guards in {@link guardOrder}
 * and performs the redirect. Nothing here touches React, wouter, `window` or storage.
 */
import { type CallbackPolicy, identifiesStation, parseCallback } from '../url/query';

/**
 * What a guard decided.
 * - `allow: true`: render the route.
 * - `allow: false`: go to `redirect` instead (an in-app path with its query, or with `external` an absolute
 *   URL to leave the app for). `clearSession` asks the route layer to clear the stores and log in as guest
 *   before going there.
 */
export type GuardResult =
  | { allow: true }
  | { allow: false; redirect: string; clearSession?: boolean; external?: boolean };

const allow: GuardResult = { allow: true };

/** `path` followed by `?query` when the query is non-empty (a leading `?` in `search` is accepted). */
function withSearch(path: string, search: string): string {
  const query = search.startsWith('?') ? search.slice(1) : search;
  return query === '' ? path : `${path}?${query}`;
}

/**
 * Auth-required routes (the pay area, /map, /settings, the profile area …): "check the session. On failure
 * they clear the stores and log in as guest." The user stays where they were, so the redirect is the current
 * location, with `clearSession` set.
 *
 * @param args.hasSession - a user or guest session exists
 * @param args.currentPath - pathname of the route being entered
 * @param args.search - its search string, with or without the leading `?`
 */
export function authRequired({
  hasSession,
  currentPath,
  search,
}: {
  hasSession: boolean;
  currentPath: string;
  search: string;
}): GuardResult {
  if (hasSession) return allow;
  return { allow: false, redirect: withSearch(currentPath, search), clearSession: true };
}

/**
 * Registered-only routes (/change-password, /address, history, tutorials, gift card …): "send guests to
 * /login with the query kept."
 *
 * @param args.isGuest - the session is a guest session
 * @param args.search - search string of the route being entered, with or without the leading `?`
 */
export function registeredOnly({ isGuest, search }: { isGuest: boolean; search: string }): GuardResult {
  return isGuest ? { allow: false, redirect: withSearch('/login', search) } : allow;
}

/**
 * EV routes (/pay/prepay/ev/…, /pay/ev/finish, the EV cancel page): "go to /map when EV charging is not
 * enabled for the account."
 *
 * @param args.evChargingEnabled - the account has EV charging enabled
 */
export function evOnly({ evChargingEnabled }: { evChargingEnabled: boolean }): GuardResult {
  return evChargingEnabled ? allow : { allow: false, redirect: '/map' };
}

const noPartners: CallbackPolicy = { origins: [], allowLocalHttp: false };

/**
 * Routes needing a station (the pay area): "need one of pid, mtskid or longitude in the current, previous or
 * saved query. Otherwise go to /map, or to the callback address when callback and hideRydMapLink are both
 * given."
 *
 * Without a station, and with both `callback` and `hideRydMapLink` non-empty:
 * - a URL callback of an accepted partner (`callbackPolicy`) leaves the app for that URL (`external: true`);
 * - the SDK callback (`true`) leaves the app for `sdkFinishUrl` when one is given (`external: true`);
 * - an invalid or refused callback, or the SDK callback without `sdkFinishUrl`, goes to `/map`.
 *
 * @param args.current - search string of the route being entered
 * @param args.previous - search string of the route being left
 * @param args.saved - search string saved by the app (for example before a payment redirect)
 * @param args.callback - decoded `callback` parameter
 * @param args.hideRydMapLink - decoded `hideRydMapLink` parameter
 * @param args.sdkFinishUrl - absolute URL that hands control back to an embedding SDK host
 * @param args.callbackPolicy - the partners the deployment accepts (none when not given)
 */
export function needsStation({
  current,
  previous,
  saved,
  callback,
  hideRydMapLink,
  sdkFinishUrl,
  callbackPolicy = noPartners,
}: {
  current: string;
  previous?: string | null;
  saved?: string | null;
  callback?: string | null;
  hideRydMapLink?: string | null;
  sdkFinishUrl?: string;
  callbackPolicy?: CallbackPolicy;
}): GuardResult {
  if ([current, previous, saved].some(identifiesStation)) return allow;
  if (callback && hideRydMapLink) {
    const target = parseCallback(callback, callbackPolicy);
    if (target?.kind === 'url') return { allow: false, redirect: target.url.href, external: true };
    if (target?.kind === 'sdk' && sdkFinishUrl) return { allow: false, redirect: sdkFinishUrl, external: true };
  }
  return { allow: false, redirect: '/map' };
}

/**
 * The order in which the route layer applies the guards; the first refusal wins:
 *
 * 1. `auth`: {@link authRequired}. Without a session nothing else can be known (guest or not, EV or not).
 * 2. `registered`: {@link registeredOnly}. A guest is sent to /login before any account feature is checked.
 * 3. `ev`: {@link evOnly}. Needs the account, so it comes after the session checks.
 * 4. `station`: {@link needsStation}. Last, because it may leave the app for the callback address, which
 *    must not happen for a user who would have been stopped by an earlier guard.
 */
export const guardOrder = ['auth', 'registered', 'ev', 'station'] as const;

export type GuardName = (typeof guardOrder)[number];

/**
 * Runs the guards a route uses in {@link guardOrder}, lazily, and returns the first refusal (or allow).
 *
 * @param checks - the route's guards by name, each already bound to its arguments
 */
export function applyGuards(checks: Partial<Record<GuardName, () => GuardResult>>): GuardResult {
  for (const name of guardOrder) {
    const result = checks[name]?.();
    if (result && !result.allow) return result;
  }
  return allow;
}
