import type { Api } from '../../../../api';
import { usesSandbox } from '../../../../config';
import type { AmazonPayAdapter } from './amazonPort';

export * from './amazonPort';

export interface AmazonCheckoutRequest {
  amount: number;
  currency: string;
  /** FUEL, WASH or EV_CHARGE. */
  productType: string;
  /** Where Amazon sends the driver after approving (the query gets amazonCheckoutSessionId). */
  returnUrl: string;
  /** Where Amazon sends the driver after a cancel (the query gets amazonIsCancel=true). */
  cancelUrl: string;
}

/** The adapter of this build: the sandbox's simulated checkout page, or Amazon's script. */
const adapter = (): Promise<AmazonPayAdapter> =>
  usesSandbox
    ? import('../../../../sandbox/sandboxAmazonPay').then((module) => module.sandboxAmazonPay)
    : import('./browserAmazonPay').then((module) => module.browserAmazonPay);

/** The platform's button settings and signed session, then Amazon's checkout. */
export async function startAmazonCheckout(
  api: Api,
  request: AmazonCheckoutRequest,
  { signal }: { signal?: AbortSignal } = {},
) {
  const amount = { amount: request.amount, currencyCode: request.currency };
  const buttonConfig = await api.payments.amazonPayButtonConfig(
    { productType: request.productType, ledgerCurrency: request.currency },
    { signal },
  );
  const sessionConfig = await api.payments.amazonPaySessionConfig(
    {
      chargeAmount: amount,
      webCheckoutDetails: { checkoutReviewReturnUrl: request.returnUrl, checkoutCancelUrl: request.cancelUrl },
    },
    { signal },
  );
  return (await adapter()).startCheckout({ buttonConfig, sessionConfig });
}
