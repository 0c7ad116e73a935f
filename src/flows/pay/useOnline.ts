import { useEffect, useSyncExternalStore } from 'react';
import { connection } from '../../app/connection';

/**
 * Whether the app's server can be reached (checked every 5 s and on the browser's own events), for the waiting
 * screens' offline notice. The order polls pause and resume by themselves (they hear the same connection in
 * their chart); this only tells the driver.
 */
export const useOnline = () => useSyncExternalStore(connection.subscribe, connection.isOnline);

/** While a pump or charger runs, leaving the page asks the browser's confirmation (the order goes on anyway). */
export function useLeaveWarning(active = true) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
