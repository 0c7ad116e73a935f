import type { Api } from '../../../api';
import { usesSandbox } from '../../../config';
import type { WalletRequest, WalletResult } from './walletPort';

export * from './walletPort';

type BrowserWallet = typeof import('./browserWallet');

/**
 * The wallet code is its own chunk, fetched when a checkout is first shown (this module is part of it) rather
 * than at the tap: Apple Pay opens only from within the driver's tap, so the sheet must start without waiting.
 */
let browserWallet: BrowserWallet | undefined;
let loading: Promise<BrowserWallet> | undefined;

function loadBrowserWallet(): Promise<BrowserWallet> {
  loading ??= import('./browserWallet').then(
    (module) => {
      browserWallet = module;
      return module;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

if (!usesSandbox && typeof window !== 'undefined') loadBrowserWallet().catch(() => undefined);

export function requestWalletToken(api: Api, request: WalletRequest): Promise<WalletResult> {
  if (usesSandbox)
    return import('../../../sandbox/sandboxWallet').then(({ sandboxWallet }) => sandboxWallet.requestToken(request));
  if (browserWallet) return browserWallet.createBrowserWallet(api).requestToken(request);
  return loadBrowserWallet().then((module) => module.createBrowserWallet(api).requestToken(request));
}
