import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { Link, useLocation, useSearch } from 'wouter';
import type { FuelCardDetails } from '../../api/provider';
import { registerFuelCardMutation } from '../../api/queries/payments';
import { useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { TextField } from '../../ui/TextField';
import { type FuelCardField, fuelCardErrors, normalizeFuelCard } from './fuelCard';
import { fuelCardMessages, saveFailureText } from './messages';
import { readReturnTo } from './returnTo';

const empty: FuelCardDetails = {
  cardNumber: '',
  expiry: '',
  holderFirstName: '',
  holderLastName: '',
  tpin: '',
  vin: '',
  licensePlate: '',
};

/**
 * Adding a fuel card (SPEC.md section 2, add/bp-card; section 3, fuel card fields; section 5, VIN required): the
 * details go to the payment provider and are kept nowhere in the app (no draft, not even of what was typed).
 */
export function FuelCardScreen() {
  const { t, i18n } = useLingui();
  const api = useApi();
  const userId = useUserId();
  const [, navigate] = useLocation();
  const returnTo = readReturnTo(useSearch());
  const [card, setCard] = useState<FuelCardDetails>(empty);
  const [checked, setChecked] = useState(false);
  const save = useFormSubmit({
    ...registerFuelCardMutation(api, userId),
    onSuccess: () => {
      // Nothing of the card stays in the screen once the provider has it.
      setCard(empty);
      setChecked(false);
      if (returnTo) navigate(returnTo);
    },
  });
  const errors = checked ? fuelCardErrors(card, new Date()) : {};
  const field = (name: FuelCardField) => ({
    value: card[name],
    onChange: (value: string) => {
      setCard((current) => ({ ...current, [name]: value }));
      save.edited();
    },
    error: errors[name] && i18n._(fuelCardMessages[errors[name]]),
  });
  return (
    <main className="screen">
      <h1>
        <Trans>Add a fuel card</Trans>
      </h1>
      <p>
        <Trans>BP and Aral fuel cards (Routex). The card details go straight to the card issuer.</Trans>
      </p>
      {save.status === 'success' && (
        <Notice tone="success">
          <p>
            <Trans>Your fuel card has been added.</Trans>
          </p>
          <Link href="/profile/payments" className="link">
            <Trans>Payment methods</Trans>
          </Link>
        </Notice>
      )}
      <Form
        className="form"
        onSubmit={(event) => {
          event.preventDefault();
          setChecked(true);
          if (Object.keys(fuelCardErrors(card, new Date())).length === 0) save.submit(normalizeFuelCard(card));
        }}
      >
        <TextField label={t`Card number`} inputMode="numeric" autoComplete="off" {...field('cardNumber')} />
        <TextField
          label={t`Expiry date`}
          description={t`MM/YYYY`}
          inputMode="numeric"
          autoComplete="off"
          {...field('expiry')}
        />
        <TextField label={t`Cardholder first name`} autoComplete="given-name" {...field('holderFirstName')} />
        <TextField label={t`Cardholder last name`} autoComplete="family-name" {...field('holderLastName')} />
        <TextField
          label={t`TPIN`}
          description={t`The 4-digit PIN of the card`}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          maxLength={4}
          {...field('tpin')}
        />
        <TextField
          label={t`Vehicle identification number (VIN)`}
          description={t`17 characters, as in the vehicle registration document`}
          autoComplete="off"
          {...field('vin')}
        />
        <TextField label={t`Licence plate`} autoComplete="off" {...field('licensePlate')} />
        {save.status === 'error' && <Notice tone="error">{saveFailureText(i18n, save.error)}</Notice>}
        <Button type="submit" isPending={save.pending} className="button--block">
          <Trans>Add fuel card</Trans>
        </Button>
      </Form>
    </main>
  );
}
