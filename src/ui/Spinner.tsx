import { useLingui } from '@lingui/react/macro';
import { useEffect, useState } from 'react';

/** After this long of loading the spinner says why it still turns. */
const slowAfterMs = 6_000;
/** A spinner that replaces another within this long continues its wait (the start, then the screen's data). */
const handOverMs = 1_000;

/**
 * One wait, over the spinners that follow one another (the starting screen, a screen's code, its data): when it
 * began, how many spinners show it now, and when the last one went.
 */
const wait = { since: 0, shown: 0, endedAt: Number.NEGATIVE_INFINITY };

function joinWait(now: number) {
  if (wait.shown === 0 && now - wait.endedAt > handOverMs) wait.since = now;
  return wait.since;
}

/**
 * Something loads. Past a few seconds of loading, however many spinners followed one another, it says so under
 * the wheel, so a screen never spins without a word. The hint is there from the start and shown by the
 * stylesheet once the wait is long enough (no timer).
 */
export function Spinner() {
  const { t } = useLingui();
  const [delay] = useState(() => {
    const now = Date.now();
    return Math.max(0, slowAfterMs - (now - joinWait(now)));
  });
  useEffect(() => {
    wait.shown += 1;
    return () => {
      wait.shown -= 1;
      if (wait.shown === 0) wait.endedAt = Date.now();
    };
  }, []);
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
      <p className="spinner__slow" style={{ animationDelay: `${delay}ms` }}>
        {t`Still loading: the connection is slow. Nothing you did is lost.`}
      </p>
    </div>
  );
}
