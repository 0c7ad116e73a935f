import { useEffect, useState } from 'react';

/**
 * Whether the browser is online; `onChange` hears every change. Waiting screens pause their order poll while
 * offline and resume it when the connection is back, and show a notice meanwhile.
 */
export function useOnline(onChange: (online: boolean) => void) {
  const [online, setOnline] = useState(() => navigator.onLine);
  useEffect(() => {
    const update = () => {
      setOnline(navigator.onLine);
      onChange(navigator.onLine);
    };
    window.addEventListener('online', update);
    window.addEventListener('offline', update);
    return () => {
      window.removeEventListener('online', update);
      window.removeEventListener('offline', update);
    };
  }, [onChange]);
  return online;
}

/** While a pump or charger runs, leaving the page asks the browser's confirmation (the order goes on anyway). */
export function useLeaveWarning(active = true) {
  useEffect(() => {
    if (!active) return;
    const warn = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [active]);
}
