import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, useSearch } from 'wouter';
import { selectIsGuest } from '../../../../machines/session';
import type { OrderState } from '../../../../machines/shared/ports';
import { stationTimeZone } from '../../../../machines/shared/tariff';
import { Session, useApi } from '../../../app/contexts';
import { useQuery } from '../../../app/useQuery';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Checkout, type PaymentChoice } from '../Checkout';
import { EvPortLabel } from '../EvPortLabel';
import { payPath } from '../payQuery';
import { useProduct } from '../useProduct';
import { EvCharge } from './EvFlow';
import { TariffList } from './TariffList';

/** An order holding a reservation at its charger: paid, and not yet ended. */
const runningStates: OrderState[] = ['PAYMENT_AUTHORIZED', 'PRODUCT_PENDING', 'PRODUCT_SUPPLYING'];

/**
 * EV summary: the port, its prices, discounts, the amount reserved, and the payment that starts charging. A
 * session of the driver's already running at this charger is offered instead of a second reservation.
 */
export function EvSummaryScreen() {
  const { i18n } = useLingui();
  const api = useApi();
  const search = useSearch();
  const { station, product } = useProduct();
  const isGuest = Session.useSelector(selectIsGuest);
  const ev = EvCharge.useActorRef();
  const busy = EvCharge.useSelector((s) => s.hasTag('busy'));
  const amount = EvCharge.useSelector((s) => s.context.amount);
  const currency = EvCharge.useSelector((s) => s.context.currency);
  const fresh = EvCharge.useSelector((s) => !s.context.orderId);
  const productId = product?._id;
  const ongoing = useQuery(fresh && productId ? `ongoing:${productId}` : undefined, (signal) =>
    api.orders.getOngoing({ signal }),
  );
  const checking = fresh && ongoing.status === 'loading';
  const preview = useQuery(
    !isGuest && station && productId ? `${productId}:${amount}:${currency}` : undefined,
    (signal) =>
      api.vouchers.previewDiscount({ poiId: station!._id, productId: productId!, amount, currency }, { signal }),
  );
  if (!station || !product || product.facility !== 'CHARGER') {
    return <Redirect to={payPath('/pay/pump', search, { productId: undefined })} replace />;
  }
  const running =
    ongoing.status === 'success'
      ? ongoing.data.find(
          (order) =>
            order.poiId === station._id &&
            order.products[0]?._id === product._id &&
            runningStates.includes(order.state),
        )
      : undefined;
  const item = product.attributes.availableItems[0];
  const amountText = formatMoney(i18n.locale, amount, currency);
  const pay = (payment: PaymentChoice) => ev.send({ type: 'payment.confirmed', payment });
  return (
    <section className="summary">
      <div className="card ev-port-card">
        <EvPortLabel stationName={station.name} product={product} />
      </div>
      <h2>
        <Trans>Prices</Trans>
      </h2>
      <TariffList
        elements={item?.priceElements ?? []}
        currency={currency}
        timeZone={stationTimeZone(station.location)}
      />
      {running ? (
        <>
          <Notice tone="info">
            <Trans>
              You already have a charging session at this charger. Follow it here; no second amount is reserved.
            </Trans>
          </Notice>
          <Button className="button--block" onPress={() => ev.send({ type: 'session.resumed', orderId: running._id })}>
            <Trans>Show my charging session</Trans>
          </Button>
        </>
      ) : (
        <>
          <dl className="summary__lines">
            {preview.status === 'success' &&
              preview.data.discounts.map((discount) => (
                <div key={discount.name} className="summary__discount">
                  <dt>{discount.label ? `${discount.name} (${discount.label})` : discount.name}</dt>
                  <dd>
                    −{formatMoney(i18n.locale, discount.appliedDiscount.amount, discount.appliedDiscount.currency)}
                  </dd>
                </div>
              ))}
            <dt>
              <Trans>Reserved now</Trans>
            </dt>
            <dd className="summary__amount">{amountText}</dd>
          </dl>
          <p className="muted">
            <Trans>
              {amountText} is reserved on your payment method and released after charging. You pay only for what you
              charge.
            </Trans>
          </p>
          <Checkout
            productId={product._id}
            amount={amount}
            currency={currency}
            amountText={amountText}
            // Until the driver's running sessions are known, a second one at this charger must not start.
            busy={busy || checking}
            busyText={busy ? undefined : <Trans>Checking for a charging session of yours at this charger…</Trans>}
            onPay={pay}
            payLabel={<Trans>Start charging</Trans>}
            confirmText={<Trans>Reserve {amountText} and start charging?</Trans>}
          />
        </>
      )}
    </section>
  );
}
