/**
 * PayPal vaulting through PayPal's JS SDK (`config.paypalSdkUrl`, loaded with `config.paypalClientId` and
 * vaulting on). Without a client id, or when the script does not load or PayPal is not eligible in this
 * browser, nothing is opened and the driver is told 'PayPal not initialized'; otherwise the provider's
 * registration leads to PayPal's approval.
 */
import { config } from '../../../config';
import { PayPalNotInitializedError, type PayPalVaultAdapter } from './paypalPort';

interface PayPalSdk {
  Buttons(options: { fundingSource?: string }): { isEligible(): boolean };
  FUNDING: { PAYPAL: string };
}

let script: Promise<PayPalSdk> | undefined;

const paypalOf = (target: object): PayPalSdk | undefined =>
  'paypal' in target && typeof target.paypal === 'object' && target.paypal !== null && 'Buttons' in target.paypal
    ? (target.paypal as PayPalSdk)
    : undefined;

/** The SDK's address with the client id; vaulting needs `vault=true` and the tokenize intent. */
export function paypalSdkSrc(sdkUrl: string, clientId: string) {
  const url = new URL(sdkUrl);
  url.searchParams.set('client-id', clientId);
  url.searchParams.set('vault', 'true');
  url.searchParams.set('intent', 'tokenize');
  return url.href;
}

/** Adds the SDK once; a failed load is forgotten so that the next attempt tries again. */
function loadPayPal(): Promise<PayPalSdk> {
  if (!config.paypalClientId) return Promise.reject(new PayPalNotInitializedError());
  const loaded = paypalOf(window);
  if (loaded) return Promise.resolve(loaded);
  script ??= new Promise<PayPalSdk>((resolve, reject) => {
    const element = document.createElement('script');
    element.src = paypalSdkSrc(config.paypalSdkUrl, config.paypalClientId);
    element.async = true;
    element.onload = () => {
      const paypal = paypalOf(window);
      if (paypal) resolve(paypal);
      else reject(new PayPalNotInitializedError());
    };
    element.onerror = () => {
      script = undefined;
      element.remove();
      reject(new PayPalNotInitializedError());
    };
    document.head.append(element);
  });
  return script;
}

export const browserPayPal: PayPalVaultAdapter = {
  async vault(open) {
    const paypal = await loadPayPal();
    if (!paypal.Buttons({ fundingSource: paypal.FUNDING.PAYPAL }).isEligible()) throw new PayPalNotInitializedError();
    const registration = await open();
    return { url: registration.url };
  },
};
