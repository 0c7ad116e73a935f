import { Trans } from '@lingui/react/macro';
import { useEffect, useSyncExternalStore } from 'react';
import { Notice } from '../ui/Notice';
import { counterStore } from './counterStore';
import { useDownloadWaiting } from './lazy';
import { useOnline } from './useOnline';
import './app.css';

/** How many screens show an offline notice of their own (the waiting screens: what goes on without the app). */
const ownNotices = counterStore();

/** A screen that says itself what being offline means there; the frame's banner then keeps quiet. */
export function useOwnOfflineNotice() {
  useEffect(() => {
    ownNotices.change(1);
    return () => ownNotices.change(-1);
  }, []);
}

/**
 * Under the header of every screen: while the app's server cannot be reached (the `connection` chart's checks),
 * that the app is offline and goes on by itself; a page loaded from the offline shell says so at once.
 */
export function ConnectionBanner() {
  const online = useOnline();
  const quiet = useSyncExternalStore(ownNotices.subscribe, ownNotices.isActive);
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
