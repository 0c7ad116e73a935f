import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { Form } from 'react-aria-components';
import { selectProfile } from '../../../machines/session';
import { ApiError } from '../../api/client';
import { costByOrderMutation } from '../../api/queries';
import type { Order } from '../../api/schemas';
import { Session, useApi } from '../../app/contexts';
import { useFormSubmit } from '../../app/useFormSubmit';
import { useUserId } from '../../app/useUserId';
import { formatNumber } from '../../i18n/format';
import { parseLocaleNumber } from '../../i18n/numbers';
import { Button } from '../../ui/Button';
import { Checkbox } from '../../ui/Checkbox';
import { FormOutcome } from '../../ui/FormOutcome';
import { TextField } from '../../ui/TextField';
import { maxMileageKm } from './costPayload';

/**
 * The receipt's offer to a registered driver (PUT /v4/account-history/costs/by-order/{id}): whether the tank was
 * filled up and the mileage, recorded against the order's cost for the logbook. Sent once; a failure says so and
 * keeps what was typed.
 */
export function LogbookOffer({ order }: { order: Order }) {
  const isGuest = Session.useSelector((s) => selectProfile(s)?.isGuest ?? true);
  return isGuest ? null : <LogbookForm order={order} />;
}

function LogbookForm({ order }: { order: Order }) {
  const { t, i18n } = useLingui();
  const send = useFormSubmit(costByOrderMutation(useApi(), useUserId()));
  const [tankIsFull, setTankIsFull] = useState(false);
  const [mileage, setMileage] = useState('');
  const [mileageError, setMileageError] = useState<string>();
  if (send.status === 'success') {
    return (
      <section className="stack" aria-labelledby="logbook-title">
        <h2 id="logbook-title">
          <Trans>Record for your logbook</Trans>
        </h2>
        <FormOutcome status={send.status} success={<Trans>Recorded in your logbook.</Trans>} />
      </section>
    );
  }
  const refused = send.error instanceof ApiError && send.error.status === 422;
  return (
    <section className="stack" aria-labelledby="logbook-title">
      <h2 id="logbook-title">
        <Trans>Record for your logbook</Trans>
      </h2>
      <Form
        className="form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          const text = mileage.trim();
          const km = text ? parseLocaleNumber(text, i18n.locale) : undefined;
          if (text && (km === undefined || !Number.isInteger(km) || km <= 0)) {
            setMileageError(t`Enter the mileage in whole kilometres, digits only.`);
            return;
          }
          if (km !== undefined && km > maxMileageKm) {
            setMileageError(t`Enter at most ${formatNumber(i18n.locale, maxMileageKm, 0)} km.`);
            return;
          }
          setMileageError(undefined);
          send.submit({ orderId: order._id, tankIsFull, carOdometerM: km === undefined ? undefined : km * 1000 });
        }}
      >
        <Checkbox
          isSelected={tankIsFull}
          onChange={(value) => {
            setTankIsFull(value);
            send.edited();
          }}
        >
          <Trans>Tank full</Trans>
        </Checkbox>
        <TextField
          label={t`Mileage (km)`}
          inputMode="numeric"
          description={t`Optional. Not lower than the vehicle's last entry.`}
          value={mileage}
          onChange={(value) => {
            setMileage(value);
            send.edited();
          }}
          error={mileageError}
        />
        <FormOutcome
          status={send.status}
          failure={
            refused ? (
              <Trans>Not recorded: the mileage is lower than this vehicle's last entry.</Trans>
            ) : (
              <Trans>This could not be recorded. Please try again.</Trans>
            )
          }
        />
        <Button type="submit" variant="secondary" isPending={send.pending} className="button--block">
          <Trans>Save to logbook</Trans>
        </Button>
      </Form>
    </section>
  );
}
