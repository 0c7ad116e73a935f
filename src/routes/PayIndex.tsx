import { Redirect, useSearch } from 'wouter';
import { payIndexTarget } from '../flows/pay/flowScreens';

/** /pay: the pay area starts at pump selection. A redirect of the route table, as `/` is (RootRedirect). */
export function PayIndex() {
  const search = useSearch();
  return <Redirect to={payIndexTarget(search)} replace />;
}
