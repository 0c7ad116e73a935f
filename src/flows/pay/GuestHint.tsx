/** The question a guest sees once per visit on the pump list: go on as a guest, or log in for more. */
import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';

const guestHintKey = 'forecourt.guestHintSeen';

export default function GuestHint() {
  const [open, setOpen] = useState(() => sessionStorage.getItem(guestHintKey) !== 'yes');
  const close = () => {
    sessionStorage.setItem(guestHintKey, 'yes');
    setOpen(false);
  };
  if (!open) return null;
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && close()} className="modal">
      <Dialog className="dialog">
        <Heading slot="title">
          <Trans>Pay as a guest?</Trans>
        </Heading>
        <p>
          <Trans>
            As a guest you pay with Google Pay or Apple Pay. With an account you can also use your saved cards and
            vouchers.
          </Trans>
        </p>
        <div className="stack">
          <Button className="button--block" onPress={close}>
            <Trans>Continue as guest</Trans>
          </Button>
          <QueryLink href="/login" className="button button--secondary button--block" onClick={close}>
            <Trans>Log in or register</Trans>
          </QueryLink>
        </div>
      </Dialog>
    </Modal>
  );
}
