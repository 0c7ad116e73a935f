import { Trans } from '@lingui/react/macro';
import type { FallbackProps } from 'react-error-boundary';
import { Link, useLocation, useSearch } from 'wouter';
import { isApiError } from '../../api';
import { restartTarget } from '../../app/restart';
import { Button } from '../../ui/Button';
import { ErrorDetails } from './ErrorDetails';

/**
 * What a route shows when its screen failed: what happened, "try again" (renders the screen afresh), and a
 * way back: the station's pumps when the address names a station (unless the pumps are what failed), else
 * the map.
 */
export function RouteErrorScreen({ error, resetErrorBoundary }: FallbackProps) {
  const [location] = useLocation();
  const search = useSearch();
  const back = restartTarget(search, location !== '/pay/pump');
  const description = isApiError(error) ? error.errorDescription : undefined;
  return (
    <main className="screen screen--center">
      <span className="status-icon status-icon--error" aria-hidden="true">
        !
      </span>
      <h1>
        <Trans>This page could not be shown</Trans>
      </h1>
      <p>
        <Trans>Something went wrong on our side. Please try again.</Trans>
      </p>
      {description && <ErrorDetails description={description} status={isApiError(error) ? error.status : undefined} />}
      <Button className="button--block" onPress={() => resetErrorBoundary()}>
        <Trans>Try again</Trans>
      </Button>
      <BackLink {...back} />
    </main>
  );
}

function BackLink({ href, toStation, leavesApp }: ReturnType<typeof restartTarget>) {
  const label = toStation ? <Trans>Back to the station</Trans> : <Trans>Go to the map</Trans>;
  const className = 'button button--secondary button--block';
  return leavesApp ? (
    <a href={href} className={className}>
      {label}
    </a>
  ) : (
    <Link href={href} className={className}>
      {label}
    </Link>
  );
}
