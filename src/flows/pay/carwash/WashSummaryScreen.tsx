import { Trans, useLingui } from '@lingui/react/macro';
import { formatMoney } from '../../../i18n/format';
import { Checkout } from '../Checkout';
import { CancelOrder, DiscountLines, voucherLines } from '../OrderParts';
import { usePayableOrder } from '../usePayableOrder';
import { useProduct } from '../useProduct';
import { WashWaiting, WashWaitText } from './WashWaiting';

/** Wash summary: the package, discounts and total, the payment, and cancel before paying. */
export function WashSummaryScreen() {
  const { i18n } = useLingui();
  const { product } = useProduct();
  const { wait, payable } = usePayableOrder();
  if (!payable) return <WashWaiting wait={wait ?? 'preparing'} />;
  const { orderRef, order, total } = payable;
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
        <DiscountLines lines={voucherLines(order, total.currency)} />
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
      <CancelOrder order={orderRef} consequence={<Trans>Nothing has been charged yet.</Trans>} />
    </section>
  );
}
