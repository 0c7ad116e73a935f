import { Trans } from '@lingui/react/macro';
import type { OrderWait } from '../../../../machines/orderLifecycle';
import { Spinner } from '../../../ui/Spinner';

/** What the wash flow is doing while the driver waits, in words. */
export function WashWaitText({ wait }: { wait: OrderWait | undefined }) {
  switch (wait) {
    case 'loading':
      return <Trans>Checking your wash order…</Trans>;
    case 'creating':
      return <Trans>Creating your wash order…</Trans>;
    case 'preparing':
      return <Trans>Getting your wash order ready for payment…</Trans>;
    case 'authorizing':
      return <Trans>Authorising your payment…</Trans>;
    case 'bank':
      return <Trans>Opening your bank's confirmation page…</Trans>;
    case 'cancelling':
      return <Trans>Cancelling your order…</Trans>;
    case 'product':
      return <Trans>Payment authorised. Your wash code is on its way…</Trans>;
    default:
      return <Trans>Loading…</Trans>;
  }
}

/** A screen of the wash flow that has nothing to show but the wait. */
export function WashWaiting({ wait }: { wait: OrderWait | undefined }) {
  return (
    <section className="fueling">
      <Spinner />
      <p role="status">
        <WashWaitText wait={wait} />
      </p>
    </section>
  );
}
