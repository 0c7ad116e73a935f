import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link, useSearch } from 'wouter';
import { useApi } from '../../app/contexts';
import { useDraft } from '../../app/useDraft';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { InfoLink } from '../info/InfoLink';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { PasswordFields } from './PasswordFields';
import { useLogin } from './useLogin';
import { emailError, type FieldError, nameError, passwordError, repeatError, sanitizeName } from './validation';

/** Who referred the registration when nothing else is known (the web SDK), and the fixed platform. */
export const defaultReferrer = 'WEB_SDK';
export const referralPlatform = 'WEB';

export function RegisterMailScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const query = new URLSearchParams(useSearch());
  // The typed names and email survive leaving and coming back (a draft in this tab); the passwords never do.
  const [draft, setDraft, discardDraft] = useDraft('register', {
    firstName: '',
    lastName: '',
    email: query.get('email') ?? '',
  });
  const [passwords, setPasswords] = useState({ password: '', repeat: '' });
  const form = { ...draft, ...passwords };
  const [terms, setTerms] = useState(false);
  const [marketing, setMarketing] = useState(false);
  const [errors, setErrors] = useState<
    Partial<Record<'firstName' | 'lastName' | 'email' | 'password' | 'repeat' | 'terms', FieldError>>
  >({});
  const { run, pending, error } = useLogin('register');
  const set = (key: keyof typeof draft) => (value: string) => setDraft({ [key]: value });
  const setPassword = (key: keyof typeof passwords) => (value: string) =>
    setPasswords((current) => ({ ...current, [key]: value }));

  const submit = () => {
    const firstName = sanitizeName(form.firstName);
    const lastName = sanitizeName(form.lastName);
    setDraft({ firstName, lastName });
    const next = {
      firstName: nameError(firstName),
      lastName: nameError(lastName),
      email: emailError(form.email),
      password: passwordError(form.password),
      repeat: repeatError(form.password, form.repeat),
      terms: terms ? undefined : ('termsRequired' as const),
    };
    setErrors(next);
    if (Object.values(next).some(Boolean)) return;
    void run(
      () =>
        api.auth
          .register({
            email: form.email.trim(),
            password: form.password,
            firstName,
            lastName,
            termsAccepted: true,
            marketingAccepted: marketing,
            referrer: query.get('referrer') || defaultReferrer,
            referralPlatform,
            referralCode: query.get('referralCode') || undefined,
          })
          .then((answer) => {
            discardDraft();
            return answer;
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
        validationBehavior="aria"
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
          onPassword={setPassword('password')}
          onRepeat={setPassword('repeat')}
          errors={{ password: errors.password, repeat: errors.repeat }}
        />
        <Checkbox
          isSelected={terms}
          onChange={setTerms}
          error={message('terms')}
          links={
            <>
              <InfoLink type="terms">
                <Trans>Read the terms of use</Trans>
              </InfoLink>
              <InfoLink type="privacy">
                <Trans>Read the data protection notice</Trans>
              </InfoLink>
            </>
          }
        >
          <Trans>I accept the terms of use and have read the data protection notice.</Trans>
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
