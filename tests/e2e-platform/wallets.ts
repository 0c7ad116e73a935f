/**
 * Stand-ins of the device wallets for the production build, faithful to what the app may rely on: Google's pay.js
 * (served at its real address) and Safari's ApplePaySession. Each checks the requests it is given as the real one
 * would refuse them, answers with a token in the wallet's own format, and records what it was asked.
 */
import type { Page } from '@playwright/test';
import { applePayTestToken, googlePayTestToken } from '../../src/sandbox/walletTokens';

export interface WalletCalls {
  readyRequests: unknown[];
  paymentRequests: Record<string, unknown>[];
  /** Apple Pay: the merchant session given to completeMerchantValidation, the status given to completePayment. */
  merchantSessions: Record<string, unknown>[];
  completed: { status: number; at: number }[];
  /** When the answers of the page's authorisations arrived (Apple Pay's stand-in). */
  authorisedAt: number[];
  errors: string[];
}

/** Google Pay's pay.js: `ready` is what isReadyToPay answers; the sheet approves at once. */
export async function standInGooglePay(page: Page, { ready = true } = {}) {
  const token = googlePayTestToken();
  const script = `(() => {
    const calls = (window.__wallet ??= { readyRequests: [], paymentRequests: [], merchantSessions: [], completed: [], authorisedAt: [], errors: [] });
    const fail = (message) => { calls.errors.push(message); return Promise.reject({ statusCode: 'DEVELOPER_ERROR', statusMessage: message }); };
    class PaymentsClient {
      constructor(options) {
        if (options.environment !== 'TEST' && options.environment !== 'PRODUCTION') throw new Error('environment');
        this.environment = options.environment;
      }
      isReadyToPay(request) {
        calls.readyRequests.push(request);
        if (request.apiVersion !== 2 || !Array.isArray(request.allowedPaymentMethods)) return fail('isReadyToPay: bad request');
        return Promise.resolve({ result: ${ready} });
      }
      loadPaymentData(request) {
        calls.paymentRequests.push(request);
        const card = request.allowedPaymentMethods?.[0];
        const tokenization = card?.tokenizationSpecification;
        const info = request.transactionInfo ?? {};
        if (request.apiVersion !== 2 || card?.type !== 'CARD') return fail('loadPaymentData: bad request');
        if (tokenization?.type !== 'PAYMENT_GATEWAY' || !tokenization.parameters?.gateway || !tokenization.parameters?.gatewayMerchantId)
          return fail('loadPaymentData: tokenizationSpecification');
        if (!/^\\d+\\.\\d{2}$/.test(info.totalPrice ?? '') || !/^[A-Z]{3}$/.test(info.currencyCode ?? '') || info.totalPriceStatus !== 'FINAL')
          return fail('loadPaymentData: transactionInfo');
        if (!request.merchantInfo?.merchantName) return fail('loadPaymentData: merchantInfo');
        if (this.environment === 'PRODUCTION' && !request.merchantInfo.merchantId) return fail('loadPaymentData: merchantId');
        const billing = card.parameters?.billingAddressRequired
          ? { name: 'Jo Driver', address1: 'Invalidenstraße 1', postalCode: '10115', locality: 'Berlin', countryCode: 'DE' }
          : undefined;
        return Promise.resolve({
          apiVersion: 2,
          apiVersionMinor: 0,
          paymentMethodData: {
            type: 'CARD',
            description: 'Visa •••• 1111',
            info: { cardNetwork: 'VISA', cardDetails: '1111', ...(billing ? { billingAddress: billing } : {}) },
            tokenizationData: { type: 'PAYMENT_GATEWAY', token: ${JSON.stringify(token)} },
          },
        });
      }
    }
    window.google = { payments: { api: { PaymentsClient } } };
  })();`;
  await page.route('https://pay.google.com/gp/p/js/pay.js', (route) =>
    route.fulfill({ contentType: 'text/javascript', body: script }),
  );
  return token;
}

/** Safari's ApplePaySession: `canPay` is what canMakePayments answers; the sheet approves at once. */
export async function standInApplePay(page: Page, { canPay = true } = {}) {
  const paymentData = JSON.parse(applePayTestToken()) as unknown;
  await page.addInitScript(
    ({ canPay, paymentData }) => {
      const holder = window as unknown as { __wallet?: WalletCalls };
      holder.__wallet ??= {
        readyRequests: [],
        paymentRequests: [],
        merchantSessions: [],
        completed: [],
        authorisedAt: [],
        errors: [],
      };
      const calls = holder.__wallet;
      // When the platform's answers to authorisations arrive, by the page's clock.
      const fetchOf = window.fetch.bind(window);
      window.fetch = async (...args: Parameters<typeof fetch>) => {
        const response = await fetchOf(...args);
        const url = String(args[0] instanceof Request ? args[0].url : args[0]);
        if (/\/v4\/order\/[^/]+\/authorize$/.test(url)) calls.authorisedAt.push(Date.now());
        return response;
      };
      class ApplePaySession {
        static STATUS_SUCCESS = 0;
        static STATUS_FAILURE = 1;
        static canMakePayments() {
          calls.readyRequests.push('canMakePayments');
          return canPay;
        }
        onvalidatemerchant: ((event: { validationURL: string }) => void) | null = null;
        onpaymentauthorized: ((event: unknown) => void) | null = null;
        oncancel: (() => void) | null = null;
        private state = 'created';
        constructor(version: number, request: Record<string, unknown>) {
          const total = request.total as { label?: string; amount?: string } | undefined;
          if (version < 1 || !/^[A-Z]{2}$/.test(String(request.countryCode)) || !total?.label)
            throw new TypeError('ApplePaySession: bad request');
          if (!/^\d+\.\d{2}$/.test(total.amount ?? '')) throw new TypeError('ApplePaySession: total.amount');
          calls.paymentRequests.push(request);
        }
        begin() {
          if (this.state !== 'created') throw new Error('InvalidAccessError');
          this.state = 'validating';
          setTimeout(() =>
            this.onvalidatemerchant?.({
              validationURL: 'https://apple-pay-gateway-cert.apple.com/paymentservices/startSession',
            }),
          );
        }
        completeMerchantValidation(session: Record<string, unknown>) {
          if (this.state !== 'validating' || typeof session?.merchantSessionIdentifier !== 'string') {
            calls.errors.push('completeMerchantValidation: not a merchant session');
            this.oncancel?.();
            return;
          }
          calls.merchantSessions.push(session);
          this.state = 'authorizing';
          setTimeout(() =>
            this.onpaymentauthorized?.({
              payment: {
                token: {
                  paymentData,
                  paymentMethod: { displayName: 'Visa 1111', network: 'Visa', type: 'debit' },
                  transactionIdentifier: 'E2E-APPLE',
                },
                billingContact: { postalCode: '10115', locality: 'Berlin', countryCode: 'DE' },
                shippingContact: { emailAddress: 'jo@example.com' },
              },
            }),
          );
        }
        completePayment(status: number) {
          if (this.state !== 'authorizing') calls.errors.push('completePayment before the payment was authorised');
          this.state = 'done';
          calls.completed.push({ status, at: Date.now() });
        }
        abort() {
          this.state = 'aborted';
        }
      }
      (window as unknown as { ApplePaySession: unknown }).ApplePaySession = ApplePaySession;
    },
    { canPay, paymentData },
  );
  return JSON.stringify(paymentData);
}

export const walletCalls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __wallet?: WalletCalls }).__wallet);
