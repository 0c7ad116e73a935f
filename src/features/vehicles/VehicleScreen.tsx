import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Link, useParams, useSearch } from 'wouter';
import type { Thing } from '../../api/schemas';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import { vehicleErrorMessages } from './messages';
import { ReadOnlyVehicle } from './ReadOnlyVehicle';
import { VehicleDetailsForm } from './VehicleDetailsForm';
import { VehicleSharing } from './VehicleSharing';
import { formFromThing, vehicleUsers } from './vehicleForm';
import {
  isNotFound,
  useAddVehicleUser,
  useDeleteVehicle,
  useRemoveVehicleUser,
  useVehicle,
  useVehicleSave,
} from './vehiclesData';

const backToList = (
  <Link href="/profile/cars" className="link">
    <Trans>Back to your vehicles</Trans>
  </Link>
);

const Done = ({ children }: { children: React.ReactNode }) => (
  <main className="screen">
    <Notice tone="success">{children}</Notice>
    {backToList}
  </main>
);

/** Delete (the platform archives it) after a confirmation that says what is lost. */
function DeleteVehicle({ vehicle, remove }: { vehicle: Thing; remove: ReturnType<typeof useDeleteVehicle> }) {
  const { i18n } = useLingui();
  const [confirming, setConfirming] = useState(false);
  const name = vehicle.nickName ?? '';
  const shared = vehicleUsers(vehicle).length > 1;
  return (
    <section className="stack screen__part">
      <FormOutcome status={remove.status} failure={i18n._(vehicleErrorMessages.deleteFailed)} />
      <Button variant="error" isPending={remove.pending} onPress={() => setConfirming(true)}>
        <Trans>Delete vehicle</Trans>
      </Button>
      {confirming && (
        <ConfirmDialog
          title={<Trans>Delete {name}?</Trans>}
          confirmLabel={<Trans>Delete</Trans>}
          cancelLabel={<Trans>Keep it</Trans>}
          destructive
          onConfirm={() => {
            setConfirming(false);
            remove.submit(vehicle._id);
          }}
          onCancel={() => setConfirming(false)}
        >
          {shared ? (
            <Trans>
              It leaves your vehicles and those of everyone you share it with, and can no longer be chosen when
              refuelling. Its past refuels and costs stay in your history.
            </Trans>
          ) : (
            <Trans>
              It leaves your vehicles and can no longer be chosen when refuelling. Its past refuels and costs stay in
              your history.
            </Trans>
          )}
        </ConfirmDialog>
      )}
    </section>
  );
}

/**
 * `/profile/cars/{id}`: a vehicle's details. The owner edits them, removes users it is shared with and deletes
 * it; a vehicle shared with the driver is shown read-only, with the reason, and can be left. The car errors of
 * SPEC.md section 8: no vehicle found, data not retrieved, a change that failed.
 */
export function VehicleScreen() {
  const { i18n } = useLingui();
  const { id = '' } = useParams<{ id: string }>();
  const added = new URLSearchParams(useSearch()).get('added') === '1';
  const userId = useUserId();
  const vehicle = useVehicle(id);
  const save = useVehicleSave();
  const remove = useDeleteVehicle();
  const removeUser = useRemoveVehicleUser();
  const addUser = useAddVehicleUser();
  if (remove.status === 'success')
    return (
      <Done>
        <Trans>The vehicle has been deleted.</Trans>
      </Done>
    );
  if (removeUser.status === 'success' && vehicle.data?.readOnly !== false) {
    return (
      <Done>
        <Trans>You no longer use this vehicle.</Trans>
      </Done>
    );
  }
  return (
    <Loaded
      query={vehicle}
      failed={i18n._(vehicleErrorMessages.retrievalFailed)}
      notFound={{
        when: isNotFound(vehicle.error),
        show: <Notice tone="warning">{i18n._(vehicleErrorMessages.notFound)}</Notice>,
      }}
      frame={(failure) => (
        <main className="screen">
          {failure}
          {backToList}
        </main>
      )}
    >
      {(thing) => (
        <main className="screen">
          <h1>{thing.nickName}</h1>
          {added && (
            <Notice tone="success">
              <Trans>The vehicle has been added. Add its details now, or later.</Trans>
            </Notice>
          )}
          {thing.readOnly ? (
            <ReadOnlyVehicle vehicle={thing} />
          ) : (
            <VehicleDetailsForm vehicleId={thing._id} initial={formFromThing(thing)} save={save} />
          )}
          <VehicleSharing vehicle={thing} userId={userId} remove={removeUser} share={addUser} />
          {!thing.readOnly && <DeleteVehicle vehicle={thing} remove={remove} />}
          {backToList}
        </main>
      )}
    </Loaded>
  );
}
