import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useSearch } from 'wouter';
import type { PaymentMethodType } from '../../api/schemas';
import { PaymentMethodLabel } from '../../flows/pay/checkout/PaymentMethodLabel';
import { Button } from '../../ui/Button';
import { Loaded } from '../../ui/Loaded';
import { LoadFailed } from '../../ui/LoadFailed';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { addEntries } from './addEntries';
import { needsReactivation, useAddChoice, usePaymentMethods } from './paymentsData';
import { readReturnTo, withReturnTo } from './returnTo';

/** The driver's methods: each with its preferred mark and state, leading to its edit screen. */
function MethodList() {
  const methods = usePaymentMethods();
  return (
    <Loaded
      query={methods}
      failed={<Trans>Your payment methods could not be loaded. Check your connection and try again.</Trans>}
    >
      {(list) => {
        if (list.length === 0) {
          return (
            <p className="muted">
              <Trans>You have no payment method yet. Add one to pay in the app.</Trans>
            </p>
          );
        }
        return (
          <ul className="wallet-list">
            {list.map((method) => (
              <li key={method.id}>
                <Link href={`/profile/payments/edit/${encodeURIComponent(method.id)}`} className="wallet-list__item">
                  <PaymentMethodLabel method={method} />
                  <span className="wallet-list__state">
                    {method.isPreferred && (
                      <span className="wallet-badge">
                        <Trans>Preferred</Trans>
                      </span>
                    )}
                    {needsReactivation(method) ? (
                      <span className="wallet-badge wallet-badge--warning">
                        <Trans>Needs reactivation</Trans>
                      </span>
                    ) : (
                      <span className="muted">
                        <Trans>Active</Trans>
                      </span>
                    )}
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        );
      }}
    </Loaded>
  );
}

/** The add choice: one entry per type the account's providers allow, unless the limit is reached. */
function AddChoice() {
  const { i18n } = useLingui();
  const search = useSearch();
  const returnTo = readReturnTo(search);
  const choice = useAddChoice();
  const [started, setStarted] = useState<PaymentMethodType>();
  if (choice.status === 'loading') return <Spinner />;
  if (choice.status === 'failed') {
    return (
      <LoadFailed retrying={choice.retrying} onRetry={choice.retry}>
        <Trans>The ways to add a payment method could not be loaded. Check your connection and try again.</Trans>
      </LoadFailed>
    );
  }
  if (choice.status === 'limitReached') {
    return (
      <Notice tone="info">
        <Trans>Limit of payment methods reached. Delete a method to add another one.</Trans>
      </Notice>
    );
  }
  if (choice.status === 'noProviders') {
    return (
      <Notice tone="info">
        <Trans>No payment provider is available for your account, so no payment method can be added.</Trans>
      </Notice>
    );
  }
  const entries = choice.types.flatMap((type) => {
    const entry = addEntries[type];
    return entry ? [{ type, entry }] : [];
  });
  const running = started && addEntries[started];
  if (running?.start.kind === 'component') {
    const { Component } = running.start;
    return <Component onDone={() => setStarted(undefined)} />;
  }
  return (
    <div className="stack">
      {entries.map(({ type, entry }) =>
        entry.start.kind === 'link' ? (
          <Link key={type} href={withReturnTo(entry.start.to, returnTo)} className="button button--secondary">
            {i18n._(entry.label)}
          </Link>
        ) : (
          <Button key={type} variant="secondary" onPress={() => setStarted(type)}>
            {i18n._(entry.label)}
          </Button>
        ),
      )}
    </div>
  );
}

/**
 * `/profile/payments` (SPEC.md section 2): the driver's payment methods, the way to add one, and the PIN and
 * biometrics that confirm payments. With `?returnTo=` (the detour from a summary) an added method leads back.
 */
export function PaymentsScreen() {
  return (
    <main className="screen">
      <h1>
        <Trans>Payment methods</Trans>
      </h1>
      <MethodList />
      <section aria-labelledby="wallet-add">
        <h2 id="wallet-add">
          <Trans>Add payment method</Trans>
        </h2>
        <AddChoice />
      </section>
      <nav className="link-list">
        <Link href="/profile/two-factor">
          <Trans>PIN and biometrics</Trans>
        </Link>
      </nav>
    </main>
  );
}
