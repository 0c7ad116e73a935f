import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { useApi } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { emailError, type FieldError } from './validation';

export function ForgottenPasswordScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<FieldError>();
  const [status, setStatus] = useState<'idle' | 'sending' | 'sent' | 'failed'>('idle');
  const submit = async () => {
    const problem = emailError(email);
    setFieldError(problem);
    if (problem || status === 'sending') return;
    setStatus('sending');
    try {
      await api.auth.resendPassword(email.trim());
      setStatus('sent');
    } catch {
      setStatus('failed');
    }
  };
  return (
    <main className="screen">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {status === 'sent' ? (
        <>
          <Notice tone="success">
            <Trans>
              If an account exists for this address, we have sent it a temporary password. Check your inbox.
            </Trans>
          </Notice>
          <Link href="/login" className="button button--primary button--block">
            <Trans>Back to log in</Trans>
          </Link>
        </>
      ) : (
        <Form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            void submit();
          }}
        >
          <p className="muted">
            <Trans>Enter the email address of your account. We will send you a temporary password.</Trans>
          </p>
          {status === 'failed' && <Notice tone="error">{i18n._(accountErrorMessages.generic)}</Notice>}
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={setEmail}
            error={fieldError && i18n._(fieldErrorMessages[fieldError])}
          />
          <Button type="submit" isPending={status === 'sending'} className="button--block">
            <Trans>Send temporary password</Trans>
          </Button>
        </Form>
      )}
    </main>
  );
}
