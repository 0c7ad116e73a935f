import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useSearch } from 'wouter';
import { useApi } from '../../app/contexts';
import { QueryLink } from '../../shell/QueryLink';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { GoogleButton } from './GoogleButton';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { useLogin } from './useLogin';
import { emailError, type FieldError } from './validation';

export function LoginScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const query = new URLSearchParams(useSearch());
  const [email, setEmail] = useState(query.get('email') ?? '');
  const [password, setPassword] = useState('');
  const [errors, setErrors] = useState<{ email?: FieldError; password?: FieldError }>({});
  const { run, pending, error } = useLogin('local');
  const target = query.get('pid') ? '/pay' : '/map';

  const submit = () => {
    const next = { email: emailError(email), password: password ? undefined : ('required' as const) };
    setErrors(next);
    if (next.email || next.password) return;
    void run(() => api.auth.loginLocal({ email: email.trim(), password }), target);
  };

  return (
    <main className="screen">
      <h1>
        <Trans>Log in</Trans>
      </h1>
      {error && <Notice tone="error">{i18n._(accountErrorMessages[error])}</Notice>}
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t`Email`}
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          error={errors.email && i18n._(fieldErrorMessages[errors.email])}
        />
        <TextField
          label={t`Password`}
          type="password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          error={errors.password && i18n._(fieldErrorMessages[errors.password])}
        />
        <QueryLink href="/forgotten-password" className="link">
          <Trans>Forgotten your password?</Trans>
        </QueryLink>
        <Button type="submit" isPending={pending} className="button--block">
          <Trans>Log in</Trans>
        </Button>
      </Form>
      <p className="divider">
        <Trans>or</Trans>
      </p>
      <div className="stack">
        <GoogleButton mode="login" target={target} />
        <QueryLink href={target} className="button button--secondary button--block">
          <Trans>Continue as guest</Trans>
        </QueryLink>
        {/* Its own line, so the link is a whole touch target (44 px), not a word in a sentence. */}
        <div className="lead-in">
          <p>
            <Trans>New here?</Trans>
          </p>
          <QueryLink href="/register" className="link">
            <Trans>Create an account</Trans>
          </QueryLink>
        </div>
      </div>
    </main>
  );
}
