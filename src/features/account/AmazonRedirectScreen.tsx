import { Redirect, useSearch } from 'wouter';
import { payPath } from '../../url/query';

/** A path of the pay area this app gave Amazon to come back to: `/pay/…`, never another origin. */
export const amazonReturnPath = (value: string | null) =>
  value !== null && /^\/pay\/[\w/-]*$/.test(value) ? value : undefined;

/**
 * Return point of the Amazon sign-in and checkout flow: back to the summary the driver left (its path in
 * `returnPath`) with the query, where the flow picks up the Amazon checkout session (or, with amazonIsCancel,
 * the method chosen before); without one, the pay area or the map.
 */
export function AmazonRedirectScreen() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const summary = amazonReturnPath(query.get('returnPath'));
  // A cancel leaves nothing to do: the summary picks the method chosen before (it kept it) and pays nothing.
  if (summary) {
    return <Redirect to={payPath(summary, search, { returnPath: undefined, amazonIsCancel: undefined })} replace />;
  }
  const target = query.get('pid') || query.get('mtskid') ? '/pay' : '/map';
  return <Redirect to={`${target}?${search}`} replace />;
}
