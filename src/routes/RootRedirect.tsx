import { Redirect, useSearch } from 'wouter';
import { callbackPolicy } from '../config';
import { payIndexTarget } from '../flows/pay/PayIndex';
import { rootRedirect } from './query';

/**
 * `/`: with sca_feedback to the decoded (same-app) target, with pid to /pay, otherwise to /map; a callback of
 * no accepted partner is dropped on the way. /pay would only redirect again, to its pump list: a QR code's link
 * goes there in one step, which spares the start a render of the whole app.
 */
export function RootRedirect() {
  const search = useSearch();
  const target = rootRedirect(search, location.origin, callbackPolicy);
  return <Redirect to={target.startsWith('/pay?') ? payIndexTarget(target.slice('/pay?'.length)) : target} replace />;
}
