import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';
import { callbackPolicy } from '../../config';
import { Button } from '../../ui/Button';
import { mapLinkQuery, parseCallback, withoutCallback } from '../../url/query';

/**
 * The pay area's door for embedding apps: a `callback` of no partner the deployment accepts is refused here,
 * before any payment, with what happened and two ways on: stay in this app (the callback is dropped from the
 * address, so nothing can lead to it later) or the map. Anything else passes through.
 */
export function CallbackGate({ children }: { children: ReactNode }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const callback = parseCallback(new URLSearchParams(search).get('callback'), callbackPolicy);
  if (callback?.kind !== 'refused') return <>{children}</>;
  const host = callback.url.hostname;
  const kept = withoutCallback(search);
  const mapQuery = mapLinkQuery(kept);
  return (
    <main className="screen screen--center">
      <span className="status-icon status-icon--error" aria-hidden="true">
        !
      </span>
      <h1>
        <Trans>This link would send you to an unknown site</Trans>
      </h1>
      <p>
        <Trans>
          The link that opened this page asks us to send you to <strong>{host}</strong> after paying. It is not one of
          our partners, so we will not send you there.
        </Trans>
      </p>
      <Button
        className="button--block"
        onPress={() => navigate(kept ? `${location}?${kept}` : location, { replace: true })}
      >
        <Trans>Continue without returning</Trans>
      </Button>
      <Link href={mapQuery ? `/map?${mapQuery}` : '/map'} className="button button--secondary button--block">
        <Trans>Go to the map</Trans>
      </Link>
    </main>
  );
}
