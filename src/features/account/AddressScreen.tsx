import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { Address } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { ProfileLoaded } from '../profile/ProfileLoaded';
import { type ProfileSave, useUpdateProfile } from '../profile/profileData';
import { fieldErrorMessages } from './messages';

const requiredFields = ['firstName', 'lastName', 'street', 'houseNumber', 'zip', 'city'] as const;

function AddressForm({ initial, save }: { initial: Address; save: ProfileSave }) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState<Address>({ countryCode: 'DE', ...initial });
  const [missing, setMissing] = useState<string[]>([]);
  const change = (fields: Partial<Address>) => {
    setAddress((current) => ({ ...current, ...fields }));
    save.edited();
  };
  const field = (key: keyof Address, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={address[key] ?? ''}
      onChange={(value) => change({ [key]: value })}
      error={missing.includes(key) ? i18n._(fieldErrorMessages.required) : undefined}
    />
  );
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const empty = requiredFields.filter((key) => !address[key]?.trim());
        setMissing(empty);
        if (!empty.length) save.submit({ address });
      }}
    >
      {field('company', t`Company (optional)`, 'organization')}
      {field('firstName', t`First name`, 'given-name')}
      {field('lastName', t`Last name`, 'family-name')}
      {field('street', t`Street`, 'address-line1')}
      {field('houseNumber', t`House number`)}
      {field('additionalLine', t`Additional address line (optional)`, 'address-line2')}
      {field('zip', t`Postcode`, 'postal-code')}
      {field('city', t`City`, 'address-level2')}
      <CountrySelect
        label={t`Country`}
        value={address.countryCode ?? 'DE'}
        onChange={(countryCode) => change({ countryCode })}
      />
      <FormOutcome
        status={save.status}
        success={<Trans>Your address has been saved.</Trans>}
        failure={<Trans>Your address was not saved. Check your connection and try again.</Trans>}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save address</Trans>
      </Button>
    </Form>
  );
}

/** The invoice address of a registered user: the profile's address, prefilled with the account's name. */
export function AddressScreen() {
  const save = useUpdateProfile();
  return (
    <main className="screen">
      <h1>
        <Trans>Invoice address</Trans>
      </h1>
      <ProfileLoaded>
        {(profile) => (
          <AddressForm
            initial={{ firstName: profile.firstName, lastName: profile.lastName, ...profile.address }}
            save={save}
          />
        )}
      </ProfileLoaded>
    </main>
  );
}
