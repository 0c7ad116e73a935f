/**
 * The boundary around the whole app, and the screen it shows. The screen depends on nothing that may have
 * failed: no provider, no router, no loaded translations (English words when no language is active). Its ways
 * out load the page afresh: the same page, or the station (when the address names one) or the map.
 */
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { ReactNode } from 'react';
import { ErrorBoundary } from 'react-error-boundary';
import { i18n as appI18n } from '../i18n/i18n';
import type { ErrorHandler } from './errors';
import { restartTarget } from './restart';
import './app.css';

/** Each text with its English words, for when even the translations could not be loaded. */
const crashTexts = {
  title: [msg`Something went wrong`, 'Something went wrong'],
  text: [
    msg`Forecourt stopped working. Please load the page again.`,
    'Forecourt stopped working. Please load the page again.',
  ],
  reload: [msg`Load the page again`, 'Load the page again'],
  toStation: [msg`Back to the station`, 'Back to the station'],
  toMap: [msg`Go to the map`, 'Go to the map'],
} satisfies Record<string, [MessageDescriptor, string]>;

/**
 * What the starting screen says when the app's code cannot be downloaded (offline before it was all kept on the
 * device). Said before any catalog is loaded: the page's first-paint script (vite.firstPaint.ts) puts it in the
 * driver's language on the starting screen's line, in `data-offline`.
 */
export const offlineStartText = [
  msg`You are offline. Forecourt opens by itself as soon as the connection is back.`,
  'You are offline. Forecourt opens by itself as soon as the connection is back.',
] satisfies [MessageDescriptor, string];

/** How often the offline start asks the app's server whether it can be reached again. */
export const offlineStartProbeMs = 5_000;

/** A tiny file of the app's own origin, at an address no cache holds (as the connection's probe, connection.ts). */
const probeServer = () =>
  fetch(`/favicon.svg?online-check=${Date.now()}`, { method: 'HEAD', cache: 'no-store' }).then(
    (response) => response.ok,
    () => false,
  );

/**
 * The start could not download the app's code: the starting screen stays and says the driver is offline, and
 * the page loads again once the connection is back: when the browser says so, or when the app's server answers
 * (asked every {@link offlineStartProbeMs}; a browser that thinks it never went offline, or misses the change,
 * fires no `online` event, and the driver would wait for good).
 */
export function showOfflineStart(
  page: Pick<Window, 'addEventListener' | 'location'> & { document: Document },
  probe: () => Promise<boolean> = probeServer,
) {
  const line = page.document.getElementById('starting-text');
  if (line) line.textContent = line.getAttribute('data-offline') || offlineStartText[1];
  let reloading = false;
  const reload = () => {
    if (reloading) return;
    reloading = true;
    clearInterval(asking);
    page.location.reload();
  };
  page.addEventListener('online', reload, { once: true });
  const asking = setInterval(() => void probe().then((answered) => answered && reload()), offlineStartProbeMs);
}

function say(i18n: I18n, [descriptor, english]: [MessageDescriptor, string]): string {
  if (!i18n.locale) return english;
  try {
    return i18n._(descriptor);
  } catch {
    return english;
  }
}

export function AppCrashScreen({ i18n = appI18n }: { i18n?: I18n }) {
  const restart = restartTarget(typeof location === 'undefined' ? '' : location.search);
  return (
    <main className="screen screen--center crash-screen">
      <span className="status-icon status-icon--error" aria-hidden="true">
        !
      </span>
      <h1>{say(i18n, crashTexts.title)}</h1>
      <p>{say(i18n, crashTexts.text)}</p>
      <button type="button" className="button button--primary button--block" onClick={() => location.reload()}>
        {say(i18n, crashTexts.reload)}
      </button>
      <a className="button button--secondary button--block" href={restart.href}>
        {say(i18n, restart.toStation ? crashTexts.toStation : crashTexts.toMap)}
      </a>
    </main>
  );
}

export function AppErrorBoundary({ errors, children }: { errors: ErrorHandler; children: ReactNode }) {
  return (
    <ErrorBoundary fallback={<AppCrashScreen />} onError={(error) => errors.report(error, 'render')}>
      {children}
    </ErrorBoundary>
  );
}
