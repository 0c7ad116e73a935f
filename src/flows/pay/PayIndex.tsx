import { Redirect, useSearch } from 'wouter';

/** /pay: the pay area starts at pump selection. */
export function PayIndex() {
  const search = useSearch();
  return <Redirect to={`/pay/pump${search ? `?${search}` : ''}`} replace />;
}
