import { Trans } from '@lingui/react/macro';
import '../../app/app.css';

/**
 * The platform's own words about a failure (its `errorDescription`, SPEC.md section 8), kept for support behind a
 * closed "Information for support": they are the platform's, untranslated and technical, so the driver reads the
 * screen's own translated explanation and meets them only when asked for.
 */
export function ErrorDetails({ description, status }: { description: string; status?: number }) {
  return (
    <details className="error-details muted">
      <summary>
        <Trans>Information for support</Trans>
      </summary>
      <p>{status === undefined ? description : `${status} · ${description}`}</p>
    </details>
  );
}
