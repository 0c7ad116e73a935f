import { Trans } from '@lingui/react/macro';
import { PayableSummary } from '../checkout/PayableSummary';
import { usePayableOrder } from '../checkout/usePayableOrder';
import { ShopWaiting, ShopWaitText } from './ShopWaiting';

/** A vending product's summary: the product and total, the payment, and cancel before paying. */
export function ShopSummaryScreen() {
  const { wait, payable } = usePayableOrder();
  if (!payable) return <ShopWaiting wait={wait ?? 'preparing'} kind="vending" />;
  const line = payable.order.products[0];
  const name = line?.attributes?.paymentAttributes?.description ?? line?.name ?? '';
  return (
    <PayableSummary
      payable={payable}
      name={name}
      busyText={<ShopWaitText wait={wait} kind="vending" />}
      lines={
        <>
          <dt>
            <Trans>Product</Trans>
          </dt>
          <dd>{name}</dd>
        </>
      }
    />
  );
}
