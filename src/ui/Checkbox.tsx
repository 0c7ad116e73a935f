import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  children: ReactNode;
  error?: string;
}

export function Checkbox({ children, error, ...props }: CheckboxProps) {
  return (
    <div className="checkbox-field">
      <AriaCheckbox validationBehavior="aria" {...props} isInvalid={!!error} className="checkbox">
        <span className="checkbox__box" aria-hidden="true">
          <svg viewBox="0 0 18 18" aria-hidden="true">
            <polyline points="3 9 7 13 15 5" />
          </svg>
        </span>
        <span>{children}</span>
      </AriaCheckbox>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
