import { Redirect, useSearch } from 'wouter';
import { callbackPolicy } from '../config';
import { rootRedirect } from './query';

/**
 * `/`: with sca_feedback to the decoded (same-app) target, with pid to /pay, otherwise to /map; a callback of
 * no accepted partner is dropped on the way.
 */
export function RootRedirect() {
  const search = useSearch();
  return <Redirect to={rootRedirect(search, location.origin, callbackPolicy)} replace />;
}
