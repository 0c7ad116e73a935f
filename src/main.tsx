import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { type EarlyCall, earlyCallsGlobal } from './api/earlyCalls';
import { AppCrashScreen, showOfflineStart } from './app/AppErrorBoundary';
import { AppProviders } from './app/AppProviders';
import { createErrorHandler } from './app/errors';
import { type ErrorTracker, lazyTracker } from './app/errorTracking';
import { isLoadFailure, preloadWhenIdle } from './app/lazy';
import { createServices } from './app/services';
import { keepShell, registerShellWorker } from './app/serviceWorker';
import { guardDoubleTaps } from './app/tapGuard';
import { config, usesSandbox } from './config';
import { appContainer } from './firstScreen/takeOver';
import { activateLocale, detectLocale } from './i18n/i18n';
import { App } from './routes/App';
import { resolveRootEntry } from './routes/RootRedirect';
import './ui/global.css';

/** Settles once the embedded sandbox answers (start() settles it); the sandbox's tracker waits for it. */
let sandboxStarted: (ready: Promise<unknown>) => void = () => {};
const sandboxReady = new Promise<unknown>((resolve) => (sandboxStarted = resolve));

/**
 * Where failures are tracked, loaded with the first failure: the sandbox's panel, or the deployer's error tracker
 * when the build names one (VITE_ERROR_TRACKER_DSN); without either, the console only.
 */
function errorTracker(): ErrorTracker | undefined {
  if (usesSandbox)
    return lazyTracker(() =>
      sandboxReady.then(() => import('./sandbox/failureTracker')).then(({ sandboxTracker }) => sandboxTracker),
    );
  if (config.errorTrackerDsn)
    return lazyTracker(() =>
      import('./app/sentryTracker').then(({ createSentryTracker }) =>
        createSentryTracker({
          dsn: config.errorTrackerDsn,
          environment: config.errorTrackerEnvironment,
          release: config.appVersion,
        }),
      ),
    );
  return undefined;
}

// The one global error handler hears the window from the very start.
const errors = createErrorHandler({ tracker: errorTracker() });
errors.listen(window);
// The second tap of a double tap never lands on what the first brought up.
guardDoubleTaps(window);

/** Settles after the browser has painted what was rendered before it. */
const afterPaint = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve)));

/**
 * The embedded sandbox platform, started when no platform is configured, once the first screen is painted. A
 * build with a platform URL drops this branch, and with it every line of sandbox code. The app does not wait
 * for it: its calls do (createServices).
 */
function sandboxPlatform(painted: Promise<void>) {
  if (!usesSandbox) return undefined;
  const ready = painted.then(() => import('./sandbox/browser')).then((sandbox) => sandbox.startSandbox());
  const panel = ready.then(() => import('./sandbox/SandboxPanel')).then(({ SandboxPanel }) => <SandboxPanel />);
  return { ready, panel };
}

async function start() {
  const root = createRoot(appContainer(document), {
    // The boundaries report what they catch; this hears what no boundary caught.
    onUncaughtError: (error) => errors.report(error, 'render'),
    onCaughtError: () => {},
  });
  try {
    // The sandbox's own pages (a bank, a wallet) talk to it directly: they wait for it.
    const hostedPage = usesSandbox && window.location.pathname.startsWith('/_sandbox/');
    let painted = () => {};
    const sandbox = sandboxPlatform(
      hostedPage ? Promise.resolve() : new Promise<void>((resolve) => (painted = resolve)),
    );
    if (sandbox) sandboxStarted(sandbox.ready);
    if (sandbox && hostedPage) await sandbox.ready;
    // The entry's part of the catalogs: the rest loads with the first code loaded after the entry (src/app/lazy.tsx).
    await activateLocale(detectLocale(localStorage, navigator.languages), { whole: false });
    resolveRootEntry(window.location, window.history);
    const entryStationId = new URLSearchParams(window.location.search).get('pid');
    // The calls the page itself sent while this code downloaded (vite.firstPaint.ts): the platform client takes them.
    const earlyCalls = (window as { [earlyCallsGlobal]?: EarlyCall[] })[earlyCallsGlobal];
    const services = createServices(localStorage, errors, sandbox?.ready, entryStationId, earlyCalls);
    // The guest login (or the kept login's profile) is asked for now, while React draws the first frame.
    services.startSession();
    // The platform client's other domains (orders, payments, …) load once the first screen stands.
    preloadWhenIdle([{ preload: services.api.preloadDomains }]);
    const render = (sandboxPanel: React.ReactNode) =>
      root.render(
        <StrictMode>
          <AppProviders services={services}>
            {sandboxPanel}
            <App />
          </AppProviders>
        </StrictMode>,
      );
    // The page already shows the starting screen (index.html): the app's first render may pause for the page.
    startTransition(() => render(null));
    void afterPaint().then(painted);
    if (sandbox) {
      sandbox.panel.then(
        (panel) => {
          render(panel);
          keepShell();
        },
        (error: unknown) => {
          // The platform itself could not start: every call says so; this says why, once.
          errors.report(error, 'startup');
        },
      );
    } else registerShellWorker();
  } catch (error) {
    errors.report(error, 'startup');
    // Offline before the app's code was all kept on the device: the starting screen says so and waits for the
    // connection. Any other failure of the start: say so readably.
    if (isLoadFailure(error) || !navigator.onLine) showOfflineStart(window);
    else root.render(<AppCrashScreen />);
  }
}

void start();
