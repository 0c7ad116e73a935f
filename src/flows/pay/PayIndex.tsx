import { Redirect, useSearch } from 'wouter';
import { payScreens } from './flowScreens';
import { payPath } from './payQuery';

/** /pay: the pay area starts at pump selection. */
export function PayIndex() {
  const search = useSearch();
  return <Redirect to={payPath(payScreens.pump, search)} replace />;
}
