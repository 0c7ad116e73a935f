import type { ButtonHTMLAttributes } from 'react';

export interface ButtonProps extends Omit<ButtonHTMLAttributes<HTMLButtonElement>, 'disabled' | 'onClick' | 'type'> {
  variant?: 'primary' | 'secondary' | 'error';
  type?: 'button' | 'submit' | 'reset';
  onPress?: () => void;
  isDisabled?: boolean;
  /** Disabled and marked busy while what it started runs. */
  isPending?: boolean;
}

/**
 * The app's button, with the theme of SPEC.md section 5 (primary, secondary, error): a plain `<button>`, so the
 * QR code's first screen carries no press-handling library. Inside react-aria's own widgets (a dialog's close
 * slot, a menu trigger) their `Button` is used instead.
 */
export function Button({
  variant = 'primary',
  type = 'button',
  className,
  isPending,
  isDisabled,
  onPress,
  children,
  ...props
}: ButtonProps) {
  const disabled = isDisabled || isPending;
  return (
    <button
      {...props}
      type={type}
      disabled={disabled}
      data-disabled={disabled || undefined}
      aria-busy={isPending || undefined}
      onClick={onPress}
      className={`button button--${variant}${isPending ? ' button--pending' : ''} ${className ?? ''}`}
    >
      {children}
    </button>
  );
}
