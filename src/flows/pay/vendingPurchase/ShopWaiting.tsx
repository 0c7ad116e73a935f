import { Trans } from '@lingui/react/macro';
import type { OrderWait } from '../../../../machines/orderLifecycle';
import { Spinner } from '../../../ui/Spinner';

/** What a shop's flow (a gift card, a vending product) is doing while the driver waits, in words. */
export function ShopWaitText({ wait, kind }: { wait: OrderWait | undefined; kind: 'giftCard' | 'vending' }) {
  switch (wait) {
    case 'loading':
      return <Trans>Checking your order…</Trans>;
    case 'creating':
      return <Trans>Creating your order…</Trans>;
    case 'preparing':
      return <Trans>Getting your order ready for payment…</Trans>;
    case 'authorizing':
      return <Trans>Authorising your payment…</Trans>;
    case 'bank':
      return <Trans>Opening your bank's confirmation page…</Trans>;
    case 'cancelling':
      return <Trans>Cancelling your order…</Trans>;
    case 'product':
      return kind === 'giftCard' ? (
        <Trans>Payment authorised. Your gift card is being issued…</Trans>
      ) : (
        <Trans>Payment authorised. The machine is releasing your product…</Trans>
      );
    default:
      return <Trans>Loading…</Trans>;
  }
}

/** A screen of a shop's flow that has nothing to show but the wait. */
export function ShopWaiting({ wait, kind }: { wait: OrderWait | undefined; kind: 'giftCard' | 'vending' }) {
  return (
    <section className="fueling">
      <Spinner />
      <p role="status">
        <ShopWaitText wait={wait} kind={kind} />
      </p>
    </section>
  );
}
