/**
 * The cloud functions host (SPEC.md section 7, "Cloud functions"): the driver's PIN and whether a PIN or a
 * WebAuthn credential is set up. The PIN is kept only as a salted hash; `pin-check-fails` makes validate_pin
 * answer 500.
 */
import { HttpResponse, http } from 'msw';
import type { SandboxUser } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/** SPEC.md section 5: exactly 4 digits. */
const isPin = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value);

async function pinHash(user: SandboxUser, pin: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${user.id}:${pin}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

export function functionHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.cloudFunctionsUrl;
  const { store } = ctx;
  return [
    http.post(`${base}/save_pin`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { pin } = await readJson(request);
      if (!isPin(pin)) return fail(422, 'The PIN must be 4 digits', [170]);
      const hash = await pinHash(auth.user, pin);
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.pinHash = hash;
        user.twoFactorMethod = 'pin';
      });
      return HttpResponse.json({ result: true });
    }),

    http.post(`${base}/validate_pin`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (store.data.settings.scenarios.includes('pin-check-fails')) return fail(500, 'Internal error', [500]);
      const { pin } = await readJson(request);
      const user = store.data.users[auth.user.id]!;
      if (!user.pinHash || !isPin(pin) || (await pinHash(user, pin)) !== user.pinHash) {
        return fail(403, 'Wrong PIN', [171]);
      }
      return HttpResponse.json({ result: true });
    }),

    http.get(`${base}/user_has_pin`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      return HttpResponse.json({ result: !!auth.user.pinHash });
    }),

    http.get(`${base}/has_user_webauthn`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      return HttpResponse.json({ result: (auth.user.webauthnCredentials?.length ?? 0) > 0 });
    }),
  ];
}
