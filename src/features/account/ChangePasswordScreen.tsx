import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Session, useApi } from '../../app/contexts';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';
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
  const [status, setStatus] = useState<'idle' | 'saving' | 'saved' | 'failed'>('idle');
  const submit = async () => {
    const next = { password: passwordError(password), repeat: repeatError(password, repeat) };
    setErrors(next);
    if (next.password || next.repeat || status === 'saving') return;
    setStatus('saving');
    try {
      await api.auth.changePassword(password);
      setStatus('saved');
      if (forced) {
        navigate('/map', { replace: true });
        session.send({ type: 'password.changed' });
      }
    } catch {
      setStatus('failed');
    }
  };
  return (
    <main className="screen">
      <h1>{forced ? <Trans>Choose a new password</Trans> : <Trans>Change password</Trans>}</h1>
      {forced && <Notice tone="info">{i18n._(accountErrorMessages.temp_pass)}</Notice>}
      {status === 'saved' && !forced && (
        <Notice tone="success">
          <Trans>Your password has been changed.</Trans>
        </Notice>
      )}
      {status === 'failed' && <Notice tone="error">{i18n._(accountErrorMessages.generic)}</Notice>}
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          void submit();
        }}
      >
        <PasswordFields
          password={password}
          repeat={repeat}
          onPassword={setPassword}
          onRepeat={setRepeat}
          errors={errors}
        />
        <Button type="submit" isPending={status === 'saving'} className="button--block">
          <Trans>Save password</Trans>
        </Button>
      </Form>
    </main>
  );
}
