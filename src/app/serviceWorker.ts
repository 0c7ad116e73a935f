import { i18n } from '../i18n/i18n';

/**
 * Builds with a platform register the app's service worker (`sw.js`, see vite.serviceWorker.ts), which keeps the
 * app shell for offline use, once the page has loaded: it stays out of the first screen's way. Sandbox builds
 * register the same worker, with the sandbox inside, when the sandbox starts (src/sandbox/browser.ts).
 */
export function registerShellWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A browser that refuses it (private mode, say) runs the app as before, without the offline shell.
  const register = () =>
    void navigator.serviceWorker
      .register('/sw.js')
      .then(keepShell)
      .catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}

/** How long the first screen has to itself, and how long the ask then waits at most for an idle moment. */
const keepShellDelay = 3_000;
const keepShellIdleWait = 5_000;

/**
 * Asks the app's worker, once it runs, to keep the whole shell for offline use (it installs with the first files
 * only, so that it never delays the first screen). The ask waits until the first screen has had its turn: a few
 * seconds, then a moment the browser is idle, so that the shell's 200-odd files are not fetched and stored while
 * the first screen's own calls and code still load. Asking twice is harmless: it keeps only what it lacks.
 */
export function keepShell() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  const ask = () =>
    void navigator.serviceWorker.ready.then((registration) =>
      registration.active?.postMessage({ type: 'keep-shell', locale: i18n.locale }),
    );
  window.setTimeout(() => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(ask, { timeout: keepShellIdleWait });
    else ask();
  }, keepShellDelay);
  // The worker keeps one language's translations: the new one's too once the driver changes language.
  if (!askedOnLanguageChange) {
    askedOnLanguageChange = true;
    i18n.on('change', ask);
  }
}

let askedOnLanguageChange = false;
