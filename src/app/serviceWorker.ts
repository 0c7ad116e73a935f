/**
 * Builds with a platform register the app's service worker (`sw.js`, see vite.serviceWorker.ts), which keeps the
 * app shell for offline use, once the page has loaded: it stays out of the first screen's way. Sandbox builds
 * register the same worker, with the sandbox inside, when the sandbox starts (src/sandbox/browser.ts).
 */
export function registerShellWorker() {
  if (import.meta.env.DEV || !('serviceWorker' in navigator)) return;
  // A browser that refuses it (private mode, say) runs the app as before, without the offline shell.
  const register = () => void navigator.serviceWorker.register('/sw.js').catch(() => undefined);
  if (document.readyState === 'complete') register();
  else window.addEventListener('load', register, { once: true });
}
