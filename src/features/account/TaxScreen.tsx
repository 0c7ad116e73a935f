import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { ProfileLoaded } from '../profile/ProfileLoaded';
import { type ProfileSave, useUpdateProfile } from '../profile/profileData';
import { fieldErrorMessages } from './messages';
import { type FieldError, taxIdError } from './validation';

function TaxForm({ initial, save }: { initial: { taxId: string; country: string }; save: ProfileSave }) {
  const { t, i18n } = useLingui();
  const [taxId, setTaxId] = useState(initial.taxId);
  const [country, setCountry] = useState(initial.country);
  const [error, setError] = useState<FieldError>();
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = taxIdError(taxId, country);
        setError(problem);
        if (!problem) save.submit({ taxInfo: { taxId: taxId.replace(/\s/g, ''), country } });
      }}
    >
      <CountrySelect
        label={t`Tax country`}
        value={country}
        onChange={(value) => {
          setCountry(value);
          save.edited();
        }}
      />
      <TextField
        label={t`Tax ID`}
        inputMode={country === 'PT' ? 'numeric' : 'text'}
        value={taxId}
        onChange={(value) => {
          setTaxId(value);
          save.edited();
        }}
        error={error && i18n._(fieldErrorMessages[error])}
      />
      <FormOutcome
        status={save.status}
        success={<Trans>Your tax details have been saved.</Trans>}
        failure={<Trans>Your tax details were not saved. Check your connection and try again.</Trans>}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save tax details</Trans>
      </Button>
    </Form>
  );
}

/** Tax details for invoices (a Portuguese tax ID is checked for validity). */
export function TaxScreen() {
  const save = useUpdateProfile();
  return (
    <main className="screen">
      <h1>
        <Trans>Tax details</Trans>
      </h1>
      <ProfileLoaded>
        {(profile) => (
          <TaxForm
            initial={{
              taxId: profile.taxInfo?.taxId ?? '',
              country: profile.taxInfo?.country ?? profile.localisation?.country ?? 'PT',
            }}
            save={save}
          />
        )}
      </ProfileLoaded>
    </main>
  );
}
