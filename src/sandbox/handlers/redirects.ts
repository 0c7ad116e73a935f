/**
 * The payment means whose approval happens on a provider's page: Amazon Pay's button and session configs
 * (POST auth/amazon-pay/button-config, POST v4/amazon-pay/session-config) and the simulated Amazon checkout's
 * approval (sandbox only). Bluecode and Payconiq approvals use the order's interaction (orders.ts).
 */
import { HttpResponse, http } from 'msw';
import { hashString } from '../random';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** The sandbox's stand-in for the platform's signature of an Amazon checkout payload. */
export const amazonSignature = (payloadJSON: string) => `sandbox-signature-${hashString(`amazon:${payloadJSON}`)}`;

interface AmazonPayload {
  chargeAmount?: { amount?: unknown; currencyCode?: unknown };
  webCheckoutDetails?: { checkoutReviewReturnUrl?: unknown; checkoutCancelUrl?: unknown };
}

const parsePayload = (payloadJSON: string): AmazonPayload | undefined => {
  try {
    const payload: unknown = JSON.parse(payloadJSON);
    return payload && typeof payload === 'object' ? (payload as AmazonPayload) : undefined;
  } catch {
    return undefined;
  }
};

export function redirectHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;

  return [
    http.post(`${base}/auth/amazon-pay/button-config`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const { ledgerCurrency } = await readJson(request);
      return HttpResponse.json({
        merchantId: 'SANDBOX-AMAZON-MERCHANT',
        ledgerCurrency: typeof ledgerCurrency === 'string' ? ledgerCurrency : 'EUR',
        sandbox: true,
        checkoutLanguage: 'en_GB',
        productType: 'PayOnly',
        placement: 'Checkout',
        buttonColor: 'Gold',
      });
    }),

    http.post(`${base}/v4/amazon-pay/session-config`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const { chargeAmount, webCheckoutDetails } = (await readJson(request)) as AmazonPayload;
      const returnUrl = webCheckoutDetails?.checkoutReviewReturnUrl;
      const cancelUrl = webCheckoutDetails?.checkoutCancelUrl;
      if (
        typeof chargeAmount?.amount !== 'number' ||
        typeof chargeAmount.currencyCode !== 'string' ||
        typeof returnUrl !== 'string' ||
        typeof cancelUrl !== 'string'
      ) {
        return fail(422, 'chargeAmount and webCheckoutDetails are required', [320]);
      }
      const payloadJSON = JSON.stringify({
        storeId: 'sandbox-store',
        chargeAmount: { amount: chargeAmount.amount, currencyCode: chargeAmount.currencyCode },
        webCheckoutDetails: { checkoutReviewReturnUrl: returnUrl, checkoutCancelUrl: cancelUrl },
      });
      return HttpResponse.json({ payloadJSON, signature: amazonSignature(payloadJSON), publicKeyId: 'SANDBOX-KEY' });
    }),

    /** The simulated Amazon checkout: what it would show for a signed payload (sandbox only). */
    http.post(`${base}/_sandbox/amazon/review`, async ({ request }) => {
      const { payloadJSON, signature } = await readJson(request);
      const payload = typeof payloadJSON === 'string' ? parsePayload(payloadJSON) : undefined;
      if (!payload || typeof payloadJSON !== 'string' || signature !== amazonSignature(payloadJSON)) {
        return fail(400, 'Invalid checkout session signature', [321]);
      }
      return HttpResponse.json({
        amount: payload.chargeAmount?.amount,
        currency: payload.chargeAmount?.currencyCode,
        cancelUrl: payload.webCheckoutDetails?.checkoutCancelUrl,
      });
    }),

    /** The simulated Amazon checkout approved: a checkout session that pays one order (sandbox only). */
    http.post(`${base}/_sandbox/amazon/checkout-sessions`, async ({ request }) => {
      const { payloadJSON, signature } = await readJson(request);
      const payload = typeof payloadJSON === 'string' ? parsePayload(payloadJSON) : undefined;
      if (!payload || typeof payloadJSON !== 'string' || signature !== amazonSignature(payloadJSON)) {
        return fail(400, 'Invalid checkout session signature', [321]);
      }
      const returnUrl = String(payload.webCheckoutDetails?.checkoutReviewReturnUrl ?? '');
      const id = store.nextId('amzn-session');
      store.update((data) => {
        data.amazonSessions ??= {};
        data.amazonSessions[id] = {
          id,
          amount: Number(payload.chargeAmount?.amount ?? 0),
          currency: String(payload.chargeAmount?.currencyCode ?? 'EUR'),
        };
      });
      const redirect = new URL(returnUrl);
      redirect.searchParams.set('amazonCheckoutSessionId', id);
      return HttpResponse.json({ redirect: redirect.toString() });
    }),
  ];
}
