import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration, formatMoney, formatNumber } from '../../../i18n/format';
import { Spinner } from '../../../ui/Spinner';
import { DiscountLines, Receipt, voucherLines } from '../OrderParts';
import { asOrder } from '../orderView';
import { usePayStation } from '../PayStationContext';
import { EvCharge } from './EvFlow';

/** EV finish: success, energy, time and the final total once the order is complete. */
export function EvFinishScreen() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const finished = EvCharge.useSelector((s) => s.matches('finished'));
  const order = asOrder(EvCharge.useSelector((s) => s.context.order));
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
  const attributes = order.products[0]?.attributes?.paymentAttributes;
  const data = {
    amount: attributes?.quantity,
    price: attributes?.unitPrice,
    total: total?.amount,
    stationId: station?._id,
  };
  return (
    <Receipt status={<Trans>Charging complete</Trans>} data={data}>
      <dl className="summary__lines">
        <dt>
          <Trans>Energy</Trans>
        </dt>
        <dd>{formatNumber(i18n.locale, order.charging?.energyKwh ?? attributes?.quantity ?? 0, 2)} kWh</dd>
        <dt>
          <Trans>Charging time</Trans>
        </dt>
        <dd>{formatDuration(i18n.locale, order.charging?.durationS ?? 0)}</dd>
        <DiscountLines lines={voucherLines(order, total?.currency ?? 'EUR')} />
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{total ? formatMoney(i18n.locale, total.amount, total.currency) : '–'}</dd>
      </dl>
    </Receipt>
  );
}
