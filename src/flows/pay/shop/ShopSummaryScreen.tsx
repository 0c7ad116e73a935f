import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../i18n/format';
import { Checkout } from '../Checkout';
import { CancelOrder, DiscountLines, voucherLines } from '../OrderParts';
import { usePayableOrder } from '../usePayableOrder';
import { ShopWaiting, ShopWaitText } from './ShopWaiting';

/** A vending product's summary: the product and total, the payment, and cancel before paying. */
export function ShopSummaryScreen() {
  const { i18n } = useLingui();
  const { wait, payable } = usePayableOrder();
  if (!payable) return <ShopWaiting wait={wait ?? 'preparing'} kind="vending" />;
  const { orderRef, order, total } = payable;
  const line = order.products[0];
  const name = line?.attributes?.paymentAttributes?.description ?? line?.name ?? '';
  const totalText = formatMoney(i18n.locale, total.amount, total.currency);
  return (
    <section className="summary">
      <dl className="summary__lines">
        <dt>
          <Trans>Product</Trans>
        </dt>
        <dd>{name}</dd>
        <DiscountLines lines={voucherLines(order, total.currency)} />
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{totalText}</dd>
      </dl>
      <Checkout
        order={orderRef}
        busyText={<ShopWaitText wait={wait} kind="vending" />}
        payLabel={<Trans>Pay {totalText}</Trans>}
        confirmText={
          <Trans>
            Pay {totalText} for {name}?
          </Trans>
        }
      />
      <CancelOrder order={orderRef} consequence={<Trans>Nothing has been charged yet.</Trans>} />
    </section>
  );
}
