/**
 * The sandbox's identity provider ("Continue with Google"), speaking OpenID Connect as Google does for the
 * authorization code flow with PKCE: a discovery document, the sign-in page (IdentityPage.tsx, the authorization
 * endpoint), a token endpoint that checks the code verifier against the challenge and answers an ID token signed
 * with RS256 (nonce, audience, issuer, expiry), and its public key. The platform's POST /auth/login/openId
 * (handlers/auth.ts) checks that ID token as the real platform checks Google's.
 *
 * The sign-in page's choice (the user consenting) is `POST <issuer>/codes`, the sandbox's own call: it hands the
 * page a one-time code, kept in the store for ten minutes so the app's page that redeems it may be another page.
 * The signing key lives as long as the running sandbox; an ID token is redeemed at once, by the same sandbox.
 */
import { HttpResponse, http } from 'msw';
import { isAppOrigin } from '../origins';
import type { SandboxStore } from '../store';
import { fail, readJson, type SandboxContext } from './context';

export const codeLifetimeMs = 10 * 60_000;
export const idTokenLifetimeMs = 10 * 60_000;
const keyId = 'sandbox-identity-1';

const base64url = (bytes: ArrayBuffer | Uint8Array) =>
  btoa(String.fromCharCode(...new Uint8Array(bytes)))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
const fromBase64url = (text: string) =>
  Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0));
const utf8 = (text: string) => new TextEncoder().encode(text);

const rsa = { name: 'RSASSA-PKCS1-v1_5', hash: 'SHA-256' } as const;

/** The running sandbox's signing key pair, made on first use. */
function signingKeys() {
  let keys: Promise<CryptoKeyPair> | undefined;
  return () => {
    keys ??= crypto.subtle.generateKey(
      { ...rsa, modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]) },
      true,
      ['sign', 'verify'],
    );
    return keys;
  };
}

/** The claims of an ID token the sandbox signed, or why it is refused. */
export type IdTokenCheck = { claims: Record<string, unknown> } | { refused: string };

export interface SandboxIdentity {
  /** Checks an ID token as the platform checks Google's: signature, issuer, expiry, an audience. */
  verify(idToken: string, now: number): Promise<IdTokenCheck>;
}

const identities = new WeakMap<SandboxStore, SandboxIdentity>();
/** The identity provider of a sandbox (by its store), for the platform's login to check its tokens. */
export const identityOf = (store: SandboxStore) => identities.get(store);

export function identityHandlers(ctx: SandboxContext, partnerOrigins: readonly string[] = []) {
  const issuer = ctx.hosts.identityProviderUrl;
  if (!issuer) return [];
  const { store } = ctx;
  const keys = signingKeys();

  const sign = async (claims: Record<string, unknown>) => {
    const header = base64url(utf8(JSON.stringify({ alg: 'RS256', typ: 'JWT', kid: keyId })));
    const payload = base64url(utf8(JSON.stringify(claims)));
    const signature = await crypto.subtle.sign(rsa, (await keys()).privateKey, utf8(`${header}.${payload}`));
    return `${header}.${payload}.${base64url(signature)}`;
  };

  identities.set(store, {
    async verify(idToken, now) {
      const [header, payload, signature] = idToken.split('.');
      if (!header || !payload || !signature) return { refused: 'not a JWT' };
      try {
        const valid = await crypto.subtle.verify(
          rsa,
          (await keys()).publicKey,
          fromBase64url(signature),
          utf8(`${header}.${payload}`),
        );
        if (!valid) return { refused: 'bad signature' };
        const claims = JSON.parse(new TextDecoder().decode(fromBase64url(payload))) as Record<string, unknown>;
        if (claims.iss !== issuer) return { refused: 'another issuer' };
        if (typeof claims.exp !== 'number' || claims.exp * 1000 <= now) return { refused: 'expired' };
        if (typeof claims.aud !== 'string' || !claims.aud) return { refused: 'no audience' };
        return { claims };
      } catch {
        return { refused: 'unreadable' };
      }
    },
  });

  /** Where the page may send the browser back to: the app (same origin) or an app the HTTP server lets in. */
  const acceptedRedirect = (redirectUri: unknown) => {
    if (typeof redirectUri !== 'string') return false;
    try {
      const target = new URL(redirectUri);
      return target.origin === new URL(issuer).origin || isAppOrigin(target.origin, partnerOrigins);
    } catch {
      return false;
    }
  };

  const oauthError = (error: string, description: string, status = 400) =>
    HttpResponse.json({ error, error_description: description }, { status });

  return [
    http.get(`${issuer}/.well-known/openid-configuration`, () =>
      HttpResponse.json({
        issuer,
        authorization_endpoint: issuer,
        token_endpoint: `${issuer}/token`,
        jwks_uri: `${issuer}/jwks`,
        response_types_supported: ['code'],
        grant_types_supported: ['authorization_code'],
        code_challenge_methods_supported: ['S256'],
        subject_types_supported: ['public'],
        id_token_signing_alg_values_supported: ['RS256'],
        scopes_supported: ['openid', 'email', 'profile'],
        token_endpoint_auth_methods_supported: ['none'],
      }),
    ),

    http.get(`${issuer}/jwks`, async () =>
      HttpResponse.json({
        keys: [
          { ...(await crypto.subtle.exportKey('jwk', (await keys()).publicKey)), kid: keyId, use: 'sig', alg: 'RS256' },
        ],
      }),
    ),

    // The sign-in page's consent: a one-time code for this client, redirect, challenge and nonce.
    http.post(`${issuer}/codes`, async ({ request }) => {
      const body = await readJson(request);
      const { email, client_id: clientId, redirect_uri: redirectUri, code_challenge: challenge, nonce } = body;
      if (typeof email !== 'string' || !email.includes('@')) return fail(422, 'An e-mail address is required', [422]);
      if (typeof clientId !== 'string' || !clientId) return fail(422, 'client_id is required', [422]);
      if (!acceptedRedirect(redirectUri)) return fail(422, 'redirect_uri is not an app of this sandbox', [422]);
      if (typeof challenge !== 'string' || !/^[A-Za-z0-9_-]{43}$/.test(challenge))
        return fail(422, 'code_challenge must be an S256 challenge', [422]);
      const code = base64url(crypto.getRandomValues(new Uint8Array(24)));
      store.update((data) => {
        data.authorizationCodes[code] = {
          email: email.trim(),
          clientId,
          redirectUri: redirectUri as string,
          challenge,
          ...(typeof nonce === 'string' && nonce ? { nonce } : {}),
          issuedAt: ctx.now(),
        };
      });
      return HttpResponse.json({ code }, { status: 201 });
    }),

    http.post(`${issuer}/token`, async ({ request }) => {
      const form = new URLSearchParams(await request.text());
      if (form.get('grant_type') !== 'authorization_code')
        return oauthError('unsupported_grant_type', 'Only authorization_code');
      const code = form.get('code') ?? '';
      const granted = store.data.authorizationCodes[code];
      // A code is good once: asked again, it is gone.
      store.update((data) => {
        delete data.authorizationCodes[code];
      });
      if (!granted || ctx.now() - granted.issuedAt > codeLifetimeMs)
        return oauthError('invalid_grant', 'The code is unknown, used or expired');
      if (form.get('client_id') !== granted.clientId) return oauthError('invalid_client', 'Another client', 401);
      if (form.get('redirect_uri') !== granted.redirectUri)
        return oauthError('invalid_grant', 'redirect_uri differs from the authorization request');
      const verifier = form.get('code_verifier') ?? '';
      const challenge = base64url(await crypto.subtle.digest('SHA-256', utf8(verifier)));
      if (!verifier || challenge !== granted.challenge)
        return oauthError('invalid_grant', 'code_verifier does not match the code_challenge');
      const now = Math.floor(ctx.now() / 1000);
      const idToken = await sign({
        iss: issuer,
        aud: granted.clientId,
        sub: `sandbox-${base64url(utf8(granted.email.toLowerCase()))}`,
        email: granted.email,
        email_verified: true,
        iat: now,
        auth_time: now,
        exp: now + idTokenLifetimeMs / 1000,
        ...(granted.nonce ? { nonce: granted.nonce } : {}),
      });
      return HttpResponse.json(
        {
          access_token: base64url(crypto.getRandomValues(new Uint8Array(24))),
          token_type: 'Bearer',
          expires_in: idTokenLifetimeMs / 1000,
          scope: 'openid email',
          id_token: idToken,
        },
        { headers: { 'Cache-Control': 'no-store' } },
      );
    }),
  ];
}
