import { Redirect, useSearch } from 'wouter';
import { withAuthParam } from '../../routes/query';
import { payScreens } from './flowScreens';
import { payPath } from './payQuery';

/** /pay: the pay area starts at pump selection (with auth=0 added here: the address is replaced at once). */
export function PayIndex() {
  const search = useSearch();
  return <Redirect to={payPath(payScreens.pump, withAuthParam(search))} replace />;
}
