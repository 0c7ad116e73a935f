import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { Address } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { useProfileForm } from './useProfileForm';

const requiredFields = ['firstName', 'lastName', 'street', 'houseNumber', 'zip', 'city'] as const;

function AddressForm({
  initial,
  save,
  saving,
}: {
  initial: Address;
  save: (address: Address) => void;
  saving: boolean;
}) {
  const { t, i18n } = useLingui();
  const [address, setAddress] = useState<Address>({ countryCode: 'DE', ...initial });
  const [missing, setMissing] = useState<string[]>([]);
  const field = (key: keyof Address, label: string, autoComplete?: string) => (
    <TextField
      label={label}
      autoComplete={autoComplete}
      value={address[key] ?? ''}
      onChange={(value) => setAddress((current) => ({ ...current, [key]: value }))}
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
        if (!empty.length) save(address);
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
        onChange={(countryCode) => setAddress((current) => ({ ...current, countryCode }))}
      />
      <Button type="submit" isPending={saving} className="button--block">
        <Trans>Save address</Trans>
      </Button>
    </Form>
  );
}

/** The invoice address of a registered user. */
export function AddressScreen() {
  const { i18n } = useLingui();
  const { profile, status, save } = useProfileForm();
  return (
    <main className="screen">
      <h1>
        <Trans>Invoice address</Trans>
      </h1>
      {status === 'saved' && (
        <Notice tone="success">
          <Trans>Your address has been saved.</Trans>
        </Notice>
      )}
      {(status === 'failed' || profile.status === 'error') && (
        <Notice tone="error">{i18n._(accountErrorMessages.generic)}</Notice>
      )}
      {profile.status === 'loading' && <Spinner />}
      {profile.status === 'success' && (
        <AddressForm
          initial={{ firstName: profile.data.firstName, lastName: profile.data.lastName, ...profile.data.address }}
          saving={status === 'saving'}
          save={(address) => void save({ address })}
        />
      )}
    </main>
  );
}
