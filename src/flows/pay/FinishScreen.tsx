import { Trans, useLingui } from '@lingui/react/macro';
import { useActorRef, useSelector } from '@xstate/react';
import { useMemo } from 'react';
import { Redirect, useSearch } from 'wouter';
import { fromPromise } from 'xstate';
import { orderPollMachine } from '../../../machines/orderPoll';
import type { OrderLike } from '../../../machines/shared/ports';
import type { Order } from '../../api/schemas';
import { useApi } from '../../app/contexts';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { Spinner } from '../../ui/Spinner';
import { useFinishAction } from './finishAction';
import { usePayStation } from './PayStationContext';
import { unitLabels } from './units';

/** The receipt (SPEC.md section 2): waits until the product is acquired, then shows every line. */
export function FinishScreen() {
  const { i18n } = useLingui();
  const api = useApi();
  const search = useSearch();
  const finishAction = useFinishAction();
  const station = usePayStation();
  const query = new URLSearchParams(search);
  const orderId = query.get('orderId');
  const logic = useMemo(
    () =>
      orderPollMachine.provide({
        actors: {
          fetchOrder: fromPromise<OrderLike, { orderId: string }>(({ input, signal }) =>
            api.orders.getOrder(input.orderId, { signal }),
          ),
        },
      }),
    [api],
  );
  const poll = useActorRef(logic, {
    input: { orderId: orderId ?? '', targets: ['PRODUCT_ACQUIRED', 'READY_FOR_INVOICE', 'COMPLETED'], wait: 'other' },
  });
  const done = useSelector(poll, (s) => (s.status === 'done' ? s.output : undefined));
  if (!orderId) return <Redirect to={`/pay?${search}`} replace />;
  if (!done) return <Spinner />;
  if (done.status === 'failed') {
    return (
      <Notice tone="error">
        <Trans>The order could not be completed. Please pay at the station.</Trans>
      </Notice>
    );
  }
  const order = done.order as Order;
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
