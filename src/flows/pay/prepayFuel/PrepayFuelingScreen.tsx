import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Dialog, Heading, Modal } from 'react-aria-components';
import { selectNotice, selectPaidWith } from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { PumpBadge } from '../../../ui/PumpBadge';
import { Spinner } from '../../../ui/Spinner';
import { CancelOrder, OfflineNotice } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { useLeaveWarning } from '../kit/useLeaveWarning';
import { useProduct } from '../kit/useProduct';
import { PrepayFuel } from './PrepayFlow';

/** Prepay fueling: the pump, the maximum amount, and what to do now. */
export function PrepayFuelingScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const order = useOrderRef();
  const fueling = PrepayFuel.useSelector((s) => s.hasTag('fueling'));
  const amount = PrepayFuel.useSelector((s) => s.context.amount);
  const currency = PrepayFuel.useSelector((s) => s.context.currency);
  const cancelFailed = useSelector(order, (s) => (s ? selectNotice(s) === 'cancelFailed' : false));
  const paidWithMbway = useSelector(order, (s) => (s ? selectPaidWith(s) === 'MBWAY' : false));
  useLeaveWarning();
  const amountText = amount > 0 ? formatMoney(i18n.locale, amount, currency) : '';
  return (
    <section className="fueling" aria-live="polite">
      {product && <PumpBadge name={product.name} />}
      <OfflineNotice>
        <Trans>You are offline. Fueling goes on; we update this screen when you are back online.</Trans>
      </OfflineNotice>
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
          {paidWithMbway ? (
            <p>
              <Trans>
                Approve the payment in the MB WAY app. The pump is released once it is authorised: then lift the nozzle.
              </Trans>
            </p>
          ) : (
            <p>
              <Trans>Payment authorised. Lift the nozzle when the pump is ready.</Trans>
            </p>
          )}
        </>
      )}
      {amountText && (
        <p className="muted">
          <Trans>You can fuel for up to {amountText}.</Trans>
        </p>
      )}
      <CancelOrder
        order={order}
        consequence={<Trans>The pump will not be released and the reserved amount is given back.</Trans>}
      />
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
