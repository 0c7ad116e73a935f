/**
 * The simulated payment provider's hosted card-entry page (`/_sandbox/psp/card?registration=…`): the card is
 * entered and checked here (Luhn, network, expiry, CVC, holder) and sent to the provider, never to the app. A
 * card that asks for it goes through a 3-D Secure challenge; then the browser goes back to the app's return
 * URL with the outcome. A finished registration only offers the way back (Back to this page changes nothing).
 */
import { useEffect, useState } from 'react';
import { config } from '../config';
import { type CardForm, type CardProblem, cardBrand, cardDigits } from './card';
import './sandbox.css';

type Status = 'open' | 'challenge' | 'authorised' | 'declined';
interface Answer {
  status: Status;
  redirect?: string;
}

const problemTexts: Record<CardProblem, string> = {
  number: 'Enter a valid card number.',
  brand: 'Only Visa, Mastercard and American Express cards are accepted.',
  expiry: 'Enter the expiry date as MM/YY.',
  expired: 'This card has expired.',
  cvc: 'Enter the security code on your card.',
  holder: 'Enter the name on the card.',
};
const brandNames = { VISA: 'Visa', MASTERCARD: 'Mastercard', AMEX: 'American Express' } as const;

export default function CardEntryPage() {
  const id = new URLSearchParams(window.location.search).get('registration') ?? '';
  const url = `${config.paymentProviderUrl}/registrations/${encodeURIComponent(id)}`;
  const [state, setState] = useState<Answer | 'missing'>();
  const [form, setForm] = useState<CardForm>({ number: '', expiry: '', cvc: '', holder: '' });
  const [problems, setProblems] = useState<CardProblem[]>([]);
  const [sending, setSending] = useState(false);
  useEffect(() => {
    fetch(url).then(
      (response) => (response.ok ? response.json().then(setState) : setState('missing')),
      () => setState('missing'),
    );
  }, [url]);
  const send = async (path: string, body: unknown) => {
    setSending(true);
    try {
      const response = await fetch(`${url}/${path}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify(body),
      });
      const answer = (await response.json()) as Answer & { problems?: CardProblem[] };
      if (answer.problems) {
        setProblems(answer.problems);
        return;
      }
      setProblems([]);
      if (answer.redirect) window.location.assign(answer.redirect);
      else setState(answer);
    } finally {
      setSending(false);
    }
  };
  if (!state) return <main className="bank-page">Loading the secure card form…</main>;
  if (state === 'missing') return <main className="bank-page">This card registration does not exist.</main>;
  if (state.redirect) {
    return (
      <main className="bank-page">
        <p className="bank-page__bank">Sandbox PSP · Card registration</p>
        <h1>This registration is finished</h1>
        <p>{state.status === 'authorised' ? 'Your card was registered.' : 'Your card was declined.'}</p>
        <div className="bank-page__actions">
          <button type="button" onClick={() => window.location.assign(state.redirect!)}>
            Back to the app
          </button>
        </div>
      </main>
    );
  }
  if (state.status === 'challenge') {
    return (
      <main className="bank-page">
        <p className="bank-page__bank">Sandbox Bank · Secure card check</p>
        <h1>Confirm this card?</h1>
        <p>Your bank asks you to confirm that you are adding this card.</p>
        <div className="bank-page__actions">
          <button type="button" disabled={sending} onClick={() => void send('challenge', { result: 'approved' })}>
            Approve
          </button>
          <button type="button" disabled={sending} onClick={() => void send('challenge', { result: 'declined' })}>
            Decline
          </button>
        </div>
      </main>
    );
  }
  const digits = cardDigits(form.number);
  const brand = digits && digits.length >= 2 ? cardBrand(digits) : undefined;
  const field = (name: keyof CardForm, label: string, props: React.InputHTMLAttributes<HTMLInputElement>) => {
    const problem = problems.find((candidate) =>
      name === 'number'
        ? candidate === 'number' || candidate === 'brand'
        : name === 'expiry'
          ? candidate === 'expiry' || candidate === 'expired'
          : candidate === name,
    );
    return (
      <label>
        {label}
        <input
          {...props}
          value={form[name]}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? `card-${name}-problem` : undefined}
          onChange={(event) => setForm((current) => ({ ...current, [name]: event.target.value }))}
        />
        {problem && (
          <span id={`card-${name}-problem`} className="bank-page__problem">
            {problemTexts[problem]}
          </span>
        )}
      </label>
    );
  };
  return (
    <main className="bank-page">
      <p className="bank-page__bank">Sandbox PSP · Card registration</p>
      <h1>Add your card</h1>
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          if (!sending) void send('card', form);
        }}
      >
        {field('number', 'Card number', { inputMode: 'numeric', autoComplete: 'cc-number' })}
        <p className="bank-page__brand" aria-live="polite">
          {brand ? brandNames[brand] : ''}
        </p>
        {field('expiry', 'Expiry date (MM/YY)', { inputMode: 'numeric', autoComplete: 'cc-exp', placeholder: 'MM/YY' })}
        {field('cvc', 'Security code (CVC)', { inputMode: 'numeric', autoComplete: 'cc-csc' })}
        {field('holder', 'Name on the card', { autoComplete: 'cc-name' })}
        <div className="bank-page__actions">
          <button type="submit" disabled={sending}>
            Add card
          </button>
        </div>
      </form>
    </main>
  );
}
