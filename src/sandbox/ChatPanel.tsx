/**
 * The sandbox's stand-in for the support chat widget: a local panel that answers common questions. Like the
 * rest of the sandbox it speaks English only.
 */
import { useState } from 'react';
import './sandbox.css';

const answers: [RegExp, string][] = [
  [
    /pay|card|payment/i,
    'You can pay with a saved card, PayPal, Google Pay or Apple Pay. Guests pay with a device wallet.',
  ],
  [/receipt|invoice/i, 'Your receipt appears in the app right after fueling; invoices are in your history.'],
  [/password/i, 'Use "Forgotten your password?" on the login page and we send you a temporary one.'],
  [/refund|reserv|hold/i, 'An unused prepay reservation is released by your bank, usually within a few days.'],
];

export default function ChatPanel({ onClose }: { onClose: () => void }) {
  const [messages, setMessages] = useState<{ from: 'you' | 'support'; text: string }[]>([
    { from: 'support', text: 'Hi! This is the sandbox support chat. How can we help?' },
  ]);
  const [draft, setDraft] = useState('');
  const send = () => {
    const text = draft.trim();
    if (!text) return;
    const reply =
      answers.find(([pattern]) => pattern.test(text))?.[1] ?? 'Thanks! A colleague will get back to you by email.';
    setMessages((current) => [...current, { from: 'you', text }, { from: 'support', text: reply }]);
    setDraft('');
  };
  return (
    <section className="chat-panel" aria-label="Support chat">
      <header>
        <strong>Support</strong>
        <button type="button" onClick={onClose} aria-label="Close chat">
          ×
        </button>
      </header>
      <ol aria-live="polite">
        {messages.map((message, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the list only grows.
          <li key={index} className={`chat-panel__${message.from}`}>
            {message.text}
          </li>
        ))}
      </ol>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          send();
        }}
      >
        <label className="visually-hidden" htmlFor="chat-input">
          Message
        </label>
        <input id="chat-input" value={draft} onChange={(event) => setDraft(event.target.value)} />
        <button type="submit">Send</button>
      </form>
    </section>
  );
}
