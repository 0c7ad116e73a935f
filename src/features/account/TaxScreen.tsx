import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { discardDraft, useDraft } from '../../app/useDraft';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { ProfileLoaded } from '../profile/ProfileLoaded';
import { type ProfileSave, useUpdateProfile } from '../profile/profileData';
import { fieldErrorText } from './messages';
import { taxIdError, taxIdMax } from './taxIds';
import { type CountryCode, type FieldError, isCountryCode } from './validation';

function TaxForm({
  initial,
  save,
  draftKey,
}: {
  initial: { taxId: string; country: string };
  save: ProfileSave;
  draftKey: string;
}) {
  const { t, i18n } = useLingui();
  // What was typed survives leaving the page and coming back, until it is saved.
  const [tax, setTax] = useDraft(draftKey, initial);
  const [error, setError] = useState<FieldError>();
  const country: CountryCode = isCountryCode(tax.country) ? tax.country : 'DE';
  return (
    <Form
      className="form"
      onSubmit={(event) => {
        event.preventDefault();
        const problem = taxIdError(tax.taxId, country);
        setError(problem);
        if (!problem) save.submit({ taxInfo: { taxId: tax.taxId.replace(/\s/g, '').toUpperCase(), country } });
      }}
    >
      <CountrySelect
        label={t`Tax country`}
        value={country}
        onChange={(value) => {
          setTax({ country: value });
          setError(undefined);
          save.edited();
        }}
      />
      <TextField
        label={t`Tax ID`}
        inputMode={country === 'PT' ? 'numeric' : 'text'}
        autoComplete="off"
        value={tax.taxId}
        onChange={(value) => {
          setTax({ taxId: value });
          save.edited();
        }}
        error={error && fieldErrorText(i18n, error, { max: taxIdMax, country })}
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

/** Tax details for invoices: the tax number is checked against its country's format and check digit. */
export function TaxScreen() {
  const userId = useUserId();
  const draftKey = `tax.${userId}`;
  const save = useUpdateProfile({ onSaved: () => discardDraft(draftKey) });
  return (
    <main className="screen">
      <h1>
        <Trans>Tax details</Trans>
      </h1>
      <ProfileLoaded>
        {(profile) => (
          <TaxForm
            draftKey={draftKey}
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
