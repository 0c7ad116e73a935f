import { Trans } from '@lingui/react/macro';
import { Link } from 'wouter';
import { Notice } from '../../ui/Notice';

/** `/history/error` (SPEC.md section 2): the history's own error page; trying again is going back to the list. */
export function HistoryErrorScreen() {
  return (
    <main className="screen">
      <h1>
        <Trans>Something went wrong</Trans>
      </h1>
      <Notice tone="error">
        <Trans>
          Your history could not be shown. Nothing you saved is lost. Check your connection, then open your history
          again.
        </Trans>
      </Notice>
      <Link href="/history" className="button button--primary">
        <Trans>Back to your history</Trans>
      </Link>
    </main>
  );
}
