import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { readReturnTo } from './returnTo';
import { useRegistration } from './useRegistration';

/**
 * Adding a PayPal account: opens a registration with the payment provider and sends the browser to PayPal's
 * approval, where the driver logs in; the account's details never reach the app. When PayPal's SDK is missing
 * or not configured, it says so ('PayPal not initialized') and opens nothing.
 */
export function PayPalRegistration({ onDone }: { onDone(): void }) {
  const search = useSearch();
  const { errorCode, retry } = useRegistration({ kind: 'start', method: 'PAYPAL', returnTo: readReturnTo(search) });
  if (errorCode) {
    return (
      <Notice tone="error">
        <p>
          {errorCode === 'notInitialized' ? (
            <Trans>PayPal not initialized. Please try again later or choose another payment method.</Trans>
          ) : (
            <Trans>PayPal could not be opened. Please try again.</Trans>
          )}
        </p>
        <div className="stack">
          <Button variant="secondary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Notice>
    );
  }
  return (
    <div className="stack">
      <Spinner />
      <p className="muted">
        <Trans>Opening PayPal…</Trans>
      </p>
    </div>
  );
}
