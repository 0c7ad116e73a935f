import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';

export function NotFound() {
  return (
    <main className="screen screen--center">
      <h1>
        <Trans>Page not found</Trans>
      </h1>
      <p>
        <Trans>This page does not exist. The map shows stations where you can pay.</Trans>
      </p>
      <Link href="/map" className="button button--primary">
        <Trans>Go to the map</Trans>
      </Link>
    </main>
  );
}
