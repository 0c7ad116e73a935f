import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import type { Address } from '../../api/schemas';
import { discardDraft, useDraft } from '../../app/useDraft';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { ProfileLoaded } from '../profile/ProfileLoaded';
import { type ProfileSave, useUpdateProfile } from '../profile/profileData';
import { addressErrors, cleanAddress } from './address';
import { fieldErrorText } from './messages';
import { type AddressField, addressLimits, type CountryCode, type FieldError, isCountryCode } from './validation';

type AddressForm = Record<AddressField | 'countryCode', string>;

function AddressForm({ initial, save, draftKey }: { initial: AddressForm; save: ProfileSave; draftKey: string }) {
  const { t, i18n } = useLingui();
  // What was typed survives leaving the page and coming back, until it is saved.
  const [address, setAddress] = useDraft(draftKey, initial);
  const [errors, setErrors] = useState<Partial<Record<AddressField, FieldError>>>({});
  const country: CountryCode = isCountryCode(address.countryCode) ? address.countryCode : 'DE';
  const change = (fields: Partial<AddressForm>) => {
    setAddress(fields);
    save.edited();
  };
  const field = (
    key: AddressField,
    label: string,
    more: { autoComplete?: string; type?: 'email' | 'tel'; description?: string } = {},
  ) => {
    const error = errors[key];
    return (
      <TextField
        label={label}
        autoComplete={more.autoComplete}
        type={more.type}
        description={more.description}
        value={address[key]}
        onChange={(value) => change({ [key]: value })}
        error={error && fieldErrorText(i18n, error, { max: addressLimits[key], country })}
      />
    );
  };
  return (
    <Form
      className="form"
      // The rules below judge the fields and say what is wrong; the browser's own check would stop the submit.
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const cleaned = cleanAddress({ ...address, countryCode: country });
        const problems = addressErrors(cleaned);
        setAddress(cleanedFields(cleaned));
        setErrors(problems);
        if (Object.keys(problems).length > 0) return;
        save.submit({ address: withoutEmpty(cleaned) });
      }}
    >
      {field('company', t`Company (optional)`, { autoComplete: 'organization' })}
      {field('firstName', t`First name`, { autoComplete: 'given-name' })}
      {field('lastName', t`Last name`, { autoComplete: 'family-name' })}
      {field('street', t`Street`, { autoComplete: 'address-line1' })}
      {field('houseNumber', t`House number`)}
      {field('additionalLine', t`Additional address line (optional)`, { autoComplete: 'address-line2' })}
      {field('zip', t`Postcode`, { autoComplete: 'postal-code' })}
      {field('city', t`City`, { autoComplete: 'address-level2' })}
      <CountrySelect label={t`Country`} value={country} onChange={(countryCode) => change({ countryCode })} />
      {field('email', t`Email (optional)`, { autoComplete: 'email', type: 'email' })}
      {field('phone', t`Phone (optional)`, { autoComplete: 'tel', type: 'tel' })}
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

/** The form's text for each field of a saved address (absent fields are empty). */
function cleanedFields(address: Address): Partial<AddressForm> {
  return Object.fromEntries(Object.entries(address).map(([key, value]) => [key, value ?? '']));
}

/** Optional fields left empty are not sent. */
function withoutEmpty(address: Address): Address {
  return Object.fromEntries(Object.entries(address).filter(([, value]) => value !== undefined && value !== ''));
}

/** The invoice address of a registered user: the profile's address, prefilled with the account's name. */
export function AddressScreen() {
  const userId = useUserId();
  const draftKey = `address.${userId}`;
  const save = useUpdateProfile({ onSaved: () => discardDraft(draftKey) });
  return (
    <main className="screen">
      <h1>
        <Trans>Invoice address</Trans>
      </h1>
      <ProfileLoaded>
        {(profile) => {
          const saved: Address = { firstName: profile.firstName, lastName: profile.lastName, ...profile.address };
          return (
            <AddressForm
              draftKey={draftKey}
              initial={{
                company: saved.company ?? '',
                firstName: saved.firstName ?? '',
                lastName: saved.lastName ?? '',
                street: saved.street ?? '',
                houseNumber: saved.houseNumber ?? '',
                additionalLine: saved.additionalLine ?? '',
                zip: saved.zip ?? '',
                city: saved.city ?? '',
                countryCode: saved.countryCode && isCountryCode(saved.countryCode) ? saved.countryCode : 'DE',
                email: saved.email ?? profile.email ?? '',
                phone: saved.phone ?? '',
              }}
              save={save}
            />
          );
        }}
      </ProfileLoaded>
    </main>
  );
}
