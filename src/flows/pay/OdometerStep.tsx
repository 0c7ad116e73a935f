import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { selectIsBusy, selectOdometer, selectStepError } from '../../../machines/orderLifecycle';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';
import type { OrderRef } from './orderFlow';

/**
 * The odometer before checkout (SPEC.md sections 2 and 4): the mileage in km and the vehicle, or skip; "don't ask
 * me again" stores the refusal. The order lifecycle checks the value and saves it to the vehicle (and to a
 * postpay order); what the driver typed stays in the field whatever happens.
 */
export function OdometerStep({ order }: { order: OrderRef }) {
  const { t, i18n } = useLingui();
  const odometer = useSelector(order, selectOdometer);
  const stepError = useSelector(order, selectStepError);
  const busy = useSelector(order, selectIsBusy);
  const saving = useSelector(order, (s) => s.matches({ checkout: { odometer: 'saving' } }));
  const [kmText, setKmText] = useState('');
  const [vehicleId, setVehicleId] = useState<string>();
  const [neverAsk, setNeverAsk] = useState(false);
  if (!odometer) return <Spinner />;
  const { vehicles, preferredId } = odometer;
  const vehicle = vehicles.find((candidate) => candidate._id === (vehicleId ?? preferredId)) ?? vehicles[0];
  const last = vehicle?.carOdometerM !== undefined ? formatNumber(i18n.locale, vehicle.carOdometerM / 1000) : '';
  return (
    <Form
      className="odometer stack"
      aria-labelledby="odometer-heading"
      onSubmit={(event) => {
        event.preventDefault();
        order.send({ type: 'odometer.submitted', km: kmText, vehicleId: vehicle?._id });
      }}
    >
      <h2 id="odometer-heading">
        <Trans>What does your odometer say?</Trans>
      </h2>
      <p className="muted">
        <Trans>Your mileage keeps your logbook and fuel consumption right.</Trans>
      </p>
      {vehicles.length > 1 && (
        <RadioGroup className="radio-group" value={vehicle?._id ?? null} onChange={setVehicleId}>
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
        inputMode="numeric"
        autoComplete="off"
        value={kmText}
        onChange={setKmText}
        error={
          stepError === 'odometerInvalid' ? t`Enter the mileage in whole kilometres, at most 1,000,000.` : undefined
        }
      />
      {stepError === 'odometerSaveFailed' && (
        <Notice tone="error">
          <Trans>The mileage could not be saved. Try again or skip.</Trans>
        </Notice>
      )}
      <Button type="submit" className="button--block" isPending={saving}>
        <Trans>Continue</Trans>
      </Button>
      <Checkbox isSelected={neverAsk} onChange={setNeverAsk}>
        <Trans>Don't ask me again</Trans>
      </Checkbox>
      <Button
        variant="secondary"
        className="button--block"
        isDisabled={busy}
        onPress={() => order.send({ type: 'odometer.skipped', neverAsk })}
      >
        <Trans>Skip</Trans>
      </Button>
    </Form>
  );
}
