import { Trans } from '@lingui/react/macro';
import '../../app/app.css';

/**
 * The platform's own words about a failure (its `errorDescription`), shown under a screen's translated
 * explanation, never instead of it.
 */
export function ErrorDetails({ description }: { description: string }) {
  return (
    <p className="error-details muted">
      <Trans>Details: {description}</Trans>
    </p>
  );
}
