import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectOrder } from '../../../../machines/orderLifecycle';
import { formatMoney, moneyDecimals } from '../../../i18n/format';
import { PumpBadge } from '../../../ui/PumpBadge';
import { Spinner } from '../../../ui/Spinner';
import { Checkout } from '../checkout/Checkout';
import { DiscountLines, QuantityLine, voucherLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';
import { useProduct } from '../kit/useProduct';

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
  const totalText = formatMoney(i18n.locale, total.amount, currency, moneyDecimals(total));
  const pumpName = product?.name ?? line?.name ?? '';
  return (
    <section className="summary">
      <PumpBadge name={pumpName} />
      <dl className="summary__lines">
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{line?.fuelType?.name ?? attributes?.description ?? line?.name}</dd>
        <QuantityLine attributes={attributes} />
        <DiscountLines lines={voucherLines(order, currency)} />
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
