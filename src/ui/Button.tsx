import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'error';
}

/** The app's button: react-aria's, with the theme of SPEC.md section 5 (primary, secondary, error). */
export function Button({ variant = 'primary', className, ...props }: ButtonProps) {
  return (
    <AriaButton {...props} className={`button button--${variant} ${typeof className === 'string' ? className : ''}`} />
  );
}
