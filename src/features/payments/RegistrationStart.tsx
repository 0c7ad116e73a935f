import { Trans } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';

/**
 * What an add entry shows while the provider's page opens, or, when it could not be opened, why, with "try
 * again" and "cancel".
 */
export function RegistrationStart({
  problem,
  opening,
  retry,
  onDone,
}: {
  problem?: ReactNode;
  opening: ReactNode;
  retry(): void;
  onDone(): void;
}) {
  if (problem) {
    return (
      <Notice tone="error">
        <p>{problem}</p>
        <div className="stack">
          <Button variant="secondary" onPress={retry}>
            <Trans>Try again</Trans>
          </Button>
          <Button variant="secondary" onPress={onDone}>
            <Trans>Cancel</Trans>
          </Button>
        </div>
      </Notice>
    );
  }
  return (
    <div className="stack">
      <Spinner />
      <p className="muted">{opening}</p>
    </div>
  );
}
