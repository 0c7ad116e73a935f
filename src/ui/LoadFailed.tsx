import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from './Button';
import { Notice } from './Notice';

/** Data a screen needs could not be loaded: what is missing, and a button that loads it again. */
export function LoadFailed({
  children,
  retrying,
  onRetry,
}: {
  children: ReactNode;
  /** The new attempt is under way. */
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className="stack">
      <Notice tone="error">{children}</Notice>
      <Button variant="secondary" isPending={retrying} onPress={onRetry}>
        <Trans>Try again</Trans>
      </Button>
    </div>
  );
}
