/**
 * The one place that knows where things live. Every value comes from the build's environment; with no platform
 * URL the app runs on the embedded sandbox platform, whose hosts are paths of the app's own origin (answered by
 * the sandbox's service worker, so nothing leaves the machine).
 */
import { appVersion } from './api/headers';
import { type CallbackPolicy, parsePartnerOrigins } from './url/query';

const env = import.meta.env;
const origin = typeof location === 'undefined' ? 'http://localhost' : location.origin;

/** True when no platform is configured: the sandbox is started and answers every call. */
export const usesSandbox: boolean = __SANDBOX__ && !env.VITE_PLATFORM_URL;

/** The sandbox's demo partner app, which `callback` may lead to in sandbox builds besides the app itself. */
export const sandboxPartnerOrigin = 'https://partner.example';

/**
 * The partner apps a `callback` may hand the driver back to: `VITE_PARTNER_ORIGINS`, comma separated
 * (`https://app.partner-one.example,https://partner-two.example`); the sandbox adds its own origin and its demo
 * partner. Plain http is accepted only on this machine, and only in the sandbox.
 */
export const callbackPolicy: CallbackPolicy = {
  origins: [...parsePartnerOrigins(env.VITE_PARTNER_ORIGINS), ...(usesSandbox ? [origin, sandboxPartnerOrigin] : [])],
  allowLocalHttp: usesSandbox,
};

/**
 * The embedded sandbox's hosts are paths of the app's own origin. A platform build has every host set (vite.config.ts
 * refuses to build otherwise), so these fallbacks are dead code there and compiled away.
 */
const sandboxHost = (name: string) => (__SANDBOX__ ? `${origin}/_sandbox/${name}` : '');

export const config = {
  platformUrl: env.VITE_PLATFORM_URL || sandboxHost('platform'),
  cloudFunctionsUrl: env.VITE_CLOUD_FUNCTIONS_URL || sandboxHost('functions'),
  contentUrl: env.VITE_CONTENT_URL || sandboxHost('content'),
  maintenanceUrl: env.VITE_MAINTENANCE_URL || sandboxHost('maintenance/status.json'),
  /** The OpenID Connect provider of "Continue with Google" (its issuer), and the app's client id there. */
  identityProviderUrl: env.VITE_IDENTITY_PROVIDER_URL || sandboxHost('identity'),
  openIdClientId: env.VITE_OIDC_CLIENT_ID || (__SANDBOX__ ? 'forecourt-sandbox' : ''),
  /** The payment provider's own host: card registrations (its hosted page), MB WAY mandates, fuel cards. */
  paymentProviderUrl: env.VITE_PAYMENT_PROVIDER_URL || sandboxHost('psp'),
  paymentSdkFinishUrl: env.VITE_PAYMENT_SDK_FINISH_URL || sandboxHost('payment-sdk/finish'),
  mapStyleUrl: env.VITE_MAP_STYLE_URL || '',
  mapboxToken: env.VITE_MAPBOX_TOKEN || '',
  supportChatUrl: env.VITE_SUPPORT_CHAT_URL || '',
  /** Google Pay runs in its TEST environment unless the build says PRODUCTION. */
  googlePayEnvironment: (env.VITE_GOOGLE_PAY_ENVIRONMENT === 'PRODUCTION' ? 'PRODUCTION' : 'TEST') as
    | 'TEST'
    | 'PRODUCTION',
  googlePayMerchantId: env.VITE_GOOGLE_PAY_MERCHANT_ID || '',
  /** Amazon's checkout script (Amazon Pay outside the sandbox). */
  amazonPayScriptUrl: env.VITE_AMAZON_PAY_SCRIPT_URL || 'https://static-eu.payments-amazon.com/checkout.js',
  /** PayPal's JS SDK and the client id it is loaded with (PayPal vaulting outside the sandbox). */
  paypalSdkUrl: env.VITE_PAYPAL_SDK_URL || 'https://www.paypal.com/sdk/js',
  paypalClientId: env.VITE_PAYPAL_CLIENT_ID || '',
  /** The hydrogen refuelling video of the h2 legal hint. */
  hydrogenTutorialUrl: env.VITE_H2_TUTORIAL_URL || 'https://h2.live/en/',
  /**
   * The deployer's error tracker (Sentry's protocol): its DSN, and the environment and release its reports carry.
   * Without a DSN failures go to the console only (and, on the sandbox, to its panel).
   */
  errorTrackerDsn: env.VITE_ERROR_TRACKER_DSN || '',
  errorTrackerEnvironment: env.VITE_ERROR_TRACKER_ENVIRONMENT || 'production',
  appVersion,
  requestTimeoutMs: 30_000,
  maintenanceTimeoutMs: 20_000,
} as const;

export type Config = typeof config;
