import { Trans } from '@lingui/react/macro';

/** The mark of a topic completed in the interface language: a tick and the word, not the tick alone. */
export function DoneMark() {
  return (
    <span className="done-mark">
      <span aria-hidden="true">✓ </span>
      <span>
        <Trans>Done</Trans>
      </span>
    </span>
  );
}
