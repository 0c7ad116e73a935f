/** The sandbox's Amazon Pay: its simulated checkout page, `/_sandbox/amazon`, with the signed session. */
import type { AmazonCheckout, AmazonPayAdapter } from '../flows/pay/checkout/amazon/amazonPort';

export const sandboxAmazonPay: AmazonPayAdapter = {
  async startCheckout({ sessionConfig }: AmazonCheckout) {
    const query = new URLSearchParams({
      payload: String(sessionConfig.payloadJSON ?? ''),
      signature: String(sessionConfig.signature ?? ''),
    });
    return { url: `/_sandbox/amazon?${query}` };
  },
};
