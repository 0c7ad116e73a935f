/**
 * Where an add screen goes back to once a method is added: `?returnTo=` of its URL, taken only when it is a
 * path of this app (starts with a single `/`, no scheme, no host, no backslash), never a full URL.
 */

/** The path if it is one of this app's, else undefined. */
export function safeReturnTo(value: string | null | undefined): string | undefined {
  if (!value?.startsWith('/') || value.startsWith('//')) return undefined;
  // No backslash, spaces or control characters: a path of the app has none.
  if (/[\\\s\p{Cc}]/u.test(value)) return undefined;
  try {
    const base = 'http://app.invalid';
    const url = new URL(value, base);
    return url.origin === base ? `${url.pathname}${url.search}${url.hash}` : undefined;
  } catch {
    return undefined;
  }
}

/** The safe `returnTo` of a query string (`useSearch()`), if any. */
export const readReturnTo = (search: string) => safeReturnTo(new URLSearchParams(search).get('returnTo'));

/** `path` with `returnTo` added to its query (when there is one). */
export function withReturnTo(path: string, returnTo: string | undefined) {
  if (!returnTo) return path;
  return `${path}${path.includes('?') ? '&' : '?'}${new URLSearchParams({ returnTo })}`;
}
