/**
 * The Amazon Pay port: the driver approves a payment on Amazon's checkout, which sends the browser back to the
 * app's return address with `amazonCheckoutSessionId` (or to the cancel address with `amazonIsCancel=true`). The
 * platform signs the checkout (POST v4/amazon-pay/session-config) and tells the button's settings (POST
 * auth/amazon-pay/button-config); the adapter only opens the checkout. The sandbox answers with its simulated
 * checkout page, a configured platform with Amazon's script.
 */
export interface AmazonCheckout {
  /** The button's settings, as the platform gives them (merchantId, ledgerCurrency, productType, …). */
  buttonConfig: Record<string, unknown>;
  /** The signed checkout session (payloadJSON, signature, publicKeyId). */
  sessionConfig: Record<string, unknown>;
}

export interface AmazonPayAdapter {
  /** Opens Amazon's checkout: resolves with the page to send the browser to, or without one when it left itself. */
  startCheckout(checkout: AmazonCheckout): Promise<{ url?: string }>;
}

/** Amazon Pay could not be started (its script missing or refusing the configuration). */
export class AmazonPayUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'AmazonPayUnavailableError';
  }
}
