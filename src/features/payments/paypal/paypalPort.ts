/**
 * The PayPal vaulting port: the provider opens a registration (`api.paymentProvider.openRegistration`, method
 * PAYPAL) and the driver approves it on PayPal; the approval returns to payment-register with the outcome in the
 * query, like a card's hosted page (a closed approval with `errorDescription=PAYPAL_POPUP_CLOSED`). The sandbox
 * answers with its simulated PayPal page, a configured platform with PayPal's JS SDK.
 */
import { notInitializedError } from '../../../../machines/paymentRegistration';
import type { RegistrationSession } from '../../../api/paymentProvider';

export interface PayPalVaultAdapter {
  /**
   * Makes sure PayPal can run here, then opens the registration with `open` and resolves with the approval page
   * to send the browser to. Fails with `PayPalNotInitializedError` before opening anything when it cannot.
   */
  vault(open: () => Promise<RegistrationSession>): Promise<{ url: string }>;
}

/** PayPal's SDK is missing or not configured: 'PayPal not initialized'. */
export class PayPalNotInitializedError extends Error {
  constructor(message = 'PayPal not initialized') {
    super(message);
    this.name = notInitializedError;
  }
}
