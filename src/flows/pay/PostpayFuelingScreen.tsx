import { Trans } from '@lingui/react/macro';
import { useState } from 'react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { Button } from '../../ui/Button';
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
        <Modal isOpen isDismissable onOpenChange={(open) => !open && setConfirmCancel(false)} className="modal">
          <Dialog className="dialog">
            <Heading slot="title">
              <Trans>Cancel this order?</Trans>
            </Heading>
            <p>
              <Trans>The pump is locked again. Only cancel if you have not fuelled.</Trans>
            </p>
            <div className="stack">
              <Button
                variant="error"
                className="button--block"
                onPress={() => {
                  setConfirmCancel(false);
                  postpay.send({ type: 'cancel.requested' });
                }}
              >
                <Trans>Yes, cancel</Trans>
              </Button>
              <Button variant="secondary" className="button--block" onPress={() => setConfirmCancel(false)}>
                <Trans>No, keep the order</Trans>
              </Button>
            </div>
          </Dialog>
        </Modal>
      )}
    </section>
  );
}
