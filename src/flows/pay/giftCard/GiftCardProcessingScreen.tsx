import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { useSearch } from 'wouter';
import { selectIsDelivered } from '../../../../machines/giftCard';
import { selectWait } from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Loaded } from '../../../ui/Loaded';
import { Notice } from '../../../ui/Notice';
import { CodeCard } from '../kit/CodeCard';
import { DiscountLines, Receipt, ReceiptFacts, ReceiptTotal, voucherLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';
import { orderPrecision } from '../kit/receiptLines';
import { usePayStation } from '../PayStationContext';
import { ShopWaiting } from '../vendingPurchase/ShopWaiting';
import { useShop } from '../vendingPurchase/useShop';
import { GiftCard } from './GiftCardFlow';

/**
 * /pay/postpay/processing: after a gift card's payment, what is happening (authorising, issuing), then the card:
 * its code (and QR), value and expiry, how to redeem it, and the receipt. A reload here resumes the order and
 * pays nothing again.
 */
export function GiftCardProcessingScreen() {
  return (
    <Loaded query={useShop()} failed={<Trans>Your gift card could not be loaded.</Trans>}>
      {() => <GiftCardDelivery />}
    </Loaded>
  );
}

function GiftCardDelivery() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const search = useSearch();
  const { data: shop } = useShop();
  const withCard = GiftCard.useSelector((s) => s.hasTag('card'));
  const settled = GiftCard.useSelector(selectIsDelivered);
  const wait = useSelector(useOrderRef(), (s) => (s ? selectWait(s) : undefined));
  const order = asOrder(GiftCard.useSelector((s) => s.context.order));
  if (!withCard || !order) return <ShopWaiting wait={wait ?? 'product'} kind="giftCard" />;
  const line = order.products[0];
  const codes = line?.redemptionCodes ?? [];
  const query = new URLSearchParams(search);
  const card = shop?.products.find((product) => product._id === (line?._id ?? query.get('productId')));
  const item = card?.attributes.availableItems.find((candidate) => candidate.itemCode === query.get('itemCode'));
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? item?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const data = {
    amount: line?.attributes?.paymentAttributes?.quantity,
    price: line?.attributes?.paymentAttributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Your gift card is ready</Trans>} data={data}>
      {codes.length > 0 ? (
        <ul className="stack wash-codes">
          {codes.map((code) => (
            <CodeCard key={code._id} code={code} kind="giftCard" />
          ))}
        </ul>
      ) : (
        <Notice tone="warning">
          <Trans>No code was issued for this gift card. It is kept with this order; please contact support.</Trans>
        </Notice>
      )}
      {item?.descriptionLines && item.descriptionLines.length > 0 && (
        <section aria-labelledby="redeem-heading">
          <h2 id="redeem-heading">
            <Trans>How to redeem it</Trans>
          </h2>
          <ul className="wash-package__lines">
            {item.descriptionLines.map((text) => (
              <li key={text}>{text}</li>
            ))}
          </ul>
        </section>
      )}
      <dl className="summary__lines" aria-live="polite">
        <dt>
          <Trans>Gift card</Trans>
        </dt>
        <dd>{card?.name ?? line?.name}</dd>
        {item?.price !== undefined && (
          <>
            <dt>
              <Trans>Value</Trans>
            </dt>
            <dd>{formatMoney(i18n.locale, item.price, item.currency ?? currency, decimals)}</dd>
          </>
        )}
        <ReceiptFacts order={order} />
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        <ReceiptTotal order={order} settled={settled} currency={currency} decimals={decimals} />
      </dl>
    </Receipt>
  );
}
