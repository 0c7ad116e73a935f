import { usesSandbox } from '../../../config';
import type { PayPalVaultAdapter } from './paypalPort';

export * from './paypalPort';

/** The adapter of this build, loaded on use: the sandbox's simulated PayPal page, or PayPal's JS SDK. */
export const paypalAdapter = (): Promise<PayPalVaultAdapter> =>
  usesSandbox
    ? import('../../../sandbox/sandboxPayPal').then((module) => module.sandboxPayPal)
    : import('./browserPayPal').then((module) => module.browserPayPal);
