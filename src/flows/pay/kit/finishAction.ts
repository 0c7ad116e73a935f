import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { callbackPolicy, config } from '../../../config';
import { type CallbackPolicy, callbackUrl, mapLinkQuery, parseCallback, withoutCallback } from '../../../url/query';

export interface PaymentData {
  amount?: number;
  price?: number;
  total?: number;
  stationId?: string;
}

/**
 * Where OK leads at the end of a flow (SPEC.md section 4, payment-callback flow).
 * - `partner`: leave the app for an accepted partner's callback URL with amount, price, total and stationId;
 *   `host` names the partner for the screen.
 * - `sdk`: leave for the payment SDK's finish address with the payment data as JSON (`callback=true`).
 * - `map`: the map, with the query the map keeps; a callback of no accepted partner is dropped, never followed.
 * - `invalid`: a callback that is not a web address: refused with 'Invalid callback parameter.'.
 */
export type FinishExit =
  | { kind: 'partner'; href: string; host: string }
  | { kind: 'sdk'; href: string }
  | { kind: 'map'; href: string }
  | { kind: 'invalid' };

/**
 * The exit of a flow's OK, by the one callback rule ({@link parseCallback} with the deployment's partners).
 *
 * @param search - the current search string, with or without the leading `?`
 * @param data - the payment data handed to a callback
 * @param policy - the partners the deployment accepts
 * @param sdkFinishUrl - the payment SDK's finish address
 */
export function finishExit(
  search: string,
  data: PaymentData,
  policy: CallbackPolicy = callbackPolicy,
  sdkFinishUrl: string = config.paymentSdkFinishUrl,
): FinishExit {
  const callback = parseCallback(new URLSearchParams(search).get('callback'), policy);
  if (callback?.kind === 'invalid') return { kind: 'invalid' };
  if (callback?.kind === 'url')
    return { kind: 'partner', href: callbackUrl(callback.url, data), host: callback.url.hostname };
  if (callback?.kind === 'sdk') {
    const target = new URL(sdkFinishUrl);
    target.searchParams.set('paymentData', JSON.stringify(data));
    return { kind: 'sdk', href: target.toString() };
  }
  const mapQuery = mapLinkQuery(callback?.kind === 'refused' ? withoutCallback(search) : search);
  return { kind: 'map', href: mapQuery ? `/map?${mapQuery}` : '/map' };
}

/**
 * What OK does at the end of a flow ({@link finishExit}), and `partnerHost`, the partner OK hands over to, so
 * the screen can say where OK leads before it is pressed.
 */
export function useFinishAction() {
  const { t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string>();
  const preview = finishExit(search, {});
  const finish = (data: PaymentData) => {
    const exit = finishExit(search, data);
    if (exit.kind === 'invalid') setError(t`Invalid callback parameter.`);
    else if (exit.kind === 'map') navigate(exit.href);
    else window.location.assign(exit.href);
  };
  return { finish, error, partnerHost: preview.kind === 'partner' ? preview.host : undefined };
}
