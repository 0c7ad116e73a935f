import { afterEach, describe, expect, it } from 'vitest';
import { createApi } from '../../src/api';
import { config } from '../../src/config';
import { takeOpenIdReturn } from '../../src/features/account/openIdReturn';
import { finishOpenIdSignIn, startOpenIdSignIn } from '../../src/features/account/openIdSignIn';
import { seedUsers } from '../../src/sandbox/seed';
import { clock } from '../sandboxServer';

const here = { origin: location.origin, pathname: '/login', search: '?pid=station-1&partner=acme' };
const api = createApi({ getToken: () => undefined, getLocale: () => 'en' });

/** The provider's sign-in page: the tester chooses `email`; answers the address the browser is sent back to. */
async function consent(authorizationUrl: string, email: string) {
  const request = new URL(authorizationUrl).searchParams;
  const response = await fetch(`${config.identityProviderUrl}/codes`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({
      email,
      client_id: request.get('client_id'),
      redirect_uri: request.get('redirect_uri'),
      code_challenge: request.get('code_challenge'),
      nonce: request.get('nonce'),
    }),
  });
  const { code } = (await response.json()) as { code: string };
  const back = new URL(request.get('redirect_uri')!);
  back.searchParams.set('code', code);
  back.searchParams.set('state', request.get('state')!);
  return back.toString();
}

const payload = (jwt: string) => JSON.parse(atob(jwt.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/')));

describe('"Continue with Google" over OpenID Connect (authorization code, PKCE, nonce)', () => {
  afterEach(() => {
    sessionStorage.clear();
    clock.offsetMs = 0;
  });

  it('asks the provider with a client id, an S256 challenge, a state and a nonce, and comes back to /login', async () => {
    const url = new URL(await startOpenIdSignIn(here));
    expect(`${url.origin}${url.pathname}`).toBe(config.identityProviderUrl);
    const request = url.searchParams;
    expect(request.get('client_id')).toBe('forecourt-sandbox');
    expect(request.get('response_type')).toBe('code');
    expect(request.get('scope')?.split(' ')).toContain('openid');
    expect(request.get('redirect_uri')).toBe(`${location.origin}/login`);
    expect(request.get('code_challenge_method')).toBe('S256');
    expect(request.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(request.get('state')).toMatch(/^\S{16,}$/);
    expect(request.get('nonce')).toMatch(/^\S{16,}$/);
    // Nothing secret travels: the verifier stays in this tab.
    expect(url.toString()).not.toContain(JSON.parse(sessionStorage.getItem('forecourt.openIdPending')!).codeVerifier);
  });

  it('redeems the code once for an ID token with its nonce, which logs the driver in, back where it started', async () => {
    const authorizationUrl = await startOpenIdSignIn(here);
    const returned = takeOpenIdReturn(await consent(authorizationUrl, seedUsers.demo.email));
    expect(returned?.pending.returnTo).toBe('/login?pid=station-1&partner=acme');
    // A reload of the return page finds nothing to redeem.
    expect(takeOpenIdReturn(returned!.url.toString())).toBeUndefined();

    const idToken = await finishOpenIdSignIn(returned!);
    expect(payload(idToken)).toMatchObject({
      iss: config.identityProviderUrl,
      aud: 'forecourt-sandbox',
      email: seedUsers.demo.email,
      nonce: new URL(authorizationUrl).searchParams.get('nonce'),
    });
    expect((await api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken }))._id).toBe(seedUsers.demo.id);
    // The same code again: refused by the provider.
    await expect(finishOpenIdSignIn(returned!)).rejects.toThrow();
  });

  it('refuses an answer of another sign-in (state), a code with another verifier, and an ID token of another nonce', async () => {
    const authorizationUrl = await startOpenIdSignIn(here);
    const returned = takeOpenIdReturn(await consent(authorizationUrl, seedUsers.demo.email))!;
    await expect(
      finishOpenIdSignIn({ ...returned, pending: { ...returned.pending, state: 'another-sign-in-state' } }),
    ).rejects.toThrow();
    await expect(
      finishOpenIdSignIn({
        ...returned,
        pending: { ...returned.pending, codeVerifier: 'a-verifier-of-someone-else-0123456789-abcdefgh' },
      }),
    ).rejects.toThrow();

    const again = await startOpenIdSignIn(here);
    const second = takeOpenIdReturn(await consent(again, seedUsers.demo.email))!;
    await expect(
      finishOpenIdSignIn({ ...second, pending: { ...second.pending, nonce: 'a-nonce-of-another-request' } }),
    ).rejects.toThrow();
  });

  it('is refused by the platform for a forged or expired ID token, and told to register for an unknown account', async () => {
    const idTokenFor = async (email: string) =>
      finishOpenIdSignIn(takeOpenIdReturn(await consent(await startOpenIdSignIn(here), email))!);

    const genuine = await idTokenFor(seedUsers.demo.email);
    const [header, , signature] = genuine.split('.');
    const forgedClaims = btoa(JSON.stringify({ ...payload(genuine), email: seedUsers.full.email }))
      .replace(/\+/g, '-')
      .replace(/\//g, '_')
      .replace(/=+$/, '');
    await expect(
      api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken: `${header}.${forgedClaims}.${signature}` }),
    ).rejects.toMatchObject({ status: 422, errorCodes: [126] });
    await expect(
      api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken: 'sandbox.ZGVtb0Bmb3JlY291cnQudGVzdA' }),
    ).rejects.toMatchObject({
      status: 422,
    });

    const stranger = await idTokenFor('stranger@forecourt.test');
    await expect(api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken: stranger })).rejects.toMatchObject({
      status: 401,
      errorCodes: [127],
    });

    clock.advance(11 * 60_000);
    await expect(api.auth.loginOpenId({ idProvider: 'GOOGLE', idToken: genuine })).rejects.toMatchObject({
      status: 422,
    });
  });
});
