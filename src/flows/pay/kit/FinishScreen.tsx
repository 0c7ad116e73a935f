import { Trans, useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import * as postpay from '../../../../machines/postpayFuel/postpayFuel.selectors';
import * as prepay from '../../../../machines/prepayFuel/prepayFuel.selectors';
import { selectIsGuest } from '../../../../machines/session';
import type { Order } from '../../../api/schemas';
import { Session } from '../../../app/contexts';
import { LogbookOffer } from '../../../features/history/LogbookOffer';
import { formatMoney, formatNumber } from '../../../i18n/format';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { usePayStation } from '../PayStationContext';
import { PostpayFuel } from '../postpayFuel/PostpayFlow';
import { PrepayFuel } from '../prepayFuel/PrepayFlow';
import { OrderFeedback } from './OrderFeedback';
import {
  AdjustmentLine,
  DiscountLines,
  QuantityLine,
  Receipt,
  ReceiptFacts,
  VatLines,
  voucherLines,
} from './OrderParts';
import { asOrder } from './orderView';
import { discountAmounts, orderPrecision, productAmount, unexplained, unitPriceDecimals } from './receiptLines';

/** The receipt of a fuel order (SPEC.md section 2): the flow of the order's type shows it once it is done. */
export function FinishScreen() {
  const orderType = new URLSearchParams(useSearch()).get('orderType');
  if (orderType === 'PREPAY') return <PrepayReceipt />;
  if (orderType === 'POSTPAY') return <PostpayReceipt />;
  return <NoReceipt />;
}

/** An address that names no receipt: where the driver finds it instead (a guest has no history). */
function NoReceipt() {
  const isGuest = Session.useSelector(selectIsGuest);
  return (
    <Notice tone="error">
      {isGuest ? (
        <Trans>
          This receipt cannot be shown here. Nothing more was charged. The station's staff can print a receipt of your
          payment.
        </Trans>
      ) : (
        <>
          <Trans>This receipt cannot be shown. Your receipts are in your history.</Trans>{' '}
          <Link href="/history" className="link">
            <Trans>Open your history</Trans>
          </Link>
        </>
      )}
    </Notice>
  );
}

function PrepayReceipt() {
  const order = asOrder(PrepayFuel.useSelector(prepay.selectFinishedOrder));
  return order ? <FuelReceipt order={order} /> : <Waiting />;
}

function PostpayReceipt() {
  const order = asOrder(PostpayFuel.useSelector(postpay.selectFinishedOrder));
  return order ? <FuelReceipt order={order} /> : <Waiting />;
}

/** Paid, and the station has not confirmed yet (a return from the bank page lands here). */
function Waiting() {
  return (
    <section className="fueling" aria-live="polite">
      <Spinner />
      <p role="status">
        <Trans>Payment authorised. Waiting for the station to confirm…</Trans>
      </p>
    </section>
  );
}

/**
 * Every line of a done order: when, the receipt number and how it was paid; fuel, pump, quantity (as measured)
 * and unit price; what the fuel cost, the discounts and the total, which add up; the VAT the total includes.
 */
function FuelReceipt({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const station = usePayStation();
  const product = order.products[0];
  const attributes = product?.attributes?.paymentAttributes;
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const hidden = total?.isPriceHidden === true;
  const pumpName = station?.products.find((candidate) => candidate._id === product?._id)?.name ?? product?.name;
  const fuelAmount = productAmount(order);
  const adjustment =
    total && fuelAmount !== undefined
      ? unexplained([fuelAmount, ...discountAmounts(order)], total.amount, decimals)
      : 0;
  const money = (amount: number) => formatMoney(i18n.locale, amount, currency, decimals);
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: hidden ? undefined : total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt
      status={<Trans>Payment complete</Trans>}
      data={data}
      after={
        // The feedback comes a few moments later (once the order is completed): under the logbook offer, so that
        // it never moves the offer the driver may be tapping.
        <>
          <LogbookOffer order={order} />
          <OrderFeedback order={order} />
        </>
      }
    >
      <dl className="summary__lines">
        <ReceiptFacts order={order} />
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{product?.fuelType?.name ?? attributes?.description ?? product?.name}</dd>
        <dt>
          <Trans>Pump</Trans>
        </dt>
        <dd>{pumpName}</dd>
        <QuantityLine attributes={attributes} />
        <dt>
          <Trans>Unit price</Trans>
        </dt>
        <dd>
          {hidden || attributes?.unitPrice === undefined
            ? '–'
            : formatMoney(
                i18n.locale,
                attributes.unitPrice,
                currency,
                unitPriceDecimals(attributes.unitPrice, decimals),
              )}
        </dd>
        {!hidden && fuelAmount !== undefined && (
          <>
            <dt>
              <Trans>Price of the fuel</Trans>
            </dt>
            <dd className="receipt__subtotal">{money(fuelAmount)}</dd>
          </>
        )}
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        {!hidden && adjustment !== 0 && <AdjustmentLine amount={adjustment} currency={currency} decimals={decimals} />}
        {order.loyaltyItems?.map((item) => (
          <div key={item.programName} className="summary__discount">
            <dt>{item.programName}</dt>
            <dd>{formatNumber(i18n.locale, item.amount)}</dd>
          </div>
        ))}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{hidden || !total ? '–' : money(total.amount)}</dd>
        <VatLines order={order} />
      </dl>
    </Receipt>
  );
}
