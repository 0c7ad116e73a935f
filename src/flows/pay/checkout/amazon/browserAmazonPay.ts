/**
 * Amazon Pay through Amazon's checkout.js: `amazon.Pay.initCheckout` with the platform's button settings and
 * signed session leaves for Amazon's checkout by itself.
 */
import { config } from '../../../../config';
import { type AmazonCheckout, type AmazonPayAdapter, AmazonPayUnavailableError } from './amazonPort';

interface AmazonPayScript {
  Pay: { initCheckout(options: Record<string, unknown>): void };
}

let script: Promise<AmazonPayScript> | undefined;

const amazonOf = (target: object): AmazonPayScript | undefined =>
  'amazon' in target && typeof target.amazon === 'object' && target.amazon !== null && 'Pay' in target.amazon
    ? (target.amazon as AmazonPayScript)
    : undefined;

/** Adds checkout.js once; a failed load is forgotten so that the next attempt tries again. */
function loadAmazonPay(): Promise<AmazonPayScript> {
  const loaded = amazonOf(window);
  if (loaded) return Promise.resolve(loaded);
  script ??= new Promise<AmazonPayScript>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = config.amazonPayScriptUrl;
    element.async = true;
    element.onload = () => {
      const amazon = amazonOf(window);
      if (amazon) resolve(amazon);
      else reject(new AmazonPayUnavailableError('Amazon Pay could not be loaded'));
    };
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new AmazonPayUnavailableError('Amazon Pay could not be loaded'));
    };
    document.head.append(element);
  });
  return script;
}

export const browserAmazonPay: AmazonPayAdapter = {
  async startCheckout({ buttonConfig, sessionConfig }: AmazonCheckout) {
    const amazon = await loadAmazonPay();
    amazon.Pay.initCheckout({ ...buttonConfig, createCheckoutSessionConfig: sessionConfig });
    return {};
  },
};
