/** PayPal vaulting in the sandbox: the simulated PayPal approval page (`/_sandbox/paypal`, PayPalPage.tsx). */
import type { PayPalVaultAdapter } from '../features/payments/paypal/paypalPort';

export const sandboxPayPal: PayPalVaultAdapter = {
  async vault(open) {
    const registration = await open();
    return { url: registration.url };
  },
};
