import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import { Spinner } from '../../ui/Spinner';
import { readReturnTo } from './returnTo';
import { useRegistration } from './useRegistration';

/**
 * `/profile/payments/payment-register`: where the provider's hosted page returns. The platform completes the
 * registration (once, however often this page loads); then back to where the driver came from, or this
 * screen's success; a declined or failed registration goes to the payment_register error page.
 */
export function PaymentRegisterScreen() {
  const search = useSearch();
  // Read once: the query is the provider's answer.
  const [input] = useState(() => {
    const query = new URLSearchParams(search);
    return {
      kind: 'return' as const,
      registration: query.get('registration') ?? undefined,
      resultIndicator: query.get('resultIndicator') ?? undefined,
      errorDescription: query.get('errorDescription') ?? undefined,
      returnTo: readReturnTo(search),
    };
  });
  const { outcome } = useRegistration(input);
  if (outcome?.kind === 'registered' && !outcome.goTo) {
    return (
      <main className="screen screen--center">
        <span className="status-icon status-icon--success" aria-hidden="true">
          ✓
        </span>
        <h1>
          <Trans>Payment method added</Trans>
        </h1>
        <p>
          <Trans>You can now pay with it in the app.</Trans>
        </p>
        <Link href="/profile/payments" className="button button--primary button--block">
          <Trans>Show my payment methods</Trans>
        </Link>
      </main>
    );
  }
  return (
    <main className="screen screen--center">
      <Spinner />
      <p className="muted">
        <Trans>Saving your payment method…</Trans>
      </p>
    </main>
  );
}
