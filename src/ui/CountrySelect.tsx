import { useLingui } from '@lingui/react/macro';
import { countryCodes } from '../api/schemas';
import { SelectField } from './SelectField';

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
  const names = new Intl.DisplayNames([i18n.locale], { type: 'region' });
  const options = countryCodes
    .map((code) => ({ value: code, label: names.of(code) ?? code }))
    .sort((a, b) => a.label.localeCompare(b.label, i18n.locale));
  return <SelectField<string> label={label} value={value} options={options} onChange={onChange} />;
}
