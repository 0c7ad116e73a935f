import { Redirect, useSearch } from 'wouter';
import { amazonReturnTarget } from '../url/query';

/**
 * `/amazonSSORedirect`, the return point of the Amazon sign-in and checkout flow: a redirect of the route table to
 * {@link amazonReturnTarget}, the summary the driver left, where the flow picks up the checkout session.
 */
export function AmazonRedirectScreen() {
  const search = useSearch();
  return <Redirect to={amazonReturnTarget(search)} replace />;
}
