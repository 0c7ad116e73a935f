/// <reference types="vite/client" />

/** True in a build with no platform URL (vite.config.ts): the embedded sandbox platform answers every call. */
declare const __SANDBOX__: boolean;
/** Whether the build has a Mapbox token and style: without them no line of mapbox-gl is emitted. */
declare const __MAPBOX__: boolean;

interface ImportMetaEnv {
  readonly VITE_PLATFORM_URL?: string;
  readonly VITE_CLOUD_FUNCTIONS_URL?: string;
  readonly VITE_CONTENT_URL?: string;
  readonly VITE_MAINTENANCE_URL?: string;
  readonly VITE_IDENTITY_PROVIDER_URL?: string;
  readonly VITE_PAYMENT_SDK_FINISH_URL?: string;
  readonly VITE_PAYMENT_PROVIDER_URL?: string;
  readonly VITE_MAP_STYLE_URL?: string;
  readonly VITE_MAPBOX_TOKEN?: string;
  readonly VITE_SUPPORT_CHAT_URL?: string;
  readonly VITE_ERROR_TRACKER_DSN?: string;
  readonly VITE_OIDC_CLIENT_ID?: string;
  readonly VITE_ERROR_TRACKER_ENVIRONMENT?: string;
  readonly VITE_H2_TUTORIAL_URL?: string;
  readonly VITE_GOOGLE_PAY_ENVIRONMENT?: string;
  readonly VITE_GOOGLE_PAY_MERCHANT_ID?: string;
  readonly VITE_AMAZON_PAY_SCRIPT_URL?: string;
  readonly VITE_PAYPAL_SDK_URL?: string;
  readonly VITE_PAYPAL_CLIENT_ID?: string;
  /** Comma-separated origins of the partner apps a `callback` may lead back to. */
  readonly VITE_PARTNER_ORIGINS?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}

declare module '*.po' {
  import type { Messages } from '@lingui/core';
  export const messages: Messages;
}
