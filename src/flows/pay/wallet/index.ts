import { usesSandbox } from '../../../config';
import type { WalletAdapter, WalletRequest, WalletResult } from './walletPort';

export * from './walletPort';

/** Loads the adapter on first use, so no wallet code is in the bundle of a page that never pays with one. */
async function adapter(): Promise<WalletAdapter> {
  if (usesSandbox) return (await import('../../../sandbox/sandboxWallet')).sandboxWallet;
  return (await import('./browserWallet')).browserWallet;
}

export const requestWalletToken = async (request: WalletRequest): Promise<WalletResult> =>
  (await adapter()).requestToken(request);
