import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { countryCodes } from '../api/schemas';

/** The countries offered (SPEC.md section 3), named in the active language. */
export function CountrySelect({
  label,
  value,
  onChange,
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  const { i18n } = useLingui();
  const id = useId();
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select id={id} className="field__input" value={value} onChange={(event) => onChange(event.target.value)}>
        {[...countryCodes]
          .sort((a, b) => (names.of(a) ?? a).localeCompare(names.of(b) ?? b, i18n.locale))
          .map((code) => (
            <option key={code} value={code}>
              {names.of(code)}
            </option>
          ))}
      </select>
    </div>
  );
}
