import { HttpResponse, http } from 'msw';
import { newUser } from '../seed';
import { authenticate, fail, isEmail, readJson, type SandboxContext } from './context';
import { identityOf } from './identity';

export function authHandlers(ctx: SandboxContext) {
  const base = ctx.hosts.platformUrl;
  const { store } = ctx;
  const issueToken = (userId: string) =>
    store.update((data) => {
      const token = `tok-${store.nextId('t')}-${Math.random().toString(36).slice(2)}`;
      data.tokens[token] = { userId, createdAt: new Date(ctx.now()).toISOString() };
      return HttpResponse.json({ auth_token: token, _id: userId });
    });
  const findByEmail = (email: string) =>
    Object.values(store.data.users).find((user) => user.email?.toLowerCase() === email.toLowerCase());

  return [
    http.post(`${base}/auth/register/guest`, () => {
      const id = store.nextId('guest');
      store.update((data) => {
        data.users[id] = newUser({ id, isGuest: true, createdAt: new Date(ctx.now()).toISOString() });
      });
      return issueToken(id);
    }),

    http.post(`${base}/auth/login/local`, async ({ request }) => {
      const { email, password } = await readJson(request);
      if (!isEmail(email) || typeof password !== 'string' || !password) {
        return fail(422, 'Email and password are required', [122]);
      }
      const user = findByEmail(email);
      if (!user || user.isGuest) return fail(401, 'Incorrect credentials', [127]);
      if (user.password !== password) return fail(401, 'Username and/or password are wrong', [125]);
      return issueToken(user.id);
    }),

    // The ID token of the identity provider (handlers/identity.ts), checked as the platform checks Google's.
    http.post(`${base}/auth/login/openId`, async ({ request }) => {
      const { idProvider, idToken } = await readJson(request);
      const identity = identityOf(store);
      const checked = typeof idToken === 'string' && identity ? await identity.verify(idToken, ctx.now()) : undefined;
      const email = checked && 'claims' in checked ? checked.claims.email : undefined;
      if (idProvider !== 'GOOGLE' || typeof email !== 'string') return fail(422, 'Invalid identity token', [126]);
      const user = findByEmail(email);
      if (!user) return fail(401, 'Incorrect credentials', [127]);
      return issueToken(user.id);
    }),

    http.post(`${base}/auth/register`, async ({ request }) => {
      const body = await readJson(request);
      const { email, password, termsAccepted, referralPlatform, firstName, lastName } = body;
      if (!isEmail(email)) return fail(422, 'Email is invalid', [130]);
      if (typeof password !== 'string' || password.length < 8 || password.length > 40) {
        return fail(422, 'Password must have 8 to 40 characters', [131]);
      }
      if (termsAccepted !== true) return fail(422, 'Terms must be accepted', [132]);
      if (typeof referralPlatform !== 'string' || !referralPlatform)
        return fail(422, 'referralPlatform is required', [133]);
      if (findByEmail(email)) return fail(409, 'Already registered', [120]);
      // A guest who registers keeps their id (and so their orders).
      const auth = authenticate(ctx, request);
      const id = 'user' in auth && auth.user.isGuest ? auth.user.id : store.nextId('user');
      store.update((data) => {
        data.users[id] = newUser({
          ...(data.users[id] ?? {}),
          id,
          isGuest: false,
          email,
          password,
          firstName: typeof firstName === 'string' ? firstName : undefined,
          lastName: typeof lastName === 'string' ? lastName : undefined,
          createdAt: data.users[id]?.createdAt ?? new Date(ctx.now()).toISOString(),
        });
      });
      return issueToken(id);
    }),

    http.post(`${base}/auth/change-password`, async ({ request }) => {
      const auth = authenticate(ctx, request, { registered: true });
      if ('response' in auth) return auth.response;
      const { newPassword } = await readJson(request);
      if (typeof newPassword !== 'string' || newPassword.length < 8 || newPassword.length > 40) {
        return fail(422, 'Password must have 8 to 40 characters', [131]);
      }
      if (newPassword === auth.user.password) return fail(422, 'The new password must differ from the old one', [134]);
      store.update((data) => {
        const user = data.users[auth.user.id]!;
        user.password = newPassword;
        user.passwordExpired = false;
      });
      return HttpResponse.json({ ok: true });
    }),

    http.post(`${base}/auth/resend-password`, async ({ request }) => {
      const { email } = await readJson(request);
      if (!isEmail(email)) return fail(422, 'Email is invalid', [130]);
      // Known or not, the answer is the same, so the call cannot be used to probe for accounts.
      return HttpResponse.json({ ok: true });
    }),

    http.post(`${base}/auth/logout`, ({ request }) => {
      const auth = authenticate(ctx, request);
      if ('response' in auth) return fail(400, 'nothing to logout', [140]);
      store.update((data) => {
        delete data.tokens[auth.token];
      });
      return HttpResponse.json({ ok: true });
    }),
  ];
}
