import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectOrder } from '../../../machines/orderLifecycle';
import { formatMoney, formatNumber } from '../../i18n/format';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { Checkout } from './Checkout';
import { useOrderRef } from './orderFlow';
import { asOrder } from './orderView';
import { unitLabels } from './units';
import { useProduct } from './useProduct';

/** Postpay summary: what was fuelled, the discounts and the total, and the payment. */
export function PostpaySummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const orderRef = useOrderRef();
  const order = asOrder(useSelector(orderRef, (s) => (s ? selectOrder(s) : undefined)));
  const total = order?.totalAfterDiscounts;
  if (!orderRef || !order || !total) return <Spinner />;
  const line = order.products[0];
  const attributes = line?.attributes?.paymentAttributes;
  const currency = total.currency;
  const totalText = formatMoney(i18n.locale, total.amount, currency);
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
        order={orderRef}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for pump {pumpName}?
          </Trans>
        }
      />
    </section>
  );
}
