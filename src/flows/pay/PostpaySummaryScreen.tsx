import { Trans, useLingui } from '@lingui/react/macro';
import type { Order } from '../../api/schemas';
import { formatMoney, formatNumber } from '../../i18n/format';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { Checkout, type PaymentChoice } from './Checkout';
import { PostpayFuel } from './PostpayFlow';
import { unitLabels } from './units';
import { useProduct } from './useProduct';

/** Postpay summary: what was fuelled, the discounts and the total, and the payment. */
export function PostpaySummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const postpay = PostpayFuel.useActorRef();
  const busy = PostpayFuel.useSelector((s) => s.hasTag('busy'));
  const reviewing = PostpayFuel.useSelector((s) => !s.matches('resuming'));
  const paying = PostpayFuel.useSelector((s) => s.matches('waitingForProduct'));
  const order = PostpayFuel.useSelector((s) => s.context.order) as Order | undefined;
  const total = order?.totalAfterDiscounts;
  if (!reviewing || !order || !total) return <Spinner />;
  const line = order.products[0];
  const attributes = line?.attributes?.paymentAttributes;
  const currency = total.currency;
  const totalText = formatMoney(i18n.locale, total.amount, currency);
  const pay = (payment: PaymentChoice) => postpay.send({ type: 'payment.confirmed', payment });
  const pumpName = product?.name ?? line?.name ?? '';
  return (
    <section className="summary">
      <PumpBadge name={pumpName} />
      <dl className="summary__lines">
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{line?.fuelType?.name ?? attributes?.description ?? line?.name}</dd>
        {attributes?.quantity !== undefined && (
          <>
            <dt>
              <Trans>Quantity</Trans>
            </dt>
            <dd>
              {formatNumber(i18n.locale, attributes.quantity, 2)} {unitLabels[attributes.unit ?? ''] ?? attributes.unit}
            </dd>
          </>
        )}
        {order.vouchers?.map((voucher) => (
          <div key={voucher.id} className="summary__discount">
            <dt>{voucher.name}</dt>
            <dd>−{formatMoney(i18n.locale, Math.abs(voucher.paymentAttributes.totalPrice), currency)}</dd>
          </div>
        ))}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{totalText}</dd>
      </dl>
      <Checkout
        productId={product?._id}
        amount={total.amount}
        currency={currency}
        amountText={totalText}
        busy={busy}
        busyText={paying ? <Trans>Payment authorised. Waiting for the station to confirm…</Trans> : undefined}
        onPay={pay}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for pump {pumpName}?
          </Trans>
        }
        odometer={{ postpayOrderId: order._id }}
      />
    </section>
  );
}
