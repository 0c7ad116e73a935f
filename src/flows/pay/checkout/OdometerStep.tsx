import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import {
  selectCheckoutBusy,
  selectIsSavingMileage,
  selectMileageToConfirm,
  selectOdometer,
  selectStepError,
  selectTypedMileage,
} from '../../../../machines/checkout';
import { isOdometerKm, odometerMaxKm } from '../../../../machines/shared/odometer';
import { formatNumber } from '../../../i18n/format';
import { parseLocaleNumber } from '../../../i18n/numbers';
import { Button } from '../../../ui/Button';
import { Checkbox } from '../../../ui/Checkbox';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { TextField } from '../../../ui/TextField';
import type { CheckoutRef } from '../kit/orderFlow';

/**
 * The odometer before checkout (SPEC.md sections 2, 4 and 5): the mileage in km and the vehicle, or skip; "don't
 * ask me again" stores the refusal. The mileage is read in the driver's locale (`48.600,5` in German); Continue
 * waits for a number above 0 and at most 1,000,000 km. The checkout judges the value, asks "are you sure?" when
 * it is far from the vehicle's last one, and saves it to the vehicle (and to a postpay order); what the driver
 * typed and the vehicle picked are the checkout's (`odometer.edited`), so they stay in the field whatever
 * happens, a reload of the summary included.
 */
export function OdometerStep({ checkout }: { checkout: CheckoutRef }) {
  const { t, i18n } = useLingui();
  const odometer = useSelector(checkout, selectOdometer);
  const stepError = useSelector(checkout, selectStepError);
  const busy = useSelector(checkout, selectCheckoutBusy);
  const saving = useSelector(checkout, selectIsSavingMileage);
  const toConfirm = useSelector(checkout, selectMileageToConfirm);
  const typed = useSelector(checkout, selectTypedMileage);
  const kmText = typed?.text ?? '';
  const vehicleId = typed?.vehicleId;
  const [neverAsk, setNeverAsk] = useState(false);
  if (!odometer) return <Spinner />;
  const { vehicles, preferredId } = odometer;
  const vehicle = vehicles.find((candidate) => candidate._id === (vehicleId ?? preferredId)) ?? vehicles[0];
  const last = vehicle?.carOdometerM !== undefined ? formatNumber(i18n.locale, vehicle.carOdometerM / 1000, 1) : '';
  const km = parseLocaleNumber(kmText, i18n.locale);
  const isMileage = km !== undefined && isOdometerKm(km);
  const max = formatNumber(i18n.locale, odometerMaxKm);
  const example = formatNumber(i18n.locale, 48_600.5, 1);
  const invalid =
    (kmText.trim() !== '' || stepError === 'odometerInvalid') && !isMileage
      ? t`Enter the mileage in km as a number above 0 and at most ${max}, for example ${example}.`
      : undefined;
  return (
    <Form
      className="odometer stack"
      aria-labelledby="odometer-heading"
      onSubmit={(event) => {
        event.preventDefault();
        if (isMileage) checkout.send({ type: 'odometer.submitted', km, vehicleId: vehicle?._id });
      }}
    >
      <h2 id="odometer-heading">
        <Trans>What does your odometer say?</Trans>
      </h2>
      <p className="muted">
        <Trans>Your mileage keeps your logbook and fuel consumption right.</Trans>
      </p>
      {vehicles.length > 1 && (
        <RadioGroup
          className="radio-group"
          value={vehicle?._id ?? null}
          onChange={(id) => checkout.send({ type: 'odometer.edited', text: kmText, vehicleId: id })}
        >
          <Label className="radio-group__label">
            <Trans>Vehicle</Trans>
          </Label>
          {vehicles.map((candidate) => (
            <Radio key={candidate._id} value={candidate._id} className="radio">
              <span className="radio__dot" aria-hidden="true" />
              {candidate.name}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {vehicles.length === 1 && vehicle && <p>{vehicle.name}</p>}
      <TextField
        label={t`Mileage in km`}
        description={last ? t`Last entry: ${last} km` : undefined}
        inputMode="decimal"
        autoComplete="off"
        value={kmText}
        onChange={(text) => checkout.send({ type: 'odometer.edited', text, vehicleId })}
        error={invalid}
      />
      {stepError === 'odometerSaveFailed' && (
        <Notice tone="error">
          <Trans>The mileage could not be saved. Try again or skip.</Trans>
        </Notice>
      )}
      <Button type="submit" className="button--block" isPending={saving} isDisabled={!isMileage}>
        <Trans>Continue</Trans>
      </Button>
      {toConfirm !== undefined && (
        <ConfirmDialog
          title={<Trans>Is the mileage right?</Trans>}
          confirmLabel={<Trans>Yes, it is right</Trans>}
          cancelLabel={<Trans>Correct it</Trans>}
          onConfirm={() => checkout.send({ type: 'odometer.confirmed' })}
          onCancel={() => checkout.send({ type: 'odometer.corrected' })}
        >
          {last ? (
            <Trans>
              You entered {formatNumber(i18n.locale, toConfirm, 1)} km. The last entry for {vehicle?.name} was {last}{' '}
              km.
            </Trans>
          ) : (
            <Trans>You entered {formatNumber(i18n.locale, toConfirm, 1)} km.</Trans>
          )}
        </ConfirmDialog>
      )}
      <Checkbox isSelected={neverAsk} onChange={setNeverAsk}>
        <Trans>Don't ask me again</Trans>
      </Checkbox>
      <Button
        variant="secondary"
        className="button--block"
        isDisabled={busy}
        onPress={() => checkout.send({ type: 'odometer.skipped', neverAsk })}
      >
        <Trans>Skip</Trans>
      </Button>
    </Form>
  );
}
