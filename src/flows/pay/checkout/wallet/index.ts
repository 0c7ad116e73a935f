import { queryOptions } from '@tanstack/react-query';
import type { DeviceWallet } from '../../../../../machines/shared/stationRules';
import type { Api } from '../../../../api';
import { usesSandbox } from '../../../../config';
import type { WalletAdapter, WalletName, WalletRequest, WalletResult } from './walletPort';

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

/** The wallet adapter of this build: the sandbox's simulated sheet, or the browser's own wallets. */
function adapter(api: Api): WalletAdapter | Promise<WalletAdapter> {
  if (usesSandbox) return import('../../../../sandbox/sandboxWallet').then(({ sandboxWallet }) => sandboxWallet);
  if (browserWallet) return browserWallet.createBrowserWallet(api);
  return loadBrowserWallet().then((module) => module.createBrowserWallet(api));
}

export function requestWalletToken(api: Api, request: WalletRequest): Promise<WalletResult> {
  const wallet = adapter(api);
  // Apple Pay opens only from within the driver's tap: no wait before it when the code is there.
  return wallet instanceof Promise ? wallet.then((ready) => ready.requestToken(request)) : wallet.requestToken(request);
}

/**
 * How long the checkout waits for a wallet to say whether it can pay. A wallet that has not answered by then
 * (pay.js still loading on a slow connection) is offered all the same: the tap on it says what happens.
 */
export const walletReadyWaitMs = 4_000;
const readiness = new Map<WalletName, Promise<boolean>>();

/**
 * Whether the browser's wallet can pay, asked once per page: false only when the wallet said so (or is absent);
 * true when it said yes or did not answer within {@link walletReadyWaitMs}.
 */
export function walletReady(api: Api, wallet: WalletName): Promise<boolean> {
  let asked = readiness.get(wallet);
  if (!asked) {
    asked = Promise.resolve(adapter(api))
      .then((ready) => ready.isReady(wallet))
      .catch(() => false);
    readiness.set(wallet, asked);
  }
  const unanswered = new Promise<boolean>((resolve) => setTimeout(() => resolve(true), walletReadyWaitMs));
  return Promise.race([asked, unanswered]);
}

/**
 * The browser's answers for the device wallets a guest could pay with (each asked once per page, walletReady):
 * what the pump list reads to tell a guest at once when none can pay.
 */
export const deviceWalletsQuery = (api: Api, wallets: readonly DeviceWallet[]) =>
  queryOptions({
    queryKey: ['deviceWallets', ...wallets],
    queryFn: async (): Promise<Partial<Record<DeviceWallet, boolean>>> =>
      Object.fromEntries(await Promise.all(wallets.map(async (wallet) => [wallet, await walletReady(api, wallet)]))),
    staleTime: Number.POSITIVE_INFINITY,
  });

/** Tells an open wallet sheet how the platform answered the payment it gave a token for. */
export function settleWalletPayment(api: Api, authorised: boolean) {
  void Promise.resolve(adapter(api)).then((wallet) => wallet.settle(authorised));
}
