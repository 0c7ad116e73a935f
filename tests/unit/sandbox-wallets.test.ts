import { beforeEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { fixtureIds } from '../../src/sandbox/stations';
import { applePayTestToken, googlePayTestToken, readWalletToken } from '../../src/sandbox/walletTokens';
import { refusal, refusalStatus, resetSandbox } from '../sandboxServer';

async function guest() {
  let token: string | undefined;
  const api = createApi({ getToken: () => token, getLocale: () => 'en' });
  token = (await api.auth.registerGuest()).auth_token;
  return api;
}

const googlePay = { poiCountry: 'DE', userCountry: 'DE', providerMethod: 'GOOGLE_PAY', productType: 'FUEL' };

describe('the sandbox platform for device wallets', () => {
  beforeEach(() => resetSandbox());

  it("names the payment gateway a wallet tokenises for, for the station's country", async () => {
    const api = await guest();
    expect(await api.payments.getBestMerchant(googlePay)).toEqual({
      merchantId: 'forecourt-de',
      provider: 'sandboxpsp',
      country: 'DE',
      gatewayMerchantId: 'forecourt-sandbox-de',
    });
    expect(
      await api.payments.getBestMerchant({ ...googlePay, poiCountry: 'PT', providerMethod: 'APPLE_PAY' }),
    ).toMatchObject({ country: 'PT', gatewayMerchantId: 'forecourt-sandbox-pt' });
    expect(await refusal(api.payments.getBestMerchant({ ...googlePay, poiCountry: 'Germany' }))).toEqual({
      status: 400,
      description: 'poiCountry and userCountry must be ISO country codes',
    });
    expect(await refusalStatus(api.payments.getBestMerchant({ ...googlePay, providerMethod: 'PAYPAL' }))).toBe(400);
    const stranger = createApi({ getToken: () => undefined, getLocale: () => 'en' });
    expect(await refusalStatus(stranger.payments.getBestMerchant(googlePay))).toBe(401);
  });

  it("validates an Apple Pay merchant only through Apple's gateways", async () => {
    const api = await guest();
    const session = await api.payments.applePaySession({
      validationUrl: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
      domain: 'pay.example.com',
    });
    expect(session).toMatchObject({
      domainName: 'pay.example.com',
      merchantIdentifier: 'merchant.com.forecourt.sandbox',
      displayName: 'Forecourt',
    });
    expect(session.merchantSessionIdentifier).toEqual(expect.stringMatching(/^SSH[0-9A-F]{32}$/));
    expect(session.expiresAt).toBeGreaterThan(session.epochTimestamp as number);
    for (const validationUrl of [
      'https://apple-pay-gateway.apple.com.evil.example/paymentSession',
      'http://apple-pay-gateway.apple.com/paymentservices/paymentSession',
      'not a url',
    ]) {
      expect(await refusal(api.payments.applePaySession({ validationUrl, domain: 'pay.example.com' }))).toEqual({
        status: 400,
        description: 'validationUrl is not an Apple Pay gateway',
      });
    }
  });

  it('tells each wallet by its token and pays a guest once with each', async () => {
    expect(readWalletToken(googlePayTestToken())).toEqual({ wallet: 'GOOGLE_PAY' });
    expect(readWalletToken(applePayTestToken())).toEqual({ wallet: 'APPLE_PAY' });
    expect(readWalletToken('examplePaymentMethodToken')).toBeUndefined();
    // Each payment's token is its own.
    expect(googlePayTestToken(1)).not.toBe(googlePayTestToken(2));

    const api = await guest();
    const station = await api.stations.getPoi(fixtureIds.berlin);
    for (const [name, paymentToken] of [
      ['1', googlePayTestToken()],
      ['2', applePayTestToken()],
    ] as const) {
      const pump = station.products.find((product) => product.name === name)!;
      const order = await api.orders.createOrder({
        poiId: fixtureIds.berlin,
        autoAcquire: false,
        products: [{ productId: pump._id, fuelTypeId: 'SUPER_E5' }],
      });
      await api.orders.authorize(order._id, { authorizePrice: 20, paymentToken });
      expect((await api.orders.getOrder(order._id)).state).toBe('PAYMENT_AUTHORIZED');
    }
  });
});
