/**
 * The queries the route guards and the pay area look back on (SPEC.md section 2, route guards): the previous
 * route's query, and the "saved" query, the last one that named a station (kept for the browser tab, so a
 * later page or a return from a bank page still knows the station).
 */
import { createContext, type ReactNode, useContext, useEffect, useMemo, useRef } from 'react';
import { useLocation, useSearch } from 'wouter';
import { storageKeys } from '../storageKeys';
import { identifiesStation } from '../url/query';

export interface QueryMemory {
  /** The query of the route before the current one ('' on the first). */
  previous: string;
  /** The last query that named a station, or null. */
  saved: string | null;
}

const QueryMemoryContext = createContext<QueryMemory>({ previous: '', saved: null });

export const useQueryMemory = () => useContext(QueryMemoryContext);

export function QueryMemoryProvider({ children }: { children: ReactNode }) {
  const [location] = useLocation();
  const search = useSearch();
  const previous = useRef({ location, search });
  const current = useRef({ location, search });
  if (current.current.location !== location || current.current.search !== search) {
    previous.current = current.current;
    current.current = { location, search };
  }
  useEffect(() => {
    if (identifiesStation(search)) sessionStorage.setItem(storageKeys.savedQuery, search);
  }, [search]);
  const previousSearch = previous.current.search;
  const saved = identifiesStation(search) ? search : sessionStorage.getItem(storageKeys.savedQuery);
  const memory = useMemo(() => ({ previous: previousSearch, saved }), [previousSearch, saved]);
  return <QueryMemoryContext.Provider value={memory}>{children}</QueryMemoryContext.Provider>;
}
