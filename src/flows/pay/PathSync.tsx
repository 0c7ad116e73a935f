import { useEffect } from 'react';
import { useLocation, useSearch } from 'wouter';
import { payPath } from './payQuery';

export interface FlowPath {
  path: string;
  query: Record<string, string | undefined>;
}

/** Keeps the URL on a flow's current screen (replace: history entries are not flow state). */
export function PathSync({ target }: { target: FlowPath }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const next = payPath(target.path, search, target.query);
  useEffect(() => {
    if (`${location}?${search}` !== next) navigate(next, { replace: true });
  }, [location, search, next, navigate]);
  return null;
}
