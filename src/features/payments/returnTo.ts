/**
 * Where an add screen goes back to (`?returnTo=`): only a path of this app, never a full URL or another host
 * (`//host`, `/\host`), so a link cannot send the driver away.
 */
export function safeReturnTo(search: string): string | undefined {
  const value = new URLSearchParams(search).get('returnTo');
  if (!value?.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined;
  // No spaces or control characters (`\s` and `\p{Cc}`): a path of the app has none.
  return /[\s\p{Cc}]/u.test(value) ? undefined : value;
}

/** `path` with the `returnTo` carried on, when there is one. */
export const withReturnTo = (path: string, returnTo: string | undefined) =>
  returnTo ? `${path}?${new URLSearchParams({ returnTo })}` : path;
