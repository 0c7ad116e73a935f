import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useState } from 'react';
import { selectCanCancel, selectOrder, selectOrderStage, selectWait } from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Checkout } from '../Checkout';
import { useOrderRef } from '../orderFlow';
import { asOrder } from '../orderView';
import { useProduct } from '../useProduct';
import { WashWaiting, WashWaitText } from './WashWaiting';

/** Wash summary: the package, discounts and total, the payment, and cancel before paying. */
export function WashSummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const orderRef = useOrderRef();
  const wait = useSelector(orderRef, (s) => (s ? selectWait(s) : undefined));
  const stage = useSelector(orderRef, (s) => (s ? selectOrderStage(s) : undefined));
  const canCancel = useSelector(orderRef, (s) => (s ? selectCanCancel(s) : false));
  const order = asOrder(useSelector(orderRef, (s) => (s ? selectOrder(s) : undefined)));
  const [confirmCancel, setConfirmCancel] = useState(false);
  const total = order?.totalAfterDiscounts;
  const shown = stage === 'checkout' || stage === 'cancelling';
  if (!orderRef || !shown || !order || !total) return <WashWaiting wait={wait ?? 'preparing'} />;
  const item = product?.attributes.availableItems[0];
  const name = item?.marketingName ?? product?.name ?? order.products[0]?.name ?? '';
  const totalText = formatMoney(i18n.locale, total.amount, total.currency);
  return (
    <section className="summary">
      <dl className="summary__lines">
        <dt>
          <Trans>Wash</Trans>
        </dt>
        <dd>{name}</dd>
        {order.vouchers?.map((voucher) => (
          <div key={voucher.id} className="summary__discount">
            <dt>{voucher.name}</dt>
            <dd>−{formatMoney(i18n.locale, Math.abs(voucher.paymentAttributes.totalPrice), total.currency)}</dd>
          </div>
        ))}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{totalText}</dd>
      </dl>
      {item?.descriptionLines && (
        <ul className="wash-package__lines">
          {item.descriptionLines.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <Checkout
        order={orderRef}
        busyText={<WashWaitText wait={wait} />}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for {name}?
          </Trans>
        }
      />
      {(canCancel || wait === 'cancelling') && (
        <Button
          variant="secondary"
          className="button--block"
          isPending={wait === 'cancelling'}
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
            orderRef.send({ type: 'cancel.requested' });
          }}
          onCancel={() => setConfirmCancel(false)}
        >
          <Trans>Nothing has been charged yet.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}
