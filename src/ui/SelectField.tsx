import { useId } from 'react';

export interface SelectOption<T extends string> {
  value: T;
  /** Already translated. */
  label: string;
}

export interface SelectFieldProps<T extends string> {
  label: string;
  value: T;
  options: readonly SelectOption<T>[];
  /** Called only with one of the offered values (or '' for the placeholder), so `T` stays narrow. */
  onChange: (value: T) => void;
  /** The empty choice's text (value ''); only where '' is one of the values. None when a value is always chosen. */
  placeholder?: '' extends T ? string : never;
  isDisabled?: boolean;
  description?: string;
  /** A translated message; shown under the field and announced. */
  error?: string;
}

/**
 * A labelled native select: the platform's own picker on a phone, which suits short closed lists (a type, a
 * currency, a vehicle). Laid out as TextField (label, description, error), with the description and error tied
 * to the select by aria-describedby.
 */
export function SelectField<T extends string>({
  label,
  value,
  options,
  onChange,
  placeholder,
  isDisabled,
  description,
  error,
}: SelectFieldProps<T>) {
  const id = useId();
  const descriptionId = `${id}-description`;
  const errorId = `${id}-error`;
  const describedBy = [description && descriptionId, error && errorId].filter(Boolean).join(' ');
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
        aria-invalid={error ? true : undefined}
        data-invalid={error ? true : undefined}
        aria-describedby={describedBy || undefined}
        onChange={(event) => {
          const chosen = event.target.value;
          const option = options.find((candidate) => candidate.value === chosen);
          if (option) onChange(option.value);
          // The placeholder's '' is one of T's values: its prop is typed `never` otherwise.
          else if (chosen === '' && placeholder !== undefined) onChange(chosen as T);
        }}
      >
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      {description && (
        <p id={descriptionId} className="field__description">
          {description}
        </p>
      )}
      {error && (
        <p id={errorId} className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
