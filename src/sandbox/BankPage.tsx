/**
 * The simulated 3-D Secure page of the `user-interaction` scenario: shows what the bank would ask, and sends the
 * browser back to the app's success or error URL.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import './sandbox.css';

interface Pending {
  orderId: string;
  amount: number;
  currency: string;
  merchant: string;
  result: 'approved' | 'declined' | null;
}

export default function BankPage() {
  const orderId = new URLSearchParams(window.location.search).get('orderId') ?? '';
  const url = `${config.platformUrl}/_sandbox/3ds/${encodeURIComponent(orderId)}`;
  const [pending, setPending] = useState<Pending | 'missing'>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    fetch(url).then(
      (response) => (response.ok ? response.json().then(setPending) : setPending('missing')),
      () => setPending('missing'),
    );
  }, [url]);
  const answer = async (result: 'approved' | 'declined') => {
    setSending(true);
    const response = await fetch(url, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ result }),
    });
    const { redirect } = (await response.json()) as { redirect: string };
    window.location.replace(redirect);
  };
  if (!pending) return <main className="bank-page">Contacting your bank…</main>;
  if (pending === 'missing') return <main className="bank-page">There is no payment waiting for approval.</main>;
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: pending.currency }).format(pending.amount);
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox Bank · Secure payment check</p>
      <h1>Approve this payment?</h1>
      <p>
        {pending.merchant}: <strong>{amount}</strong>
      </p>
      <div className="bank-page__actions">
        <button type="button" disabled={sending} onClick={() => void answer('approved')}>
          Approve
        </button>
        <button type="button" disabled={sending} onClick={() => void answer('declined')}>
          Decline
        </button>
      </div>
    </main>
  );
}
