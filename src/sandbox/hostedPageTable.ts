import type { ComponentType } from 'react';

/**
 * The hosted pages the sandbox simulates for other parties (bank, card entry, PayPal, identity provider, Amazon,
 * app switch, MB WAY), by path: routed by the app in sandbox builds (src/routes/App.tsx) and served on their own
 * by the sandbox's HTTP server (hostedPages.tsx). Each page loads on first use.
 */
export const hostedPages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/_sandbox/3ds': () => import('./BankPage'),
  '/_sandbox/psp/card': () => import('./CardEntryPage'),
  '/_sandbox/paypal': () => import('./PayPalPage'),
  '/_sandbox/identity': () => import('./IdentityPage'),
  '/_sandbox/amazon': () => import('./AmazonPage'),
  '/_sandbox/app-switch': () => import('./AppSwitchPage'),
  '/_sandbox/mbway': () => import('./MbwayAppPage'),
};
