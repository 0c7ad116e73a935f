import { useId } from 'react';

/** A labelled native select (as CountrySelect): the vehicle type and the catalogue's makes, models and fuels. */
export function VehicleSelect({
  label,
  value,
  options,
  placeholder,
  isDisabled,
  onChange,
}: {
  label: string;
  value: string;
  options: { value: string; label: string }[];
  /** The empty choice's text; none when a value is always chosen. */
  placeholder?: string;
  isDisabled?: boolean;
  onChange: (value: string) => void;
}) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {label}
      </label>
      <select
        id={id}
        className="field__input"
        value={value}
        disabled={isDisabled}
        onChange={(event) => onChange(event.target.value)}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}
