/**
 * The sandbox identity provider's sign-in page ("Continue with Google"): the authorization endpoint of an OpenID
 * Connect provider (handlers/identity.ts). It takes an authorization request with PKCE (S256) and a nonce, lets the
 * tester choose an account, and sends the browser back to the app's redirect URI with a one-time code and the
 * request's state; "Cancel" goes back with `error=access_denied`, as Google does.
 */
import { useState } from 'react';
import { config } from '../config';
import { isAppOrigin } from './origins';
import { seedUsers } from './seed';
import './sandbox.css';

/**
 * Served by the sandbox's HTTP server (src/sandbox/server.ts), the page lives on another origin than the app: it
 * returns to the apps the server lets in, which it names in a meta tag.
 */
function fromServerToApp(target: string) {
  const partners = document.querySelector<HTMLMetaElement>('meta[name="sandbox-partner-origins"]');
  return partners !== null && isAppOrigin(target, partners.content.split(','));
}

/** What is wrong with the authorization request, in a tester's words; nothing when it is good. */
export function authorizationRequestProblem(query: URLSearchParams): string | undefined {
  if (!query.get('client_id')) return 'client_id is missing';
  if (query.get('response_type') !== 'code') return 'response_type must be code';
  if (!(query.get('scope') ?? '').split(' ').includes('openid')) return 'scope must include openid';
  if (query.get('code_challenge_method') !== 'S256') return 'code_challenge_method must be S256';
  if (!/^[A-Za-z0-9_-]{43}$/.test(query.get('code_challenge') ?? '')) return 'code_challenge is not an S256 challenge';
  if (!query.get('state')) return 'state is missing';
  if (!query.get('nonce')) return 'nonce is missing';
  return undefined;
}

export default function IdentityPage() {
  const query = new URLSearchParams(window.location.search);
  const redirect = query.get('redirect_uri') ?? '';
  const [email, setEmail] = useState('');
  const [failed, setFailed] = useState<string>();
  const returnsToApp = (() => {
    try {
      const target = new URL(redirect).origin;
      return target === window.location.origin || fromServerToApp(target);
    } catch {
      return false;
    }
  })();
  const back = (answer: Record<string, string>) => {
    const target = new URL(redirect);
    for (const [key, value] of Object.entries({ ...answer, state: query.get('state') ?? '' }))
      target.searchParams.set(key, value);
    window.location.replace(target.toString());
  };
  const choose = async (chosen: string) => {
    setFailed(undefined);
    try {
      const response = await fetch(`${config.identityProviderUrl}/codes`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          email: chosen,
          client_id: query.get('client_id'),
          redirect_uri: redirect,
          code_challenge: query.get('code_challenge'),
          nonce: query.get('nonce'),
        }),
      });
      const answer = (await response.json()) as { code?: string; errorDescription?: string };
      if (!answer.code) throw new Error(answer.errorDescription ?? `HTTP ${response.status}`);
      back({ code: answer.code });
    } catch (error) {
      setFailed(error instanceof Error ? error.message : String(error));
    }
  };
  const problem = returnsToApp ? authorizationRequestProblem(query) : 'redirect_uri is not an app of this sandbox';
  if (problem)
    return (
      <main className="bank-page">
        <h1>This sign-in request is not valid</h1>
        <p>{problem}.</p>
      </main>
    );
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox identity provider · Google</p>
      <h1>Choose an account</h1>
      <p>to continue to {query.get('client_id')}</p>
      {failed && <p role="alert">The sign-in failed: {failed}</p>}
      <div className="bank-page__actions bank-page__actions--column">
        <button type="button" onClick={() => void choose(seedUsers.demo.email)}>
          {seedUsers.demo.email}
        </button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (email.includes('@')) void choose(email.trim());
          }}
        >
          <label>
            Another account
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <button type="submit">Continue</button>
        </form>
        <button type="button" onClick={() => back({ error: 'access_denied' })}>
          Cancel
        </button>
      </div>
    </main>
  );
}
