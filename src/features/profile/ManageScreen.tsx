import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { isApiError } from '../../api';
import { deleteAccountMutation, requestDataDumpMutation } from '../../api/queries';
import type { UserProfile } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { useAppNavigate } from '../../shell/navigation';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { fieldErrorText } from '../account/messages';
import { type FieldError, nameMax } from '../account/validation';
import { cleanDetails, companyMax, type AccountDetails as Details, detailsErrors } from './accountDetails';
import { ProfileLoaded } from './ProfileLoaded';
import { type ProfileSave, useUpdateProfile } from './profileData';

/** The platform refused the email because another account has it (HTTP 409). */
const isEmailTaken = (error: unknown) => isApiError(error) && error.status === 409;

function DetailsForm({ initial, save }: { initial: Details; save: ProfileSave }) {
  const { t, i18n } = useLingui();
  const [details, setDetails] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<keyof Details, FieldError>>>({});
  const field = (key: keyof Details, label: string, more: { autoComplete: string; type?: 'email'; max?: number }) => (
    <TextField
      label={label}
      autoComplete={more.autoComplete}
      type={more.type}
      value={details[key]}
      onChange={(value) => {
        setDetails((current) => ({ ...current, [key]: value }));
        save.edited();
      }}
      error={errors[key] && fieldErrorText(i18n, errors[key], { max: more.max })}
    />
  );
  return (
    <Form
      className="form"
      aria-labelledby="manage-details"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const cleaned = cleanDetails(details);
        const problems = detailsErrors(cleaned);
        setDetails(cleaned);
        setErrors(problems);
        if (Object.keys(problems).length === 0) save.submit(cleaned);
      }}
    >
      <h2 id="manage-details">
        <Trans>Your details</Trans>
      </h2>
      {field('firstName', t`First name`, { autoComplete: 'given-name', max: nameMax })}
      {field('lastName', t`Last name`, { autoComplete: 'family-name', max: nameMax })}
      {field('companyName', t`Company (optional)`, { autoComplete: 'organization', max: companyMax })}
      {field('email', t`Email`, { autoComplete: 'email', type: 'email' })}
      <FormOutcome
        status={save.status}
        success={<Trans>Your details have been saved.</Trans>}
        failure={
          isEmailTaken(save.error) ? (
            <Trans>Another account already uses this email address. Enter a different one.</Trans>
          ) : (
            <Trans>Your details were not saved. Check your connection and try again.</Trans>
          )
        }
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save details</Trans>
      </Button>
    </Form>
  );
}

/** The channels a driver may agree to be sent news and offers through (`marketingPermissions`). */
type Channel = 'email' | 'push';

function PermissionsForm({ initial, save }: { initial: Record<string, boolean>; save: ProfileSave }) {
  // Channels the app does not show keep their answer.
  const [permissions, setPermissions] = useState({
    ...initial,
    email: initial.email === true,
    push: initial.push === true,
  });
  const toggle = (channel: Channel) => (allowed: boolean) => {
    setPermissions((current) => ({ ...current, [channel]: allowed }));
    save.edited();
  };
  return (
    <Form
      className="form"
      aria-labelledby="manage-permissions"
      onSubmit={(event) => {
        event.preventDefault();
        save.submit({ marketingPermissions: permissions });
      }}
    >
      <h2 id="manage-permissions">
        <Trans>News and offers</Trans>
      </h2>
      <Checkbox isSelected={permissions.email} onChange={toggle('email')}>
        <Trans>Send me news and offers by email</Trans>
      </Checkbox>
      <Checkbox isSelected={permissions.push} onChange={toggle('push')}>
        <Trans>Send me news and offers as push notifications</Trans>
      </Checkbox>
      <FormOutcome
        status={save.status}
        success={<Trans>Your choices have been saved.</Trans>}
        failure={<Trans>Your choices were not saved. Check your connection and try again.</Trans>}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save choices</Trans>
      </Button>
    </Form>
  );
}

function DataCopy({ profile }: { profile: UserProfile }) {
  const api = useApi();
  const request = useFormSubmit(requestDataDumpMutation(api, useUserId()));
  const email = profile.email ?? '';
  return (
    <section className="stack" aria-labelledby="manage-data">
      <h2 id="manage-data">
        <Trans>Your data</Trans>
      </h2>
      <p className="muted">
        <Trans>We send a copy of everything we keep about you to your email address.</Trans>
      </p>
      <FormOutcome
        status={request.status}
        success={<Trans>A copy of your data is on its way to {email}. It can take a few minutes to arrive.</Trans>}
        failure={<Trans>Your copy could not be requested. Check your connection and try again.</Trans>}
      />
      <Button
        variant="secondary"
        className="button--block"
        isPending={request.pending}
        onPress={() => request.submit({ thingId: profile.thingId })}
      >
        <Trans>Send me a copy of my data</Trans>
      </Button>
    </section>
  );
}

/**
 * Deleting the account, after a question that says what goes and that it cannot be undone. Once deleted, the
 * session ends as on logout (a guest session, on the map); a failed delete keeps everything and says so.
 */
function DeleteAccount() {
  const api = useApi();
  const session = Session.useActorRef();
  const navigate = useAppNavigate();
  const [asking, setAsking] = useState(false);
  const remove = useFormSubmit({
    ...deleteAccountMutation(api, useUserId()),
    onSuccess: () => {
      navigate('/map', { replace: true });
      session.send({ type: 'user.loggedOut' });
    },
  });
  return (
    <section className="stack" aria-labelledby="manage-delete">
      <h2 id="manage-delete">
        <Trans>Delete account</Trans>
      </h2>
      <p className="muted">
        <Trans>Deleting your account removes it and everything in it for good.</Trans>
      </p>
      <FormOutcome
        status={remove.status}
        failure={<Trans>Your account was not deleted and nothing was removed. Try again later.</Trans>}
      />
      <Button
        variant="error"
        className="button--block"
        isPending={remove.pending}
        onPress={() => {
          remove.edited();
          setAsking(true);
        }}
      >
        <Trans>Delete my account</Trans>
      </Button>
      {asking && (
        <ConfirmDialog
          title={<Trans>Delete your account?</Trans>}
          destructive
          confirmLabel={<Trans>Delete for good</Trans>}
          cancelLabel={<Trans>Keep my account</Trans>}
          onConfirm={() => {
            setAsking(false);
            remove.submit(undefined);
          }}
          onCancel={() => setAsking(false)}
        >
          <Trans>
            Your payment methods, vehicles, vouchers and referral rewards, your history and invoices, and your wash
            codes are deleted with it. This cannot be undone.
          </Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * `/profile/manage` (SPEC.md section 2): the driver's name, company and email, their marketing permissions, a copy
 * of their data by email, and deleting the account. Each part saves on its own; a failure keeps what was typed.
 */
export function ManageScreen() {
  const details = useUpdateProfile();
  const permissions = useUpdateProfile();
  return (
    <main className="screen">
      <h1>
        <Trans>Manage your account</Trans>
      </h1>
      <ProfileLoaded>
        {(profile) => (
          <>
            <DetailsForm
              initial={{
                firstName: profile.firstName ?? '',
                lastName: profile.lastName ?? '',
                companyName: profile.companyName ?? '',
                email: profile.email ?? '',
              }}
              save={details}
            />
            <PermissionsForm initial={profile.marketingPermissions ?? {}} save={permissions} />
            <DataCopy profile={profile} />
            <DeleteAccount />
          </>
        )}
      </ProfileLoaded>
    </main>
  );
}
