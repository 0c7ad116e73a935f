import { useEffect, useSyncExternalStore } from 'react';

const subscribe = (onChange: () => void) => {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
};

/**
 * Whether the browser is online, for the waiting screens' offline notice. The order polls pause and resume by
 * themselves (they hear the network in their chart); this only tells the driver.
 */
export const useOnline = () => useSyncExternalStore(subscribe, () => navigator.onLine);

/** While a pump or charger runs, leaving the page asks the browser's confirmation (the order goes on anyway). */
export function useLeaveWarning(active = true) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
