import { useEffect } from 'react';

/** While a pump or charger runs, leaving the page asks the browser's confirmation (the order goes on anyway). */
export function useLeaveWarning(active = true) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
