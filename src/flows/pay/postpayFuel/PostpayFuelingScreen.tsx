import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectIsCancelling, selectOrderStage } from '../../../../machines/orderLifecycle';
import { PumpBadge } from '../../../ui/PumpBadge';
import { Spinner } from '../../../ui/Spinner';
import { CancelOrder, OfflineNotice } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { useLeaveWarning } from '../kit/useLeaveWarning';
import { useProduct } from '../kit/useProduct';

/** Postpay fueling: the released pump, what to do now, and cancel while nothing is fuelled. */
export function PostpayFuelingScreen() {
  const { product } = useProduct();
  const order = useOrderRef();
  const fueling = useSelector(order, (s) => (s ? selectOrderStage(s) === 'waitingToPay' : false));
  const cancelling = useSelector(order, (s) => (s ? selectIsCancelling(s) : false));
  useLeaveWarning(fueling);
  const pumpName = product?.name ?? '';
  return (
    <section className="fueling" aria-live="polite">
      {product && <PumpBadge name={product.name} />}
      <OfflineNotice>
        <Trans>You are offline. Fueling goes on; we update this screen when you are back online.</Trans>
      </OfflineNotice>
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
      <CancelOrder
        order={order}
        consequence={<Trans>The pump is locked again. Only cancel if you have not fuelled.</Trans>}
      />
    </section>
  );
}
