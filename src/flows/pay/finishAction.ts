import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useLocation, useSearch } from 'wouter';
import { config } from '../../config';
import { callbackUrl, mapLinkQuery, parseCallback } from '../../routes/query';

export interface PaymentData {
  amount?: number;
  price?: number;
  total?: number;
  stationId?: string;
}

/**
 * What OK does at the end of a flow (SPEC.md section 4, payment-callback flow): with `callback=true` the payment
 * SDK's finish address with the payment data as JSON; with a callback URL that URL with amount, price, total and
 * stationId; otherwise the map. Only http and https callbacks are followed; anything else is refused with
 * 'Invalid callback parameter.'.
 */
export function useFinishAction() {
  const { t } = useLingui();
  const search = useSearch();
  const [, navigate] = useLocation();
  const [error, setError] = useState<string>();
  const finish = (data: PaymentData) => {
    const callback = parseCallback(new URLSearchParams(search).get('callback'));
    if (callback?.kind === 'invalid') {
      setError(t`Invalid callback parameter.`);
      return;
    }
    if (callback?.kind === 'url') {
      window.location.assign(callbackUrl(callback.url, data));
      return;
    }
    if (callback?.kind === 'sdk') {
      const target = new URL(config.paymentSdkFinishUrl);
      target.searchParams.set('paymentData', JSON.stringify(data));
      window.location.assign(target.toString());
      return;
    }
    const mapQuery = mapLinkQuery(search);
    navigate(mapQuery ? `/map?${mapQuery}` : '/map');
  };
  return { finish, error };
}
