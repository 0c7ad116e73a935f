import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Notice } from '../../ui/Notice';

export function BackToLoyalty() {
  return (
    <Link href="/profile/loyalty" className="link">
      <Trans>Back to loyalty programmes</Trans>
    </Link>
  );
}

/** The polite notice of an account without loyalty programmes (its `loyaltyPrograms` feature is off). */
export function LoyaltyUnavailable() {
  return (
    <>
      <Notice tone="info">
        <Trans>Loyalty programmes are not available for your account.</Trans>
      </Notice>
      <Link href="/profile" className="link">
        <Trans>Back to your profile</Trans>
      </Link>
    </>
  );
}
