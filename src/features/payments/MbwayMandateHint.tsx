import { Trans } from '@lingui/react/macro';
import { Link, useLocation, useSearch } from 'wouter';
import type { PaymentMethodLike } from '../../../machines/shared/ports';
import { Notice } from '../../ui/Notice';
import { withReturnTo } from './returnTo';

/**
 * On a summary, an MB WAY method whose mandate cannot pay: what the driver can do about it, on the mandate's
 * screen, which comes back to this summary.
 */
export function MbwayMandateHint({ method }: { method: PaymentMethodLike | undefined }) {
  const [location] = useLocation();
  const search = useSearch();
  const state = method?.method === 'MBWAY' ? method.details?.mandateState : undefined;
  if (state !== 'expired' && state !== 'suspended') return null;
  const href = withReturnTo('/payment-method/mbway', `${location}${search ? `?${search}` : ''}`);
  return (
    <Notice tone="warning">
      <p>
        {state === 'suspended' ? (
          <Trans>Your MB WAY mandate is suspended: reactivate it in the MB WAY app before paying with MB WAY.</Trans>
        ) : (
          <Trans>Your MB WAY mandate has expired: renew it before paying with MB WAY.</Trans>
        )}
      </p>
      <Link href={href} className="link">
        <Trans>Manage the MB WAY mandate</Trans>
      </Link>
    </Notice>
  );
}
