/**
 * What a guest learns first on the pump list: when none of the station's wallets can pay on this phone, that an
 * account is the way to pay (at once, not on the summary three steps later); otherwise, once per visit, the
 * question whether to go on as a guest or log in for more.
 */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { guestHasNoWalletAt, guestWalletsAt } from '../../../machines/shared/stationRules';
import type { Station } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';
import { GuestNoWalletNotice } from './GuestNoWalletNotice';
import { guestQuestionAnswered, markGuestQuestionAnswered } from './hints';
import { deviceWalletsQuery } from './wallet';

/**
 * @param onSettled - called once no question is up any more (answered, or the notice took its place): a pump's
 *   own hint waits for it, so two dialogs never stand over each other
 */
export default function GuestHint({ station, onSettled }: { station: Station; onSettled: () => void }) {
  const api = useApi();
  const readiness = useQuery(deviceWalletsQuery(api, guestWalletsAt(station)?.ask ?? []), queryClient);
  // The question shows at once, as the pump list does; the browser answers within moments (at most
  // walletReadyWaitMs), and when no wallet can pay, the notice takes the question's place.
  const noWallet = !!readiness.data && guestHasNoWalletAt(station, readiness.data);
  useEffect(() => {
    if (noWallet) onSettled();
  }, [noWallet, onSettled]);
  if (noWallet) return <GuestNoWalletNotice />;
  return <GuestQuestion onSettled={onSettled} />;
}

function GuestQuestion({ onSettled }: { onSettled: () => void }) {
  const [open, setOpen] = useState(() => !guestQuestionAnswered());
  const close = () => {
    markGuestQuestionAnswered();
    setOpen(false);
    onSettled();
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
