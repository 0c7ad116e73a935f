import { Trans } from '@lingui/react/macro';
import type { OrderWait } from '../../../../machines/orderLifecycle';
import { Spinner } from '../../../ui/Spinner';

/** What the gift card flow is doing while the driver waits, in words. */
export function GiftCardWaitText({ wait }: { wait: OrderWait | undefined }) {
  switch (wait) {
    case 'loading':
      return <Trans>Checking your gift card order…</Trans>;
    case 'creating':
      return <Trans>Creating your gift card order…</Trans>;
    case 'preparing':
      return <Trans>Getting your gift card order ready for payment…</Trans>;
    case 'authorizing':
      return <Trans>Authorising your payment…</Trans>;
    case 'bank':
      return <Trans>Opening your bank's confirmation page…</Trans>;
    case 'cancelling':
      return <Trans>Cancelling your order…</Trans>;
    case 'product':
      return <Trans>Payment authorised. Your gift card is being issued…</Trans>;
    default:
      return <Trans>Loading…</Trans>;
  }
}

/** A screen of the gift card flow that has nothing to show but the wait. */
export function GiftCardWaiting({ wait }: { wait: OrderWait | undefined }) {
  return (
    <section className="fueling">
      <Spinner />
      <p role="status">
        <GiftCardWaitText wait={wait} />
      </p>
    </section>
  );
}
