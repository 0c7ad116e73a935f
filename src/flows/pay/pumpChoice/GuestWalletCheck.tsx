/**
 * What a guest learns on the pump list when none of the station's wallets can pay on this phone: that an account
 * is the way to pay (at once, not on the summary three steps later). The guest question is then not asked (the
 * pumpChoice chart decides). No dialog code here: the pump screen loads this at once.
 */
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { guestHasNoWalletAt, guestWalletsAt } from '../../../../machines/shared/stationRules';
import type { Station } from '../../../api/schemas';
import { useApi } from '../../../app/contexts';
import { queryClient } from '../../../app/queryClient';
import { GuestNoWalletNotice } from '../checkout/GuestNoWalletNotice';
import { deviceWalletsQuery } from '../checkout/wallet';

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
