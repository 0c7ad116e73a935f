import type { Api } from '../../../api';
import { usesSandbox } from '../../../config';
import type { WalletAdapter, WalletRequest, WalletResult } from './walletPort';

export * from './walletPort';

/** Loads the adapter on first use, so no wallet code is in the bundle of a page that never pays with one. */
async function adapter(api: Api): Promise<WalletAdapter> {
  if (usesSandbox) return (await import('../../../sandbox/sandboxWallet')).sandboxWallet;
  return (await import('./browserWallet')).createBrowserWallet(api);
}

export const requestWalletToken = async (api: Api, request: WalletRequest): Promise<WalletResult> =>
  (await adapter(api)).requestToken(request);
