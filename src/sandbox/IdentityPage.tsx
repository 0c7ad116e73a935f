/**
 * The sandbox identity provider ("continue with Google"): the tester picks an account, and the browser goes back
 * to the app with an id token the sandbox platform accepts at POST /auth/login/openId.
 */
import { useState } from 'react';
import { sandboxIdToken } from './handlers/auth';
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

export default function IdentityPage() {
  const query = new URLSearchParams(window.location.search);
  const redirect = query.get('redirect_uri') ?? '/';
  const state = query.get('state') ?? '';
  const [email, setEmail] = useState('');
  const sameOrigin = (() => {
    try {
      const target = new URL(redirect, window.location.origin).origin;
      return target === window.location.origin || fromServerToApp(target);
    } catch {
      return false;
    }
  })();
  const choose = (chosen: string) => {
    const hash = new URLSearchParams({ id_token: sandboxIdToken(chosen), state });
    window.location.replace(`${redirect}#${hash}`);
  };
  if (!sameOrigin) return <main className="bank-page">This sign-in request is not valid.</main>;
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox identity provider · Google</p>
      <h1>Choose an account</h1>
      <div className="bank-page__actions bank-page__actions--column">
        <button type="button" onClick={() => choose(seedUsers.demo.email)}>
          {seedUsers.demo.email}
        </button>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            if (email.includes('@')) choose(email.trim());
          }}
        >
          <label>
            Another account
            <input type="email" value={email} onChange={(event) => setEmail(event.target.value)} />
          </label>
          <button type="submit">Continue</button>
        </form>
      </div>
    </main>
  );
}
