import { useLingui } from '@lingui/react/macro';

/** The pump number, large and unmistakable: paying for the wrong pump is a classic mistake. */
export function PumpBadge({ name }: { name: string }) {
  const { t } = useLingui();
  return (
    <p className="pump-badge-row">
      <span className="pump-badge" aria-hidden="true">
        {name}
      </span>
      <span className="visually-hidden">{t`Pump ${name}`}</span>
    </p>
  );
}
