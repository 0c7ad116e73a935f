/**
 * The real device wallets of the browser: Google Pay through Google's pay.js and Apple Pay through
 * ApplePaySession. The platform chooses the payment gateway (GET /v4/merchants/best-match) and validates the
 * Apple Pay merchant (POST /v4/apple-pay/session). The driver closing a sheet is `cancelled`, never an error.
 */
import type { Api } from '../../../api';
import { config } from '../../../config';
import { type WalletAdapter, type WalletRequest, type WalletResult, WalletUnavailableError } from './walletPort';

/** SPEC.md section 9: Mastercard, Visa and Amex, PAN-only and 3-D Secure authentication. */
const googleNetworks = ['MASTERCARD', 'VISA', 'AMEX'];
const googleAuthMethods = ['PAN_ONLY', 'CRYPTOGRAM_3DS'];
const appleNetworks = ['masterCard', 'visa', 'amex'];
const googlePayScript = 'https://pay.google.com/gp/p/js/pay.js';

/** Amounts as the wallets want them: a string with two decimals. */
export const walletAmount = (amount: number) => (Math.floor(Math.round(amount * 100 * 1000) / 1000) / 100).toFixed(2);

let googleScript: Promise<void> | undefined;

function loadGooglePay(): Promise<void> {
  if (window.google?.payments?.api) return Promise.resolve();
  googleScript ??= new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = googlePayScript;
    script.async = true;
    script.onload = () => resolve();
    script.onerror = () => {
      googleScript = undefined;
      script.remove();
      reject(new WalletUnavailableError('Google Pay could not be loaded'));
    };
    document.head.append(script);
  });
  return googleScript;
}

async function googlePay(api: Api, request: WalletRequest): Promise<WalletResult> {
  await loadGooglePay();
  const client = new window.google!.payments.api.PaymentsClient({ environment: config.googlePayEnvironment });
  const merchant = await api.payments.getBestMerchant({
    poiCountry: request.countryCode,
    userCountry: request.userCountry ?? request.countryCode,
    providerMethod: 'GOOGLE_PAY',
    productType: request.productType,
  });
  const cardMethod = {
    type: 'CARD',
    parameters: { allowedAuthMethods: googleAuthMethods, allowedCardNetworks: googleNetworks },
  };
  const base = { apiVersion: 2, apiVersionMinor: 0 };
  const ready = await client.isReadyToPay({ ...base, allowedPaymentMethods: [cardMethod] });
  if (!ready.result) throw new WalletUnavailableError('Google Pay not available');
  try {
    const data = await client.loadPaymentData({
      ...base,
      allowedPaymentMethods: [
        {
          ...cardMethod,
          tokenizationSpecification: {
            type: 'PAYMENT_GATEWAY',
            parameters: {
              gateway: merchant.provider,
              gatewayMerchantId: merchant.gatewayMerchantId ?? merchant.merchantId,
            },
          },
        },
      ],
      merchantInfo: {
        merchantName: request.merchantName,
        ...(config.googlePayMerchantId ? { merchantId: config.googlePayMerchantId } : {}),
      },
      transactionInfo: {
        totalPriceStatus: 'FINAL',
        totalPrice: walletAmount(request.amount),
        currencyCode: request.currency,
        countryCode: request.countryCode,
      },
    });
    return { status: 'token', token: data.paymentMethodData.tokenizationData.token };
  } catch (error) {
    if ((error as { statusCode?: string } | undefined)?.statusCode === 'CANCELED') return { status: 'cancelled' };
    throw new WalletUnavailableError(
      (error as { statusMessage?: string } | undefined)?.statusMessage ?? 'Google Pay failed',
    );
  }
}

function applePay(api: Api, request: WalletRequest): Promise<WalletResult> {
  const Session = window.ApplePaySession;
  if (!Session?.canMakePayments()) {
    return Promise.reject(new WalletUnavailableError('Apple Pay not available in this browser'));
  }
  return new Promise<WalletResult>((resolve, reject) => {
    const session = new Session(3, {
      countryCode: request.countryCode,
      currencyCode: request.currency,
      supportedNetworks: appleNetworks,
      merchantCapabilities: ['supports3DS'],
      total: { label: request.merchantName, amount: walletAmount(request.amount) },
    });
    session.onvalidatemerchant = (event) => {
      api.payments.applePaySession({ validationUrl: event.validationURL, domain: location.hostname }).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        (error: unknown) => {
          session.abort();
          reject(error);
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      session.completePayment(Session.STATUS_SUCCESS);
      resolve({ status: 'token', token: JSON.stringify(event.payment.token.paymentData) });
    };
    session.oncancel = () => resolve({ status: 'cancelled' });
    session.begin();
  });
}

export const createBrowserWallet = (api: Api): WalletAdapter => ({
  requestToken: (request) => (request.wallet === 'APPLE_PAY' ? applePay(api, request) : googlePay(api, request)),
});
