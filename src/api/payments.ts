import type { Host } from './client';
import {
  AvailableProviders,
  Merchant,
  PaymentMethod,
  PaymentMethods,
  PaymentMethodsLimit,
  PaymentUrls,
  SessionConfig,
} from './flowSchemas';
import { Ack } from './schemas';

type Signal = { signal?: AbortSignal };
const methodPath = (id: string) => `/v4/payment-methods/${encodeURIComponent(id)}`;

export interface PaymentMethodQuery {
  customerId: string;
  supportedByPoi?: string;
  supportedByPoiProduct?: string;
}

export const createPaymentsApi = (platform: Host) => ({
  getPaymentUrls: (id: string, { signal }: Signal = {}) =>
    platform.json(PaymentUrls, `/payments/${encodeURIComponent(id)}/urls`, { signal }),
  isLimitExceeded: ({ signal }: Signal = {}) =>
    platform.json(PaymentMethodsLimit, '/v4/payment-methods/is-payment-methods-limit-exceeded', { signal }),
  /** HTTP 400 to 502 on this call mean 'Retrieving active payment methods failed' (SPEC.md section 8). */
  list: ({ customerId, supportedByPoi, supportedByPoiProduct }: PaymentMethodQuery, { signal }: Signal = {}) =>
    platform.json(PaymentMethods, '/v4/payment-methods/', {
      query: { customerId, state: 'ACTIVE', supportedByPoi, supportedByPoiProduct },
      signal,
    }),
  setPreferred: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `${methodPath(id)}/set-as-preferred`, { method: 'POST', signal }),
  deactivate: (id: string, { signal }: Signal = {}) =>
    platform.json(Ack, `${methodPath(id)}/deactivate`, { method: 'POST', signal }),
  /** Registration sends replacePreferred false. */
  update: (
    id: string,
    fields: { successUrl: string; errorUrl: string; replacePreferred?: boolean },
    { signal }: Signal = {},
  ) => platform.json(PaymentMethod, methodPath(id), { method: 'PATCH', body: fields, signal }),
  getAvailableProviders: ({ signal }: Signal = {}) =>
    platform.json(AvailableProviders, '/v4/features/psp/available-providers', { signal }),
  amazonPaySessionConfig: (payload: Record<string, unknown>, { signal }: Signal = {}) =>
    platform.json(SessionConfig, '/v4/amazon-pay/session-config', { method: 'POST', body: payload, signal }),
  amazonPayButtonConfig: (payload: Record<string, unknown>, { signal }: Signal = {}) =>
    platform.json(SessionConfig, '/auth/amazon-pay/button-config', { method: 'POST', body: payload, signal }),
  applePaySession: (payload: { validationUrl: string; domain: string }, { signal }: Signal = {}) =>
    platform.json(SessionConfig, '/v4/apple-pay/session', { method: 'POST', body: payload, signal }),
  getBestMerchant: (
    query: { poiCountry: string; userCountry: string; providerMethod: string; productType: string },
    { signal }: Signal = {},
  ) => platform.json(Merchant, '/v4/merchants/best-match', { query, signal }),
});
