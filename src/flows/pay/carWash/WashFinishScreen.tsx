import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectIsSettled } from '../../../../machines/carWash';
import { selectWait } from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Notice } from '../../../ui/Notice';
import { CodeCard } from '../kit/CodeCard';
import { OrderFeedback } from '../kit/OrderFeedback';
import { AdjustmentLine, DiscountLines, Receipt, ReceiptFacts, ReceiptTotal, voucherLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { asOrder } from '../kit/orderView';
import { discountAmounts, orderPrecision, productAmount, unexplained } from '../kit/receiptLines';
import { usePayStation } from '../PayStationContext';
import { Wash } from './WashFlow';
import { WashWaiting } from './WashWaiting';

/**
 * Wash finish: success first, then the codes with expiry and QR; the package; when, the receipt number and how
 * it was paid; its price, vouchers and the total, which add up (a package has its price: it is shown at once);
 * the VAT the total includes.
 */
export function WashFinishScreen() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const withCodes = Wash.useSelector((s) => s.hasTag('codes'));
  const settled = Wash.useSelector(selectIsSettled);
  const wait = useSelector(useOrderRef(), (s) => (s ? selectWait(s) : undefined));
  const order = asOrder(Wash.useSelector((s) => s.context.order));
  if (!withCodes || !order) return <WashWaiting wait={wait} />;
  const line = order.products[0];
  const codes = line?.redemptionCodes ?? [];
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const attributes = line?.attributes?.paymentAttributes;
  const price = productAmount(order);
  const adjustment =
    total && price !== undefined ? unexplained([price, ...discountAmounts(order)], total.amount, decimals) : 0;
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Payment complete</Trans>} data={data} after={<OrderFeedback order={order} />}>
      {codes.length > 0 ? (
        <ul className="stack wash-codes">
          {codes.map((code) => (
            <CodeCard key={code._id} code={code} kind="wash" />
          ))}
        </ul>
      ) : (
        <Notice tone="warning">
          <Trans>No wash code was issued for this order. Please ask at the counter.</Trans>
        </Notice>
      )}
      <dl className="summary__lines" aria-live="polite">
        <dt>
          <Trans>Wash</Trans>
        </dt>
        <dd>{attributes?.description ?? line?.name}</dd>
        <ReceiptFacts order={order} />
        {price !== undefined && (
          <>
            <dt>
              <Trans>Price of the wash</Trans>
            </dt>
            <dd className="receipt__subtotal">{formatMoney(i18n.locale, price, currency, decimals)}</dd>
          </>
        )}
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        {adjustment !== 0 && <AdjustmentLine amount={adjustment} currency={currency} decimals={decimals} />}
        <ReceiptTotal order={order} settled={settled} currency={currency} decimals={decimals} />
      </dl>
    </Receipt>
  );
}
