import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { RegistrationStart } from './RegistrationStart';
import { readReturnTo } from './returnTo';
import { useRegistration } from './useRegistration';

/**
 * Adding a card (Visa, Mastercard, Amex): opens a registration with the payment provider and sends the browser
 * to its hosted card-entry page; the card data is entered only there.
 */
export function CardRegistration({ onDone }: { onDone(): void }) {
  const search = useSearch();
  const { errorCode, retry } = useRegistration({
    kind: 'start',
    method: 'DIRECT_CREDIT',
    returnTo: readReturnTo(search),
  });
  return (
    <RegistrationStart
      problem={
        errorCode === 'openFailed' && (
          <Trans>The card form of our payment provider could not be opened. Please try again.</Trans>
        )
      }
      opening={<Trans>Opening the secure card form of our payment provider…</Trans>}
      retry={retry}
      onDone={onDone}
    />
  );
}
