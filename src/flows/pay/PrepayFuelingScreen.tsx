import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { selectCanCancel, selectNotice } from '../../../machines/orderLifecycle';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { useOrderRef } from './orderFlow';
import { PrepayFuel } from './PrepayFlow';
import { useLeaveWarning, useOnline } from './useOnline';
import { useProduct } from './useProduct';

/** Prepay fueling: the pump, the maximum amount, and what to do now. */
export function PrepayFuelingScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const order = useOrderRef();
  const fueling = PrepayFuel.useSelector((s) => s.hasTag('fueling'));
  const amount = PrepayFuel.useSelector((s) => s.context.amount);
  const currency = PrepayFuel.useSelector((s) => s.context.currency);
  const canCancel = useSelector(order, (s) => (s ? selectCanCancel(s) : false));
  const cancelling = useSelector(order, (s) => s?.matches('cancelling') ?? false);
  const cancelFailed = useSelector(order, (s) => (s ? selectNotice(s) === 'cancelFailed' : false));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const online = useOnline();
  useLeaveWarning();
  const amountText = amount > 0 ? formatMoney(i18n.locale, amount, currency) : '';
  return (
    <section className="fueling" aria-live="polite">
      {product && <PumpBadge name={product.name} />}
      {!online && (
        <Notice tone="warning">
          <Trans>You are offline. Fueling goes on; we update this screen when you are back online.</Trans>
        </Notice>
      )}
      {fueling ? (
        <>
          <h2>
            <Trans>Fueling</Trans>
          </h2>
          <p>
            <Trans>Fuel now. When you hang up the nozzle, your receipt appears here.</Trans>
          </p>
        </>
      ) : (
        <>
          <Spinner />
          <h2>
            <Trans>The pump is being released</Trans>
          </h2>
          <p>
            <Trans>Payment authorised. Lift the nozzle when the pump is ready.</Trans>
          </p>
        </>
      )}
      {amountText && (
        <p className="muted">
          <Trans>You can fuel for up to {amountText}.</Trans>
        </p>
      )}
      {(canCancel || cancelling) && (
        <Button
          variant="secondary"
          className="button--block"
          isPending={cancelling}
          onPress={() => setConfirmCancel(true)}
        >
          <Trans>Cancel</Trans>
        </Button>
      )}
      {confirmCancel && canCancel && (
        <ConfirmDialog
          title={<Trans>Cancel this order?</Trans>}
          confirmLabel={<Trans>Yes, cancel</Trans>}
          cancelLabel={<Trans>No, keep the order</Trans>}
          destructive
          onConfirm={() => {
            setConfirmCancel(false);
            order?.send({ type: 'cancel.requested' });
          }}
          onCancel={() => setConfirmCancel(false)}
        >
          <Trans>The pump will not be released and the reserved amount is given back.</Trans>
        </ConfirmDialog>
      )}
      {cancelFailed && (
        <Modal isOpen className="modal">
          <Dialog className="dialog" role="alertdialog">
            <Heading slot="title">
              <Trans>The order could not be cancelled</Trans>
            </Heading>
            <p>
              <Trans>Fuel as planned: you only pay for what you fuel.</Trans>
            </p>
            <Button className="button--block" onPress={() => order?.send({ type: 'notice.dismissed' })}>
              <Trans>OK</Trans>
            </Button>
          </Dialog>
        </Modal>
      )}
    </section>
  );
}
