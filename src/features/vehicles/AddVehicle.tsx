import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { useLocation } from 'wouter';
import { createVehicleMutation } from '../../api/queries';
import type { VehicleType } from '../../api/vehicles';
import { useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import { vehicleErrorMessages, vehicleFieldErrorText } from './messages';
import { nameMax } from './vehicleForm';

/**
 * "Add a vehicle": a name and car or motorcycle make a lightweight vehicle (POST /things/lite); its details
 * form opens next. The stored preferences are refreshed, so the list shows it.
 */
export function AddVehicle() {
  const { t, i18n } = useLingui();
  const [, navigate] = useLocation();
  const [open, setOpen] = useState(false);
  const [nickName, setNickName] = useState('');
  const [type, setType] = useState<VehicleType>('car');
  const [nameError, setNameError] = useState<'required' | 'nameTooLong'>();
  const create = useFormSubmit({
    ...createVehicleMutation(useApi(), useUserId()),
    onSuccess: (vehicleId: string) => navigate(`/profile/cars/${encodeURIComponent(vehicleId)}?added=1`),
  });
  if (!open) {
    return (
      <Button className="button--block" onPress={() => setOpen(true)}>
        <Trans>Add a vehicle</Trans>
      </Button>
    );
  }
  return (
    <section aria-labelledby="add-vehicle">
      <h2 id="add-vehicle">
        <Trans>Add a vehicle</Trans>
      </h2>
      <Form
        className="form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const name = nickName.trim();
          const problem = !name ? 'required' : name.length > nameMax ? 'nameTooLong' : undefined;
          setNameError(problem);
          if (!problem) create.submit({ nickName: name, type });
        }}
      >
        <TextField
          label={t`Name`}
          description={t`For example "Family car" or "Weekend bike".`}
          value={nickName}
          onChange={(value) => {
            setNickName(value);
            create.edited();
          }}
          error={nameError && vehicleFieldErrorText(i18n, nameError, new Date().getFullYear())}
        />
        <SelectField
          label={t`Vehicle type`}
          value={type}
          options={[
            { value: 'car', label: t`Car` },
            { value: 'motorcycle', label: t`Motorcycle` },
          ]}
          onChange={(value) => {
            setType(value);
            create.edited();
          }}
        />
        <FormOutcome status={create.status} failure={i18n._(vehicleErrorMessages.createFailed)} />
        <Button type="submit" isPending={create.pending} className="button--block">
          <Trans>Continue with the details</Trans>
        </Button>
      </Form>
    </section>
  );
}
