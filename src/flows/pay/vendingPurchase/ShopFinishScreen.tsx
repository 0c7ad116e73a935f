import { Trans } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectWait } from '../../../../machines/orderLifecycle';
import { selectIsSettled, selectNotReleased } from '../../../../machines/vendingPurchase';
import { Loaded } from '../../../ui/Loaded';
import { Notice } from '../../../ui/Notice';
import { payPath } from '../../../url/query';
import { payScreens } from '../flowScreens';
import { DiscountLines, Receipt, ReceiptFacts, ReceiptTotal, voucherLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';
import { orderPrecision } from '../kit/receiptLines';
import { usePayStation } from '../PayStationContext';
import { ShopWaiting } from './ShopWaiting';
import { useShop } from './useShop';
import { Vending } from './VendingFlow';

/**
 * /pay/shop/finish: while the machine releases the product, what is happening; then the receipt; or, when the
 * machine could not give it (out of stock, a failed release), that nothing was charged and what to do.
 */
export function ShopFinishScreen() {
  return (
    <Loaded query={useShop()} failed={<Trans>Your order could not be loaded.</Trans>}>
      {() => <VendingOutcome />}
    </Loaded>
  );
}

function VendingOutcome() {
  const station = usePayStation();
  const search = useSearch();
  const receipt = Vending.useSelector((s) => s.hasTag('receipt'));
  const notReleased = Vending.useSelector(selectNotReleased);
  const settled = Vending.useSelector(selectIsSettled);
  const wait = useSelector(useOrderRef(), (s) => (s ? selectWait(s) : undefined));
  const order = asOrder(Vending.useSelector((s) => s.context.order));
  if (notReleased) {
    const soldOut = order?.state === 'FAILED';
    return (
      <section className="stack" aria-labelledby="not-released-heading">
        <h2 id="not-released-heading">
          {soldOut ? (
            <Trans>This product has just sold out</Trans>
          ) : (
            <Trans>The machine could not release your product</Trans>
          )}
        </h2>
        <Notice tone="warning">
          <Trans>Nothing was charged: the payment was cancelled.</Trans>
        </Notice>
        <Link
          href={payPath(payScreens.shop, search, {
            productId: undefined,
            itemCode: undefined,
            orderId: undefined,
            orderType: undefined,
          })}
          className="button button--primary button--block"
        >
          <Trans>Choose another product</Trans>
        </Link>
      </section>
    );
  }
  if (!receipt || !order) return <ShopWaiting wait={wait ?? 'product'} kind="vending" />;
  const line = order.products[0];
  const attributes = line?.attributes?.paymentAttributes;
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Take your product from the machine</Trans>} data={data}>
      <dl className="summary__lines" aria-live="polite">
        <dt>
          <Trans>Product</Trans>
        </dt>
        <dd>{attributes?.description ?? line?.name}</dd>
        <ReceiptFacts order={order} />
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        <ReceiptTotal order={order} settled={settled} currency={currency} decimals={decimals} />
      </dl>
    </Receipt>
  );
}
