import { createRoot } from 'react-dom/client';
import type { WalletAdapter, WalletResult } from '../flows/pay/checkout/wallet/walletPort';
import WalletSheet from './WalletSheet';

/**
 * The sandbox's wallet: its simulated sheet, mounted over the page until the tester answers. The simulated
 * device has the wallets the sandbox platform lists as supported on it (the `device-ios` scenario): it is ready
 * for whichever it is asked about, and its sheet closes at once.
 */
export const sandboxWallet: WalletAdapter = {
  isReady: () => Promise.resolve(true),
  settle: () => undefined,
  requestToken: (request) =>
    new Promise<WalletResult>((resolve) => {
      const host = document.createElement('div');
      document.body.append(host);
      const root = createRoot(host);
      const settle = (result: WalletResult) => {
        root.unmount();
        host.remove();
        resolve(result);
      };
      root.render(
        <WalletSheet
          wallet={request.wallet}
          amountText={request.amountText}
          onToken={(token) => settle({ status: 'token', token })}
          onCancel={() => settle({ status: 'cancelled' })}
        />,
      );
    }),
};
