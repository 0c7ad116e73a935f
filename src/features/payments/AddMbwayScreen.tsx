import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation, useSearch } from 'wouter';
import { registerMbwayMutation } from '../../api/queries/payments';
import { useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { mbwayPhoneError, normalizeMbwayPhone } from './mbwayPhone';
import { mbwayPhoneMessages, saveFailureText } from './messages';
import { readReturnTo, withReturnTo } from './returnTo';

/** Where the mandate's status is shown after the request went to the MB WAY app. */
export const mbwayMandatePath = '/payment-method/mbway';

/**
 * Adding MB WAY (SPEC.md section 2, add/mbway): the driver's Portuguese mobile number goes to the provider, which
 * asks the MB WAY app for a mandate; the mandate's screen follows it until it is approved.
 */
export function AddMbwayScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const [, navigate] = useLocation();
  const returnTo = readReturnTo(useSearch());
  const [phone, setPhone] = useState('');
  const [checked, setChecked] = useState(false);
  const save = useFormSubmit({
    ...registerMbwayMutation(api),
    onSuccess: () => navigate(withReturnTo(mbwayMandatePath, returnTo)),
  });
  const error = checked ? mbwayPhoneError(phone) : undefined;
  return (
    <main className="screen">
      <h1>
        <Trans>Add MB WAY</Trans>
      </h1>
      <p>
        <Trans>
          Enter the phone number of your MB WAY account. The MB WAY app will ask you to approve a mandate for Forecourt.
        </Trans>
      </p>
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          const number = normalizeMbwayPhone(phone);
          if (number) save.submit(number);
        }}
      >
        <TextField
          label={t`MB WAY phone number`}
          description={t`Portuguese mobile number, +351 and 9 digits`}
          type="tel"
          inputMode="tel"
          autoComplete="tel"
          value={phone}
          onChange={(value) => {
            setPhone(value);
            save.edited();
          }}
          error={error && i18n._(mbwayPhoneMessages[error])}
        />
        {save.status === 'error' && <Notice tone="error">{saveFailureText(i18n, save.error)}</Notice>}
        <Button type="submit" isPending={save.pending} className="button--block">
          <Trans>Send to MB WAY</Trans>
        </Button>
      </Form>
    </main>
  );
}
