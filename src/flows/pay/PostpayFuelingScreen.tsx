import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectCanCancel, selectOrderStage } from '../../../machines/orderLifecycle';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { useOrderRef } from './orderFlow';
import { useLeaveWarning, useOnline } from './useOnline';
import { useProduct } from './useProduct';

/** Postpay fueling: the released pump, what to do now, and cancel while nothing is fuelled. */
export function PostpayFuelingScreen() {
  const { product } = useProduct();
  const order = useOrderRef();
  const fueling = useSelector(order, (s) => (s ? selectOrderStage(s) === 'waitingToPay' : false));
  const cancelling = useSelector(order, (s) => s?.matches('cancelling') ?? false);
  const canCancel = useSelector(order, (s) => (s ? selectCanCancel(s) : false));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const online = useOnline();
  useLeaveWarning(fueling);
  const pumpName = product?.name ?? '';
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
            <Trans>Pump {pumpName} is released</Trans>
          </h2>
          <p>
            <Trans>Fuel now. When you hang up the nozzle, your total appears here and you pay in the app.</Trans>
          </p>
        </>
      ) : (
        <>
          <Spinner />
          <h2>{cancelling ? <Trans>Cancelling the order…</Trans> : <Trans>Releasing the pump…</Trans>}</h2>
        </>
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
          <Trans>The pump is locked again. Only cancel if you have not fuelled.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}
