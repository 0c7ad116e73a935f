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

/**
 * Asks the app's worker, once it runs, to keep the whole shell for offline use (it installs with the first files
 * only, so that it never delays the first screen). Asking twice is harmless: it keeps only what it lacks.
 */
export function keepShell() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  void navigator.serviceWorker.ready.then((registration) => registration.active?.postMessage('keep-shell'));
}
