/**
 * What a sign-in with the identity provider (openIdSignIn.ts) keeps while the browser is away, and the return to
 * `/login` that uses it. Apart from the OpenID Connect client, so the login page reads a return without loading it.
 */
import { storageKeys } from '../../storageKeys';
export const openIdReturnPath = '/login';

export interface PendingSignIn {
  state: string;
  nonce: string;
  codeVerifier: string;
  redirectUri: string;
  /** The page the sign-in started on, with its query (the station, the partner). */
  returnTo: string;
}

export const savePendingSignIn = (pending: PendingSignIn) =>
  sessionStorage.setItem(storageKeys.openIdPending, JSON.stringify(pending));

/** A return from the provider this tab is waiting for: the address it came back to, and what was kept for it. */
export interface OpenIdReturn {
  url: URL;
  pending: PendingSignIn;
}

/**
 * The provider's answer in `href`, if this tab started a sign-in: taken out of sessionStorage, so a reload or the
 * back button cannot redeem it twice. A page without `code` or `error` in its query is no return.
 */
export function takeOpenIdReturn(href: string): OpenIdReturn | undefined {
  const url = new URL(href);
  if (url.pathname !== openIdReturnPath || !(url.searchParams.has('code') || url.searchParams.has('error')))
    return undefined;
  const saved = sessionStorage.getItem(storageKeys.openIdPending);
  sessionStorage.removeItem(storageKeys.openIdPending);
  if (!saved) return undefined;
  try {
    return { url, pending: JSON.parse(saved) as PendingSignIn };
  } catch {
    return undefined;
  }
}
