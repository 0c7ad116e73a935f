import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { ApiError } from '../../api/client';
import type { Thing } from '../../api/schemas';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { isEmail } from '../account/validation';
import { vehicleErrorMessages } from './messages';
import { type VehicleUser, vehicleUsers } from './vehicleForm';
import type { useAddVehicleUser, useRemoveVehicleUser } from './vehiclesData';

type RemoveUser = ReturnType<typeof useRemoveVehicleUser>;
type AddUser = ReturnType<typeof useAddVehicleUser>;

/** Why the platform refused to share: its error codes (see the vehicles client), else a failure to try again. */
function shareRefusal(error: unknown) {
  const codes = error instanceof ApiError ? error.errorCodes : [];
  if (codes.includes(172)) return vehicleErrorMessages.shareUnknownDriver;
  if (codes.includes(173)) return vehicleErrorMessages.shareAlreadyShared;
  if (codes.includes(174)) return vehicleErrorMessages.shareOwnEmail;
  return vehicleErrorMessages.shareFailed;
}

/**
 * The owner shares the vehicle with another registered driver, by e-mail: it joins their vehicles, read-only.
 * What was typed stays after a refusal; a shared vehicle's new user shows in the list above.
 */
function ShareVehicle({ vehicle, share }: { vehicle: Thing; share: AddUser }) {
  const { t, i18n } = useLingui();
  const [email, setEmail] = useState('');
  const [invalid, setInvalid] = useState(false);
  const [sharedWith, setSharedWith] = useState('');
  const name = vehicle.nickName ?? '';
  return (
    <Form
      className="form"
      validationBehavior="aria"
      onSubmit={(event) => {
        event.preventDefault();
        const address = email.trim();
        setInvalid(!isEmail(address));
        if (!isEmail(address) || share.pending) return;
        setSharedWith(address);
        share.submit({ vehicleId: vehicle._id, email: address }, { onSuccess: () => setEmail('') });
      }}
    >
      <TextField
        label={t`E-mail of the driver to share with`}
        description={t`They need a Forecourt account. They can choose the vehicle when refuelling, but not change it.`}
        type="email"
        inputMode="email"
        autoComplete="off"
        value={email}
        onChange={(value) => {
          setEmail(value);
          setInvalid(false);
          share.edited();
        }}
        error={invalid ? t`Enter an e-mail address, for example name@example.com.` : undefined}
      />
      <FormOutcome
        status={share.status}
        success={
          <Trans>
            {sharedWith} can now choose {name} when refuelling.
          </Trans>
        }
        failure={i18n._(shareRefusal(share.error))}
      />
      <Button type="submit" variant="secondary" isPending={share.pending} className="button--block">
        <Trans>Share vehicle</Trans>
      </Button>
    </Form>
  );
}

/**
 * Who shares a vehicle (SPEC.md sections 1 and 6): the owner shares it by e-mail and removes another user; a
 * driver the vehicle is shared with sees who has it and leaves it. Removing asks first and says what changes.
 */
export function VehicleSharing({
  vehicle,
  userId,
  remove,
  share,
}: {
  vehicle: Thing;
  userId: string;
  remove: RemoveUser;
  share: AddUser;
}) {
  const { i18n } = useLingui();
  const [removing, setRemoving] = useState<VehicleUser>();
  const users = vehicleUsers(vehicle);
  const me = users.find((user) => user.id === userId);
  const removable = vehicle.readOnly ? (me ? [me] : []) : users.filter((user) => user.id !== userId);
  const name = vehicle.nickName ?? '';
  // A vehicle shared with the driver that they alone are left on (the owner removed everyone else) shows nothing.
  if (vehicle.readOnly && users.length < 2) return null;
  return (
    <section aria-labelledby="vehicle-sharing" className="stack screen__part">
      <h2 id="vehicle-sharing">{users.length < 2 ? <Trans>Share this vehicle</Trans> : <Trans>Shared with</Trans>}</h2>
      {users.length < 2 && (
        <p>
          <Trans>Only you use this vehicle.</Trans>
        </p>
      )}
      <ul className="wallet-list" hidden={users.length < 2}>
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
      {!vehicle.readOnly && <ShareVehicle vehicle={vehicle} share={share} />}
    </section>
  );
}
