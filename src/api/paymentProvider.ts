/**
 * The payment provider's registration API (SPEC.md section 7: calls to external payment gateway hosts). The app
 * opens a registration session and sends the browser to the provider's hosted card-entry page it names; card
 * data is entered only there. The page returns to `returnUrl` with the outcome in the query (SPEC.md section
 * 9, payment-return keys), and the platform completes the registration (PATCH /v4/payment-methods/{id}).
 */
import * as z from 'zod/mini';
import type { Host } from './client';

export const RegistrationSession = z.object({
  /** The registration, also the id of the payment method it creates. */
  id: z.string(),
  /** The hosted card-entry page. */
  url: z.string(),
});
export type RegistrationSession = z.infer<typeof RegistrationSession>;

type Signal = { signal?: AbortSignal };

/** The method types registered through the provider: cards on its hosted page, PayPal accounts by vaulting. */
export type RegisteredMethod = 'DIRECT_CREDIT' | 'PAYPAL';

export const createPaymentProviderApi = (provider: Host) => ({
  openRegistration: (fields: { method: RegisteredMethod; returnUrl: string }, { signal }: Signal = {}) =>
    provider.json(RegistrationSession, '/registrations', { method: 'POST', body: fields, signal }),
});
