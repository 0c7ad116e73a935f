import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Button } from '../../ui/Button';
import { CountrySelect } from '../../ui/CountrySelect';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import { accountErrorMessages, fieldErrorMessages } from './messages';
import { useProfileForm } from './useProfileForm';
import { type FieldError, taxIdError } from './validation';

function TaxForm({
  initial,
  save,
  saving,
}: {
  initial: { taxId: string; country: string };
  save: (value: { taxId: string; country: string }) => void;
  saving: boolean;
}) {
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
        if (!problem) save({ taxId: taxId.replace(/\s/g, ''), country });
      }}
    >
      <CountrySelect label={t`Tax country`} value={country} onChange={setCountry} />
      <TextField
        label={t`Tax ID`}
        inputMode={country === 'PT' ? 'numeric' : 'text'}
        value={taxId}
        onChange={setTaxId}
        error={error && i18n._(fieldErrorMessages[error])}
      />
      <Button type="submit" isPending={saving} className="button--block">
        <Trans>Save tax details</Trans>
      </Button>
    </Form>
  );
}

/** Tax details for invoices (a Portuguese tax ID is checked for validity). */
export function TaxScreen() {
  const { i18n } = useLingui();
  const { profile, status, save } = useProfileForm();
  return (
    <main className="screen">
      <h1>
        <Trans>Tax details</Trans>
      </h1>
      {status === 'saved' && (
        <Notice tone="success">
          <Trans>Your tax details have been saved.</Trans>
        </Notice>
      )}
      {(status === 'failed' || profile.status === 'error') && (
        <Notice tone="error">{i18n._(accountErrorMessages.generic)}</Notice>
      )}
      {profile.status === 'loading' && <Spinner />}
      {profile.status === 'success' && (
        <TaxForm
          initial={{
            taxId: profile.data.taxInfo?.taxId ?? '',
            country: profile.data.taxInfo?.country ?? profile.data.localisation?.country ?? 'PT',
          }}
          saving={status === 'saving'}
          save={(taxInfo) => void save({ taxInfo })}
        />
      )}
    </main>
  );
}
