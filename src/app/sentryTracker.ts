/**
 * The deployer's error tracker: Sentry's browser SDK (or any service that takes its protocol, such as GlitchTip),
 * loaded by main.tsx only when the first failure comes, in a build with `VITE_ERROR_TRACKER_DSN`.
 *
 * It runs as a client of its own, not the SDK's global one, with no integrations: the app's error handler already
 * hears the window, and the SDK's breadcrumbs and request data would carry what the driver typed and the page's
 * query (an e-mail address, a phone number). It receives `TrackedFailure`s, already without personal data, and
 * `beforeSend` removes what the SDK adds on its own (the user, the request).
 */
import { BrowserClient, defaultStackParser, type ErrorEvent, makeFetchTransport, Scope } from '@sentry/browser';
import type { ErrorTracker, TrackedFailure } from './errorTracking';

export interface SentryTrackerOptions {
  dsn: string;
  environment?: string;
  release?: string;
  /** The transport to the service; tests hand in their own. */
  transport?: typeof makeFetchTransport;
}

/** What the SDK may add to an event by itself that could name the driver. */
export function withoutPersonalData(event: ErrorEvent): ErrorEvent {
  const { user: _user, request: _request, breadcrumbs: _breadcrumbs, ...rest } = event;
  return rest;
}

/** The failure as an Error the SDK can read: its name, its scrubbed message and stack. */
function asError(failure: TrackedFailure): Error {
  const error = new Error(failure.message);
  error.name = failure.name;
  error.stack = failure.stack ?? `${failure.name}: ${failure.message}`;
  return error;
}

export function createSentryTracker({
  dsn,
  environment,
  release,
  transport = makeFetchTransport,
}: SentryTrackerOptions): ErrorTracker {
  const client = new BrowserClient({
    dsn,
    environment,
    release,
    transport,
    stackParser: defaultStackParser,
    integrations: [],
    sendDefaultPii: false,
    beforeSend: withoutPersonalData,
  });
  const scope = new Scope();
  scope.setClient(client);
  client.init();
  return {
    capture(failure) {
      scope.captureException(asError(failure), {
        captureContext: {
          tags: {
            source: failure.source,
            ...(failure.kind ? { kind: failure.kind } : {}),
            ...(failure.status !== undefined ? { status: String(failure.status) } : {}),
          },
          contexts: { failure: { route: failure.route, ...(failure.call ? { call: failure.call } : {}) } },
        },
      });
    },
  };
}
