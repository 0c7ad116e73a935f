import { Trans, useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { Link } from 'wouter';
import { selectFeatures, selectProfile } from '../../../machines/session';
import { Session } from '../../app/contexts';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { LogoutButton } from '../account/LogoutButton';
import { fieldErrorText } from '../account/messages';
import { type FieldError, nameError, nameMax, sanitizeName } from '../account/validation';
import { type ProfileSave, useProfile, useUpdateProfile } from './profileData';
import { visibleSections } from './profileEntries';

function NameForm({
  initial,
  save,
  onCancel,
}: {
  initial: { firstName: string; lastName: string };
  save: ProfileSave;
  onCancel: () => void;
}) {
  const { t, i18n } = useLingui();
  const [name, setName] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof typeof name, FieldError>>>({});
  const headingId = useId();
  const field = (key: keyof typeof name, label: string, autoComplete: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={name[key]}
      onChange={(value) => {
        setName((current) => ({ ...current, [key]: value }));
        save.edited();
      }}
      error={errors[key] && fieldErrorText(i18n, errors[key], { max: nameMax })}
    />
  );
  return (
    <Form
      className="form"
      aria-labelledby={headingId}
      onSubmit={(event) => {
        event.preventDefault();
        const cleaned = { firstName: sanitizeName(name.firstName), lastName: sanitizeName(name.lastName) };
        const problems = { firstName: nameError(cleaned.firstName), lastName: nameError(cleaned.lastName) };
        setName(cleaned);
        setErrors(problems);
        if (!problems.firstName && !problems.lastName) save.submit(cleaned);
      }}
    >
      <h1 id={headingId}>
        <Trans>Your name</Trans>
      </h1>
      {field('firstName', t`First name`, 'given-name')}
      {field('lastName', t`Last name`, 'family-name')}
      <FormOutcome
        status={save.status}
        failure={<Trans>Your name was not saved. Check your connection and try again.</Trans>}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save name</Trans>
      </Button>
      <Button variant="secondary" isDisabled={save.pending} className="button--block" onPress={onCancel}>
        <Trans>Cancel</Trans>
      </Button>
    </Form>
  );
}

/**
 * The registered user's hub: who is logged in (the whole profile from the cache; until it is there, the session's
 * copy), the name to edit, and the profile's pages by section, each shown only when the account's features allow it
 * (profileEntries.ts).
 */
export function ProfileScreen() {
  const { i18n } = useLingui();
  const sessionProfile = Session.useSelector(selectProfile);
  const sections = visibleSections(Session.useSelector(selectFeatures));
  const profile = useProfile();
  const [editing, setEditing] = useState(false);
  const save = useUpdateProfile({ onSaved: () => setEditing(false) });
  const shown = profile.data ?? sessionProfile;
  const name = [shown?.firstName, shown?.lastName].filter(Boolean).join(' ');
  const edit = (open: boolean) => {
    save.edited();
    setEditing(open);
  };
  return (
    <main className="screen">
      {editing ? (
        <NameForm
          initial={{ firstName: shown?.firstName ?? '', lastName: shown?.lastName ?? '' }}
          save={save}
          onCancel={() => edit(false)}
        />
      ) : (
        <>
          <h1 className="long-text">
            <bdi>{name || shown?.email}</bdi>
          </h1>
          {name && <p className="muted long-text">{shown?.email}</p>}
          <FormOutcome
            status={save.status}
            success={<Trans>Your name has been saved.</Trans>}
            failure={<Trans>Your name was not saved. Check your connection and try again.</Trans>}
          />
          <Button variant="secondary" onPress={() => edit(true)}>
            <Trans>Edit name</Trans>
          </Button>
        </>
      )}
      {sections.map((section) => (
        <nav key={section.title.id} className="link-list" aria-label={i18n._(section.title)}>
          <h2 className="link-list__title">{i18n._(section.title)}</h2>
          {section.entries.map((entry) => (
            <Link key={entry.href} href={entry.href}>
              {i18n._(entry.label)}
            </Link>
          ))}
        </nav>
      ))}
      <LogoutButton />
    </main>
  );
}
