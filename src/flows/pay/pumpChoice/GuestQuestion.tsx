/**
 * "Pay as a guest?", asked at a guest's first choice of the visit (the pumpChoice chart decides when): go on with
 * a wallet, or log in or register for saved cards and vouchers.
 */
import { Trans } from '@lingui/react/macro';
import { QueryLink } from '../../../shell/QueryLink';
import { Button } from '../../../ui/Button';
import { Sheet } from '../../../ui/Sheet';

/** "Pay as a guest?": continue with a wallet, or log in or register for saved cards and vouchers. */
export function GuestQuestion({ onContinue, onDismiss }: { onContinue: () => void; onDismiss: () => void }) {
  return (
    <Sheet title={<Trans>Pay as a guest?</Trans>} onDismiss={onDismiss}>
      <p>
        <Trans>
          As a guest you pay with Google Pay or Apple Pay. With an account you can also use your saved cards and
          vouchers.
        </Trans>
      </p>
      <div className="stack">
        <Button className="button--block" onPress={onContinue}>
          <Trans>Continue as guest</Trans>
        </Button>
        <QueryLink href="/login" className="button button--secondary button--block">
          <Trans>Log in or register</Trans>
        </QueryLink>
      </div>
    </Sheet>
  );
}
