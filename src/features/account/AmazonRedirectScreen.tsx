import { Redirect, useSearch } from 'wouter';

/**
 * Return point of the Amazon sign-in and checkout flow: back to the pay flow with the query, where the summary
 * picks up the Amazon checkout session (or, with amazonIsCancel, the previously chosen method).
 */
export function AmazonRedirectScreen() {
  const search = useSearch();
  const query = new URLSearchParams(search);
  const target = query.get('pid') || query.get('mtskid') ? '/pay' : '/map';
  return <Redirect to={`${target}?${search}`} replace />;
}
