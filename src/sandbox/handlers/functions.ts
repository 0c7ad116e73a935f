/**
 * The cloud functions host (SPEC.md section 7, "Cloud functions"): the driver's PIN and whether a PIN or a
 * WebAuthn credential is set up, and deleting the account. The PIN is kept only as a salted hash and locks after
 * too many wrong tries (`pinPolicy`); `pin-check-fails`
 * makes validate_pin answer 500, `account-delete-fails` delete_user.
 */
import { HttpResponse, http } from 'msw';
import type { SandboxData, SandboxUser } from '../store';
import { authenticate, fail, readJson, type SandboxContext } from './context';

/**
 * The PIN check's lock (not in SPEC.md; the sandbox's policy, which the app follows through the answer): after
 * five wrong PINs in a row the PIN is locked for fifteen minutes, and every wrong PIN after a lock, before a right
 * one, locks it again for twice as long, up to a day. While locked, validate_pin answers 429 with Retry-After and
 * checks nothing. A right PIN, or a new one saved, starts the count again. Five tries allow for a mistyped PIN on
 * a phone; the doubling leaves about a dozen guesses a day, so a stranger holding the driver's session needs years,
 * on average, to find one of the 10,000 PINs.
 */
export const pinPolicy = { tries: 5, firstLockMs: 15 * 60_000, longestLockMs: 24 * 3_600_000 };

const lockMs = (failures: number) =>
  Math.min(pinPolicy.firstLockMs * 2 ** (failures - pinPolicy.tries), pinPolicy.longestLockMs);

const pinLocked = (untilMs: number, nowMs: number) => {
  const seconds = Math.ceil((untilMs - nowMs) / 1_000);
  return HttpResponse.json(
    { errorDescription: 'Too many wrong PINs', errorCodes: [172], retryAfterSeconds: seconds },
    { status: 429, headers: { 'Retry-After': String(seconds) } },
  );
};

/** SPEC.md section 5: exactly 4 digits. */
const isPin = (value: unknown): value is string => typeof value === 'string' && /^\d{4}$/.test(value);

async function pinHash(user: SandboxUser, pin: string) {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`${user.id}:${pin}`));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * Removes a user and everything that is theirs: their sessions, payment methods and provider registrations,
 * vouchers, loyalty cards, orders, history, MB WAY mandates, and the vehicles they own; vehicles shared with them lose them.
 */
export function removeUser(data: SandboxData, userId: string) {
  const accountId = data.users[userId]?.accountId;
  delete data.users[userId];
  const dropOwn = <T>(records: Record<string, T> | undefined, owner: (record: T) => string | undefined) => {
    for (const [id, record] of Object.entries(records ?? {})) if (owner(record) === userId) delete records![id];
  };
  dropOwn(data.tokens, (session) => session.userId);
  dropOwn(data.paymentMethods, (method) => method.userId);
  dropOwn(data.registrations, (registration) => registration.userId);
  dropOwn(data.vouchers, (voucher) => voucher.userId);
  dropOwn(data.loyalty, (card) => card.userId);
  dropOwn(data.orders, (order) => order.userId);
  dropOwn(data.archivedOrders, (order) => order.userId);
  dropOwn(data.history, (event) => event.userId);
  dropOwn(data.mbwayMandates, (mandate) => mandate.userId);
  for (const [id, thing] of Object.entries(data.things)) {
    if (thing.account === accountId) delete data.things[id];
    else thing.users = thing.users?.filter((user) => (typeof user === 'string' ? user : user._id) !== userId);
  }
  for (const user of Object.values(data.users)) {
    const avatars = user.preferences.thingAvatars ?? [];
    user.preferences.thingAvatars = avatars.filter((avatar) => data.things[avatar.thingId]);
    if (user.preferences.preferredThing && !data.things[user.preferences.preferredThing]) {
      user.preferences.preferredThing = null;
    }
  }
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
        user.pinFailures = 0;
        user.pinLockedUntil = undefined;
      });
      return HttpResponse.json({ result: true });
    }),

    http.post(`${base}/validate_pin`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (store.data.settings.scenarios.includes('pin-check-fails')) return fail(500, 'Internal error', [500]);
      const { pin } = await readJson(request);
      const user = store.data.users[auth.user.id]!;
      const now = ctx.now();
      if (user.pinLockedUntil !== undefined && user.pinLockedUntil > now) return pinLocked(user.pinLockedUntil, now);
      if (!user.pinHash || !isPin(pin) || (await pinHash(user, pin)) !== user.pinHash) {
        const failures = (user.pinFailures ?? 0) + 1;
        const until = failures >= pinPolicy.tries ? now + lockMs(failures) : undefined;
        store.update((data) => {
          const stored = data.users[auth.user.id]!;
          stored.pinFailures = failures;
          stored.pinLockedUntil = until;
        });
        return until === undefined ? fail(403, 'Wrong PIN', [171]) : pinLocked(until, now);
      }
      store.update((data) => {
        const stored = data.users[auth.user.id]!;
        stored.pinFailures = 0;
        stored.pinLockedUntil = undefined;
      });
      return HttpResponse.json({ result: true });
    }),

    http.get(`${base}/user_has_pin`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      return HttpResponse.json({ result: !!auth.user.pinHash });
    }),

    // The account and all that is the user's go; the login no longer works.
    http.delete(`${base}/delete_user`, ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      if (store.data.settings.scenarios.includes('account-delete-fails')) return fail(500, 'Internal error', [500]);
      store.update((data) => removeUser(data, auth.user.id));
      return HttpResponse.json({ result: true });
    }),

    http.get(`${base}/has_user_webauthn`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return auth.response;
      return HttpResponse.json({ result: (auth.user.webauthnCredentials?.length ?? 0) > 0 });
    }),
  ];
}
