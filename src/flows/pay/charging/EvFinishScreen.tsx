import { Trans, useLingui } from '@lingui/react/macro';
import { formatDuration, formatMoney, formatNumber } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { useFinishAction } from '../finishAction';
import { asOrder } from '../orderView';
import { usePayStation } from '../PayStationContext';
import { EvCharge } from './EvFlow';

/** EV finish: success, energy, time and the final total once the order is complete. */
export function EvFinishScreen() {
  const { i18n } = useLingui();
  const station = usePayStation();
  const finishAction = useFinishAction();
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
  const finish = () =>
    finishAction.finish({
      amount: attributes?.quantity,
      price: attributes?.unitPrice,
      total: total?.amount,
      stationId: station?._id,
    });
  return (
    <section className="receipt">
      <p className="receipt__status">
        <span className="status-icon status-icon--success" aria-hidden="true">
          ✓
        </span>
        <strong>
          <Trans>Charging complete</Trans>
        </strong>
      </p>
      <dl className="summary__lines">
        <dt>
          <Trans>Energy</Trans>
        </dt>
        <dd>{formatNumber(i18n.locale, order.charging?.energyKwh ?? attributes?.quantity ?? 0, 2)} kWh</dd>
        <dt>
          <Trans>Charging time</Trans>
        </dt>
        <dd>{formatDuration(i18n.locale, order.charging?.durationS ?? 0)}</dd>
        {order.vouchers?.map((voucher) => (
          <div key={voucher.id} className="summary__discount">
            <dt>{voucher.name}</dt>
            <dd>
              −{formatMoney(i18n.locale, Math.abs(voucher.paymentAttributes.totalPrice), total?.currency ?? 'EUR')}
            </dd>
          </div>
        ))}
        <dt>
          <Trans>Total</Trans>
        </dt>
        <dd className="summary__amount">{total ? formatMoney(i18n.locale, total.amount, total.currency) : '–'}</dd>
      </dl>
      {finishAction.error && <Notice tone="error">{finishAction.error}</Notice>}
      <Button className="button--block" onPress={finish}>
        <Trans>OK</Trans>
      </Button>
    </section>
  );
}
