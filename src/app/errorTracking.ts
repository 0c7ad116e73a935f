/**
 * The error tracker port (SPEC.md section 8: failures are tracked). The global error handler (errors.ts) hands
 * every failure it reports to one tracker, as a `TrackedFailure`: what failed and where, with nothing that names
 * the driver. A configured build's tracker is the deployer's error tracking service (sentryTracker.ts), the
 * sandbox's is its own panel (src/sandbox/failureTracker.ts); either is loaded only when the first failure comes.
 */
import { isApiError } from '../api';
import type { ErrorSource } from './errors';

/** One failure as a tracker receives it. Every text has been through `scrub`. */
export interface TrackedFailure {
  source: ErrorSource;
  /** The error's name (`ApiError`, `TypeError`…). */
  name: string;
  message: string;
  /** A platform call's status and kind (`http`, `network`, `timeout`), and its path with ids left out. */
  status?: number;
  kind?: string;
  call?: string;
  /** The screen's path, ids left out and without its query (which may carry an e-mail address or a phone). */
  route: string;
  stack?: string;
}

export interface ErrorTracker {
  capture(failure: TrackedFailure): void;
}

const emails = /[^\s@/:'"<>()[\]]+@[^\s@/:'"<>()[\]]+\.[a-z]{2,}/gi;
/** Card, phone and account numbers: six digits or more, spaces, dots, slashes and hyphens between them allowed. */
const longNumbers = /\+?\d(?:[\s./-]?\d){5,}/g;
/** Tokens: a JWT (three dotted base64url parts), or a long run of letters, digits and base64's signs. */
const tokens = /\b[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}|\b[A-Za-z0-9_+/-]{32,}={0,2}/g;

/** A text without e-mail addresses, long numbers or tokens. */
export const scrub = (text: string) =>
  text.replace(emails, '[email]').replace(tokens, '[token]').replace(longNumbers, '[number]');

/** The segment after one of these is an id (a person, their vehicle, an order, a card, a station). */
const collections = new Set([
  'users',
  'accounts',
  'things',
  'vehicles',
  'cars',
  'order',
  'orders',
  'invoices',
  'pois',
  'payment-methods',
  'redemption-codes',
  'loyalty-subscriptions',
]);
/** Paths of the platform's own that follow a collection's name and are not ids. */
const notIds = new Set(['preferences', 'completed-tutorials', 'lite', 'users']);

/**
 * A path with the query and fragment left out and every id replaced by `:id`: a segment with a digit (but not a
 * version such as `v4`), a long one, or the one after a collection's name.
 */
export function scrubPath(path: string): string {
  const bare = path.split(/[?#]/)[0] ?? '';
  const segments = bare.split('/');
  return segments
    .map((segment, index) => {
      if (!segment) return segment;
      const afterCollection = collections.has(segments[index - 1] ?? '') && !notIds.has(segment);
      const looksLikeId = (/\d/.test(segment) && !/^v\d+$/.test(segment)) || segment.length >= 20;
      return afterCollection || looksLikeId ? ':id' : segment;
    })
    .join('/');
}

/** The failure a tracker receives for `error`, reported from `source` while the page showed `route`. */
export function toTrackedFailure(error: unknown, source: ErrorSource, route: string): TrackedFailure {
  const base = { source, route: scrubPath(route) };
  if (isApiError(error)) {
    return {
      ...base,
      name: 'ApiError',
      // The platform's description may repeat what was sent (an e-mail address, a card number).
      message: scrub(error.errorDescription ?? `${error.kind} error`),
      status: error.status,
      kind: error.kind,
      call: scrubPath(error.path),
    };
  }
  if (error instanceof Error) {
    const message = scrub(error.message);
    // The stack repeats the message; its frames' line and column numbers stay as they are.
    const stack = error.stack?.replace(error.message, message).replace(emails, '[email]');
    return { ...base, name: error.name, message, ...(stack ? { stack } : {}) };
  }
  if (typeof Event !== 'undefined' && error instanceof Event) return { ...base, name: 'Event', message: error.type };
  return { ...base, name: typeof error, message: scrub(String(error)) };
}

/** At most this many failures wait for a tracker that is still loading; later ones are dropped. */
export const waitingFailuresMax = 20;

/**
 * A tracker loaded on the first failure: `load` runs once, the failures that come meanwhile wait (up to
 * `waitingFailuresMax`), and a tracker that cannot load (offline, blocked) drops them without a word — tracking
 * must never become a failure of its own.
 */
export function lazyTracker(load: () => Promise<ErrorTracker>): ErrorTracker {
  let loaded: ErrorTracker | undefined;
  let started = false;
  let waiting: TrackedFailure[] = [];
  return {
    capture(failure) {
      if (loaded) {
        loaded.capture(failure);
        return;
      }
      if (waiting.length < waitingFailuresMax) waiting.push(failure);
      if (started) return;
      started = true;
      void load().then(
        (tracker) => {
          loaded = tracker;
          for (const early of waiting) tracker.capture(early);
          waiting = [];
        },
        () => {
          loaded = { capture: () => {} };
          waiting = [];
        },
      );
    },
  };
}
