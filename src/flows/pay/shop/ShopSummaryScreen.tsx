import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectOrder, selectOrderStage, selectWait } from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Checkout } from '../Checkout';
import { CancelOrder, DiscountLines, voucherLines } from '../OrderParts';
import { useOrderRef } from '../orderFlow';
import { asOrder } from '../orderView';
import { ShopWaiting, ShopWaitText } from './ShopWaiting';

/** A vending product's summary: the product and total, the payment, and cancel before paying. */
export function ShopSummaryScreen() {
  const { i18n } = useLingui();
  const orderRef = useOrderRef();
  const wait = useSelector(orderRef, (s) => (s ? selectWait(s) : undefined));
  const stage = useSelector(orderRef, (s) => (s ? selectOrderStage(s) : undefined));
  const order = asOrder(useSelector(orderRef, (s) => (s ? selectOrder(s) : undefined)));
  const total = order?.totalAfterDiscounts;
  const shown = stage === 'checkout' || stage === 'cancelling';
  if (!orderRef || !shown || !order || !total) return <ShopWaiting wait={wait ?? 'preparing'} kind="vending" />;
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
