// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../src/api';
import { createBrowserWallet, walletAmount } from '../../src/flows/pay/wallet/browserWallet';
import { type WalletRequest, WalletUnavailableError } from '../../src/flows/pay/wallet/walletPort';

const request: WalletRequest = {
  wallet: 'GOOGLE_PAY',
  amount: 50,
  currency: 'EUR',
  amountText: '€50.00',
  countryCode: 'DE',
  userCountry: 'AT',
  productType: 'FUEL',
  merchantName: 'Aral',
};

function fakeApi() {
  return {
    payments: {
      getBestMerchant: vi.fn(async () => ({ merchantId: 'm-1', provider: 'adyen', gatewayMerchantId: 'gw-1' })),
      applePaySession: vi.fn(async () => ({ merchantSessionIdentifier: 'apple-session' })),
    },
  } as unknown as Api & {
    payments: { getBestMerchant: ReturnType<typeof vi.fn>; applePaySession: ReturnType<typeof vi.fn> };
  };
}

function installGooglePay(loadPaymentData: (request: Record<string, unknown>) => Promise<unknown>) {
  const calls: Record<string, unknown>[] = [];
  class PaymentsClient {
    constructor(public options: { environment: string }) {}
    isReadyToPay = async () => ({ result: true });
    loadPaymentData = (body: Record<string, unknown>) => {
      calls.push(body);
      return loadPaymentData(body);
    };
  }
  (window as unknown as { google: unknown }).google = { payments: { api: { PaymentsClient } } };
  return calls;
}

afterEach(() => {
  delete (window as { google?: unknown }).google;
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  vi.restoreAllMocks();
});

describe('Google Pay', () => {
  it('asks for the amount with the gateway the platform chose and returns the token', async () => {
    const calls = installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok-123' } } }));
    const api = fakeApi();
    const result = await createBrowserWallet(api).requestToken({ ...request, amount: 49.999 });
    expect(result).toEqual({ status: 'token', token: 'tok-123' });
    expect(api.payments.getBestMerchant).toHaveBeenCalledWith({
      poiCountry: 'DE',
      userCountry: 'AT',
      providerMethod: 'GOOGLE_PAY',
      productType: 'FUEL',
    });
    const body = calls[0] as {
      allowedPaymentMethods: {
        parameters: { allowedCardNetworks: string[]; allowedAuthMethods: string[] };
        tokenizationSpecification: { parameters: Record<string, string> };
      }[];
      transactionInfo: Record<string, string>;
    };
    const method = body.allowedPaymentMethods[0]!;
    expect(method.parameters.allowedCardNetworks).toEqual(['MASTERCARD', 'VISA', 'AMEX']);
    expect(method.parameters.allowedAuthMethods).toEqual(['PAN_ONLY', 'CRYPTOGRAM_3DS']);
    expect(method.tokenizationSpecification.parameters).toEqual({ gateway: 'adyen', gatewayMerchantId: 'gw-1' });
    // Floored to the cent, as a string.
    expect(body.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '49.99',
      currencyCode: 'EUR',
      countryCode: 'DE',
    });
  });

  it('treats CANCELED as a silent cancel', async () => {
    installGooglePay(async () => {
      throw { statusCode: 'CANCELED' };
    });
    await expect(createBrowserWallet(fakeApi()).requestToken(request)).resolves.toEqual({ status: 'cancelled' });
  });

  it('reports other wallet failures', async () => {
    installGooglePay(async () => {
      throw { statusCode: 'DEVELOPER_ERROR', statusMessage: 'Merchant not set up' };
    });
    await expect(createBrowserWallet(fakeApi()).requestToken(request)).rejects.toThrow('Merchant not set up');
  });

  it('reports a script that cannot be loaded', async () => {
    vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
      const script = nodes[0] as HTMLScriptElement;
      queueMicrotask(() => script.onerror?.(new Event('error')));
    });
    const attempt = createBrowserWallet(fakeApi()).requestToken(request);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
  });
});

describe('Apple Pay', () => {
  it('says Apple Pay is not available in a browser without it', async () => {
    await expect(createBrowserWallet(fakeApi()).requestToken({ ...request, wallet: 'APPLE_PAY' })).rejects.toThrow(
      'Apple Pay not available in this browser',
    );
  });

  it('validates the merchant through the platform and returns the payment token', async () => {
    const sessions: FakeSession[] = [];
    class FakeSession {
      static STATUS_SUCCESS = 0;
      static canMakePayments = () => true;
      onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
      onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null = null;
      oncancel: (() => void) | null = null;
      validated: unknown;
      completed: number | undefined;
      constructor(
        public version: number,
        public request: Record<string, unknown>,
      ) {
        sessions.push(this);
      }
      completeMerchantValidation(session: unknown) {
        this.validated = session;
        this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'encrypted' } } } });
      }
      completePayment(status: number) {
        this.completed = status;
      }
      begin() {
        this.onvalidatemerchant?.({
          validationURL: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
        });
      }
      abort() {}
    }
    (window as unknown as { ApplePaySession: unknown }).ApplePaySession = FakeSession;
    const api = fakeApi();
    const result = await createBrowserWallet(api).requestToken({ ...request, wallet: 'APPLE_PAY', amount: 14.99 });
    expect(result).toEqual({ status: 'token', token: JSON.stringify({ data: 'encrypted' }) });
    const session = sessions[0]!;
    expect(session.request).toMatchObject({
      countryCode: 'DE',
      currencyCode: 'EUR',
      supportedNetworks: ['masterCard', 'visa', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Aral', amount: '14.99' },
    });
    expect(api.payments.applePaySession).toHaveBeenCalledWith({
      validationUrl: 'https://apple-pay-gateway.apple.com/paymentservices/startSession',
      domain: location.hostname,
    });
    expect(session.validated).toEqual({ merchantSessionIdentifier: 'apple-session' });
    expect(session.completed).toBe(0);
  });
});

describe('wallet amounts', () => {
  it.each([
    [50, '50.00'],
    [14.99, '14.99'],
    [0.1 + 0.2, '0.30'],
    [49.999, '49.99'],
  ])('%s is %s', (amount, text) => expect(walletAmount(amount)).toBe(text));
});
