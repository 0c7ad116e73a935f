import { Trans, useLingui } from '@lingui/react/macro';
import { TextField } from '../../ui/TextField';
import { fieldErrorMessages } from './messages';
import { type FieldError, passwordAdvice } from './validation';

/** A new password with its repeat and the advice of SPEC.md section 5. */
export function PasswordFields(props: {
  password: string;
  repeat: string;
  onPassword: (value: string) => void;
  onRepeat: (value: string) => void;
  errors: { password?: FieldError; repeat?: FieldError };
}) {
  const { t, i18n } = useLingui();
  const advice = passwordAdvice(props.password);
  const strong = Object.values(advice).every(Boolean);
  return (
    <>
      <TextField
        label={t`New password`}
        type="password"
        autoComplete="new-password"
        value={props.password}
        onChange={props.onPassword}
        description={t`8 to 40 characters. Best with upper and lower case letters, digits and special characters.`}
        error={props.errors.password && i18n._(fieldErrorMessages[props.errors.password])}
      />
      {props.password && !strong && (
        <p className="muted" aria-live="polite">
          <Trans>Tip: add upper and lower case letters, digits and special characters for a stronger password.</Trans>
        </p>
      )}
      <TextField
        label={t`Repeat the password`}
        type="password"
        autoComplete="new-password"
        value={props.repeat}
        onChange={props.onRepeat}
        error={props.errors.repeat && i18n._(fieldErrorMessages[props.errors.repeat])}
      />
    </>
  );
}
