import { Trans, useLingui } from '@lingui/react/macro';
import { selectChargingOrder, selectIsFinished } from '../../../../machines/evCharge';
import type { CostLine } from '../../../../machines/shared/sessionCost';
import { stationTimeZone, tariffOfItem } from '../../../../machines/shared/tariff';
import { formatDuration, formatMoney, formatNumber } from '../../../i18n/format';
import { Spinner } from '../../../ui/Spinner';
import { OrderFeedback } from '../kit/OrderFeedback';
import { AdjustmentLine, DiscountLines, Receipt, ReceiptFacts, VatLines, voucherLines } from '../kit/OrderParts';
import { asOrder } from '../kit/orderView';
import { decimalsOf, evReceipt, orderPrecision } from '../kit/receiptLines';
import { usePayStation } from '../PayStationContext';
import { EvCharge } from './EvFlow';

/** One billed line: what was billed (energy, minutes, the session), at which price, and its amount. */
function CostRow({ line, currency, decimals }: { line: CostLine; currency: string; decimals: number }) {
  const { i18n } = useLingui();
  const { unit } = line.line;
  const price = Math.round(line.line.gross * 10_000) / 10_000;
  // A price per unit as the price list shows it (VAT included): in whole cents, or with the tenths of a cent it has.
  const priceText = formatMoney(i18n.locale, price, currency, Math.max(decimals, decimalsOf(price, 3)));
  const minutes = formatNumber(i18n.locale, line.quantity, 2);
  const kwh = formatNumber(i18n.locale, line.quantity, 3);
  const perHour = unit !== 'MIN';
  const label = (() => {
    switch (line.type) {
      case 'ENERGY':
        return (
          <Trans>
            Energy: {kwh} kWh × {priceText} per kWh
          </Trans>
        );
      case 'TIME':
        return perHour ? (
          <Trans>
            Charging time: {minutes} min × {priceText} per hour
          </Trans>
        ) : (
          <Trans>
            Charging time: {minutes} min × {priceText} per minute
          </Trans>
        );
      case 'FLAT':
        return <Trans>Session fee</Trans>;
      case 'PARKING_TIME':
        if (price === 0) return <Trans>Parking: {minutes} min free</Trans>;
        return perHour ? (
          <Trans>
            Parking: {minutes} min × {priceText} per hour
          </Trans>
        ) : (
          <Trans>
            Parking: {minutes} min × {priceText} per minute
          </Trans>
        );
    }
  })();
  return (
    <>
      <dt>{label}</dt>
      <dd>{formatMoney(i18n.locale, line.amount, currency, decimals)}</dd>
    </>
  );
}

/**
 * EV finish: success, when, the receipt number and how it was paid; the plug, energy and charging time; the
 * session billed line by line under the charger's tariff (energy, charging time, session fee, parking), the
 * discounts and the total, which add up; the VAT the total includes.
 */
export function EvFinishScreen() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const finished = EvCharge.useSelector(selectIsFinished);
  const order = asOrder(EvCharge.useSelector(selectChargingOrder));
  if (!finished || !order) {
    return (
      <section className="fueling" aria-live="polite">
        <Spinner />
        <h2>
          <Trans>Charging ended</Trans>
        </h2>
        <p role="status">
          <Trans>Waiting for the charger's final reading to calculate your price…</Trans>
        </p>
      </section>
    );
  }
  const total = order.totalAfterDiscounts ?? order.totalBeforeDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const attributes = order.products[0]?.attributes?.paymentAttributes;
  const item = station?.products.find((product) => product._id === order.products[0]?._id)?.attributes
    .availableItems[0];
  const receipt = station ? evReceipt(order, tariffOfItem(item), stationTimeZone(station.location)) : undefined;
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Charging complete</Trans>} data={data} after={<OrderFeedback order={order} />}>
      <dl className="summary__lines">
        <ReceiptFacts order={order} />
        {item?.marketingName && (
          <>
            <dt>
              <Trans>Plug</Trans>
            </dt>
            <dd>{item.marketingName}</dd>
          </>
        )}
        <dt>
          <Trans>Energy</Trans>
        </dt>
        <dd>{formatNumber(i18n.locale, order.charging?.energyKwh ?? attributes?.quantity ?? 0, 3)} kWh</dd>
        <dt>
          <Trans>Charging time</Trans>
        </dt>
        <dd>{formatDuration(i18n.locale, order.charging?.durationS ?? 0)}</dd>
      </dl>
      <dl className="summary__lines receipt__lines">
        {receipt?.lines.map((line) => (
          <CostRow key={`${line.line.element}-${line.type}`} line={line} currency={currency} decimals={decimals} />
        ))}
        <DiscountLines lines={voucherLines(order, currency)} decimals={decimals} />
        {receipt?.bound && (
          <>
            <dt>
              {receipt.bound.kind === 'MAX' ? (
                <Trans>Maximum price of the tariff</Trans>
              ) : (
                <Trans>Minimum price of the tariff</Trans>
              )}
            </dt>
            <dd>
              {receipt.bound.amount > 0 ? '+' : ''}
              {formatMoney(i18n.locale, receipt.bound.amount, currency, decimals)}
            </dd>
          </>
        )}
        {receipt && receipt.adjustment !== 0 && (
          <AdjustmentLine amount={receipt.adjustment} currency={currency} decimals={decimals} />
        )}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{total ? formatMoney(i18n.locale, total.amount, currency, decimals) : '–'}</dd>
        <VatLines order={order} />
      </dl>
    </Receipt>
  );
}
