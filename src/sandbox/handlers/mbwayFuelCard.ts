/**
 * The simulated payment provider's host, MB WAY and fuel cards (cards: ./provider.ts): MB WAY mandates (approved in the simulated MB WAY app, the page
 * `/_sandbox/mbway`) and fuel cards. The details stay here; the platform lists the payment method created.
 */
import { HttpResponse, http } from 'msw';
import type { PaymentMethod } from '../../api/schemas';
import { isMbwayNumber, refusedFuelCardFields } from '../contract';
import type { SandboxMandate } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';
import { paymentMethodLimit } from './payments';

const sandboxApp = '/_sandbox/mbway';

/**
 * What the card asks at the pump, read (in the sandbox) from its last digit: 0 nothing, 1 the mileage, 2 the VIN,
 * any other digit both.
 */
export const promptLevelOf = (cardNumber: string) => Math.min(Number(cardNumber.slice(-1)) || 0, 3);

export function mbwayFuelCardHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.paymentProviderUrl;
  const { store } = ctx;
  const activeMethods = (userId: string) =>
    Object.values(store.data.paymentMethods).filter(
      (method) => method.userId === userId && method.active.state === 'ACTIVE',
    );
  const answer = (mandate: SandboxMandate, request: Request) => ({
    id: mandate.id,
    status: mandate.status,
    phoneNumber: mandate.phoneNumber,
    paymentMethodId: mandate.paymentMethodId,
    appUrl: new URL(`${sandboxApp}?mandate=${encodeURIComponent(mandate.id)}`, request.url).toString(),
  });
  const currentOf = (userId: string) =>
    Object.values(store.data.mbwayMandates)
      .filter((mandate) => mandate.userId === userId)
      .sort((a, b) => b.requestedAt - a.requestedAt)[0];
  /** A new method for a user preferred when it is the only one. */
  const newMethod = (userId: string, fields: Pick<PaymentMethod, 'provider' | 'method' | 'details'>) => {
    const id = store.nextId('pm');
    const user = store.data.users[userId]!;
    store.update((data) => {
      data.paymentMethods[id] = {
        id,
        userId,
        createdAt: new Date(ctx.now()).toISOString(),
        active: { state: 'ACTIVE' },
        isPreferred: activeMethods(userId).length === 0,
        countryCode: user.country,
        isRegisteredFor2FA: false,
        ...fields,
      };
    });
    return id;
  };

  return [
    http.all(`${base}/*`, ({ request }) => {
      if (new URL(request.url).pathname.includes('/_sandbox/mbway')) return undefined;
      if (store.data.settings.scenarios.includes('provider-fails')) return fail(502, 'Bad gateway', [502]);
      return undefined;
    }),

    http.post(`${base}/mbway/mandates`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { phoneNumber } = await readJson(request);
      if (!isMbwayNumber(phoneNumber)) {
        return fail(422, 'An MB WAY phone number is +351 and 9 digits starting with 9', [400]);
      }
      if (activeMethods(auth.user.id).length >= paymentMethodLimit) {
        return fail(409, 'Limit of payment methods reached', [310]);
      }
      const mandate: SandboxMandate = {
        id: store.nextId('mandate'),
        userId: auth.user.id,
        phoneNumber,
        status: 'pending',
        requestedAt: ctx.now(),
      };
      store.update((data) => {
        data.mbwayMandates[mandate.id] = mandate;
      });
      return HttpResponse.json(answer(mandate, request));
    }),

    http.get(`${base}/mbway/mandates/current`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const mandate = currentOf(auth.user.id);
      return HttpResponse.json({ mandate: mandate ? answer(mandate, request) : null });
    }),

    http.post(`${base}/mbway/mandates/:id/renew`, ({ request, params }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const mandate = store.data.mbwayMandates[String(params.id)];
      if (!mandate || mandate.userId !== auth.user.id) return fail(404, 'Mandate not found', [404]);
      if (mandate.status !== 'expired') return fail(409, `A ${mandate.status} mandate cannot be renewed`, [311]);
      const renewed: SandboxMandate = {
        ...mandate,
        id: store.nextId('mandate'),
        status: 'pending',
        requestedAt: ctx.now(),
      };
      store.update((data) => {
        data.mbwayMandates[renewed.id] = renewed;
      });
      return HttpResponse.json(answer(renewed, request));
    }),

    /** The simulated MB WAY app reads a mandate by its id (the app's link carries it). */
    http.get(`${base}/_sandbox/mbway/:id`, ({ request, params }) => {
      const mandate = store.data.mbwayMandates[String(params.id)];
      if (!mandate) return fail(404, 'Mandate not found', [404]);
      return HttpResponse.json(answer(mandate, request));
    }),

    /** The driver approves a pending mandate, or reactivates a suspended one, in the simulated MB WAY app. */
    http.post(`${base}/_sandbox/mbway/:id/approve`, ({ request, params }) => {
      const mandate = store.data.mbwayMandates[String(params.id)];
      if (!mandate) return fail(404, 'Mandate not found', [404]);
      if (mandate.status === 'expired') return fail(409, 'An expired mandate is renewed from the app', [311]);
      const previous = Object.values(store.data.mbwayMandates).find(
        (other) => other.userId === mandate.userId && other.paymentMethodId && other.id !== mandate.id,
      );
      const existing = mandate.paymentMethodId ?? previous?.paymentMethodId;
      const reused = existing && store.data.paymentMethods[existing]?.active.state === 'ACTIVE' ? existing : undefined;
      const methodId =
        reused ??
        newMethod(mandate.userId, {
          provider: 'sibs',
          method: 'MBWAY',
          details: { phoneNumber: mandate.phoneNumber, mandateState: 'active' },
        });
      store.update((data) => {
        const stored = data.mbwayMandates[mandate.id]!;
        stored.status = 'active';
        stored.paymentMethodId = methodId;
        const method = data.paymentMethods[methodId]!;
        method.details = { ...method.details, phoneNumber: mandate.phoneNumber, mandateState: 'active' };
      });
      return HttpResponse.json(answer(store.data.mbwayMandates[mandate.id]!, request));
    }),

    http.post(`${base}/fuel-cards`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const body = await readJson(request);
      const text = (key: string) => (typeof body[key] === 'string' ? (body[key] as string) : '');
      const details = {
        cardNumber: text('cardNumber'),
        expiry: text('expiry'),
        holderFirstName: text('holderFirstName'),
        holderLastName: text('holderLastName'),
        tpin: text('tpin'),
        vin: text('vin'),
        licensePlate: text('licensePlate'),
      };
      const invalid = refusedFuelCardFields(details, new Date(ctx.now()));
      if (invalid.length) return fail(422, `Invalid fuel card details: ${invalid.join(', ')}`, [400]);
      if (activeMethods(auth.user.id).length >= paymentMethodLimit) {
        return fail(409, 'Limit of payment methods reached', [310]);
      }
      const digits = details.cardNumber.replace(/\D/g, '');
      const id = newMethod(auth.user.id, {
        provider: 'routex',
        method: 'FUEL_CARD',
        details: {
          brand: 'BP Aral Routex',
          cardNumber: `•••• ${digits.slice(-4)}`,
          expiry: details.expiry,
          promptLevel: promptLevelOf(digits),
        },
      });
      const { userId: _, ...method } = store.data.paymentMethods[id]!;
      return HttpResponse.json(method);
    }),
  ];
}
