/**
 * The platform client: every call of SPEC.md section 7, grouped by domain, over five hosts (the payment
 * provider's registration API among them).
 */
import { config as defaultConfig } from '../config';
import { createAuthApi } from './auth';
import { type ApiError, createHost, type SentRequest } from './client';
import { createContentApi, createMaintenanceApi } from './content';
import type { EarlyCall } from './earlyCalls';
import { headerNames } from './headers';
import { type DomainImport, lazyDomain } from './lazyDomain';
import { createStationsApi } from './stations';
import { createUsersApi } from './users';

export type { ApiErrorKind, SentRequest } from './client';
export { ApiError, isApiError, isReportable } from './client';

export interface ApiContext {
  /** The current auth token, or undefined when logged out. Read on every request. */
  getToken: () => string | undefined;
  /** The active interface language. */
  getLocale: () => string;
  /**
   * Hears every failed call before its caller does: the app's global error handler, and the session, which
   * learns from a 401 that the platform ended it. Silent errors (`ApiError.silent`) come here too; the
   * listener decides.
   */
  onError?: (error: ApiError, call: FailedCall) => void;
  /** Settles when the platform can answer (the embedded sandbox's start); every call waits for it. */
  ready?: Promise<unknown>;
  /** The calls the page sent before the app's code came, which the platform's host takes (src/api/earlyCalls.ts). */
  early?: EarlyCall[];
  /** How the domains that load with their first call bring their code (lazyDomain.ts); `import()` itself by default. */
  importDomain?: DomainImport;
}

/** Which host a failed call went to, and the auth token it carried. */
export interface FailedCall {
  host: 'platform' | 'functions' | 'content' | 'maintenance' | 'paymentProvider';
  token?: string;
}

type HostConfig = Pick<
  typeof defaultConfig,
  | 'platformUrl'
  | 'cloudFunctionsUrl'
  | 'contentUrl'
  | 'maintenanceUrl'
  | 'paymentProviderUrl'
  | 'appVersion'
  | 'requestTimeoutMs'
>;

export function createApi(context: ApiContext, config: HostConfig = defaultConfig) {
  const commonHeaders = () => ({
    [headerNames.authToken]: context.getToken(),
    [headerNames.locale]: context.getLocale(),
    [headerNames.appVersion]: config.appVersion,
  });
  const timeoutMs = config.requestTimeoutMs;
  const { ready } = context;
  const onError = (host: FailedCall['host']) => (error: ApiError, request: SentRequest) =>
    context.onError?.(error, { host, token: request.headers[headerNames.authToken] });
  const platform = createHost({
    ready,
    baseURL: config.platformUrl,
    timeoutMs,
    headers: commonHeaders,
    correlationId: true,
    early: context.early,
    onError: onError('platform'),
  });
  const functions = createHost({
    ready,
    baseURL: config.cloudFunctionsUrl,
    timeoutMs,
    headers: commonHeaders,
    onError: onError('functions'),
  });
  const content = createHost({ ready, baseURL: config.contentUrl, timeoutMs, onError: onError('content') });
  const paymentProvider = createHost({
    ready,
    baseURL: config.paymentProviderUrl,
    timeoutMs,
    headers: commonHeaders,
    onError: onError('paymentProvider'),
  });
  const maintenanceFile = createHost({
    ready,
    baseURL: config.maintenanceUrl,
    timeoutMs,
    onError: onError('maintenance'),
  });

  // The first screen's calls are here from the start; every other domain loads with its first call.
  const later = {
    orders: lazyDomain(() => import('./orders').then((m) => m.createOrdersApi(platform)), context.importDomain),
    vouchers: lazyDomain(() => import('./vouchers').then((m) => m.createVouchersApi(platform)), context.importDomain),
    payments: lazyDomain(() => import('./payments').then((m) => m.createPaymentsApi(platform)), context.importDomain),
    history: lazyDomain(() => import('./history').then((m) => m.createHistoryApi(platform)), context.importDomain),
    loyalty: lazyDomain(() => import('./loyalty').then((m) => m.createLoyaltyApi(platform)), context.importDomain),
    vehicles: lazyDomain(() => import('./vehicles').then((m) => m.createVehiclesApi(platform)), context.importDomain),
    cloud: lazyDomain(() => import('./cloud').then((m) => m.createCloudFunctionsApi(functions)), context.importDomain),
    paymentProvider: lazyDomain(
      () =>
        Promise.all([import('./paymentProvider'), import('./provider')]).then(([registration, provider]) => ({
          ...registration.createPaymentProviderApi(paymentProvider),
          ...provider.createProviderApi(paymentProvider),
        })),
      context.importDomain,
    ),
  };

  return {
    /**
     * Settles when the platform's hosts answer (the embedded sandbox's start): for calls that do not go through
     * these hosts' clients, such as the identity provider's.
     */
    ready: Promise.resolve(ready).then(() => undefined),
    /** Brings the code of every domain that loads with its first call, ahead of it (after the first screen). */
    preloadDomains: () => Promise.all(Object.values(later).map((lazy) => lazy.preload())).then(() => undefined),
    auth: createAuthApi(platform),
    users: createUsersApi(platform),
    stations: createStationsApi(platform),
    orders: later.orders.domain,
    vouchers: later.vouchers.domain,
    payments: later.payments.domain,
    history: later.history.domain,
    loyalty: later.loyalty.domain,
    vehicles: later.vehicles.domain,
    cloud: later.cloud.domain,
    content: createContentApi(content),
    maintenance: createMaintenanceApi(maintenanceFile),
    paymentProvider: later.paymentProvider.domain,
  };
}

export type Api = ReturnType<typeof createApi>;
