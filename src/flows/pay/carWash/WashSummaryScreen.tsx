import { Trans } from '@lingui/react/macro';
import { PayableSummary } from '../checkout/PayableSummary';
import { usePayableOrder } from '../checkout/usePayableOrder';
import { useProduct } from '../kit/useProduct';
import { WashWaiting, WashWaitText } from './WashWaiting';

/** Wash summary: the package, discounts and total, the payment, and cancel before paying. */
export function WashSummaryScreen() {
  const { product } = useProduct();
  const { wait, payable } = usePayableOrder();
  if (!payable) return <WashWaiting wait={wait ?? 'preparing'} />;
  const item = product?.attributes.availableItems[0];
  const name = item?.marketingName ?? product?.name ?? payable.order.products[0]?.name ?? '';
  return (
    <PayableSummary
      payable={payable}
      name={name}
      descriptionLines={item?.descriptionLines}
      busyText={<WashWaitText wait={wait} />}
      lines={
        <>
          <dt>
            <Trans>Wash</Trans>
          </dt>
          <dd>{name}</dd>
        </>
      }
    />
  );
}
