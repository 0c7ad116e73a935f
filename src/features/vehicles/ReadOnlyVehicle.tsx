import { Trans, useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import type { Thing } from '../../api/schemas';
import { formatNumber } from '../../i18n/format';
import { Notice } from '../../ui/Notice';
import { fuelNames } from '../map/filters';
import { makeAndModel, vehicleUsers } from './vehicleForm';

/** A fuel type as price boards name it; a code the app does not know is shown readable, never raw. */
const fuelName = (code: string | undefined) =>
  code === undefined ? undefined : (fuelNames[code] ?? code.replaceAll('_', ' ').toLowerCase());

/** A vehicle shared with the driver: its details to read, and why they cannot be changed here. */
export function ReadOnlyVehicle({ vehicle }: { vehicle: Thing }) {
  const { i18n } = useLingui();
  const owner = vehicleUsers(vehicle).find((user) => user.isOwner)?.name;
  const rows: [React.ReactNode, string | undefined][] = [
    [<Trans key="make">Brand and model</Trans>, makeAndModel(vehicle) || undefined],
    [<Trans key="fuel">Fuel type</Trans>, fuelName(vehicle.ymme?.fuelType)],
    [<Trans key="year">Build year</Trans>, vehicle.ymme?.year?.toString()],
    [<Trans key="plate">Licence plate</Trans>, vehicle.ymme?.licensePlate],
    [
      <Trans key="mileage">Mileage</Trans>,
      vehicle.carOdometerM === undefined
        ? undefined
        : `${formatNumber(i18n.locale, Math.floor(vehicle.carOdometerM / 1000), 0)} km`,
    ],
    [
      <Trans key="inspection">Next inspection</Trans>,
      vehicle.nextInspectionDate &&
        new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeZone: 'UTC' }).format(
          new Date(`${vehicle.nextInspectionDate}T00:00:00Z`),
        ),
    ],
  ];
  return (
    <>
      <Notice tone="info">
        {owner ? (
          <Trans>{owner} shares this vehicle with you. Only the owner can change its details or delete it.</Trans>
        ) : (
          <Trans>This vehicle is shared with you. Only its owner can change its details or delete it.</Trans>
        )}
      </Notice>
      <dl className="summary__lines">
        {rows
          .filter(([, value]) => value)
          .map(([label, value]) => (
            <Fragment key={String(value)}>
              <dt>{label}</dt>
              <dd>{value}</dd>
            </Fragment>
          ))}
      </dl>
    </>
  );
}
