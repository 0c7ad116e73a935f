/**
 * The simulated PayPal approval page (`/_sandbox/paypal?registration=…`): the tester "logs in" with an e-mail
 * address (the driver's, prefilled) and approves vaulting the account, or closes the page (PAYPAL_POPUP_CLOSED,
 * which adds nothing). The approval goes to the simulated provider, never to the app; then the browser goes
 * back to the app's return URL. A finished registration only offers the way back.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import './sandbox.css';

interface Answer {
  status: 'open' | 'authorised' | 'closed' | 'declined' | 'challenge';
  email?: string;
  redirect?: string;
}

export default function PayPalPage() {
  const id = new URLSearchParams(window.location.search).get('registration') ?? '';
  const url = `${config.paymentProviderUrl}/registrations/${encodeURIComponent(id)}`;
  const [state, setState] = useState<Answer | 'missing'>();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    fetch(url).then(
      (response) =>
        response.ok
          ? response.json().then((answer: Answer) => {
              setState(answer);
              setEmail(answer.email ?? '');
            })
          : setState('missing'),
      () => setState('missing'),
    );
  }, [url]);
  const send = async (path: 'paypal' | 'close', body: unknown) => {
    if (sending) return;
    setSending(true);
    try {
      const response = await fetch(`${url}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Answer & { problems?: string[] };
      setInvalid(!!answer.problems);
      if (answer.redirect) window.location.assign(answer.redirect);
      else if (!answer.problems) setState(answer);
    } finally {
      setSending(false);
    }
  };
  if (!state) return <main className="bank-page">Loading PayPal…</main>;
  if (state === 'missing') return <main className="bank-page">This PayPal approval does not exist.</main>;
  if (state.redirect) {
    return (
      <main className="bank-page">
        <p className="bank-page__bank">Sandbox PayPal</p>
        <h1>This approval is finished</h1>
        <p>{state.status === 'authorised' ? 'Your PayPal account was linked.' : 'You closed PayPal.'}</p>
        <div className="bank-page__actions">
          <button type="button" onClick={() => window.location.assign(state.redirect!)}>
            Back to the app
          </button>
        </div>
      </main>
    );
  }
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox PayPal</p>
      <h1>Link your PayPal account</h1>
      <p>Log in to PayPal and agree that Forecourt charges this account for your future payments.</p>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          void send('paypal', { email });
        }}
      >
        <label>
          Email
          <input
            type="email"
            autoComplete="email"
            value={email}
            aria-invalid={invalid ? true : undefined}
            aria-describedby={invalid ? 'paypal-email-problem' : undefined}
            onChange={(event) => setEmail(event.target.value)}
          />
          {invalid && (
            <span id="paypal-email-problem" className="bank-page__problem">
              Enter the e-mail address of your PayPal account.
            </span>
          )}
        </label>
        <div className="bank-page__actions">
          <button type="submit" disabled={sending}>
            Agree and link
          </button>
          <button type="button" disabled={sending} onClick={() => void send('close', {})}>
            Close PayPal
          </button>
        </div>
      </form>
    </main>
  );
}
