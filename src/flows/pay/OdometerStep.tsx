import { Trans, useLingui } from '@lingui/react/macro';
import { type FormEvent, type ReactNode, useState } from 'react';
import { Form, Label, Radio, RadioGroup } from 'react-aria-components';
import { useSearch } from 'wouter';
import { selectFeatures, selectIsGuest, selectProfile } from '../../../machines/session';
import type { Thing } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { useQuery } from '../../app/useQuery';
import { formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { TextField } from '../../ui/TextField';

/** SPEC.md section 9: at most 1,000,000 km, stored in metres. */
export const odometerMaxKm = 1_000_000;

/** The mileage typed, as whole kilometres; undefined when it is not a number in range. */
export function parseOdometerKm(text: string): number | undefined {
  const digits = text.replace(/[\s.,']/g, '');
  if (!/^\d+$/.test(digits)) return undefined;
  const km = Number(digits);
  return km <= odometerMaxKm ? km : undefined;
}

const answeredKey = (flow: string) => `forecourt.odometer.${flow}`;

interface OdometerContext {
  vehicles: Thing[];
  preferred?: string;
  refused: boolean;
}

/**
 * The odometer screen before checkout (SPEC.md sections 2 and 4): accounts with showOdometerScreenBeforeCheckout
 * give the mileage in km and pick the vehicle, or skip. A stored REFUSED never asks; "don't ask again" stores it.
 * The value goes to the vehicle, and for postpay to the order. Asked once per flow (a reload does not ask again).
 */
export function OdometerStep({ postpayOrderId, children }: { postpayOrderId?: string; children: ReactNode }) {
  const { t, i18n } = useLingui();
  const api = useApi();
  const query = new URLSearchParams(useSearch());
  const isGuest = Session.useSelector(selectIsGuest);
  const userId = Session.useSelector((s) => selectProfile(s)?.id);
  const enabled = Session.useSelector((s) => selectFeatures(s)?.showOdometerScreenBeforeCheckout ?? false);
  const flow = postpayOrderId ?? `${query.get('pid')}:${query.get('productId')}`;
  const [answered, setAnswered] = useState(() => sessionStorage.getItem(answeredKey(flow)) === 'yes');
  const asks = enabled && !isGuest && !answered && !!userId;
  const context = useQuery<OdometerContext>(asks ? `odometer:${userId}` : undefined, async (signal) => {
    const [user, preferences] = await Promise.all([
      api.users.getUser(userId!, { signal }),
      api.users.getPreferences({ signal }),
    ]);
    const ids = (preferences.thingAvatars ?? []).filter((avatar) => !avatar.isArchived).map((avatar) => avatar.thingId);
    if (preferences.preferredThing && !ids.includes(preferences.preferredThing))
      ids.unshift(preferences.preferredThing);
    const vehicles = await Promise.all(ids.map((id) => api.vehicles.get(id, { signal })));
    return {
      vehicles,
      preferred: preferences.preferredThing ?? undefined,
      refused: user.odometerScreen?.value === 'REFUSED',
    };
  });
  const [kmText, setKmText] = useState('');
  const [vehicleId, setVehicleId] = useState<string>();
  const [neverAsk, setNeverAsk] = useState(false);
  const [invalid, setInvalid] = useState(false);
  const [saving, setSaving] = useState(false);
  const [failed, setFailed] = useState(false);

  const done = () => {
    sessionStorage.setItem(answeredKey(flow), 'yes');
    setAnswered(true);
  };
  // No question when the account does not ask, the user said never, or the context cannot be loaded
  // (the payment must never depend on the mileage).
  if (!asks || context.status === 'error' || (context.status === 'success' && context.data.refused)) {
    return <>{children}</>;
  }
  if (context.status === 'loading') return <Spinner />;
  const { vehicles, preferred } = context.data;
  const vehicle = vehicles.find((candidate) => candidate._id === (vehicleId ?? preferred)) ?? vehicles[0];

  const skip = async () => {
    setSaving(true);
    setFailed(false);
    try {
      if (neverAsk) await api.users.updateUser(userId!, { odometerScreen: { value: 'REFUSED' } });
      done();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const save = async (event: FormEvent) => {
    event.preventDefault();
    const km = parseOdometerKm(kmText);
    setInvalid(km === undefined);
    if (km === undefined) return;
    setSaving(true);
    setFailed(false);
    try {
      const carOdometerM = km * 1000;
      await Promise.all([
        vehicle ? api.vehicles.update(vehicle._id, { carOdometerM }) : undefined,
        postpayOrderId
          ? api.orders.updateOrder(postpayOrderId, { carOdometerM, thingExternalId: vehicle?._id })
          : undefined,
      ]);
      done();
    } catch {
      setFailed(true);
    } finally {
      setSaving(false);
    }
  };
  const last = vehicle?.carOdometerM !== undefined ? formatNumber(i18n.locale, vehicle.carOdometerM / 1000) : '';
  return (
    <Form className="odometer stack" onSubmit={save} aria-labelledby="odometer-heading">
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
              {vehicleName(candidate)}
            </Radio>
          ))}
        </RadioGroup>
      )}
      {vehicles.length === 1 && vehicle && <p>{vehicleName(vehicle)}</p>}
      <TextField
        label={t`Mileage in km`}
        description={last ? t`Last entry: ${last} km` : undefined}
        inputMode="numeric"
        autoComplete="off"
        value={kmText}
        onChange={(value) => {
          setKmText(value);
          setInvalid(false);
        }}
        error={invalid ? t`Enter the mileage in whole kilometres, at most 1,000,000.` : undefined}
      />
      {failed && (
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
      <Button variant="secondary" className="button--block" isDisabled={saving} onPress={skip}>
        <Trans>Skip</Trans>
      </Button>
    </Form>
  );
}

const vehicleName = (vehicle: Thing) =>
  [vehicle.nickName, vehicle.ymme?.licensePlate].filter(Boolean).join(' · ') ||
  [vehicle.ymme?.make, vehicle.ymme?.model].filter(Boolean).join(' ');
