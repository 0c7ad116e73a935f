/**
 * The app's one global error handler and its UI error state (SPEC.md section 8).
 *
 * Everything that goes wrong is reported here: the platform client's errors (through the `onError` hook of
 * its context, see `createServices`), uncaught errors and unhandled rejections of the window, the error
 * boundaries, and a failed start. The rules:
 * - a response error carrying `errorDescription` is stored in the UI error state, which error screens show;
 * - errors the app expects are not reported: login failures 401/403/422 and cancelled requests
 *   (`ApiError.silent`);
 * - everything else is reported once per `repeatWindowMs` for the same failure, so a poll that keeps missing
 *   its tick (a normal thing on a bad connection) is one report, not one every 2.5 s;
 * - a reported failure goes to the error tracker, when the build has one (errorTracking.ts), without personal data;
 * - in the console, the platform's refusals (4xx) are a line of information and faults are errors.
 */
import { isApiError, isReportable } from '../api';
import { type ErrorTracker, toTrackedFailure } from './errorTracking';

export type ErrorSource = 'platform' | 'window' | 'promise' | 'render' | 'startup';

/** The platform's own description of the last failed call, for the screen that explains the failure. */
export interface UiError {
  /** Grows with every stored error, so a screen can tell a new one from the one it showed. */
  readonly id: number;
  readonly description: string;
  readonly status?: number;
}

export interface UiErrorStore {
  subscribe(listener: () => void): () => void;
  getSnapshot(): UiError | undefined;
  clear(): void;
}

export interface ErrorHandler {
  report(error: unknown, source: ErrorSource): void;
  readonly uiError: UiErrorStore;
  /** Reports the window's uncaught errors and unhandled rejections; returns the way to stop. */
  listen(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>): () => void;
}

/** The same failure is reported again only after this long. */
export const repeatWindowMs = 60_000;

export type ErrorLog = (source: ErrorSource, error: unknown) => void;

/**
 * The platform's answer to what the driver asked (4xx: a refused card, a wrong PIN, a vehicle not found), which
 * the screen explains: expected, so a line of information, not an error. A request timeout (408) is a fault.
 */
export const isPlatformRefusal = (error: unknown) =>
  isApiError(error) &&
  error.kind === 'http' &&
  error.status !== undefined &&
  error.status >= 400 &&
  error.status < 500 &&
  error.status !== 408;

/** The browser's console: faults as errors (with their cause), the platform's refusals as one line of information. */
export const consoleLog: ErrorLog = (source, error) => {
  if (isApiError(error) && isPlatformRefusal(error)) {
    console.info(
      `[forecourt:${source}] ${error.status} ${error.path}${error.errorDescription ? `: ${error.errorDescription}` : ''}`,
    );
  } else {
    console.error(`[forecourt:${source}]`, error);
  }
};

/** What makes two reports "the same failure": the call (kind, status, method-less path) or the message. */
function signature(error: unknown): string {
  if (isApiError(error)) return `api:${error.kind}:${error.status ?? ''}:${error.path}`;
  if (error instanceof Error) return `${error.name}:${error.message}`;
  return `value:${String(error)}`;
}

function createUiErrorStore(): UiErrorStore & { set(error: Omit<UiError, 'id'>): void } {
  let current: UiError | undefined;
  let nextId = 1;
  const listeners = new Set<() => void>();
  const emit = () => {
    for (const listener of listeners) listener();
  };
  return {
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot: () => current,
    set(error) {
      current = { id: nextId++, ...error };
      emit();
    },
    clear() {
      if (current === undefined) return;
      current = undefined;
      emit();
    },
  };
}

/** The page's path, for the tracker (which leaves out the query and ids). */
const currentRoute = () => (typeof location === 'undefined' ? '' : location.pathname);

export function createErrorHandler({
  log = consoleLog,
  now = Date.now,
  tracker,
  route = currentRoute,
}: {
  log?: ErrorLog;
  now?: () => number;
  tracker?: ErrorTracker;
  route?: () => string;
} = {}) {
  const uiError = createUiErrorStore();
  const lastReported = new Map<string, number>();

  function report(error: unknown, source: ErrorSource) {
    if (isApiError(error) && error.errorDescription) {
      uiError.set({ description: error.errorDescription, status: error.status });
    }
    if (!isReportable(error)) return;
    const key = signature(error);
    const at = now();
    const last = lastReported.get(key);
    if (last !== undefined && at - last < repeatWindowMs) return;
    lastReported.set(key, at);
    log(source, error);
    tracker?.capture(toTrackedFailure(error, source, route()));
  }

  function listen(target: Pick<EventTarget, 'addEventListener' | 'removeEventListener'>) {
    // ErrorEvent carries `error`, PromiseRejectionEvent `reason`.
    const onError = (event: Event) => report('error' in event && event.error != null ? event.error : event, 'window');
    const onRejection = (event: Event) => {
      const reason = 'reason' in event ? event.reason : event;
      // A cancelled request nobody awaited is expected: keep it out of the console too.
      if (!isReportable(reason)) event.preventDefault();
      report(reason, 'promise');
    };
    target.addEventListener('error', onError);
    target.addEventListener('unhandledrejection', onRejection);
    return () => {
      target.removeEventListener('error', onError);
      target.removeEventListener('unhandledrejection', onRejection);
    };
  }

  const handler: ErrorHandler = { report, uiError, listen };
  return handler;
}
