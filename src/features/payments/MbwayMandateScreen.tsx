import { Trans } from '@lingui/react/macro';
import { useMachine } from '@xstate/react';
import { useMemo } from 'react';
import { Link, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import {
  type MandateLike,
  mbwayMandateMachine,
  selectIsBusy,
  selectMandate,
  selectMandateError,
  selectMandateView,
} from '../../../machines/mbwayMandate';
import { paymentKeys } from '../../api/queries/payments';
import { useApi } from '../../app/contexts';
import { inspectOption } from '../../app/inspect';
import { queryClient } from '../../app/queryClient';
import { useUserId } from '../../app/useUserId';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { formatMbwayPhone } from './messages';
import { readReturnTo, withReturnTo } from './returnTo';

/** The payment methods list, where a driver without a `returnTo` goes on. */
const paymentsPath = '/profile/payments';

/**
 * The MB WAY mandate (SPEC.md section 2, /payment-method/mbway; section 3, mandate states): its status and what
 * the driver can do in each (the mbwayMandate chart decides; this screen shows it and sends the driver's asks).
 */
export function MbwayMandateScreen() {
  const api = useApi();
  const userId = useUserId();
  const returnTo = readReturnTo(useSearch());
  const machine = useMemo(
    () =>
      mbwayMandateMachine.provide({
        actors: {
          fetchMandate: fromPromise<MandateLike | null>(async ({ signal }) => {
            const mandate = await api.paymentProvider.mbway.current({ signal });
            // An approved mandate is a payment method: the lists that show methods read it again.
            if (mandate?.status === 'active')
              await queryClient.invalidateQueries({ queryKey: paymentKeys.all(userId) });
            return mandate;
          }),
          renewMandate: fromPromise<MandateLike, { mandateId: string }>(({ input, signal }) =>
            api.paymentProvider.mbway.renew(input.mandateId, { signal }),
          ),
        },
      }),
    [api, userId],
  );
  const [snapshot, send] = useMachine(machine, { inspect: inspectOption() });
  const view = selectMandateView(snapshot);
  const mandate = selectMandate(snapshot);
  const errorCode = selectMandateError(snapshot);
  const busy = selectIsBusy(snapshot);
  const phone = mandate && formatMbwayPhone(mandate.phoneNumber);
  const openApp = mandate?.appUrl && (
    <a className="button button--secondary button--block" href={mandate.appUrl}>
      <Trans>Open the MB WAY app</Trans>
    </a>
  );
  const checkAgain = (
    <Button
      variant="secondary"
      className="button--block"
      isPending={busy}
      onPress={() => send({ type: 'check.requested' })}
    >
      <Trans>Check again</Trans>
    </Button>
  );
  return (
    <main className="screen">
      <h1>
        <Trans>MB WAY</Trans>
      </h1>
      {phone && <p className="muted">{phone}</p>}
      {view === 'loading' && <Spinner />}
      {view === 'loadFailed' && (
        <Notice tone="error">
          <p>
            <Trans>Your MB WAY mandate could not be loaded.</Trans>
          </p>
          <Button variant="secondary" onPress={() => send({ type: 'load.retried' })}>
            <Trans>Try again</Trans>
          </Button>
        </Notice>
      )}
      {view === 'none' && (
        <>
          <p>
            <Trans>You have no MB WAY mandate yet.</Trans>
          </p>
          <Link href={withReturnTo('/profile/payments/add/mbway', returnTo)} className="button button--primary">
            <Trans>Add MB WAY</Trans>
          </Link>
        </>
      )}
      {view === 'pending' && (
        <>
          <Notice tone="info">
            <h2>
              <Trans>Approve the mandate in the MB WAY app</Trans>
            </h2>
            <p>
              <Trans>
                We sent a request to your MB WAY app. Open it and approve the mandate for Forecourt; this page updates
                by itself.
              </Trans>
            </p>
          </Notice>
          {openApp}
          {checkAgain}
        </>
      )}
      {view === 'active' && (
        <>
          <Notice tone="success">
            <h2>
              <Trans>Your MB WAY mandate is active</Trans>
            </h2>
            <p>
              <Trans>You can pay with MB WAY. Each payment is confirmed in the MB WAY app.</Trans>
            </p>
          </Notice>
          <Link href={returnTo ?? paymentsPath} className="button button--primary button--block">
            {returnTo ? <Trans>Continue</Trans> : <Trans>Payment methods</Trans>}
          </Link>
        </>
      )}
      {view === 'expired' && (
        <>
          <Notice tone="warning">
            <h2>
              <Trans>Your MB WAY mandate has expired</Trans>
            </h2>
            <p>
              <Trans>Renew it to pay with MB WAY again: the MB WAY app will ask you to approve a new mandate.</Trans>
            </p>
          </Notice>
          {errorCode === 'renewFailed' && (
            <Notice tone="error">
              <Trans>The mandate could not be renewed. Please try again.</Trans>
            </Notice>
          )}
          <Button className="button--block" isPending={busy} onPress={() => send({ type: 'renewal.requested' })}>
            <Trans>Renew the mandate</Trans>
          </Button>
        </>
      )}
      {view === 'suspended' && (
        <>
          <Notice tone="warning">
            <h2>
              <Trans>Your MB WAY mandate is suspended</Trans>
            </h2>
            <p>
              <Trans>Reactivate it in the MB WAY app, then check again here.</Trans>
            </p>
          </Notice>
          {openApp}
          {checkAgain}
        </>
      )}
    </main>
  );
}
