import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { resendPasswordMutation } from '../../api/queries/users';
import { useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { emailError, type FieldError } from './validation';

export function ForgottenPasswordScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [email, setEmail] = useState('');
  const [fieldError, setFieldError] = useState<FieldError>();
  const send = useFormSubmit(resendPasswordMutation(api));
  const submit = () => {
    const problem = emailError(email);
    setFieldError(problem);
    if (!problem) send.submit(email.trim());
  };
  return (
    <main className="screen">
      <h1>
        <Trans>Reset your password</Trans>
      </h1>
      {send.status === 'success' ? (
        <>
          <Notice tone="success">
            <Trans>
              If an account exists for this address, we have sent it a temporary password. Check your inbox.
            </Trans>
          </Notice>
          <QueryLink href="/login" className="button button--primary button--block">
            <Trans>Back to log in</Trans>
          </QueryLink>
        </>
      ) : (
        <Form
          className="form"
          onSubmit={(event) => {
            event.preventDefault();
            submit();
          }}
        >
          <p className="muted">
            <Trans>Enter the email address of your account. We will send you a temporary password.</Trans>
          </p>
          <FormOutcome status={send.status} failure={i18n._(accountErrorMessages.generic)} />
          <TextField
            label={t`Email`}
            type="email"
            autoComplete="email"
            value={email}
            onChange={(value) => {
              setEmail(value);
              send.edited();
            }}
            error={fieldError && i18n._(fieldErrorMessages[fieldError])}
          />
          <Button type="submit" isPending={send.pending} className="button--block">
            <Trans>Send temporary password</Trans>
          </Button>
        </Form>
      )}
    </main>
  );
}
