/**
 * The hosted pages the sandbox simulates (bank, card entry, PayPal, identity provider, Amazon, app switch, MB WAY),
 * as served by the sandbox's HTTP server (src/sandbox/server.ts) on its own origin: the same components the
 * embedded sandbox routes in src/routes/App.tsx, built without a platform URL, so they call the server's
 * `/_sandbox/*` hosts on the origin they are served from.
 */
import { type ComponentType, lazy, StrictMode, Suspense } from 'react';
import { createRoot } from 'react-dom/client';

const pages: Record<string, () => Promise<{ default: ComponentType }>> = {
  '/_sandbox/3ds': () => import('./BankPage'),
  '/_sandbox/psp/card': () => import('./CardEntryPage'),
  '/_sandbox/paypal': () => import('./PayPalPage'),
  '/_sandbox/identity': () => import('./IdentityPage'),
  '/_sandbox/amazon': () => import('./AmazonPage'),
  '/_sandbox/app-switch': () => import('./AppSwitchPage'),
  '/_sandbox/mbway': () => import('./MbwayAppPage'),
};

const load = pages[window.location.pathname.replace(/\/$/, '')];
const Page = load ? lazy(load) : () => <main className="bank-page">No such sandbox page.</main>;

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  </StrictMode>,
);
