import { useCallback } from 'react';
import { useLocation, useSearch } from 'wouter';
import { carryQuery } from '../routes/query';

/**
 * Navigation inside the app with the query rules of SPEC.md section 2: a target without a query carries the
 * current one (a data query coming off /register keeps only `partner`), and `auth=0` is added when missing.
 */
export function useAppNavigate() {
  const [location, navigate] = useLocation();
  const search = useSearch();
  return useCallback(
    (target: string, options: { replace?: boolean } = {}) => {
      const [path = '/', nextSearch = ''] = target.split('?');
      const query = carryQuery({ previousSearch: search, nextSearch, previousPath: location });
      navigate(query ? `${path}?${query}` : path, options);
    },
    [location, navigate, search],
  );
}

/** Where a registered-only route wanted to go before it sent a guest to /login. */
const returnKey = 'forecourt.returnTo';
export const rememberReturn = (path: string) => sessionStorage.setItem(returnKey, path);
export function takeReturn(): string | undefined {
  const value = sessionStorage.getItem(returnKey) ?? undefined;
  sessionStorage.removeItem(returnKey);
  return value?.startsWith('/') && !value.startsWith('//') ? value : undefined;
}
