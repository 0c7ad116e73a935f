import { useCallback, useEffect, useState } from 'react';

/**
 * After the first view has shown, how long the page must rest before the engine starts by itself. The engine's
 * start is the heaviest work of the app (about 1 MB of script, then its first frames, several long tasks on a
 * phone); the driver meanwhile reads and taps the stations of the first view, which is drawn without it.
 */
export const engineRestMs = 3_000;

const whenIdle = (run: () => void) => {
  if ('requestIdleCallback' in window) {
    const id = window.requestIdleCallback(run, { timeout: engineRestMs });
    return () => window.cancelIdleCallback(id);
  }
  const timer = setTimeout(run, 0);
  return () => clearTimeout(timer);
};

/**
 * When the map engine starts: at the driver's first gesture on the map (`start`: touch, wheel, key), or once the
 * first view has shown (`firstViewShown`) and the page has rested `engineRestMs` and is idle, whichever comes
 * first. The timer lives here, for that reason, and not in the screen.
 */
export function useEngineStart(firstViewShown: boolean): { started: boolean; start: () => void } {
  const [started, setStarted] = useState(false);
  const start = useCallback(() => setStarted(true), []);
  useEffect(() => {
    if (!firstViewShown || started) return;
    let cancelIdle: (() => void) | undefined;
    const timer = setTimeout(() => {
      cancelIdle = whenIdle(start);
    }, engineRestMs);
    return () => {
      clearTimeout(timer);
      cancelIdle?.();
    };
  }, [firstViewShown, started, start]);
  return { started, start };
}
