/**
 * The simulated payment provider: registration sessions for cards and PayPal accounts, the API of its hosted
 * card-entry page (`/_sandbox/psp/card`, src/sandbox/CardEntryPage.tsx) and of its simulated PayPal approval
 * page (`/_sandbox/paypal`, src/sandbox/PayPalPage.tsx). The pages send the card or the approval here, never to
 * the app; a card that asks for it goes through a 3-D Secure challenge first. An authorised card or approved
 * PayPal account becomes an inactive payment method of the platform, which the app's PATCH activates; a closed
 * PayPal page returns with `errorDescription=PAYPAL_POPUP_CLOSED` and adds nothing. Each step answers the same
 * way when asked again (a reload, a double tap, Back to the page), so a registration creates at most one method.
 */
import { HttpResponse, http } from 'msw';
import { type CardForm, checkCard, maskedNumber, testCards } from '../card';
import { paypalPopupClosed } from '../contract';
import type { SandboxRegistration } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

export function providerHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.paymentProviderUrl;
  const { store } = ctx;
  const registrationOf = (id: unknown) => store.data.registrations?.[String(id)];

  /** Where the page sends the browser once the registration has an outcome. */
  const returnTo = (registration: SandboxRegistration) => {
    const url = new URL(registration.returnUrl);
    url.searchParams.set('registration', registration.id);
    url.searchParams.set('provider', 'sandbox-psp');
    url.searchParams.set('method', registration.method);
    if (registration.status === 'authorised') url.searchParams.set('resultIndicator', registration.resultIndicator!);
    else if (registration.status === 'closed') url.searchParams.set('errorDescription', paypalPopupClosed);
    else url.searchParams.set('errorDescription', 'Card declined');
    return url.href;
  };

  const answer = (registration: SandboxRegistration) =>
    HttpResponse.json({
      status: registration.status,
      method: registration.method,
      // The PayPal page's login is prefilled with the driver's address.
      email: registration.method === 'PAYPAL' ? store.data.users[registration.userId]?.email : undefined,
      redirect: ['authorised', 'declined', 'closed'].includes(registration.status) ? returnTo(registration) : undefined,
    });

  /**
   * The card or PayPal account is authorised: the platform gets an inactive method, which the app's PATCH
   * activates.
   */
  const authorise = (registration: SandboxRegistration) =>
    store.update((data) => {
      const stored = data.registrations![registration.id]!;
      stored.status = 'authorised';
      stored.resultIndicator = store.nextId('result');
      const user = data.users[stored.userId]!;
      data.paymentMethods[stored.id] = {
        id: stored.id,
        userId: stored.userId,
        createdAt: new Date(ctx.now()).toISOString(),
        provider: 'sandbox-psp',
        method: stored.method,
        active: { state: 'INACTIVE' },
        isPreferred: false,
        countryCode: user.country,
        details: stored.method === 'PAYPAL' ? stored.paypal : stored.card,
        isRegisteredFor2FA: false,
      };
      return stored;
    });

  return [
    http.post(`${base}/registrations`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { method, returnUrl } = await readJson(request);
      if (method !== 'DIRECT_CREDIT' && method !== 'PAYPAL') {
        return fail(422, 'Only cards and PayPal accounts are registered here', [422]);
      }
      if (typeof returnUrl !== 'string' || !URL.canParse(returnUrl)) return fail(422, 'returnUrl is required', [422]);
      // The app's own origin: the provider's in the browser sandbox, the caller's over HTTP (CORS let it in).
      const appOrigins = [new URL(base).origin, request.headers.get('Origin')];
      if (!appOrigins.includes(new URL(returnUrl).origin)) return fail(422, 'returnUrl is not allowed', [422]);
      const id = store.nextId('pm');
      store.update((data) => {
        data.registrations ??= {};
        data.registrations[id] = { id, userId: auth.user.id, method, returnUrl, status: 'open' };
      });
      const page = method === 'PAYPAL' ? new URL('/_sandbox/paypal', base).href : `${base}/card`;
      return HttpResponse.json({ id, url: `${page}?registration=${encodeURIComponent(id)}` });
    }),

    http.get(`${base}/registrations/:id`, ({ params }) => {
      const registration = registrationOf(params.id);
      if (!registration) return fail(404, 'Registration not found', [404]);
      return answer(registration);
    }),

    http.post(`${base}/registrations/:id/card`, async ({ params, request }) => {
      const registration = registrationOf(params.id);
      if (registration?.method !== 'DIRECT_CREDIT') return fail(404, 'Registration not found', [404]);
      if (registration.status !== 'open') return answer(registration);
      const body = await readJson(request);
      const form: CardForm = {
        number: String(body.number ?? ''),
        expiry: String(body.expiry ?? ''),
        cvc: String(body.cvc ?? ''),
        holder: String(body.holder ?? ''),
      };
      const checked = checkCard(form, new Date(ctx.now()));
      if ('problems' in checked) return HttpResponse.json({ problems: checked.problems }, { status: 422 });
      const { digits, brand, expiry } = checked.card;
      const behaviour = testCards[digits];
      const updated = store.update((data) => {
        const stored = data.registrations![registration.id]!;
        stored.card = {
          brand,
          cardNumber: maskedNumber(digits),
          expiry: `${String(expiry.month).padStart(2, '0')}/${expiry.year}`,
        };
        stored.status = behaviour === 'declined' ? 'declined' : behaviour === 'challenge' ? 'challenge' : 'open';
        return stored;
      });
      return answer(updated.status === 'open' ? authorise(updated) : updated);
    }),

    http.post(`${base}/registrations/:id/challenge`, async ({ params, request }) => {
      const registration = registrationOf(params.id);
      if (!registration) return fail(404, 'Registration not found', [404]);
      if (registration.status !== 'challenge') return answer(registration);
      const { result } = await readJson(request);
      if (result === 'approved') return answer(authorise(registration));
      const declined = store.update((data) => {
        const stored = data.registrations![registration.id]!;
        stored.status = 'declined';
        return stored;
      });
      return answer(declined);
    }),

    /** The PayPal page's approval: the account logged in with (an e-mail address) is vaulted, once. */
    http.post(`${base}/registrations/:id/paypal`, async ({ params, request }) => {
      const registration = registrationOf(params.id);
      if (registration?.method !== 'PAYPAL') return fail(404, 'Registration not found', [404]);
      if (registration.status !== 'open') return answer(registration);
      const { email } = await readJson(request);
      if (typeof email !== 'string' || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(email.trim())) {
        return HttpResponse.json({ problems: ['email'] }, { status: 422 });
      }
      const approved = store.update((data) => {
        const stored = data.registrations![registration.id]!;
        stored.paypal = { email: email.trim() };
        return stored;
      });
      return answer(authorise(approved));
    }),

    /** The PayPal page closed without approving (PAYPAL_POPUP_CLOSED): nothing is added. */
    http.post(`${base}/registrations/:id/close`, ({ params }) => {
      const registration = registrationOf(params.id);
      if (registration?.method !== 'PAYPAL') return fail(404, 'Registration not found', [404]);
      if (registration.status !== 'open') return answer(registration);
      const closed = store.update((data) => {
        const stored = data.registrations![registration.id]!;
        stored.status = 'closed';
        return stored;
      });
      return answer(closed);
    }),
  ];
}
