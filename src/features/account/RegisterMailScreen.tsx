import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { useApi } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { PasswordFields } from './PasswordFields';
import { useLogin } from './useLogin';
import { emailError, type FieldError, passwordError, repeatError } from './validation';

/** Who referred the registration when nothing else is known (the web SDK), and the fixed platform. */
export const defaultReferrer = 'WEB_SDK';
export const referralPlatform = 'WEB';

export function RegisterMailScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const query = new URLSearchParams(useSearch());
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: query.get('email') ?? '',
    password: '',
    repeat: '',
  });
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<
    Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'repeat' | 'terms', FieldError>>
  >({});
  const { run, pending, error } = useLogin('register');
  const set = (key: keyof typeof form) => (value: string) => setForm((current) => ({ ...current, [key]: value }));
  const required = (value: string) => (value.trim() ? undefined : ('required' as const));

  const submit = () => {
    const next = {
      firstName: required(form.firstName),
      lastName: required(form.lastName),
      email: emailError(form.email),
      password: passwordError(form.password),
      repeat: repeatError(form.password, form.repeat),
      terms: terms ? undefined : ('termsRequired' as const),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void run(
      () =>
        api.auth.register({
          email: form.email.trim(),
          password: form.password,
          firstName: form.firstName.trim(),
          lastName: form.lastName.trim(),
          termsAccepted: true,
          marketingAccepted: marketing,
          referrer: query.get('referrer') || defaultReferrer,
          referralPlatform,
          referralCode: query.get('referralCode') || undefined,
        }),
      query.get('pid') ? '/pay' : '/map',
    );
  };
  const message = (key: keyof typeof errors) => errors[key] && i18n._(fieldErrorMessages[errors[key]!]);

  return (
    <main className="screen">
      <h1>
        <Trans>Register with email</Trans>
      </h1>
      {error && (
        <Notice tone={error === 'email_has_account' ? 'warning' : 'error'}>
          {i18n._(accountErrorMessages[error])}{' '}
          {error === 'email_has_account' && (
            <Link href={`/login?email=${encodeURIComponent(form.email.trim())}`} className="link">
              <Trans>Log in</Trans>
            </Link>
          )}
        </Notice>
      )}
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={t`First name`}
          autoComplete="given-name"
          value={form.firstName}
          onChange={set('firstName')}
          error={message('firstName')}
        />
        <TextField
          label={t`Last name`}
          autoComplete="family-name"
          value={form.lastName}
          onChange={set('lastName')}
          error={message('lastName')}
        />
        <TextField
          label={t`Email`}
          type="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
          error={message('email')}
        />
        <PasswordFields
          password={form.password}
          repeat={form.repeat}
          onPassword={set('password')}
          onRepeat={set('repeat')}
          errors={{ password: errors.password, repeat: errors.repeat }}
        />
        <Checkbox isSelected={terms} onChange={setTerms} error={message('terms')}>
          <Trans>
            I accept the{' '}
            <Link href="/info?type=terms" className="link">
              terms of use
            </Link>{' '}
            and have read the{' '}
            <Link href="/info?type=privacy" className="link">
              data protection notice
            </Link>
            .
          </Trans>
        </Checkbox>
        <Checkbox isSelected={marketing} onChange={setMarketing}>
          <Trans>Send me offers and news by email (optional).</Trans>
        </Checkbox>
        <Button type="submit" isPending={pending} className="button--block">
          <Trans>Create account</Trans>
        </Button>
      </Form>
    </main>
  );
}
