import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { callbackPolicy } from '../config';
import { storageKeys } from '../storageKeys';
import { carryQuery, mapLinkQuery, mergeQuery, withAuthParam, withoutRefusedCallback } from '../url/query';

/**
 * Navigation inside the app with the query rules of SPEC.md section 2: a target without a query carries the
 * current one (a data query coming off /register keeps only `partner`), and `auth=0` is added when missing.
 * A callback of no accepted partner is dropped, so it cannot ride along through login or registration.
 */
export function useAppNavigate() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (target: string, options: { replace?: boolean } = {}) => {
      const [path = '/', nextSearch = ''] = target.split('?');
      const carried = carryQuery({ previousSearch: search, nextSearch, previousPath: location });
      const query = withoutRefusedCallback(carried, callbackPolicy);
      navigate(query ? `${path}?${query}` : path, options);
    },
    [location, navigate, search],
  );
}

/**
 * The address of an in-app link, so that following it keeps the query (station, partner, callback): the
 * link's own parameters, then the query carried from the current route by SPEC.md section 2 (off /register
 * only `partner`); a link to the map keeps only what the map keeps ({@link mapLinkQuery}); `auth=0` is added
 * when missing, and a callback of no accepted partner is dropped.
 *
 * @param target - path with an optional `?query`
 * @param current - the current location and search
 */
export function carriedHref(target: string, current: { location: string; search: string }): string {
  const [path = '/', own = ''] = target.split('?');
  const carried = carryQuery({ previousSearch: current.search, nextSearch: '', previousPath: current.location });
  const merged = mergeQuery(own, carried);
  const query = withoutRefusedCallback(withAuthParam(path === '/map' ? mapLinkQuery(merged) : merged), callbackPolicy);
  return query ? `${path}?${query}` : path;
}

/** {@link carriedHref} of `target` from the current route. */
export function useCarriedHref(target: string): string {
  const [location] = useLocation();
  const search = useSearch();
  return carriedHref(target, { location, search });
}

/** Where a registered-only route wanted to go before it sent a guest to /login. */
export const rememberReturn = (path: string) => sessionStorage.setItem(storageKeys.returnTo, path);
export function takeReturn(): string | undefined {
  const value = sessionStorage.getItem(storageKeys.returnTo) ?? undefined;
  sessionStorage.removeItem(storageKeys.returnTo);
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
