/**
 * The simulated Amazon Pay checkout: shows the signed checkout's amount; "Pay now" approves it (a checkout
 * session the platform pays the order with) and returns to the app's return address, "Cancel" returns to the
 * app's cancel address. Sandbox only, English only.
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import './sandbox.css';

interface Review {
  amount: number;
  currency: string;
  cancelUrl: string;
}

export default function AmazonPage() {
  const query = new URLSearchParams(window.location.search);
  const payloadJSON = query.get('payload') ?? '';
  const signature = query.get('signature') ?? '';
  const [review, setReview] = useState<Review | 'invalid'>();
  const [sending, setSending] = useState(false);
  useEffect(() => {
    fetch(`${config.platformUrl}/_sandbox/amazon/review`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payloadJSON, signature }),
    }).then(
      (response) => (response.ok ? response.json().then(setReview) : setReview('invalid')),
      () => setReview('invalid'),
    );
  }, [payloadJSON, signature]);
  const approve = async () => {
    setSending(true);
    const response = await fetch(`${config.platformUrl}/_sandbox/amazon/checkout-sessions`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify({ payloadJSON, signature }),
    });
    const { redirect } = (await response.json()) as { redirect: string };
    window.location.replace(redirect);
  };
  if (!review) return <main className="bank-page">Contacting Amazon Pay…</main>;
  if (review === 'invalid') return <main className="bank-page">This checkout session is not valid.</main>;
  const cancel = () => {
    setSending(true);
    window.location.replace(review.cancelUrl);
  };
  const amount = new Intl.NumberFormat('en', { style: 'currency', currency: review.currency }).format(review.amount);
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox Amazon Pay · Checkout</p>
      <h1>Pay with Amazon Pay</h1>
      <p>
        Amount: <strong>{amount}</strong>
      </p>
      <p>Payment method: Visa •••• 1111 (from your Amazon account)</p>
      <div className="bank-page__actions">
        <button type="button" disabled={sending} onClick={() => void approve()}>
          Pay now
        </button>
        <button type="button" disabled={sending} onClick={cancel}>
          Cancel and return
        </button>
      </div>
    </main>
  );
}
