import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Thing } from '../../api/schemas';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { AddVehicle } from './AddVehicle';
import { vehicleErrorMessages } from './messages';
import { makeAndModel, vehicleUsers } from './vehicleForm';
import { usePreferredVehicleId, useSetPreferredVehicle, useVehicles } from './vehiclesData';

/** Who shares the vehicle: its owner when it is shared with the driver, else the other users. */
function SharedNote({ vehicle, userId }: { vehicle: Thing; userId: string }) {
  const users = vehicleUsers(vehicle);
  const owner = users.find((user) => user.isOwner)?.name;
  const others = users
    .filter((user) => user.id !== userId)
    .map((user) => user.name)
    .join(', ');
  if (vehicle.readOnly && owner) return <Trans>Shared with you by {owner}</Trans>;
  if (others) return <Trans>Shared with {others}</Trans>;
  return null;
}

function VehicleList({ userId }: { userId: string }) {
  const { i18n } = useLingui();
  const vehicles = useVehicles();
  const preferredId = usePreferredVehicleId();
  const setPreferred = useSetPreferredVehicle();
  return (
    <Loaded query={vehicles} failed={i18n._(vehicleErrorMessages.retrievalFailed)}>
      {(list) => {
        if (list.length === 0) {
          return (
            <p className="muted">
              <Trans>You have no vehicle yet. Add one to record its mileage when you refuel.</Trans>
            </p>
          );
        }
        return (
          <>
            <FormOutcome
              status={setPreferred.status}
              success={<Trans>Your preferred vehicle has been changed.</Trans>}
              failure={<Trans>The preferred vehicle could not be changed. Please try again later.</Trans>}
            />
            <ul className="wallet-list">
              {list.map((vehicle) => {
                const name = vehicle.nickName || makeAndModel(vehicle) || vehicle._id;
                const preferred = vehicle._id === preferredId;
                return (
                  <li key={vehicle._id}>
                    <Link href={`/profile/cars/${encodeURIComponent(vehicle._id)}`} className="wallet-list__item">
                      <span>
                        <strong>{name}</strong>
                        <br />
                        <span className="muted">
                          {[makeAndModel(vehicle), vehicle.ymme?.licensePlate].filter(Boolean).join(' · ')}
                        </span>
                        <br />
                        <span className="muted">
                          <SharedNote vehicle={vehicle} userId={userId} />
                        </span>
                      </span>
                      {preferred && (
                        <span className="wallet-badge">
                          <Trans context="vehicle">Preferred</Trans>
                        </span>
                      )}
                    </Link>
                    {!preferred && (
                      <Button
                        variant="secondary"
                        className="button--block"
                        isPending={setPreferred.pending}
                        onPress={() => setPreferred.submit(vehicle._id)}
                      >
                        <Trans>Make {name} preferred</Trans>
                      </Button>
                    )}
                  </li>
                );
              })}
            </ul>
          </>
        );
      }}
    </Loaded>
  );
}

/**
 * `/profile/cars` (SPEC.md section 2): the driver's vehicles, the preferred one first, each with its name, make
 * and model, licence plate and who shares it; another one is made preferred through the stored preferences.
 */
export function VehiclesScreen() {
  const userId = useUserId();
  return (
    <main className="screen">
      <h1>
        <Trans>Your vehicles</Trans>
      </h1>
      <VehicleList userId={userId} />
      <AddVehicle />
    </main>
  );
}
