import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectCurrency, selectPreAuthorization } from '../../../../machines/evCharge';
import { selectIsFindingRunningOrder, selectRunningOrderId } from '../../../../machines/orderLifecycle';
import { stationTimeZone, tariffOfItem } from '../../../../machines/shared/tariff';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { Spinner } from '../../../ui/Spinner';
import { Checkout } from '../checkout/Checkout';
import { DiscountLines, usePreviewLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { useProduct } from '../kit/useProduct';
import { EvCharge } from './EvFlow';
import { EvPortLabel } from './EvPortLabel';
import { TariffList } from './TariffList';

/**
 * EV summary: the port, its prices, discounts, the amount reserved, and the payment that starts charging. A
 * session of the driver's already running at this charger is offered instead of a second reservation.
 */
export function EvSummaryScreen() {
  const { i18n } = useLingui();
  const { station, product } = useProduct();
  const order = useOrderRef();
  const running = useSelector(order, (s) => (s ? selectRunningOrderId(s) !== undefined : false));
  const checking = useSelector(order, (s) => (s ? selectIsFindingRunningOrder(s) : false));
  const amount = EvCharge.useSelector(selectPreAuthorization);
  const currency = EvCharge.useSelector(selectCurrency);
  const productId = product?._id;
  const previewLines = usePreviewLines(
    station && productId ? { poiId: station._id, productId, amount, currency } : undefined,
  );
  if (!order || !station || !product) return <Spinner />;
  const item = product.attributes.availableItems[0];
  const amountText = formatMoney(i18n.locale, amount, currency);
  return (
    <section className="summary">
      <div className="card ev-port-card">
        <EvPortLabel stationName={station.name} product={product} />
      </div>
      <h2>
        <Trans>Prices</Trans>
      </h2>
      <TariffList elements={tariffOfItem(item)} currency={currency} timeZone={stationTimeZone(station.location)} />
      {running ? (
        <>
          <Notice tone="info">
            <Trans>
              You already have a charging session at this charger. Follow it here; no second amount is reserved.
            </Trans>
          </Notice>
          <Button className="button--block" onPress={() => order.send({ type: 'order.resumed' })}>
            <Trans>Show my charging session</Trans>
          </Button>
        </>
      ) : (
        <>
          <dl className="summary__lines">
            <DiscountLines lines={previewLines} />
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
            order={order}
            // Until the driver's running sessions are known, a second one at this charger must not start.
            busyText={checking ? <Trans>Checking for a charging session of yours at this charger…</Trans> : undefined}
            payLabel={<Trans>Start charging</Trans>}
            confirmText={<Trans>Reserve {amountText} and start charging?</Trans>}
          />
        </>
      )}
    </section>
  );
}
