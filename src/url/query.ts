/**
 * The app's query-string rules (SPEC.md sections 1, 2, 5 and 9), as pure functions: the route layer's (what a
 * route carries, where `/` leads, which callback may be followed), the pay area's (a step's URL with some keys
 * set) and which query names a station. Every layer uses them; this module imports nothing of the app but a chart's type.
 *
 * Every function takes a raw search string (as wouter's `useSearch()` or `location.search` gives it, with or
 * without the leading `?`) and returns one without the leading `?`, or a path. Parameters are kept as raw
 * `key=value` segments: their order and their original percent-encoding survive, and only the keys are
 * decoded for comparison. Nothing here reads `window`, storage or the router.
 */

import type { StationReference } from '../../machines/payStation';

/** SPEC §9 "Query keys stripped from the map link": order data plus the payment-return keys. */
export const mapLinkStrippedKeys = [
  'orderId',
  'orderType',
  'amount',
  'fuelTypeId',
  'productId',
  'type',
  'isWash',
  'currency',
  'registration',
  'resultIndicator',
  'sessionVersion',
  'nonce',
  'phoneNumber',
  'provider',
  'method',
  'sca_feedback',
  'paymentId',
  'errorDescription',
  'amazonCheckoutSessionId',
  'amazonIsCancel',
  'whitelist',
  'state',
] as const;

/** SPEC §2 /map: "Query latitude, longitude and pid are dropped when returning to it". */
const mapPositionKeys = ['latitude', 'longitude', 'pid'] as const;

const mapLinkDroppedKeys: ReadonlySet<string> = new Set<string>([...mapLinkStrippedKeys, ...mapPositionKeys]);

/** One `key=value` pair exactly as it appears in the search string, with its key decoded. */
interface Segment {
  readonly key: string;
  readonly raw: string;
}

/** Decodes one form-encoded component; a malformed escape is left as written rather than throwing. */
function decodeComponent(text: string): string {
  try {
    return decodeURIComponent(text.replace(/\+/g, ' '));
  } catch {
    return text;
  }
}

function stripQuestionMark(search: string): string {
  return search.startsWith('?') ? search.slice(1) : search;
}

function toSegments(search: string): Segment[] {
  return stripQuestionMark(search)
    .split('&')
    .filter((raw) => raw !== '')
    .map((raw) => ({ raw, key: decodeComponent(rawKey(raw)) }));
}

function rawKey(raw: string): string {
  const equals = raw.indexOf('=');
  return equals === -1 ? raw : raw.slice(0, equals);
}

/** The still-encoded value of a segment (`''` for a bare `key` or `key=`). */
function rawValue(segment: Segment): string {
  const equals = segment.raw.indexOf('=');
  return equals === -1 ? '' : segment.raw.slice(equals + 1);
}

function join(segments: readonly Segment[]): string {
  return segments.map((segment) => segment.raw).join('&');
}

/** `path` followed by `?query` when the query is non-empty. */
function pathWithQuery(path: string, query: string): string {
  return query === '' ? path : `${path}?${query}`;
}

/**
 * True when `search` has `key` with a non-empty (decoded) value, so `pid=` or a bare `pid` do not count.
 *
 * @param search - raw search string, with or without the leading `?`
 * @param key - decoded parameter name
 */
export function hasQueryValue(search: string, key: string): boolean {
  return toSegments(search).some((segment) => segment.key === key && decodeComponent(rawValue(segment)) !== '');
}

/**
 * SPEC §1: "The app adds the query parameter auth=0 if it is missing."
 *
 * `auth` counts as present whatever its value (`auth=1` and `auth=` are kept as they are). Other parameters
 * keep their order and encoding; empty segments (`a=1&&b=2`) are dropped.
 *
 * @param search - raw search string, with or without the leading `?`
 * @returns the query without a leading `?`, always containing an `auth` parameter
 */
export function withAuthParam(search: string): string {
  const segments = toSegments(search);
  if (segments.some((segment) => segment.key === 'auth')) return join(segments);
  return join([...segments, { key: 'auth', raw: 'auth=0' }]);
}

/** True for `/register` and everything below it (`/register/mail`), not for `/registered`. */
function isRegisterPath(path: string): boolean {
  const pathname = path.split(/[?#]/, 1)[0] ?? '';
  return pathname === '/register' || pathname.startsWith('/register/');
}

/**
 * The query of a route being entered (SPEC §2 "Route guards", last two rules).
 *
 * - The new route's own query wins when it is non-empty.
 * - Otherwise the previous route's query is carried over whole, except that "a data query coming off
 *   /register is dropped, except partner": leaving `/register` or `/register/…` carries only `partner`.
 * - `auth=0` is then added when `auth` is missing ({@link withAuthParam}).
 *
 * @param args.previousSearch - search of the route being left
 * @param args.nextSearch - search the navigation asked for
 * @param args.previousPath - pathname of the route being left
 * @returns the query without a leading `?`
 */
export function carryQuery({
  previousSearch,
  nextSearch,
  previousPath,
}: {
  previousSearch: string;
  nextSearch: string;
  previousPath: string;
}): string {
  if (stripQuestionMark(nextSearch) !== '') return withAuthParam(nextSearch);
  const previous = toSegments(previousSearch);
  const carried = isRegisterPath(previousPath) ? previous.filter((segment) => segment.key === 'partner') : previous;
  return withAuthParam(join(carried));
}

/**
 * The query of an in-app link: the link's own parameters first, then every carried parameter whose key the
 * link does not set itself, so a link such as `/info?type=terms` keeps the station, partner and callback.
 *
 * @param own - the link's own query, with or without the leading `?`
 * @param carried - the query carried from the current route ({@link carryQuery} with no query of its own)
 * @returns the query without a leading `?`
 */
export function mergeQuery(own: string, carried: string): string {
  const ownSegments = toSegments(own);
  const ownKeys = new Set(ownSegments.map((segment) => segment.key));
  return join([...ownSegments, ...toSegments(carried).filter((segment) => !ownKeys.has(segment.key))]);
}

/**
 * The query of a link back to `/map`: drops {@link mapLinkStrippedKeys} (SPEC §9) and `latitude`,
 * `longitude` and `pid` (SPEC §2 /map). Everything else keeps its order and encoding.
 *
 * @param search - raw search string, with or without the leading `?`
 * @returns the query without a leading `?` (possibly empty)
 */
export function mapLinkQuery(search: string): string {
  return join(toSegments(search).filter((segment) => !mapLinkDroppedKeys.has(segment.key)));
}

/**
 * The partner apps a deployment hands drivers back to (configured at build time, see `src/config.ts`).
 * - `origins`: the exact origins (`https://partner.example`) a `callback` may lead to.
 * - `allowLocalHttp`: plain `http:` is accepted for a listed origin on this machine (`localhost`, `127.0.0.1`,
 *   `[::1]`); the sandbox uses it for its own origin. Anywhere else only `https:` counts.
 */
export interface CallbackPolicy {
  readonly origins: readonly string[];
  readonly allowLocalHttp: boolean;
}

/**
 * Where the `callback` query parameter sends the user when a flow ends.
 * - `sdk`: the app runs embedded and reports to its host (`callback=true`).
 * - `url`: an absolute address of a partner the deployment accepts, to leave the app for.
 * - `refused`: a web address of no accepted partner: never followed; the pay area says so before any payment.
 * - `invalid`: anything else; the app shows 'Invalid callback parameter.'.
 */
export type CallbackTarget =
  | { kind: 'sdk' }
  | { kind: 'url'; url: URL }
  | { kind: 'refused'; url: URL }
  | { kind: 'invalid' };

const localHosts: ReadonlySet<string> = new Set(['localhost', '127.0.0.1', '[::1]']);

/** `text` as an origin (`https://host[:port]`), or undefined when it is not one. */
function originOf(text: string): string | undefined {
  try {
    const origin = new URL(text.trim()).origin;
    return origin === 'null' ? undefined : origin;
  } catch {
    return undefined;
  }
}

/**
 * The partner origins of a comma-separated setting (`VITE_PARTNER_ORIGINS`): each entry is parsed and reduced
 * to its origin; blanks and entries that are not URLs are dropped.
 */
export function parsePartnerOrigins(setting: string | undefined): string[] {
  return (setting ?? '').split(',').flatMap((entry) => {
    const origin = entry.trim() === '' ? undefined : originOf(entry);
    return origin === undefined ? [] : [origin];
  });
}

/**
 * The one rule every exit follows: may the app leave for `url` as a partner's callback?
 *
 * True only when, after URL parsing, its origin is exactly one of `policy.origins`, it carries no user name or
 * password (`https://partner.example@evil.example` is evil.example; `https://user@partner.example` is refused
 * too), and its scheme is `https:`, or `http:` on this machine when `policy.allowLocalHttp` is set.
 */
export function isAllowedCallback(url: URL, policy: CallbackPolicy): boolean {
  if (url.username !== '' || url.password !== '') return false;
  const secure = url.protocol === 'https:';
  const localHttp = url.protocol === 'http:' && policy.allowLocalHttp && localHosts.has(url.hostname);
  if (!secure && !localHttp) return false;
  return policy.origins.some((origin) => originOf(origin) === url.origin);
}

/**
 * SPEC §5: "Callback must be true, the string true, or a valid URL", narrowed to the partners the deployment
 * accepts ({@link isAllowedCallback}).
 *
 * Only absolute `http:` / `https:` URLs are web addresses; `javascript:`, `data:`, `ftp:`, relative paths and
 * garbage are `invalid` so they can never be navigated to. A web address of no accepted partner is `refused`.
 *
 * @param value - the decoded `callback` parameter (`URLSearchParams.get('callback')`)
 * @param policy - the partners the deployment accepts
 * @returns `undefined` when the parameter is absent or empty
 */
export function parseCallback(value: string | null | undefined, policy: CallbackPolicy): CallbackTarget | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  if (value === 'true') return { kind: 'sdk' };
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return { kind: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { kind: 'invalid' };
  return isAllowedCallback(url, policy) ? { kind: 'url', url } : { kind: 'refused', url };
}

/** The query-string keys that belong to a callback: the address and the "our map is hidden" flag. */
const callbackKeys: ReadonlySet<string> = new Set(['callback', 'hideRydMapLink']);

/**
 * `search` without a callback the deployment refuses (with its `hideRydMapLink`), so it cannot ride along
 * through login, registration or a bank's return address. Allowed callbacks and every other parameter keep
 * their order and encoding.
 *
 * @param search - raw search string, with or without the leading `?`
 * @param policy - the partners the deployment accepts
 * @returns the query without a leading `?`
 */
export function withoutRefusedCallback(search: string, policy: CallbackPolicy): string {
  const segments = toSegments(search);
  const refused = segments.some(
    (segment) =>
      segment.key === 'callback' && parseCallback(decodeComponent(rawValue(segment)), policy)?.kind === 'refused',
  );
  return join(refused ? segments.filter((segment) => !callbackKeys.has(segment.key)) : segments);
}

/**
 * `search` without any callback (the driver chose to stay in this app): `callback` and `hideRydMapLink` go,
 * everything else keeps its order and encoding.
 *
 * @param search - raw search string, with or without the leading `?`
 * @returns the query without a leading `?`
 */
export function withoutCallback(search: string): string {
  return join(toSegments(search).filter((segment) => !callbackKeys.has(segment.key)));
}

/** Order data reported to a callback URL; each defined field becomes a query parameter of the same name. */
export interface CallbackData {
  amount?: number | string;
  price?: number | string;
  total?: number | string;
  stationId?: string;
}

/**
 * The address to leave the app for when a flow ends with a URL callback.
 *
 * The target's own parameters and hash are kept; each defined field of `data` is set (replacing a parameter of
 * the same name). `target` is not modified.
 *
 * @param target - the `url` of a {@link CallbackTarget}
 * @param data - the order data to report
 * @returns the absolute URL as a string
 */
export function callbackUrl(target: URL, data: CallbackData): string {
  const url = new URL(target.href);
  const fields: Array<[keyof CallbackData, number | string | undefined]> = [
    ['amount', data.amount],
    ['price', data.price],
    ['total', data.total],
    ['stationId', data.stationId],
  ];
  for (const [name, value] of fields) {
    if (value !== undefined) url.searchParams.set(name, String(value));
  }
  return url.href;
}

/** C0 controls and DEL: the URL parser strips tabs and newlines anywhere, which can turn `/\t/x` into `//x`. */
function hasControlCharacter(text: string): boolean {
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code < 0x20 || code === 0x7f) return true;
  }
  return false;
}

/**
 * The in-app path a `sca_feedback` value may send the user to (open-redirect guard for the `/` route).
 *
 * The value is percent-decoded once, then accepted only when it is a path of this app: it starts with a single
 * `/` (not `//` nor `/\`, which browsers read as another host), holds no control characters, has no scheme or
 * colon in its path part (`/https://evil`), and resolves against `origin` to that same origin. The resolved
 * path is judged again, as the router will use it: dot segments and backslashes are normalised while parsing
 * (`/.//evil`, `/./\\evil` and their encoded forms become `//evil`), and such a path would name another host.
 *
 * @param encoded - the raw (still percent-encoded) `sca_feedback` value
 * @param origin - the app's origin, such as `location.origin`
 * @returns pathname + search + hash of the resolved URL, or `undefined` when the target is not safe
 */
export function safeRedirectTarget(encoded: string, origin: string): string | undefined {
  let value: string;
  try {
    value = decodeURIComponent(encoded);
  } catch {
    return undefined;
  }
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  if (hasControlCharacter(value)) return undefined;
  const pathPart = value.split(/[?#]/, 1)[0] ?? '';
  if (pathPart.includes(':')) return undefined;
  let base: URL;
  let resolved: URL;
  try {
    base = new URL(origin);
    resolved = new URL(value, base.origin);
  } catch {
    return undefined;
  }
  if (resolved.origin !== base.origin) return undefined;
  const target = resolved.pathname + resolved.search + resolved.hash;
  // Dot segments collapse while parsing (`/.//host` becomes `//host`): judge the path as it will be used.
  if (resolved.pathname.startsWith('//')) return undefined;
  if (new URL(target, base.origin).origin !== base.origin) return undefined;
  return target;
}

/** Splits an in-app target into path, query (no `?`) and hash (with `#`). */
function splitTarget(target: string): { path: string; query: string; hash: string } {
  const hashAt = target.indexOf('#');
  const beforeHash = hashAt === -1 ? target : target.slice(0, hashAt);
  const hash = hashAt === -1 ? '' : target.slice(hashAt);
  const queryAt = beforeHash.indexOf('?');
  return queryAt === -1
    ? { path: beforeHash, query: '', hash }
    : { path: beforeHash.slice(0, queryAt), query: beforeHash.slice(queryAt + 1), hash };
}

/**
 * The target of the `/` route (SPEC §2 route table).
 *
 * 1. With a non-empty `sca_feedback` (return from a 3-D Secure or payment page): go to the decoded target
 *    ({@link safeRedirectTarget}) with the remaining query, i.e. every other parameter appended after the
 *    target's own query, where the target's own parameters win when a key is in both. An unsafe target goes to
 *    `/map` (with the {@link mapLinkQuery} of the query).
 * 2. With a non-empty `pid`: `/pay` with the whole query.
 * 3. Otherwise `/map` with the {@link mapLinkQuery} of the query.
 *
 * @param search - raw search string of `/`, with or without the leading `?`
 * @param origin - the app's origin, such as `location.origin`
 * @param policy - the partners the deployment accepts: a callback of no partner is dropped, whether it came in
 *   the query or inside the `sca_feedback` target ({@link withoutRefusedCallback})
 * @returns a path, followed by `?query` only when the query is non-empty
 */
export function rootRedirect(search: string, origin: string, policy?: CallbackPolicy): string {
  const segments = toSegments(policy ? withoutRefusedCallback(search, policy) : search);
  const feedback = segments.find((segment) => segment.key === 'sca_feedback' && rawValue(segment) !== '');
  if (feedback) {
    const remaining = segments.filter((segment) => segment.key !== 'sca_feedback');
    const target = safeRedirectTarget(rawValue(feedback), origin);
    if (target === undefined) return pathWithQuery('/map', mapLinkQuery(join(remaining)));
    const { path, query, hash } = splitTarget(target);
    const own = toSegments(policy ? withoutRefusedCallback(query, policy) : query);
    const ownKeys = new Set(own.map((segment) => segment.key));
    const merged = [...own, ...remaining.filter((segment) => !ownKeys.has(segment.key))];
    return pathWithQuery(path, join(merged)) + hash;
  }
  if (hasQueryValue(search, 'pid')) return pathWithQuery('/pay', join(segments));
  return pathWithQuery('/map', mapLinkQuery(search));
}

/** Query keys any one of which identifies a station (SPEC §2 "Route guards"). */
export const stationQueryKeys = ['pid', 'mtskid', 'longitude'] as const;

export function identifiesStation(search: string | null | undefined): boolean {
  return search != null && stationQueryKeys.some((key) => hasQueryValue(search, key));
}

/**
 * What names the pay area's station: the first of `queries` (current, previous, saved: the ones
 * the route guard `needsStation` accepts) that names one, and in it `pid`, else `mtskid`, else `longitude` with
 * `latitude`. Coordinates are passed on as written; the pay area checks them. Undefined when none names one.
 *
 * @param queries - search strings, with or without the leading `?`, most relevant first
 */
export function stationReference(queries: readonly (string | null | undefined)[]): StationReference | undefined {
  const search = queries.find(identifiesStation);
  if (search == null) return undefined;
  const query = new URLSearchParams(search);
  const pid = query.get('pid');
  if (pid) return { by: 'pid', id: pid };
  const mtskid = query.get('mtskid');
  if (mtskid) return { by: 'mtskid', id: mtskid };
  return { by: 'coordinates', latitude: query.get('latitude') ?? '', longitude: query.get('longitude') ?? '' };
}

/** The pay flow's URL: the current query with some keys set or removed (undefined removes). */
export function withQuery(search: string, changes: Record<string, string | number | undefined>): string {
  const query = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === undefined) query.delete(key);
    else query.set(key, String(value));
  }
  return query.toString();
}

export const payPath = (path: string, search: string, changes: Record<string, string | number | undefined> = {}) => {
  const query = withQuery(search, changes);
  return query ? `${path}?${query}` : path;
};

/** A path of the pay area this app gave Amazon to come back to: `/pay/…`, never another origin. */
const amazonReturnPath = (value: string | null) =>
  value !== null && /^\/pay\/[\w/-]*$/.test(value) ? value : undefined;

/**
 * Where Amazon's return leads: back to the summary the driver left (its path in `returnPath`) with the query,
 * where the flow picks up the Amazon checkout session (or, with `amazonIsCancel`, the method chosen before: a
 * cancel leaves nothing to do); without one, the pay area or the map.
 */
export function amazonReturnTarget(search: string): string {
  const query = new URLSearchParams(search);
  const summary = amazonReturnPath(query.get('returnPath'));
  if (summary) return payPath(summary, search, { returnPath: undefined, amazonIsCancel: undefined });
  const target = query.get('pid') || query.get('mtskid') ? '/pay' : '/map';
  return `${target}?${search}`;
}
