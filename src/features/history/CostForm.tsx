import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Form } from 'react-aria-components';
import { ApiError } from '../../api/client';
import {
  type CostSave,
  type CostSaved,
  lastMileageBefore,
  mileageEntriesQuery,
  vehiclesQuery,
} from '../../api/queries';
import { currencyCodes, recurrencePeriods } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { queryClient } from '../../app/queryClient';
import { useDraft } from '../../app/useDraft';
import type { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormOutcome } from '../../ui/FormOutcome';
import { Notice } from '../../ui/Notice';
import { SelectField } from '../../ui/SelectField';
import { TextField } from '../../ui/TextField';
import './CostForm.css';
import {
  type CostField,
  type CostFieldError,
  type CostForm as CostFormValues,
  categoryLabels,
  costDateRange,
  costDateTime,
  costFormErrors,
  costFromForm,
  type ImageProblem,
  localDay,
  maxCostAmount,
  maxMileageKm,
  notesMax,
  offeredCategories,
  type PreviousMileage,
  recurrenceLabels,
} from './costPayload';
import { photoProblem } from './photo';

/** The form's submit state (`useFormSubmit`), sending a cost and its photo. */
export type CostSubmit = Omit<ReturnType<typeof useFormSubmit<CostSaved, CostSave>>, 'submit'> & {
  submit: (save: CostSave) => void;
};

/** A day as the driver reads it (no time). */
const formatDay = (locale: string, iso: string) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, { dateStyle: 'medium' }).format(new Date(iso));

function fieldErrorText(i18n: I18n, error: CostFieldError, previous: PreviousMileage | undefined): string {
  const max = formatNumber(i18n.locale, maxMileageKm, 0);
  const maxAmount = formatNumber(i18n.locale, maxCostAmount, 0);
  const dates = costDateRange(localDay(new Date()));
  const first = formatDay(i18n.locale, `${dates.first}T12:00:00`);
  const last = formatDay(i18n.locale, `${dates.last}T12:00:00`);
  const km = previous ? formatNumber(i18n.locale, previous.km, 0) : '';
  const date = previous ? formatDay(i18n.locale, previous.dateTime) : '';
  const texts: Record<CostFieldError, MessageDescriptor> = {
    required: msg`This field is required.`,
    invalidAmount: msg`Enter an amount above zero, with at most two decimals, for example 12.50.`,
    amountTooHigh: msg`Enter at most ${maxAmount}. Check for extra zeros.`,
    dateOutOfRange: msg`Enter a date from ${first} to ${last}.`,
    invalidLitres: msg`Enter the litres as a number above zero, for example 42.5.`,
    invalidMileage: msg`Enter the mileage in whole kilometres, digits only.`,
    mileageTooHigh: msg`Enter at most ${max} km.`,
    mileageBelowPrevious: previous
      ? msg`The mileage cannot be lower than the last entry for this vehicle: ${km} km on ${date}.`
      : msg`The mileage cannot be lower than the last entry for this vehicle.`,
    notesTooLong: msg`Notes can have at most ${notesMax} characters.`,
  };
  return i18n._(texts[error]);
}

const imageProblemTexts: Record<ImageProblem, MessageDescriptor> = {
  tooLarge: msg`This photo is 6 MB or larger. Choose a photo under 6 MB.`,
  notImage: msg`This file is not a photo. Choose an image file.`,
};

/**
 * A cost's fields: category, amount and currency, date, recurrence (a new cost only: an edit changes this
 * occurrence), vehicle, mileage (never below the vehicle's last entry, which the message names), litres and
 * "tank full" for fuel, "fully charged" for charging, notes and a photo of the receipt (under 6 MB, checked before
 * anything is sent). What was typed stays when saving fails, and as a draft over a reload or a new login (not the
 * photo: a browser cannot keep a chosen file).
 */
export function CostForm({
  initial,
  draftKey,
  editing,
  save,
  submitLabel,
}: {
  initial: CostFormValues;
  /** Where what the driver types is kept until it is saved (`useDraft`): a reload or a new login keeps it. */
  draftKey: string;
  /** The stored cost being edited: its id (left out of the mileage check), moment and photo. */
  editing?: { id: string; dateTime?: string; hasPhoto: boolean };
  save: CostSubmit;
  submitLabel: React.ReactNode;
}) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const userId = useUserId();
  const photoId = useId();
  const photoErrorId = useId();
  const [form, setForm, , restored] = useDraft(draftKey, initial);
  const [photo, setPhoto] = useState<File>();
  const [photoError, setPhotoError] = useState<ImageProblem>();
  const [checkingPhoto, setCheckingPhoto] = useState(false);
  const [errors, setErrors] = useState<Partial<Record<CostField, CostFieldError>>>({});
  const vehicles = useQuery(vehiclesQuery(api, userId), queryClient);
  const entries = useQuery(
    { ...mileageEntriesQuery(api, userId, form.vehicleId), enabled: !!form.vehicleId },
    queryClient,
  );
  const change = (fields: Partial<CostFormValues>) => {
    setForm(fields);
    save.edited();
  };
  const dateTime = form.date ? costDateTime(form.date, editing?.dateTime) : new Date().toISOString();
  const last = entries.data && lastMileageBefore(entries.data, dateTime, editing?.id);
  const previous = last && { km: last.mileageM / 1000, dateTime: last.dateTime };
  // The platform refused the mileage (an entry the form did not know): said at the field.
  const refusedMileage = save.error instanceof ApiError && save.error.status === 422;
  const mileageError = errors.mileage ?? (refusedMileage ? 'mileageBelowPrevious' : undefined);
  const error = (field: CostField) => {
    const problem = field === 'mileage' ? mileageError : errors[field];
    return problem && fieldErrorText(i18n, problem, previous);
  };
  const vehicleOptions = (vehicles.data ?? []).map((vehicle) => ({
    value: vehicle._id,
    label: vehicle.nickName ?? vehicle.ymme?.licensePlate ?? vehicle._id,
  }));
  const categories: readonly (typeof form.category)[] = offeredCategories.some((c) => c === form.category)
    ? offeredCategories
    : [form.category, ...offeredCategories];

  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const problems = costFormErrors(form, i18n.locale, previous);
        setErrors(problems);
        if (Object.keys(problems).length > 0 || photoError || checkingPhoto) return;
        save.submit({ cost: costFromForm(form, i18n.locale, editing?.dateTime), image: photo });
      }}
    >
      {restored && save.status === 'idle' && (
        <Notice tone="info">
          <Trans>
            What you typed before is back. It is not saved yet: check it, add the photo again if any, and save.
          </Trans>
        </Notice>
      )}
      <SelectField
        label={t`Category`}
        value={form.category}
        options={categories.map((category) => ({ value: category, label: i18n._(categoryLabels[category]) }))}
        onChange={(category) => change({ category })}
      />
      <div className="cost-form__amount">
        <TextField
          label={t`Amount`}
          inputMode="decimal"
          value={form.amount}
          onChange={(amount) => change({ amount })}
          error={error('amount')}
        />
        <SelectField
          label={t`Currency`}
          value={form.currency}
          options={currencyCodes.map((code) => ({ value: code, label: code }))}
          onChange={(currency) => change({ currency })}
        />
      </div>
      <TextField
        label={t`Date`}
        type="date"
        value={form.date}
        onChange={(date) => change({ date })}
        error={error('date')}
      />
      {editing ? (
        form.recurrence !== 'NO' && (
          <Notice tone="info">
            <Trans>
              This cost repeats ({i18n._(recurrenceLabels[form.recurrence])}). Your changes apply to this occurrence
              only.
            </Trans>
          </Notice>
        )
      ) : (
        <SelectField
          label={t`Repeats`}
          value={form.recurrence}
          options={recurrencePeriods.map((period) => ({ value: period, label: i18n._(recurrenceLabels[period]) }))}
          onChange={(recurrence) => change({ recurrence })}
        />
      )}
      {vehicles.isError && (
        <Notice tone="warning">
          <Trans>Your vehicles could not be loaded. The cost can still be saved without a vehicle.</Trans>
        </Notice>
      )}
      <SelectField
        label={t`Vehicle`}
        value={form.vehicleId}
        placeholder={t`No vehicle`}
        options={
          form.vehicleId && !vehicleOptions.some((option) => option.value === form.vehicleId)
            ? [{ value: form.vehicleId, label: t`Another vehicle` }, ...vehicleOptions]
            : vehicleOptions
        }
        onChange={(vehicleId) => change({ vehicleId })}
      />
      {form.vehicleId && (
        <TextField
          label={t`Mileage (km)`}
          inputMode="numeric"
          value={form.mileage}
          onChange={(mileage) => change({ mileage })}
          description={
            previous
              ? t`Last entry for this vehicle: ${formatNumber(i18n.locale, previous.km, 0)} km.`
              : t`Optional. Not lower than the vehicle's last entry.`
          }
          error={error('mileage')}
        />
      )}
      {form.category === 'FUEL_TOP_UP' && (
        <>
          <TextField
            label={t`Fuel quantity (litres)`}
            inputMode="decimal"
            value={form.litres}
            onChange={(litres) => change({ litres })}
            error={error('litres')}
          />
          <Checkbox isSelected={form.tankIsFull} onChange={(tankIsFull) => change({ tankIsFull })}>
            <Trans>Tank full</Trans>
          </Checkbox>
        </>
      )}
      {form.category === 'EV_CHARGE' && (
        <Checkbox isSelected={form.fullyCharged} onChange={(fullyCharged) => change({ fullyCharged })}>
          <Trans>Fully charged</Trans>
        </Checkbox>
      )}
      <TextField label={t`Notes`} value={form.notes} onChange={(notes) => change({ notes })} error={error('notes')} />
      <div className="field">
        <label className="field__label" htmlFor={photoId}>
          {editing?.hasPhoto ? <Trans>Replace the photo of the receipt</Trans> : <Trans>Photo of the receipt</Trans>}
        </label>
        <input
          id={photoId}
          className="field__input"
          type="file"
          accept="image/*"
          aria-invalid={photoError ? true : undefined}
          aria-describedby={photoError ? photoErrorId : undefined}
          onChange={(event) => {
            const file = event.target.files?.[0];
            setPhoto(undefined);
            setPhotoError(undefined);
            save.edited();
            if (!file) return;
            // Saving waits for the check (a few milliseconds): a photo is sent only once it is known to be one.
            setCheckingPhoto(true);
            void photoProblem(file)
              .catch((): ImageProblem => 'notImage')
              .then((problem) => {
                setCheckingPhoto(false);
                setPhotoError(problem);
                setPhoto(problem ? undefined : file);
              });
          }}
        />
        {photoError ? (
          <p id={photoErrorId} className="field__error" role="alert">
            {i18n._(imageProblemTexts[photoError])}
          </p>
        ) : (
          <p className="field__description">
            <Trans>Optional. An image under 6 MB.</Trans>
          </p>
        )}
      </div>
      <FormOutcome
        status={save.status}
        failure={
          refusedMileage ? (
            <Trans>The cost was not saved: the mileage is lower than this vehicle's last entry.</Trans>
          ) : (
            <Trans>The cost could not be saved. Your entries are kept: please try again.</Trans>
          )
        }
      />
      <Button type="submit" isPending={save.pending || checkingPhoto} className="button--block">
        {submitLabel}
      </Button>
    </Form>
  );
}
