/**
 * The calls a page sends before the app's code has come: with a kept login that has not run out, the driver's
 * profile (then their account's features) and, at a QR code's link, the station, with its token; otherwise the
 * guest login, then with its token the same. The page's own inline script sends them (vite.firstPaint.ts, in a build with a platform), so on a phone
 * they travel while the app's code downloads instead of after it has run; the platform client takes their answers
 * in place of sending the same calls again (`createHost`'s `early`). The app adds to the same list: it sends the
 * station of a QR code's link as soon as it has a token, when the page has not (`Host.sendEarly`). Nothing here
 * may import: the build reads it to write that script.
 */

/** The guest login's path (src/api/auth.ts `registerGuest`). */
export const guestLoginPath = '/auth/register/guest';
/** A station's path (src/api/stations.ts `getPoi`). */
export const stationPath = (id: string) => `/v4/pois/${encodeURIComponent(id)}`;
/** A driver's profile's path (src/api/users.ts `getUser`). */
export const userPath = (id: string) => `/users/${encodeURIComponent(id)}`;
/** An account's features' path (src/api/users.ts `getAccountFeatures`). */
export const featuresPath = (accountId: string) => `/accounts/${encodeURIComponent(accountId)}/features`;
/** The field of the profile that names the driver's account (the `UserProfile` schema). */
export const accountField = 'accountId';
/** The fields of the guest login's answer that hold its token and the driver's id (the `AuthToken` schema). */
export const guestFields = { token: 'auth_token', userId: '_id' } as const;
/** Where the page's script leaves the calls it sent, for the app to take. */
export const earlyCallsGlobal = '__forecourtEarlyCalls';
/** How long an early answer stays good for the call that takes it. */
export const earlyCallMaxAgeMs = 30_000;

/** One call the page sent: its answer is taken once, by the first same call with the same token. */
export interface EarlyCall {
  method: string;
  path: string;
  /** The auth token it was sent with (none for the guest login). */
  token?: string;
  /** When it was sent (`Date.now()`). */
  at: number;
  /** The platform's answer; a network failure rejects. */
  answer: Promise<{ status: number; data: unknown }>;
}

type CallKey = { method: string; path: string; token?: string };

const matches = (early: EarlyCall, call: CallKey, now: number) =>
  early.method === call.method &&
  early.path === call.path &&
  early.token === call.token &&
  now - early.at <= earlyCallMaxAgeMs;

/** Whether `calls` hold an answer the same call with the same token could still take. */
export const hasEarlyCall = (calls: EarlyCall[] | undefined, call: CallKey, now = Date.now()) =>
  calls?.some((early) => matches(early, call, now)) ?? false;

/**
 * Takes the answer of the early call matching `method`, `path` and `token` from `calls`, once: later and other
 * calls find nothing and go to the platform.
 */
export function takeEarlyCall(
  calls: EarlyCall[] | undefined,
  call: CallKey,
  now = Date.now(),
): EarlyCall['answer'] | undefined {
  const index = calls?.findIndex((early) => matches(early, call, now)) ?? -1;
  if (!calls || index < 0) return undefined;
  const [taken] = calls.splice(index, 1);
  return taken?.answer;
}
