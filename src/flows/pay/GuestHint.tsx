/**
 * What a guest learns on the pump list: when none of the station's wallets can pay on this phone, that an account
 * is the way to pay (at once, not on the summary three steps later); otherwise, at the first choice of the visit,
 * the question whether to go on as a guest or log in for more (the pumpChoice chart decides when).
 */
import { Trans } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { guestHasNoWalletAt, guestWalletsAt } from '../../../machines/shared/stationRules';
import type { Station } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';
import { GuestNoWalletNotice } from './GuestNoWalletNotice';
import { deviceWalletsQuery } from './wallet';

/**
 * The notice that none of the guests' wallets can pay on this phone, once the browser has answered (within
 * walletReadyWaitMs).
 * @param onNoWallet - called when the browser has said so: the guest question is not asked then
 */
export function GuestWalletCheck({ station, onNoWallet }: { station: Station; onNoWallet: () => void }) {
  const api = useApi();
  const readiness = useQuery(deviceWalletsQuery(api, guestWalletsAt(station)?.ask ?? []), queryClient);
  const noWallet = !!readiness.data && guestHasNoWalletAt(station, readiness.data);
  useEffect(() => {
    if (noWallet) onNoWallet();
  }, [noWallet, onNoWallet]);
  return noWallet ? <GuestNoWalletNotice /> : null;
}

/** "Pay as a guest?": continue with a wallet, or log in or register for saved cards and vouchers. */
export function GuestQuestion({ onContinue, onDismiss }: { onContinue: () => void; onDismiss: () => void }) {
  return (
    <Modal isOpen isDismissable onOpenChange={(isOpen) => !isOpen && onDismiss()} className="modal">
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
          <Button className="button--block" onPress={onContinue}>
            <Trans>Continue as guest</Trans>
          </Button>
          <QueryLink href="/login" className="button button--secondary button--block">
            <Trans>Log in or register</Trans>
          </QueryLink>
        </div>
      </Dialog>
    </Modal>
  );
}
