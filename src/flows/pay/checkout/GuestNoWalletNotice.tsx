import { Trans } from '@lingui/react/macro';
import { QueryLink } from '../../../shell/QueryLink';
import { Notice } from '../../../ui/Notice';

/**
 * A guest whom none of the wallets guests pay with can serve on this phone: the way to pay is an account. Shown on
 * the pump list as soon as the browser has answered, and on the summary.
 */
export function GuestNoWalletNotice() {
  return (
    <Notice tone="warning">
      <p className="notice__text">
        <Trans>
          None of the wallets guests pay with (Google Pay, Apple Pay, Amazon Pay) can pay here on this phone. Log in or
          register to pay with a card.
        </Trans>
      </p>
      <QueryLink href="/login" className="button button--primary button--block">
        <Trans>Log in or register</Trans>
      </QueryLink>
    </Notice>
  );
}
