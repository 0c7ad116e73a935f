import { Redirect, useSearch } from 'wouter';
import { rootRedirect } from './query';

/** `/`: with sca_feedback to the decoded (same-app) target, with pid to /pay, otherwise to /map. */
export function RootRedirect() {
  const search = useSearch();
  return <Redirect to={rootRedirect(search, location.origin)} replace />;
}
