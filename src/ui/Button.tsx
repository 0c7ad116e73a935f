import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';

export interface ButtonProps extends AriaButtonProps {
  variant?: 'primary' | 'secondary' | 'error';
}

/**
 * The app's button: react-aria's, with the theme of SPEC.md section 5 (primary, secondary, error).
 * A pending button is disabled and marked busy. react-aria's own `isPending` is not used: its announcement
 * points at the button by id, and a pay button unmounts as the flow moves on, leaving a broken reference.
 */
export function Button({ variant = 'primary', className, isPending, isDisabled, children, ...props }: ButtonProps) {
  return (
    <AriaButton
      {...props}
      isDisabled={isDisabled || isPending}
      aria-busy={isPending || undefined}
      className={`button button--${variant}${isPending ? ' button--pending' : ''} ${typeof className === 'string' ? className : ''}`}
    >
      {children}
    </AriaButton>
  );
}
