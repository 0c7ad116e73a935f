import { Trans, useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import type { Order } from '../../../api/schemas';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Spinner } from '../../../ui/Spinner';
import { Checkout, type PaymentChoice } from '../Checkout';
import { useProduct } from '../useProduct';
import { Wash } from './WashFlow';

/** Wash summary: the package, discounts and total, the payment, and cancel before paying. */
export function WashSummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const wash = Wash.useActorRef();
  const busy = Wash.useSelector((s) => s.hasTag('busy'));
  const preparing = Wash.useSelector((s) => s.matches('creatingOrder') || s.matches('preparing'));
  const cancelling = Wash.useSelector((s) => s.matches('cancelling'));
  const canCancel = Wash.useSelector((s) => s.can({ type: 'cancel.requested' }));
  const order = Wash.useSelector((s) => s.context.order) as Order | undefined;
  const [confirmCancel, setConfirmCancel] = useState(false);
  const total = order?.totalAfterDiscounts;
  if (preparing || !order || !total) {
    return (
      <section className="summary" aria-live="polite">
        <Spinner />
        <p role="status">
          <Trans>Creating your wash order…</Trans>
        </p>
      </section>
    );
  }
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
        busy={busy}
        onPay={pay}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for {name}?
          </Trans>
        }
      />
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
