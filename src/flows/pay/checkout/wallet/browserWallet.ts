/**
 * The real device wallets of the browser: Google Pay through Google's pay.js and Apple Pay through
 * ApplePaySession. The platform chooses the payment gateway (GET /v4/merchants/best-match) and validates the
 * Apple Pay merchant (POST /v4/apple-pay/session). The driver closing a sheet is `cancelled`, never an error;
 * every other failure is a WalletUnavailableError.
 */
import type { Api } from '../../../../api';
import { config } from '../../../../config';
import { currencyDecimals, floorTo } from '../../../../i18n/format';
import { type WalletAdapter, type WalletRequest, type WalletResult, WalletUnavailableError } from './walletPort';

/** SPEC.md section 9: Mastercard, Visa and Amex, PAN-only and 3-D Secure authentication. */
const googleNetworks = ['MASTERCARD', 'VISA', 'AMEX'];
const googleAuthMethods = ['PAN_ONLY', 'CRYPTOGRAM_3DS'];
const appleNetworks = ['masterCard', 'visa', 'amex'];
const googlePayScript = 'https://pay.google.com/gp/p/js/pay.js';
/** SPEC.md section 9: the merchant configuration is awaited at most 10 s. */
const merchantConfigWaitMs = 10_000;

/** Amounts as the wallets want them: floored to the currency's minor unit, a string with its decimals (ISK none). */
export const walletAmount = (amount: number, currency: string) => {
  const decimals = currencyDecimals(currency);
  return floorTo(amount, decimals).toFixed(decimals);
};

const unavailable = (error: unknown, message: string) =>
  error instanceof WalletUnavailableError ? error : new WalletUnavailableError(message);

let googleScript: Promise<void> | undefined;

/** Adds pay.js once; a failed load is forgotten so that the next attempt tries again. */
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

const googleBase = { apiVersion: 2, apiVersionMinor: 0 };
const googleCard = (guest = false) => ({
  type: 'CARD',
  parameters: {
    allowedAuthMethods: googleAuthMethods,
    allowedCardNetworks: googleNetworks,
    // SPEC.md section 5: a guest gives a billing address.
    ...(guest ? { billingAddressRequired: true, billingAddressParameters: { format: 'FULL' } } : {}),
  },
});

/** Google Pay's own answer to whether this browser can pay with one of the accepted cards. */
async function googlePayReady(): Promise<boolean> {
  await loadGooglePay();
  const PaymentsClient = window.google?.payments?.api?.PaymentsClient;
  if (!PaymentsClient) return false;
  const client = new PaymentsClient({ environment: config.googlePayEnvironment });
  const answer = await client.isReadyToPay({ ...googleBase, allowedPaymentMethods: [googleCard()] });
  return answer.result;
}

/** Apple Pay is there and can pay (canMakePayments throws on a page that is not served securely). */
function applePayReady(): boolean {
  try {
    return window.ApplePaySession?.canMakePayments() === true;
  } catch {
    return false;
  }
}

async function googlePay(api: Api, request: WalletRequest): Promise<WalletResult> {
  const cardMethod = googleCard(request.guest);
  const base = googleBase;
  let client: GooglePaymentsClient;
  let merchant: Awaited<ReturnType<Api['payments']['getBestMerchant']>>;
  let ready: boolean;
  try {
    await loadGooglePay();
    const PaymentsClient = window.google?.payments?.api?.PaymentsClient;
    if (!PaymentsClient) throw new WalletUnavailableError('Google Pay could not be loaded');
    client = new PaymentsClient({ environment: config.googlePayEnvironment });
    [merchant, ready] = await Promise.all([
      api.payments.getBestMerchant(
        {
          poiCountry: request.countryCode,
          userCountry: request.userCountry ?? request.countryCode,
          providerMethod: 'GOOGLE_PAY',
          productType: request.productType,
        },
        { signal: AbortSignal.timeout(merchantConfigWaitMs) },
      ),
      client.isReadyToPay({ ...base, allowedPaymentMethods: [cardMethod] }).then((answer) => answer.result),
    ]);
  } catch (error) {
    throw unavailable(error, 'Google Pay could not be started');
  }
  if (!ready) throw new WalletUnavailableError('Google Pay not available');
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
        totalPrice: walletAmount(request.amount, request.currency),
        currencyCode: request.currency,
        countryCode: request.countryCode,
      },
    });
    return { status: 'token', token: data.paymentMethodData.tokenizationData.token };
  } catch (error) {
    const failure = error as { statusCode?: string; statusMessage?: string } | undefined;
    if (failure?.statusCode === 'CANCELED') return { status: 'cancelled' };
    throw new WalletUnavailableError(failure?.statusMessage || 'Google Pay failed');
  }
}

/**
 * Apple Pay opens only from within the driver's tap, so everything up to `begin()` runs without waiting.
 */
function applePay(api: Api, request: WalletRequest): Promise<WalletResult> {
  const Session = window.ApplePaySession;
  let session: ApplePaySessionInstance;
  try {
    // canMakePayments throws on a page that is not served securely.
    if (!Session?.canMakePayments()) throw new Error('no Apple Pay');
    session = new Session(3, {
      countryCode: request.countryCode,
      currencyCode: request.currency,
      supportedNetworks: appleNetworks,
      merchantCapabilities: ['supports3DS'],
      total: { label: request.merchantName, amount: walletAmount(request.amount, request.currency) },
      // SPEC.md section 5: a guest gives a postal address and an email.
      ...(request.guest
        ? { requiredBillingContactFields: ['postalAddress'], requiredShippingContactFields: ['email'] }
        : {}),
    });
  } catch {
    return Promise.reject(new WalletUnavailableError('Apple Pay not available in this browser'));
  }
  return new Promise<WalletResult>((resolve, reject) => {
    session.onvalidatemerchant = (event) => {
      api.payments.applePaySession({ validationUrl: event.validationURL, domain: location.hostname }).then(
        (merchantSession) => session.completeMerchantValidation(merchantSession),
        () => {
          reject(new WalletUnavailableError('Apple Pay merchant validation failed'));
          session.abort();
        },
      );
    };
    session.onpaymentauthorized = (event) => {
      // The sheet stays on "processing" until the platform has answered the authorisation (settle).
      openSheet = (authorised) => session.completePayment(authorised ? Session.STATUS_SUCCESS : Session.STATUS_FAILURE);
      resolve({ status: 'token', token: JSON.stringify(event.payment.token.paymentData) });
    };
    session.oncancel = () => resolve({ status: 'cancelled' });
    try {
      session.begin();
    } catch {
      reject(new WalletUnavailableError('Apple Pay could not be started'));
    }
  });
}

/** Apple Pay's sheet while it waits for the platform's answer to its payment; undefined when none waits. */
let openSheet: ((authorised: boolean) => void) | undefined;

export const createBrowserWallet = (api: Api): WalletAdapter => ({
  requestToken: (request) => {
    openSheet = undefined;
    return request.wallet === 'APPLE_PAY' ? applePay(api, request) : googlePay(api, request);
  },
  isReady: async (wallet) => {
    try {
      return wallet === 'APPLE_PAY' ? applePayReady() : await googlePayReady();
    } catch {
      return false;
    }
  },
  settle: (authorised) => {
    const sheet = openSheet;
    openSheet = undefined;
    sheet?.(authorised);
  },
});
