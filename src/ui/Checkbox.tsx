import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox, type CheckboxProps as AriaCheckboxProps } from 'react-aria-components';

export interface CheckboxProps extends Omit<AriaCheckboxProps, 'children'> {
  /** The label: plain text, all of it a target that ticks the box. */
  children: ReactNode;
  /**
   * Links that belong to the label (the terms a consent refers to), shown under it and outside it: a tap on the
   * label's text always ticks the box, never opens a link by accident.
   */
  links?: ReactNode;
  error?: string;
}

export function Checkbox({ children, links, error, ...props }: CheckboxProps) {
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
      {links && <p className="checkbox__links">{links}</p>}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
