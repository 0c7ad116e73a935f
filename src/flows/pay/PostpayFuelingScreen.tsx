import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Button } from '../../ui/Button';
import { ConfirmDialog } from '../../ui/ConfirmDialog';
import { Notice } from '../../ui/Notice';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { PostpayFuel } from './PostpayFlow';
import { useLeaveWarning, useOnline } from './useOnline';
import { useProduct } from './useProduct';

/** Postpay fueling: the released pump, what to do now, and cancel while nothing is fuelled. */
export function PostpayFuelingScreen() {
  const { product } = useProduct();
  const postpay = PostpayFuel.useActorRef();
  const fueling = PostpayFuel.useSelector((s) => s.hasTag('fueling'));
  const cancelling = PostpayFuel.useSelector((s) => s.matches('cancelling'));
  const canCancel = PostpayFuel.useSelector((s) => s.can({ type: 'cancel.requested' }));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const online = useOnline((isOnline) => postpay.send({ type: isOnline ? 'network.online' : 'network.offline' }));
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
            postpay.send({ type: 'cancel.requested' });
          }}
          onCancel={() => setConfirmCancel(false)}
        >
          <Trans>The pump is locked again. Only cancel if you have not fuelled.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}
