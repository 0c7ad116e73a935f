import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { changePasswordMutation } from '../../api/queries/users';
import { Session, useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Notice } from '../../ui/Notice';
import { accountErrorMessages } from './messages';
import { PasswordFields } from './PasswordFields';
import { type FieldError, passwordError, repeatError } from './validation';

/**
 * /change-password (registered users) and /change-tmp-password (forced while the password is temporary or
 * expired; the session holds the user here until the change succeeds).
 */
export function ChangePasswordScreen({ forced }: { forced: boolean }) {
  const { i18n } = useLingui();
  const api = useApi();
  const session = Session.useActorRef();
  const navigate = useAppNavigate();
  const [password, setPassword] = useState('');
  const [repeat, setRepeat] = useState('');
  const [errors, setErrors] = useState<{ password?: FieldError; repeat?: FieldError }>({});
  const change = useFormSubmit({
    ...changePasswordMutation(api),
    onSuccess: () => {
      if (!forced) return;
      navigate('/map', { replace: true });
      session.send({ type: 'password.changed' });
    },
  });
  const submit = () => {
    const next = { password: passwordError(password), repeat: repeatError(password, repeat) };
    setErrors(next);
    if (!next.password && !next.repeat) change.submit(password);
  };
  return (
    <main className="screen">
      <h1>{forced ? <Trans>Choose a new password</Trans> : <Trans>Change password</Trans>}</h1>
      {forced && <Notice tone="info">{i18n._(accountErrorMessages.temp_pass)}</Notice>}
      <FormOutcome
        status={change.status}
        success={forced ? undefined : <Trans>Your password has been changed.</Trans>}
        failure={i18n._(accountErrorMessages.generic)}
      />
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <PasswordFields
          password={password}
          repeat={repeat}
          onPassword={(value) => {
            setPassword(value);
            change.edited();
          }}
          onRepeat={(value) => {
            setRepeat(value);
            change.edited();
          }}
          errors={errors}
        />
        <Button type="submit" isPending={change.pending} className="button--block">
          <Trans>Save password</Trans>
        </Button>
      </Form>
    </main>
  );
}
