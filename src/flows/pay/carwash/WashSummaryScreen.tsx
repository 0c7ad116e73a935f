import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { selectCanCancel, selectIsReviewable, selectOrder, selectWait } from '../../../../machines/carWash';
import type { Order } from '../../../api/schemas';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Checkout, type PaymentChoice } from '../Checkout';
import { useProduct } from '../useProduct';
import { Wash } from './WashFlow';
import { WashWaiting, WashWaitText } from './WashWaiting';

/** Wash summary: the package, discounts and total, the payment, and cancel before paying. */
export function WashSummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const wash = Wash.useActorRef();
  const wait = Wash.useSelector(selectWait);
  const reviewable = Wash.useSelector(selectIsReviewable);
  const canCancel = Wash.useSelector(selectCanCancel);
  const order = Wash.useSelector(selectOrder) as Order | undefined;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const total = order?.totalAfterDiscounts;
  const shown = reviewable || wait === 'bank' || wait === 'cancelling';
  if (!shown || !order || !total) return <WashWaiting wait={wait ?? 'preparing'} />;
  const item = product?.attributes.availableItems[0];
  const name = item?.marketingName ?? product?.name ?? order.products[0]?.name ?? '';
  const totalText = formatMoney(i18n.locale, total.amount, total.currency);
  const pay = (payment: PaymentChoice) => wash.send({ type: 'payment.confirmed', payment });
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
        productId={product?._id}
        amount={total.amount}
        currency={total.currency}
        amountText={totalText}
        busy={wait !== undefined}
        busyText={<WashWaitText wait={wait} />}
        onPay={pay}
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
            wash.send({ type: 'cancel.requested' });
          }}
          onCancel={() => setConfirmCancel(false)}
        >
          <Trans>Nothing has been charged yet.</Trans>
        </ConfirmDialog>
      )}
    </section>
  );
}
