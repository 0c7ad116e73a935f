import { HttpResponse, http } from 'msw';
import type { UserProfile } from '../../api/schemas';
import type { SandboxUser } from '../store';
import { authenticate, fail, isEmail, readJson, type SandboxContext } from './context';
import { loyaltyPrograms } from './loyalty';

export const profileOf = (user: SandboxUser): UserProfile => ({
  id: user.id,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  companyName: user.companyName,
  address: user.address,
  taxInfo: user.taxInfo,
  accountId: user.accountId,
  thingId: user.thingId,
  localisation: { country: user.country, currency: user.currency },
  passwordExpired: user.passwordExpired,
  isGuest: user.isGuest,
  twoFactorMethod: user.twoFactorMethod ?? 'none',
  ...(user.marketingPermissions ? { marketingPermissions: user.marketingPermissions } : {}),
  ...(user.odometerScreen ? { odometerScreen: user.odometerScreen } : {}),
});

const editable = [
  'email',
  'firstName',
  'lastName',
  'companyName',
  'address',
  'taxInfo',
  'odometerScreen',
  'marketingPermissions',
] as const;

/** Marketing permissions are a record of yes or no per channel. */
const isPermissions = (value: unknown): value is Record<string, boolean> =>
  !!value &&
  typeof value === 'object' &&
  !Array.isArray(value) &&
  Object.values(value).every((allowed) => typeof allowed === 'boolean');

export function userHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  return [
    http.get(`${base}/users/:id`, ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      if (params.id !== auth.user.id) return fail(403, 'Forbidden', [104]);
      return HttpResponse.json(profileOf(auth.user));
    }),

    http.patch(`${base}/users/:id`, async ({ request, params }) => {
      // Guests may set their tax details (an invoice may need them); the other fields belong to accounts.
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      if (params.id !== auth.user.id) return fail(403, 'Forbidden', [104]);
      const body = await readJson(request);
      const taxInfo = body.taxInfo as { country?: string; taxId?: string } | undefined;
      if (taxInfo?.country === 'PT' && taxInfo.taxId && !/^\d{9}$/.test(taxInfo.taxId)) {
        return fail(422, 'Tax ID is invalid', [150]);
      }
      // Whatever the country: letters, digits and the separators people type, no more than 20.
      if (taxInfo?.taxId !== undefined && !/^[A-Za-z0-9 .\-/]{0,20}$/.test(String(taxInfo.taxId))) {
        return fail(422, 'Tax ID is invalid', [150]);
      }
      const odometer = (body.odometerScreen as { value?: unknown } | undefined)?.value;
      if (body.odometerScreen !== undefined && odometer !== 'REFUSED' && typeof odometer !== 'number') {
        return fail(422, 'odometerScreen.value must be a number or REFUSED', [151]);
      }
      if (body.email !== undefined) {
        if (!isEmail(body.email)) return fail(422, 'Invalid email', [152]);
        const email = body.email.trim().toLowerCase();
        const taken = Object.values(store.data.users).some(
          (other) => other.id !== auth.user.id && other.email?.toLowerCase() === email,
        );
        if (taken) return fail(409, 'Already registered', [120]);
        body.email = email;
      }
      if (body.marketingPermissions !== undefined && !isPermissions(body.marketingPermissions)) {
        return fail(422, 'marketingPermissions must map channels to true or false', [153]);
      }
      if (body.odometerScreen !== undefined) {
        body.odometerScreen = { value: odometer, updatedAt: new Date(ctx.now()).toISOString() };
      }
      const fields = auth.user.isGuest ? (['taxInfo'] as const) : editable;
      if (auth.user.isGuest && Object.keys(body).some((key) => key !== 'taxInfo')) {
        return fail(403, 'Registered users only', [103]);
      }
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        for (const key of fields) if (key in body) Object.assign(user, { [key]: body[key] });
      });
      return HttpResponse.json({ ok: true });
    }),

    // The copy of the user's data goes out by email to their address; the request is only acknowledged here.
    http.get(`${base}/events/request-data-dump`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (store.data.settings.scenarios.includes('account-delete-fails')) return fail(500, 'Internal error', [500]);
      const thingId = new URL(request.url).searchParams.get('thingId') ?? undefined;
      if (thingId && !store.data.things[thingId]?.users?.includes(auth.user.id)) {
        return fail(403, 'Forbidden', [104]);
      }
      const requestedAt = new Date(ctx.now()).toISOString();
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.dataDumpRequests = [...(user.dataDumpRequests ?? []), { thingId, email: user.email, requestedAt }];
      });
      return HttpResponse.json({ ok: true, email: auth.user.email, requestedAt }, { status: 202 });
    }),

    http.get(`${base}/accounts/:id/features`, ({ request, params }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      if (params.id !== auth.user.accountId) return fail(403, 'Forbidden', [104]);
      // gift-card-shop-off: an account without the gift card shop.
      const shopOff = store.data.settings.scenarios.includes('gift-card-shop-off');
      return HttpResponse.json(
        auth.user.features.map((feature) => {
          if (feature.name === 'giftCardShop' && shopOff) return { ...feature, status: 'DISABLED' };
          // The programmes offered ride in the loyalty feature's payload (SPEC.md section 3, account features).
          if (feature.name === 'loyaltyPrograms')
            return { ...feature, payload: { ...feature.payload, programs: loyaltyPrograms } };
          return feature;
        }),
      );
    }),

    http.get(`${base}/v4/users/preferences`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      const includeArchived = new URL(request.url).searchParams.get('includeArchived') === 'true';
      const { preferredThing, thingAvatars = [] } = auth.user.preferences;
      return HttpResponse.json({
        preferredThing,
        thingAvatars: includeArchived ? thingAvatars : thingAvatars.filter((avatar) => !avatar.isArchived),
      });
    }),

    http.patch(`${base}/v4/users/preferences`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { preferredThing } = await readJson(request);
      if (preferredThing !== null && (typeof preferredThing !== 'string' || !store.data.things[preferredThing])) {
        return fail(422, 'Unknown vehicle', [160]);
      }
      store.update((data) => {
        data.users[auth.user.id]!.preferences.preferredThing = preferredThing;
      });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
