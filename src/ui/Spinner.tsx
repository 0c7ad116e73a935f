import { useLingui } from '@lingui/react/macro';

export function Spinner() {
  const { t } = useLingui();
  return (
    <div className="spinner" role="status" aria-live="polite">
      <span className="spinner__wheel" aria-hidden="true" />
      <span className="visually-hidden">{t`Loading…`}</span>
    </div>
  );
}
