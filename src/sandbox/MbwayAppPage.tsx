/**
 * The simulated MB WAY app: the driver approves a pending mandate, or reactivates a suspended one, then goes back
 * to the app. Payment requests need no page: the simulated app approves them one step after they arrive.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import './sandbox.css';

interface Mandate {
  id: string;
  status: 'pending' | 'active' | 'expired' | 'suspended';
  phoneNumber: string;
}

export default function MbwayAppPage() {
  const id = new URLSearchParams(window.location.search).get('mandate') ?? '';
  const url = `${config.paymentProviderUrl}/_sandbox/mbway/${encodeURIComponent(id)}`;
  const [mandate, setMandate] = useState<Mandate | 'missing'>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    fetch(url).then(
      (response) => (response.ok ? response.json().then(setMandate) : setMandate('missing')),
      () => setMandate('missing'),
    );
  }, [url]);
  const approve = async () => {
    setSending(true);
    const response = await fetch(`${url}/approve`, { method: 'POST' });
    setSending(false);
    if (response.ok) setMandate((await response.json()) as Mandate);
  };
  if (!mandate) return <main className="bank-page">Opening MB WAY…</main>;
  if (mandate === 'missing') return <main className="bank-page">There is no MB WAY mandate to approve.</main>;
  return (
    <main className="bank-page">
      <p className="bank-page__bank">MB WAY · simulated app · {mandate.phoneNumber}</p>
      {mandate.status === 'pending' && <h1>Approve the mandate for Forecourt?</h1>}
      {mandate.status === 'suspended' && <h1>Your mandate for Forecourt is suspended</h1>}
      {mandate.status === 'active' && <h1>Your mandate for Forecourt is active</h1>}
      {mandate.status === 'expired' && <h1>Your mandate for Forecourt has expired</h1>}
      <div className="bank-page__actions">
        {mandate.status === 'pending' && (
          <button type="button" disabled={sending} onClick={() => void approve()}>
            Approve mandate
          </button>
        )}
        {mandate.status === 'suspended' && (
          <button type="button" disabled={sending} onClick={() => void approve()}>
            Reactivate mandate
          </button>
        )}
        <button type="button" onClick={() => window.history.back()}>
          Back to Forecourt
        </button>
      </div>
    </main>
  );
}
