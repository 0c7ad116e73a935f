/**
 * The simulated banking app a Bluecode or Payconiq payment switches to: approve, decline, or abandon (leave
 * without deciding, which the provider treats as a declined payment). Each returns to the app's success or
 * error URL. Sandbox only, English only.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import './sandbox.css';

interface Pending {
  amount: number;
  currency: string;
  merchant: string;
}

const appNames: Record<string, string> = { BLUECODE: 'Bluecode', PAYCONIQ: 'Payconiq' };

export default function AppSwitchPage() {
  const query = new URLSearchParams(window.location.search);
  const orderId = query.get('orderId') ?? '';
  const app = appNames[query.get('method') ?? ''] ?? 'Banking app';
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
  if (!pending) return <main className="bank-page">Opening {app}…</main>;
  if (pending === 'missing') return <main className="bank-page">There is no payment waiting for approval.</main>;
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: pending.currency }).format(pending.amount);
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox {app} · App switch</p>
      <h1>Approve this payment in {app}?</h1>
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
        <button type="button" disabled={sending} onClick={() => void answer('declined')}>
          Abandon and go back
        </button>
      </div>
    </main>
  );
}
