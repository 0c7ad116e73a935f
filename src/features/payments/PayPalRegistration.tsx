import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { RegistrationStart } from './RegistrationStart';
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
  return (
    <RegistrationStart
      problem={
        errorCode === 'notInitialized' ? (
          <Trans>PayPal not initialized. Please try again later or choose another payment method.</Trans>
        ) : (
          errorCode && <Trans>PayPal could not be opened. Please try again.</Trans>
        )
      }
      opening={<Trans>Opening PayPal…</Trans>}
      retry={retry}
      onDone={onDone}
    />
  );
}
