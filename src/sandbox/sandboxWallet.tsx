import { createRoot } from 'react-dom/client';
import type { WalletAdapter, WalletResult } from '../flows/pay/wallet/walletPort';
import WalletSheet from './WalletSheet';

/** The sandbox's wallet: its simulated sheet, mounted over the page until the tester answers. */
export const sandboxWallet: WalletAdapter = {
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
