/**
 * The sandbox's error tracker: the app's tracked failures go to the sandbox (POST /_sandbox/failures), which keeps
 * the last 50 and lists them in its panel, as a deployer's error tracking service would show them. A failure that
 * cannot be sent is dropped: tracking must not fail on its own.
 */
import type { ErrorTracker } from '../app/errorTracking';
import { config } from '../config';

export const failuresUrl = `${config.platformUrl}/_sandbox/failures`;

export const sandboxTracker: ErrorTracker = {
  capture(failure) {
    void fetch(failuresUrl, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json' },
      body: JSON.stringify(failure),
    }).catch(() => undefined);
  },
};
