import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { payPath } from './payQuery';

export interface FlowPath {
  path: string;
  query: Record<string, string | undefined>;
}

/**
 * Keeps the URL on a flow's current screen (replace: history entries are not flow state). `null` leaves the URL
 * as it is (a flow resuming from an order whose state is not known yet).
 */
export function PathSync({ target }: { target: FlowPath | null }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const next = target && payPath(target.path, search, target.query);
  useEffect(() => {
    if (next && `${location}?${search}` !== next) navigate(next, { replace: true });
  }, [location, search, next, navigate]);
  return null;
}
