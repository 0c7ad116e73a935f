import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Thing } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { vehicleErrorMessages } from './messages';
import { type VehicleUser, vehicleUsers } from './vehicleForm';
import type { useRemoveVehicleUser } from './vehiclesData';

type RemoveUser = ReturnType<typeof useRemoveVehicleUser>;

/**
 * Who shares a vehicle (SPEC.md section 6): the owner removes another user; a driver the vehicle is shared
 * with leaves it. Both after a confirmation that says what changes.
 */
export function VehicleSharing({ vehicle, userId, remove }: { vehicle: Thing; userId: string; remove: RemoveUser }) {
  const { i18n } = useLingui();
  const [removing, setRemoving] = useState<VehicleUser>();
  const users = vehicleUsers(vehicle);
  const me = users.find((user) => user.id === userId);
  const removable = vehicle.readOnly ? (me ? [me] : []) : users.filter((user) => user.id !== userId);
  const name = vehicle.nickName ?? '';
  // Once the last other user is removed, the list goes; the note that says so stays.
  if (users.length < 2) {
    return remove.status === 'success' ? (
      <FormOutcome status={remove.status} success={<Trans>The user has been removed from the vehicle.</Trans>} />
    ) : null;
  }
  return (
    <section aria-labelledby="vehicle-sharing" className="stack">
      <h2 id="vehicle-sharing">
        <Trans>Shared with</Trans>
      </h2>
      <ul className="wallet-list">
        {users.map((user) => (
          <li key={user.id} className="wallet-list__item">
            <span>{user.id === userId ? <Trans>You</Trans> : user.name}</span>
            {user.isOwner && (
              <span className="wallet-badge">
                <Trans>Owner</Trans>
              </span>
            )}
          </li>
        ))}
      </ul>
      <FormOutcome
        status={remove.status}
        success={<Trans>The user has been removed from the vehicle.</Trans>}
        failure={i18n._(vehicleErrorMessages.removeUserFailed)}
      />
      {removable.map((user) => (
        <Button key={user.id} variant="secondary" isPending={remove.pending} onPress={() => setRemoving(user)}>
          {user.id === userId ? <Trans>Stop using this vehicle</Trans> : <Trans>Remove {user.name}</Trans>}
        </Button>
      ))}
      {removing && (
        <ConfirmDialog
          title={
            removing.id === userId ? (
              <Trans>Stop using {name}?</Trans>
            ) : (
              <Trans>
                Remove {removing.name} from {name}?
              </Trans>
            )
          }
          confirmLabel={<Trans>Remove</Trans>}
          cancelLabel={<Trans>Cancel</Trans>}
          destructive
          onConfirm={() => {
            setRemoving(undefined);
            remove.submit({ vehicleId: vehicle._id, removedUserId: removing.id });
          }}
          onCancel={() => setRemoving(undefined)}
        >
          {removing.id === userId ? (
            <Trans>It leaves your vehicles. Only its owner can share it with you again.</Trans>
          ) : (
            <Trans>
              {removing.name} can no longer choose this vehicle when refuelling. You can share it again later.
            </Trans>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}
