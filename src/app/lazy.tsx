/**
 * Code that loads on first use (screens, flows, menus) and survives a lost connection: a download that fails is
 * tried again as soon as the app's server answers again (the `connection` chart's probe, every 5 s), and
 * meanwhile the screen waiting for it says so instead of going blank or spinning without a word. Every lazily
 * loaded component goes through `lazyWithRetry`; other dynamic imports through `importWithRetry`.
 */
import { Trans } from '@lingui/react/macro';
import { type ComponentType, createElement, lazy, useState, useSyncExternalStore } from 'react';
import { catalogsComplete } from '../i18n/i18n';
import { Notice } from '../ui/Notice';
import { Spinner } from '../ui/Spinner';
import { connection } from './connection';
import { counterStore } from './counterStore';
import './app.css';
import { storageKeys } from '../storageKeys';

/**
 * Whether an error is a failed download of code rather than a fault in it: the browsers' messages for a module
 * that could not be fetched, and Vite's for a stylesheet it preloads with a chunk.
 */
export function isLoadFailure(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  return /failed to fetch dynamically imported module|error loading dynamically imported module|importing a module script failed|unable to preload css/i.test(
    error.message,
  );
}

/** How many downloads wait for the connection; the loading screens say so while any does. */
const waiting = counterStore();

/** Whether some code waits for the connection to be downloaded (its loading screen says so). */
export const useDownloadWaiting = () => useSyncExternalStore(waiting.subscribe, waiting.isActive);

/** When the page last loaded itself again for code (see `reloadForCode`), so that it never does so in a loop. */
const reloadPause = 30_000;

/**
 * Loads the page again, which downloads the code afresh (the URL carries every step, so the page resumes where
 * it was), unless it did so in the last 30 s. Returns whether it does.
 */
function reloadForCode(): boolean {
  const last = Number(sessionStorage.getItem(storageKeys.reloadedForCode));
  if (last && Date.now() - last < reloadPause) return false;
  sessionStorage.setItem(storageKeys.reloadedForCode, String(Date.now()));
  location.reload();
  return true;
}

/**
 * `load()`, with the rest of the language's catalogs (`catalogs`: the entry's part is all the page loads first, see
 * `catalogsComplete`; `firstScreenLazy` asks for none, the map screen for its own part only), tried again as soon as the app's server can be reached,
 * for as long as a download fails. A browser may keep a module's failed download for the page's lifetime (Chromium
 * does: a new `import()` of it fails at once), so when a try with the connection back fails too, the page loads
 * itself again. Any other error is thrown as it is.
 */
export async function importWithRetry<T>(
  load: () => Promise<T>,
  {
    reachable = connection.reachable,
    reload = reloadForCode,
    catalogs = catalogsComplete,
  }: { reachable?: () => Promise<void>; reload?: () => boolean; catalogs?: () => Promise<void> | undefined } = {},
): Promise<T> {
  let failures = 0;
  for (;;) {
    try {
      const [module] = await Promise.all([load(), catalogs()]);
      return module;
    } catch (error) {
      if (!isLoadFailure(error)) throw error;
    }
    failures += 1;
    waiting.change(1);
    try {
      // The page goes; until it has, it keeps saying why.
      if (failures > 1 && reload()) return await new Promise<never>(() => undefined);
      await reachable();
    } finally {
      waiting.change(-1);
    }
  }
}

/** A component whose code loads on first use, and which can be asked to load it beforehand. */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
export type LazyComponent<T extends ComponentType<any>> = T & {
  /** Downloads the code now (once), so that the component shows at once when it is first drawn. */
  preload(): Promise<void>;
};

/**
 * `React.lazy` whose download is tried again when the connection is back (see `importWithRetry`), and which draws
 * its component at once once the code is there. React keeps a loading screen it has shown for at least 300 ms,
 * so a screen drawn by `React.lazy` alone costs every tap 300 ms, however fast its code arrives; code loaded
 * beforehand (`preload`, or an earlier visit) never suspends. `catalogs`: the parts of the catalogs it waits for
 * (all of them unless it says; see `importWithRetry`).
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
export function lazyWithRetry<T extends ComponentType<any>>(
  load: () => Promise<{ default: T }>,
  { catalogs }: { catalogs?: () => Promise<void> | undefined } = {},
): LazyComponent<T> {
  let loaded: T | undefined;
  let loading: Promise<{ default: T }> | undefined;
  const start = () => {
    loading ??= importWithRetry(load, catalogs ? { catalogs } : {}).then(
      (module) => {
        loaded = module.default;
        return module;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  const Suspending = lazy(start);
  function Lazy(props: object) {
    // Chosen once per mount: a component drawn while loading stays that one (another type would remount it).
    const [Component] = useState<ComponentType<object>>(() => (loaded ?? Suspending) as ComponentType<object>);
    return createElement(Component, props);
  }
  return Object.assign(Lazy as unknown as T, { preload: () => start().then(() => undefined) });
}

/**
 * {@link lazyWithRetry} of a module's named export, as the route table loads its screens:
 * `lazyExport(() => import('../features/account/LoginScreen'), 'LoginScreen')`.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
export const lazyExport = <K extends string, M extends { [P in K]: ComponentType<any> }>(
  load: () => Promise<M>,
  name: K,
): LazyComponent<M[K]> => lazyWithRetry(() => load().then((module) => ({ default: module[name] })));

/**
 * A component the first screen (the pump screen) loads lazily: its messages come with the entry's part of the
 * catalogs (vite.catalogParts.ts puts there those of every module the first screen imports lazily), so it does not
 * wait for the rest of them, whose download would compete with the first screen's.
 */
// biome-ignore lint/suspicious/noExplicitAny: a component of any props, as React.lazy takes.
export const firstScreenLazy = <T extends ComponentType<any>>(load: () => Promise<{ default: T }>) =>
  lazyWithRetry(load, { catalogs: () => undefined });

/** How long the first screen has the page to itself when the driver does nothing, counted from the page's load. */
const firstScreenQuiet = 4_000;

let pageSettled: Promise<void> | undefined;

/**
 * Settles when the first screen is past its first seconds: at the driver's first touch, click or key, or
 * `firstScreenQuiet` ms after the page has loaded, whichever comes first.
 */
function afterFirstScreen(): Promise<void> {
  pageSettled ??= new Promise<void>((resolve) => {
    const done = () => {
      for (const type of ['pointerdown', 'keydown'] as const) window.removeEventListener(type, done, true);
      resolve();
    };
    for (const type of ['pointerdown', 'keydown'] as const)
      window.addEventListener(type, done, { capture: true, passive: true });
    const wait = () => window.setTimeout(done, firstScreenQuiet);
    if (document.readyState === 'complete') wait();
    else window.addEventListener('load', wait, { once: true });
  });
  return pageSettled;
}

/**
 * Loads components' code ahead of use, unless the driver asked the browser to save data: the screens a driver
 * reaches next from where they are, so that a tap shows its screen at once and a connection lost at the pump no
 * longer stops the next screen from loading.
 *
 * Running a screen's code takes the main thread for up to a tenth of a second on a phone, so it waits until the
 * first screen is past its first seconds (see `afterFirstScreen`: a driver's first tap starts it at once), then
 * takes one component per idle moment: the first screen paints and answers taps without waiting for code it may
 * never need. The files themselves the app's service worker keeps for offline use (see keepShell).
 */
export function preloadWhenIdle(components: readonly { preload(): Promise<void> }[]) {
  const connection = (navigator as Navigator & { connection?: { saveData?: boolean } }).connection;
  if (connection?.saveData) return () => undefined;
  let cancelIdle: (() => void) | undefined;
  let cancelled = false;
  const next = (index: number) => {
    const component = components[index];
    if (cancelled || !component) return;
    cancelIdle = whenIdle(() => {
      component.preload().then(
        () => next(index + 1),
        () => next(index + 1),
      );
    });
  };
  void afterFirstScreen().then(() => next(0));
  return () => {
    cancelled = true;
    cancelIdle?.();
  };
}

/** Runs `run` when the page is next idle (after what is being painted), at the latest after `within` ms. */
export function whenIdle(run: () => void, within = 2_000): () => void {
  if (typeof requestIdleCallback !== 'function') {
    const timer = setTimeout(run, within);
    return () => clearTimeout(timer);
  }
  const handle = requestIdleCallback(run, { timeout: within });
  return () => cancelIdleCallback(handle);
}

/** What a screen shows while its code loads: a spinner, or, while the download waits for the connection, why. */
export function LazyFallback() {
  if (!useDownloadWaiting()) return <Spinner />;
  return (
    <div className="connection-wait">
      <Notice tone="warning">
        <p className="connection-wait__title">
          <Trans>The connection is lost.</Trans>
        </p>
        <p>
          <Trans>This page continues by itself as soon as the connection is back.</Trans>
        </p>
      </Notice>
      <Spinner />
    </div>
  );
}
