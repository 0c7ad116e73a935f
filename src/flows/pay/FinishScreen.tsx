import { Trans, useLingui } from '@lingui/react/macro';
import { useSearch } from 'wouter';
import type { Order } from '../../api/schemas';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useFinishAction } from './finishAction';
import { asOrder } from './orderView';
import { usePayStation } from './PayStationContext';
import { PostpayFuel } from './PostpayFlow';
import { PrepayFuel } from './PrepayFlow';
import { unitLabels } from './units';

/** The receipt of a fuel order (SPEC.md section 2): the flow of the order's type shows it once it is done. */
export function FinishScreen() {
  const orderType = new URLSearchParams(useSearch()).get('orderType');
  if (orderType === 'PREPAY') return <PrepayReceipt />;
  if (orderType === 'POSTPAY') return <PostpayReceipt />;
  return (
    <Notice tone="error">
      <Trans>This receipt cannot be shown. Your receipts are in your history.</Trans>
    </Notice>
  );
}

function PrepayReceipt() {
  const order = asOrder(PrepayFuel.useSelector((s) => (s.matches('finished') ? s.context.order : undefined)));
  return order ? <Receipt order={order} /> : <Waiting />;
}

function PostpayReceipt() {
  const order = asOrder(PostpayFuel.useSelector((s) => (s.matches('finished') ? s.context.order : undefined)));
  return order ? <Receipt order={order} /> : <Waiting />;
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

/** Every line of a done order: time, fuel, pump, quantity, unit price, discounts, loyalty, total. */
function Receipt({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const finishAction = useFinishAction();
  const station = usePayStation();
  const product = order.products[0];
  const attributes = product?.attributes?.paymentAttributes;
  const total = order.totalAfterDiscounts;
  const currency = total?.currency ?? 'EUR';
  const hidden = total?.isPriceHidden === true;
  const money = (amount: number) => formatMoney(i18n.locale, amount, currency);
  const time = order.stateHistory.find((entry) => entry.state === 'PRODUCT_ACQUIRED')?.createdAt ?? order.createdAt;
  const pumpName = station?.products.find((candidate) => candidate._id === product?._id)?.name ?? product?.name;
  const finish = () =>
    finishAction.finish({
      amount: attributes?.quantity,
      price: attributes?.unitPrice,
      total: hidden ? undefined : total?.amount,
      stationId: station?._id,
    });
  return (
    <section className="receipt">
      <p className="receipt__status">
        <span className="status-icon status-icon--success" aria-hidden="true">
          ✓
        </span>
        <strong>
          <Trans>Payment complete</Trans>
        </strong>
      </p>
      <dl className="summary__lines">
        {time && (
          <>
            <dt>
              <Trans>Time</Trans>
            </dt>
            <dd>{formatDateTime(i18n.locale, time)}</dd>
          </>
        )}
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{product?.fuelType?.name ?? attributes?.description ?? product?.name}</dd>
        <dt>
          <Trans>Pump</Trans>
        </dt>
        <dd>{pumpName}</dd>
        {attributes?.quantity !== undefined && (
          <>
            <dt>
              <Trans>Quantity</Trans>
            </dt>
            <dd>
              {formatNumber(i18n.locale, attributes.quantity, 2)} {unitLabels[attributes.unit ?? ''] ?? attributes.unit}
            </dd>
          </>
        )}
        <dt>
          <Trans>Unit price</Trans>
        </dt>
        <dd>
          {hidden || attributes?.unitPrice === undefined
            ? '–'
            : formatMoney(i18n.locale, attributes.unitPrice, currency, 3)}
        </dd>
        {order.vouchers?.map((voucher) => (
          <div key={voucher.id} className="summary__discount">
            <dt>{voucher.name}</dt>
            <dd>−{money(Math.abs(voucher.paymentAttributes.totalPrice))}</dd>
          </div>
        ))}
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
      </dl>
      {finishAction.error && <Notice tone="error">{finishAction.error}</Notice>}
      <Button className="button--block" onPress={finish}>
        <Trans>OK</Trans>
      </Button>
    </section>
  );
}
