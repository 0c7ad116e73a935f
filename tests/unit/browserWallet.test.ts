// @vitest-environment happy-dom
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Api } from '../../src/api';
import { createBrowserWallet, walletAmount } from '../../src/flows/pay/checkout/wallet/browserWallet';
import { type WalletRequest, WalletUnavailableError } from '../../src/flows/pay/checkout/wallet/walletPort';

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
const applePayRequest: WalletRequest = { ...request, wallet: 'APPLE_PAY' };
const validationURL = 'https://apple-pay-gateway.apple.com/paymentservices/startSession';

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

interface GoogleBody {
  allowedPaymentMethods: {
    type: string;
    parameters: Record<string, unknown> & { allowedCardNetworks: string[]; allowedAuthMethods: string[] };
    tokenizationSpecification?: { type: string; parameters: Record<string, string> };
  }[];
  merchantInfo: Record<string, string>;
  transactionInfo: Record<string, string>;
}

function installGooglePay(
  loadPaymentData: (request: Record<string, unknown>) => Promise<unknown>,
  ready: () => Promise<{ result: boolean }> = async () => ({ result: true }),
) {
  const calls = { environments: [] as string[], ready: [] as GoogleBody[], load: [] as GoogleBody[] };
  class PaymentsClient {
    constructor(options: { environment: string }) {
      calls.environments.push(options.environment);
    }
    isReadyToPay = (body: GoogleBody) => {
      calls.ready.push(body);
      return ready();
    };
    loadPaymentData = (body: GoogleBody) => {
      calls.load.push(body);
      return loadPaymentData(body as unknown as Record<string, unknown>);
    };
  }
  (window as unknown as { google: unknown }).google = { payments: { api: { PaymentsClient } } };
  return calls;
}

/** A fake ApplePaySession whose driver the test plays with `behave`. */
function installApplePay(behave: (session: FakeSession) => void = authorizeAfterValidation) {
  const sessions: FakeSession[] = [];
  class Session extends FakeSession {
    static STATUS_SUCCESS = 0;
    static STATUS_FAILURE = 1;
    static canMakePayments = () => true;
    constructor(version: number, request: Record<string, unknown>) {
      super(version, request, behave);
      sessions.push(this);
    }
  }
  (window as unknown as { ApplePaySession: unknown }).ApplePaySession = Session;
  return sessions;
}

class FakeSession {
  onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
  onpaymentauthorized: ((event: { payment: { token: { paymentData: unknown } } }) => void) | null = null;
  oncancel: (() => void) | null = null;
  begun = false;
  aborted = false;
  validated: unknown;
  completed: number | undefined;
  constructor(
    public version: number,
    public request: Record<string, unknown>,
    private behave: (session: FakeSession) => void,
  ) {}
  completeMerchantValidation(session: unknown) {
    this.validated = session;
    this.onpaymentauthorized?.({ payment: { token: { paymentData: { data: 'encrypted', version: 'EC_v1' } } } });
  }
  completePayment(status: number) {
    this.completed = status;
  }
  begin() {
    this.begun = true;
    this.behave(this);
  }
  abort() {
    this.aborted = true;
  }
}

function authorizeAfterValidation(session: FakeSession) {
  session.onvalidatemerchant?.({ validationURL });
}

/** A fresh copy of the adapter, whose pay.js loader has not run yet. */
async function freshBrowserWallet() {
  vi.resetModules();
  return import('../../src/flows/pay/checkout/wallet/browserWallet');
}

/** Catches the scripts the adapter adds to the page and lets the test answer their load. */
function catchScripts() {
  const scripts: HTMLScriptElement[] = [];
  vi.spyOn(document.head, 'append').mockImplementation((...nodes) => {
    scripts.push(nodes[0] as HTMLScriptElement);
  });
  return scripts;
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  delete (window as { google?: unknown }).google;
  delete (window as { ApplePaySession?: unknown }).ApplePaySession;
  vi.restoreAllMocks();
  vi.unstubAllEnvs();
});

describe('Google Pay', () => {
  it('asks for the amount with the gateway the platform chose and returns the token', async () => {
    const calls = installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok-123' } } }));
    const api = fakeApi();
    const result = await createBrowserWallet(api).requestToken({ ...request, amount: 49.999 });
    expect(result).toEqual({ status: 'token', token: 'tok-123' });
    expect(calls.environments).toEqual(['TEST']);
    expect(api.payments.getBestMerchant).toHaveBeenCalledWith(
      { poiCountry: 'DE', userCountry: 'AT', providerMethod: 'GOOGLE_PAY', productType: 'FUEL' },
      expect.objectContaining({ signal: expect.any(AbortSignal) }),
    );
    expect(calls.ready[0]!.allowedPaymentMethods[0]!.parameters).toEqual({
      allowedCardNetworks: ['MASTERCARD', 'VISA', 'AMEX'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    });
    const body = calls.load[0]!;
    const method = body.allowedPaymentMethods[0]!;
    expect(method.type).toBe('CARD');
    expect(method.parameters).toEqual({
      allowedCardNetworks: ['MASTERCARD', 'VISA', 'AMEX'],
      allowedAuthMethods: ['PAN_ONLY', 'CRYPTOGRAM_3DS'],
    });
    expect(method.tokenizationSpecification).toEqual({
      type: 'PAYMENT_GATEWAY',
      parameters: { gateway: 'adyen', gatewayMerchantId: 'gw-1' },
    });
    expect(body.merchantInfo).toMatchObject({ merchantName: 'Aral' });
    // Floored to the cent, as a string.
    expect(body.transactionInfo).toEqual({
      totalPriceStatus: 'FINAL',
      totalPrice: '49.99',
      currencyCode: 'EUR',
      countryCode: 'DE',
    });
  });

  it('uses the station country for the gateway choice when the driver has none', async () => {
    installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok' } } }));
    const api = fakeApi();
    await createBrowserWallet(api).requestToken({ ...request, userCountry: undefined, productType: 'WASH' });
    expect(api.payments.getBestMerchant).toHaveBeenCalledWith(
      { poiCountry: 'DE', userCountry: 'DE', providerMethod: 'GOOGLE_PAY', productType: 'WASH' },
      expect.anything(),
    );
  });

  it('asks a guest for the billing address', async () => {
    const calls = installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok' } } }));
    await createBrowserWallet(fakeApi()).requestToken({ ...request, guest: true });
    expect(calls.load[0]!.allowedPaymentMethods[0]!.parameters).toMatchObject({
      billingAddressRequired: true,
      billingAddressParameters: { format: 'FULL' },
    });
  });

  it('runs in the PRODUCTION environment when the build says so', async () => {
    vi.stubEnv('VITE_GOOGLE_PAY_ENVIRONMENT', 'PRODUCTION');
    vi.stubEnv('VITE_GOOGLE_PAY_MERCHANT_ID', 'BCR2DN-1234');
    const fresh = await freshBrowserWallet();
    const calls = installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok' } } }));
    await fresh.createBrowserWallet(fakeApi()).requestToken(request);
    expect(calls.environments).toEqual(['PRODUCTION']);
    expect(calls.load[0]!.merchantInfo).toEqual({ merchantName: 'Aral', merchantId: 'BCR2DN-1234' });
  });

  it('treats CANCELED as a silent cancel', async () => {
    installGooglePay(async () => {
      throw { statusCode: 'CANCELED' };
    });
    await expect(createBrowserWallet(fakeApi()).requestToken(request)).resolves.toEqual({ status: 'cancelled' });
  });

  it('reports other wallet failures with their message', async () => {
    installGooglePay(async () => {
      throw { statusCode: 'DEVELOPER_ERROR', statusMessage: 'Merchant not set up' };
    });
    const attempt = createBrowserWallet(fakeApi()).requestToken(request);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
    await expect(attempt).rejects.toThrow('Merchant not set up');
  });

  it('reports a device that cannot pay with Google Pay and opens no sheet', async () => {
    const calls = installGooglePay(
      async () => ({ paymentMethodData: { tokenizationData: { token: 'tok' } } }),
      async () => ({ result: false }),
    );
    const attempt = createBrowserWallet(fakeApi()).requestToken(request);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
    await expect(attempt).rejects.toThrow('Google Pay not available');
    expect(calls.load).toHaveLength(0);
  });

  it('reports a platform that finds no merchant and opens no sheet', async () => {
    const calls = installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok' } } }));
    const api = fakeApi();
    api.payments.getBestMerchant.mockRejectedValueOnce(new Error('HTTP 404'));
    const attempt = createBrowserWallet(api).requestToken(request);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
    await expect(attempt).rejects.toThrow('Google Pay could not be started');
    expect(calls.load).toHaveLength(0);
  });

  it('loads pay.js once for any number of requests', async () => {
    const fresh = await freshBrowserWallet();
    const scripts = catchScripts();
    const api = fakeApi();
    const wallet = fresh.createBrowserWallet(api);
    const first = wallet.requestToken(request);
    const second = wallet.requestToken(request);
    await settled();
    expect(scripts).toHaveLength(1);
    expect(scripts[0]!.src).toBe('https://pay.google.com/gp/p/js/pay.js');
    installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok-1' } } }));
    scripts[0]!.onload?.(new Event('load'));
    await expect(first).resolves.toEqual({ status: 'token', token: 'tok-1' });
    await expect(second).resolves.toEqual({ status: 'token', token: 'tok-1' });
    await wallet.requestToken(request);
    expect(scripts).toHaveLength(1);
  });

  it('reports a script that cannot be loaded, and tries again on the next request', async () => {
    const fresh = await freshBrowserWallet();
    const scripts = catchScripts();
    const api = fakeApi();
    const attempt = fresh.createBrowserWallet(api).requestToken(request);
    await settled();
    scripts[0]!.onerror?.(new Event('error'));
    await expect(attempt).rejects.toMatchObject({
      name: 'WalletUnavailableError',
      message: 'Google Pay could not be loaded',
    });
    expect(api.payments.getBestMerchant).not.toHaveBeenCalled();
    const retry = fresh.createBrowserWallet(api).requestToken(request);
    await settled();
    expect(scripts).toHaveLength(2);
    installGooglePay(async () => ({ paymentMethodData: { tokenizationData: { token: 'tok-2' } } }));
    scripts[1]!.onload?.(new Event('load'));
    await expect(retry).resolves.toEqual({ status: 'token', token: 'tok-2' });
  });
});

describe('Apple Pay', () => {
  it('says Apple Pay is not available in a browser without it', async () => {
    const attempt = createBrowserWallet(fakeApi()).requestToken(applePayRequest);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
    await expect(attempt).rejects.toThrow(/^Apple Pay not available in this browser$/);
  });

  it('says the same when the device cannot make payments', async () => {
    const sessions = installApplePay();
    (window.ApplePaySession as unknown as { canMakePayments: () => boolean }).canMakePayments = () => false;
    await expect(createBrowserWallet(fakeApi()).requestToken(applePayRequest)).rejects.toThrow(
      'Apple Pay not available in this browser',
    );
    expect(sessions).toHaveLength(0);
  });

  it('validates the merchant through the platform and returns the payment token', async () => {
    const sessions = installApplePay();
    const api = fakeApi();
    const wallet = createBrowserWallet(api);
    const result = await wallet.requestToken({ ...applePayRequest, amount: 14.999 });
    expect(result).toEqual({ status: 'token', token: JSON.stringify({ data: 'encrypted', version: 'EC_v1' }) });
    const session = sessions[0]!;
    expect(session.version).toBe(3);
    expect(session.request).toEqual({
      countryCode: 'DE',
      currencyCode: 'EUR',
      supportedNetworks: ['masterCard', 'visa', 'amex'],
      merchantCapabilities: ['supports3DS'],
      total: { label: 'Aral', amount: '14.99' },
    });
    expect(api.payments.applePaySession).toHaveBeenCalledWith({
      validationUrl: validationURL,
      domain: location.hostname,
    });
    expect(session.validated).toEqual({ merchantSessionIdentifier: 'apple-session' });
    // The sheet says "done" only once the platform has authorised the payment.
    expect(session.completed).toBeUndefined();
    wallet.settle(true);
    expect(session.completed).toBe(0);
    // Told once: a later answer changes nothing.
    wallet.settle(false);
    expect(session.completed).toBe(0);
  });

  it('tells the sheet the payment failed when the platform refuses it', async () => {
    const sessions = installApplePay();
    const wallet = createBrowserWallet(fakeApi());
    await wallet.requestToken(applePayRequest);
    wallet.settle(false);
    expect(sessions[0]!.completed).toBe(1);
  });

  it('asks a guest for a postal address and an email', async () => {
    const sessions = installApplePay();
    await createBrowserWallet(fakeApi()).requestToken({ ...applePayRequest, guest: true });
    expect(sessions[0]!.request).toMatchObject({
      requiredBillingContactFields: ['postalAddress'],
      requiredShippingContactFields: ['email'],
    });
  });

  it('treats a closed sheet as a silent cancel', async () => {
    installApplePay((session) => session.oncancel?.());
    await expect(createBrowserWallet(fakeApi()).requestToken(applePayRequest)).resolves.toEqual({
      status: 'cancelled',
    });
  });

  it('closes the sheet and reports a merchant the platform does not validate', async () => {
    const sessions = installApplePay();
    const api = fakeApi();
    api.payments.applePaySession.mockRejectedValueOnce(new Error('HTTP 500'));
    const attempt = createBrowserWallet(api).requestToken(applePayRequest);
    await expect(attempt).rejects.toBeInstanceOf(WalletUnavailableError);
    expect(sessions[0]!.aborted).toBe(true);
    expect(sessions[0]!.completed).toBeUndefined();
  });
});

describe('whether a wallet can pay, asked before it is offered', () => {
  it("is Google Pay's own answer to isReadyToPay, for the accepted cards", async () => {
    const calls = installGooglePay(
      async () => ({}),
      async () => ({ result: false }),
    );
    expect(await createBrowserWallet(fakeApi()).isReady('GOOGLE_PAY')).toBe(false);
    expect(calls.ready[0]).toMatchObject({
      apiVersion: 2,
      allowedPaymentMethods: [{ type: 'CARD', parameters: { allowedCardNetworks: ['MASTERCARD', 'VISA', 'AMEX'] } }],
    });
    installGooglePay(
      async () => ({}),
      async () => ({ result: true }),
    );
    expect(await createBrowserWallet(fakeApi()).isReady('GOOGLE_PAY')).toBe(true);
    installGooglePay(
      async () => ({}),
      async () => Promise.reject(new Error('OR_BIBED_06')),
    );
    expect(await createBrowserWallet(fakeApi()).isReady('GOOGLE_PAY')).toBe(false);
  });

  it('is ApplePaySession.canMakePayments, and no when there is no Apple Pay', async () => {
    const wallet = createBrowserWallet(fakeApi());
    delete (window as unknown as { ApplePaySession?: unknown }).ApplePaySession;
    expect(await wallet.isReady('APPLE_PAY')).toBe(false);
    installApplePay();
    expect(await wallet.isReady('APPLE_PAY')).toBe(true);
  });
});

describe('the wallet port on a configured platform', () => {
  it('starts the Apple Pay sheet within the tap, without waiting for anything', async () => {
    vi.stubEnv('VITE_PLATFORM_URL', 'https://platform.example');
    vi.resetModules();
    const { requestWalletToken } = await import('../../src/flows/pay/checkout/wallet');
    await vi.dynamicImportSettled();
    const sessions = installApplePay(() => {});
    void requestWalletToken(fakeApi(), applePayRequest);
    // Nothing awaited: Safari refuses a session that is not created during the driver's tap.
    expect(sessions).toHaveLength(1);
    expect(sessions[0]!.begun).toBe(true);
  });
});

describe('wallet amounts', () => {
  it.each([
    [50, '50.00'],
    [14.99, '14.99'],
    [0.1 + 0.2, '0.30'],
    [49.999, '49.99'],
    [1.005, '1.00'],
  ])('%s is %s', (amount, text) => expect(walletAmount(amount, 'EUR')).toBe(text));

  it.each([
    [1234.5, 'ISK', '1234'],
    [1234.5, 'DKK', '1234.50'],
    [99.999, 'CHF', '99.99'],
  ])("%s %s is %s (the currency's own minor unit)", (amount, currency, text) =>
    expect(walletAmount(amount, currency)).toBe(text),
  );
});
