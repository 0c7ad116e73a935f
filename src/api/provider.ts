/**
 * The payment provider's own host (SPEC.md section 3, MB WAY mandate states and fuel card fields): the details a
 * method needs go there and nowhere else; the platform then lists the method it created.
 */
import * as z from 'zod/mini';
import type { Host } from './client';
import { PaymentMethod } from './flowSchemas';

type Signal = { signal?: AbortSignal };

/**
 * An MB WAY mandate: `pending` until the driver approves it in the MB WAY app, then `active`; the bank may let
 * it expire or suspend it. `appUrl` opens the MB WAY app where the provider knows one.
 */
export const MbwayMandate = z.object({
  id: z.string(),
  status: z.enum(['pending', 'active', 'expired', 'suspended']),
  phoneNumber: z.string(),
  paymentMethodId: z.optional(z.string()),
  appUrl: z.optional(z.string()),
});
export type MbwayMandate = z.infer<typeof MbwayMandate>;
export type MbwayMandateStatus = MbwayMandate['status'];

/** The driver's mandate, or `null` when there is none. */
const CurrentMandate = z.object({ mandate: z.nullable(MbwayMandate) });

/** What a fuel card (BP/Aral Routex) is registered with: SPEC.md section 3, fuel card fields. */
export interface FuelCardDetails {
  cardNumber: string;
  /** MM/YYYY */
  expiry: string;
  holderFirstName: string;
  holderLastName: string;
  tpin: string;
  vin: string;
  licensePlate: string;
}

export const createProviderApi = (provider: Host) => ({
  mbway: {
    /** Asks the driver's MB WAY app for a mandate for this phone number (+351…). */
    register: (phoneNumber: string, { signal }: Signal = {}) =>
      provider.json(MbwayMandate, '/mbway/mandates', { method: 'POST', body: { phoneNumber }, signal }),
    current: ({ signal }: Signal = {}) =>
      provider.json(CurrentMandate, '/mbway/mandates/current', { signal }).then(({ mandate }) => mandate),
    /** An expired mandate is renewed by a new one, approved in the app like the first. */
    renew: (id: string, { signal }: Signal = {}) =>
      provider.json(MbwayMandate, `/mbway/mandates/${encodeURIComponent(id)}/renew`, { method: 'POST', signal }),
  },
  fuelCards: {
    register: (details: FuelCardDetails, { signal }: Signal = {}) =>
      provider.json(PaymentMethod, '/fuel-cards', { method: 'POST', body: details, signal }),
  },
});
