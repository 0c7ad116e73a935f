import { Trans } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
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
  if (errorCode === 'openFailed') {
    return (
      <Notice tone="error">
        <p>
          <Trans>The card form of our payment provider could not be opened. Please try again.</Trans>
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
        <Trans>Opening the secure card form of our payment provider…</Trans>
      </p>
    </div>
  );
}
