/**
 * "Continue with Google" as OpenID Connect: the authorization code flow with PKCE and a nonce, for a public client
 * (no secret in a web app), through oauth4webapi. The identity provider is `config.identityProviderUrl` (its issuer,
 * found through discovery) and the app is `config.openIdClientId`; the ID token it answers is what the platform
 * takes at POST /auth/login/openId.
 *
 * The browser leaves for the provider's page and comes back to `/login` (the one redirect URI a deployer
 * registers); what the app needs to finish (state, nonce, code verifier, and the address to come back to with its
 * query) waits in sessionStorage, for this tab only, and is used once.
 */
import * as oauth from 'oauth4webapi';
import { config } from '../../config';
import { type OpenIdReturn, openIdReturnPath, type PendingSignIn, savePendingSignIn } from './openIdReturn';

const issuer = () => new URL(config.identityProviderUrl);
const client: oauth.Client = { client_id: config.openIdClientId };
/**
 * Plain HTTP is for this machine's sandbox only; a deployed provider is HTTPS. Every call waits for `ready`: the
 * platform's start (`Api.ready`), which the embedded sandbox, playing the provider too, needs.
 */
const transport = (ready: Promise<unknown>) => ({
  ...(issuer().protocol === 'http:' && ['localhost', '127.0.0.1'].includes(issuer().hostname)
    ? { [oauth.allowInsecureRequests]: true }
    : {}),
  [oauth.customFetch]: (url: string, options: RequestInit) => ready.then(() => fetch(url, options)),
});

async function discover(ready: Promise<unknown>): Promise<oauth.AuthorizationServer> {
  const response = await oauth.discoveryRequest(issuer(), { algorithm: 'oidc', ...transport(ready) });
  return oauth.processDiscoveryResponse(issuer(), response);
}

/** Sends the browser to the identity provider's sign-in page. */
export async function startOpenIdSignIn(
  here: { origin: string; pathname: string; search: string },
  ready: Promise<unknown> = Promise.resolve(),
) {
  const server = await discover(ready);
  if (!server.authorization_endpoint) throw new Error('The identity provider names no authorization endpoint');
  const pending: PendingSignIn = {
    state: oauth.generateRandomState(),
    nonce: oauth.generateRandomNonce(),
    codeVerifier: oauth.generateRandomCodeVerifier(),
    redirectUri: `${here.origin}${openIdReturnPath}`,
    returnTo: `${here.pathname}${here.search}`,
  };
  const url = new URL(server.authorization_endpoint);
  url.searchParams.set('client_id', client.client_id);
  url.searchParams.set('redirect_uri', pending.redirectUri);
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', 'openid email');
  url.searchParams.set('code_challenge', await oauth.calculatePKCECodeChallenge(pending.codeVerifier));
  url.searchParams.set('code_challenge_method', 'S256');
  url.searchParams.set('state', pending.state);
  url.searchParams.set('nonce', pending.nonce);
  savePendingSignIn(pending);
  return url.toString();
}

/**
 * Checks the answer (its state), redeems the code with the verifier, and checks the ID token (issuer, audience,
 * expiry, nonce). Answers the ID token; throws on a refusal, a mismatch or a failed call.
 */
export async function finishOpenIdSignIn(
  { url, pending }: OpenIdReturn,
  ready: Promise<unknown> = Promise.resolve(),
): Promise<string> {
  const server = await discover(ready);
  const parameters = oauth.validateAuthResponse(server, client, url, pending.state);
  const response = await oauth.authorizationCodeGrantRequest(
    server,
    client,
    oauth.None(),
    parameters,
    pending.redirectUri,
    pending.codeVerifier,
    transport(ready),
  );
  const answer = await oauth.processAuthorizationCodeResponse(server, client, response, {
    expectedNonce: pending.nonce,
    requireIdToken: true,
  });
  if (!answer.id_token) throw new Error('The identity provider answered no ID token');
  return answer.id_token;
}
