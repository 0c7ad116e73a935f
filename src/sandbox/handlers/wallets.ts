/**
 * The platform's side of the device wallets (SPEC.md section 7): the payment gateway a wallet tokenises for
 * (GET /v4/merchants/best-match) and Apple Pay's merchant validation (POST /v4/apple-pay/session). The token a
 * wallet then hands over is checked by the order's authorisation (handlers/orders.ts, walletTokens.ts).
 */
import { HttpResponse, http } from 'msw';
import { hashString } from '../random';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** The sandbox's payment provider, as Google Pay's PAYMENT_GATEWAY tokenisation names it in test mode. */
export const sandboxGateway = 'sandboxpsp';
const walletMethods: readonly string[] = ['GOOGLE_PAY', 'APPLE_PAY'];
const countryCode = /^[A-Z]{2}$/;

/**
 * Apple Pay's merchant validation hosts (Apple's "Setting up your server": the production and sandbox payment
 * gateways, in and outside China). A validation URL elsewhere is not Apple's and is refused.
 */
const appleGatewayHost = /^(cn-)?apple-pay-gateway(-cert|-(nc|pr)-pod\d+(-dr)?)?\.apple\.com$/;

export function walletHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  return [
    http.get(`${base}/v4/merchants/best-match`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const query = new URL(request.url).searchParams;
      const poiCountry = query.get('poiCountry') ?? '';
      const userCountry = query.get('userCountry') ?? '';
      const providerMethod = query.get('providerMethod') ?? '';
      if (!countryCode.test(poiCountry) || !countryCode.test(userCountry)) {
        return fail(400, 'poiCountry and userCountry must be ISO country codes', [400]);
      }
      if (!walletMethods.includes(providerMethod)) return fail(400, `No merchant for ${providerMethod}`, [400]);
      if (!query.get('productType')) return fail(400, 'productType is required', [400]);
      return HttpResponse.json({
        merchantId: `forecourt-${poiCountry.toLowerCase()}`,
        provider: sandboxGateway,
        country: poiCountry,
        gatewayMerchantId: `forecourt-sandbox-${poiCountry.toLowerCase()}`,
      });
    }),

    // Apple's answer to the merchant validation, passed through as the platform would: an opaque merchant
    // session that ApplePaySession.completeMerchantValidation takes.
    http.post(`${base}/v4/apple-pay/session`, async ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const body = await readJson(request);
      const validationUrl = typeof body.validationUrl === 'string' ? body.validationUrl : '';
      const domain = typeof body.domain === 'string' ? body.domain : '';
      let host = '';
      try {
        const url = new URL(validationUrl);
        host = url.protocol === 'https:' ? url.hostname : '';
      } catch {
        host = '';
      }
      if (!appleGatewayHost.test(host)) return fail(400, 'validationUrl is not an Apple Pay gateway', [400]);
      if (!/^[a-z0-9.-]+$/i.test(domain)) return fail(400, 'domain is required', [400]);
      const now = ctx.now();
      const id = hashString(`${auth.user.id}:${now}`).toString(16).toUpperCase();
      return HttpResponse.json({
        epochTimestamp: now,
        expiresAt: now + 3_600_000,
        merchantSessionIdentifier: `SSH${id.padStart(32, '0')}`,
        nonce: id.slice(0, 8).toLowerCase().padStart(8, '0'),
        merchantIdentifier: 'merchant.com.forecourt.sandbox',
        domainName: domain,
        displayName: 'Forecourt',
        signature: btoa(`sandbox-signature:${id}:${domain}`),
        operationalAnalyticsIdentifier: `Forecourt:${id}`,
        retries: 0,
        pspId: sandboxGateway,
      });
    }),
  ];
}
