import { Redirect, useSearch } from 'wouter';
import { callbackPolicy } from '../config';
import { payIndexTarget } from '../flows/pay/flowScreens';
import { type CallbackPolicy, rootRedirect } from '../url/query';

/**
 * Where `/` leads, in one step: {@link rootRedirect}'s target, except that /pay, which would only redirect again to
 * its pump list, is resolved at once (each redirect at start re-renders the whole app).
 */
export function rootTarget(search: string, origin: string, policy?: CallbackPolicy): string {
  const target = rootRedirect(search, origin, policy);
  return target.startsWith('/pay?') ? payIndexTarget(target.slice('/pay?'.length)) : target;
}

/**
 * A page opened on `/` goes to its {@link rootTarget} before the app's first render, which then draws the target
 * itself (time-sliced) instead of drawing the redirect and re-rendering the whole app for it in one blocking task.
 * {@link RootRedirect} stays for the app's own ways to `/`.
 */
export function resolveRootEntry(location: Location, history: History) {
  if (location.pathname !== '/') return;
  history.replaceState(history.state, '', rootTarget(location.search, location.origin, callbackPolicy));
}

/**
 * `/`: with sca_feedback to the decoded (same-app) target, with pid to /pay's pump list, otherwise to /map; a
 * callback of no accepted partner is dropped on the way.
 */
export function RootRedirect() {
  const search = useSearch();
  return <Redirect to={rootTarget(search, location.origin, callbackPolicy)} replace />;
}
