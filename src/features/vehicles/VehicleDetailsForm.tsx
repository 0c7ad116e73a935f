import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { vehicleFuelTypesQuery, vehicleMakesQuery, vehicleModelsQuery } from '../../api/queries';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Notice } from '../../ui/Notice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { vehicleErrorMessages, vehicleFieldErrorText } from './messages';
import {
  cleanVehicleForm,
  type VehicleField,
  type VehicleFieldError,
  type VehicleForm,
  vehicleFields,
  vehicleFormErrors,
} from './vehicleForm';
import type { VehicleSave } from './vehiclesData';

/** The catalogue's entries as options, keeping a stored value the catalogue does not know. */
const options = (entries: { id: string; name: string }[] | undefined, by: 'id' | 'name', current: string) => {
  const list = (entries ?? []).map((entry) => ({ value: entry[by], label: entry.name }));
  return current && !list.some((option) => option.value === current)
    ? [{ value: current, label: current }, ...list]
    : list;
};

/**
 * The details of a vehicle the driver owns: make and model from the catalogue of the vehicle type, fuel type
 * (the model's usual one unless chosen), build year, tank capacity, licence plate, VIN, mileage, next
 * inspection and name. The form keeps what was typed when a save fails.
 */
export function VehicleDetailsForm({
  vehicleId,
  initial,
  save,
}: {
  vehicleId: string;
  initial: VehicleForm;
  save: VehicleSave;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const thisYear = new Date().getFullYear();
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<VehicleField, VehicleFieldError>>>({});
  const change = (fields: Partial<VehicleForm>) => {
    setForm((current) => ({ ...current, ...fields }));
    save.edited();
  };
  const makes = useQuery(vehicleMakesQuery(api, form.type), queryClient);
  const makeId = makes.data?.find((make) => make.name === form.make)?.id;
  const models = useQuery({ ...vehicleModelsQuery(api, form.type, makeId ?? ''), enabled: !!makeId }, queryClient);
  const modelId = models.data?.find((model) => model.name === form.model)?.id;
  const fuels = useQuery(
    { ...vehicleFuelTypesQuery(api, form.type, makeId ?? '', modelId ?? ''), enabled: !!makeId && !!modelId },
    queryClient,
  );
  const usual = fuels.data?.[0];
  const lookupFailed = makes.isError || models.isError || fuels.isError;
  const field = (key: VehicleField, label: string, more: { description?: string; type?: string } = {}) => (
    <TextField
      label={label}
      description={more.description}
      type={more.type}
      value={form[key]}
      onChange={(value) => change({ [key]: value })}
      error={errors[key] && vehicleFieldErrorText(i18n, errors[key], thisYear)}
    />
  );
  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const cleaned = cleanVehicleForm(form);
        const problems = vehicleFormErrors(cleaned, thisYear);
        setForm(cleaned);
        setErrors(problems);
        if (Object.keys(problems).length === 0) save.submit({ vehicleId, fields: vehicleFields(cleaned, usual?.id) });
      }}
    >
      {field('nickName', t`Name`)}
      <SelectField
        label={t`Vehicle type`}
        value={form.type}
        options={[
          { value: 'car', label: t`Car` },
          { value: 'motorcycle', label: t`Motorcycle` },
        ]}
        onChange={(type) => change({ type, make: '', model: '', fuelType: '' })}
      />
      {lookupFailed && (
        <Notice tone="warning">
          <Trans>The list of brands and models could not be loaded. Your other details can still be saved.</Trans>
        </Notice>
      )}
      <SelectField
        label={t`Brand`}
        value={form.make}
        placeholder={t`Choose a brand`}
        options={options(makes.data, 'name', form.make)}
        onChange={(make) => change({ make, model: '', fuelType: '' })}
      />
      <SelectField
        label={t`Model`}
        value={form.model}
        placeholder={t`Choose a model`}
        isDisabled={!form.make}
        options={options(models.data, 'name', form.model)}
        onChange={(model) => change({ model, fuelType: '' })}
      />
      <SelectField
        label={t`Fuel type`}
        value={form.fuelType || usual?.id || ''}
        placeholder={usual ? undefined : t`Choose a model first`}
        options={options(fuels.data, 'id', form.fuelType)}
        onChange={(fuelType) => change({ fuelType })}
      />
      {field('year', t`Build year`)}
      {field('tankCapacity', t`Tank capacity (litres)`, {
        description: usual?.tankCapacityL ? t`Usually ${usual.tankCapacityL} l for this model.` : undefined,
      })}
      {field('licensePlate', t`Licence plate`)}
      {field('vin', t`Vehicle identification number (VIN)`, {
        description: t`17 characters, on the registration document.`,
      })}
      {field('mileageKm', t`Mileage (km)`)}
      {field('nextInspection', t`Next inspection`, { type: 'date' })}
      <FormOutcome
        status={save.status}
        success={<Trans>The vehicle has been saved.</Trans>}
        failure={i18n._(vehicleErrorMessages.saveFailed)}
      />
      <Button type="submit" isPending={save.pending} className="button--block">
        <Trans>Save vehicle</Trans>
      </Button>
    </Form>
  );
}
