import { type WalletAdapter, WalletUnavailableError } from './walletPort';

/** The real wallets of the browser (Google Pay script, ApplePaySession). */
export const browserWallet: WalletAdapter = {
  async requestToken(request) {
    throw new WalletUnavailableError(
      request.wallet === 'APPLE_PAY' ? 'Apple Pay not available in this browser' : 'Google Pay not available',
    );
  },
};
