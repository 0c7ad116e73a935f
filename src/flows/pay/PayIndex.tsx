import { Redirect, useSearch } from 'wouter';
import { payPath, withAuthParam } from '../../url/query';
import { payScreens } from './flowScreens';

/** Where /pay leads: its pump list, with auth=0 added here (the address is replaced at once). */
export const payIndexTarget = (search: string) => payPath(payScreens.pump, withAuthParam(search));

/** /pay: the pay area starts at pump selection. */
export function PayIndex() {
  const search = useSearch();
  return <Redirect to={payIndexTarget(search)} replace />;
}
