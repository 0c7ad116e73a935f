import { Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { Notice } from '../ui/Notice';
import { connection } from './connection';
import { useDownloadWaiting } from './lazy';
import './app.css';

/** How many screens show an offline notice of their own (the waiting screens: what goes on without the app). */
let ownNotices = 0;
const listeners = new Set<() => void>();
const subscribeOwn = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};
const changeOwn = (change: number) => {
  ownNotices += change;
  for (const listener of listeners) listener();
};

/** A screen that says itself what being offline means there; the frame's banner then keeps quiet. */
export function useOwnOfflineNotice() {
  useEffect(() => {
    changeOwn(1);
    return () => changeOwn(-1);
  }, []);
}

const useOnline = () => useSyncExternalStore(connection.subscribe, connection.isOnline);

/**
 * Under the header of every screen: while the app's server cannot be reached (the `connection` chart's checks),
 * that the app is offline and goes on by itself; a page loaded from the offline shell says so at once.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const quiet = useSyncExternalStore(subscribeOwn, () => ownNotices > 0);
  const downloadWaiting = useDownloadWaiting();
  if (online || quiet || downloadWaiting) return null;
  return (
    <div className="connection-banner">
      <Notice tone="warning">
        <Trans>You are offline. This page continues by itself as soon as the connection is back.</Trans>
      </Notice>
    </div>
  );
}
