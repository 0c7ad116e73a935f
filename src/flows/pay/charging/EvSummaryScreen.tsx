import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, useSearch } from 'wouter';
import { stationTimeZone } from '../../../../machines/shared/tariff';
import { formatMoney } from '../../../i18n/format';
import { Checkout, type PaymentChoice } from '../Checkout';
import { EvPortLabel } from '../EvPortLabel';
import { payPath } from '../payQuery';
import { useProduct } from '../useProduct';
import { EvCharge } from './EvFlow';
import { TariffList } from './TariffList';

/** EV summary: the port, its prices, the amount reserved, and the payment that starts charging. */
export function EvSummaryScreen() {
  const { i18n } = useLingui();
  const search = useSearch();
  const { station, product } = useProduct();
  const ev = EvCharge.useActorRef();
  const busy = EvCharge.useSelector((s) => s.hasTag('busy'));
  const amount = EvCharge.useSelector((s) => s.context.amount);
  const currency = EvCharge.useSelector((s) => s.context.currency);
  if (!station || !product || product.facility !== 'CHARGER') {
    return <Redirect to={payPath('/pay/pump', search, { productId: undefined })} replace />;
  }
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
      <dl className="summary__lines">
        <dt>
          <Trans>Reserved now</Trans>
        </dt>
        <dd className="summary__amount">{amountText}</dd>
      </dl>
      <p className="muted">
        <Trans>
          {amountText} is reserved on your payment method and released after charging. You pay only for what you charge.
        </Trans>
      </p>
      <Checkout
        productId={product._id}
        amount={amount}
        currency={currency}
        amountText={amountText}
        busy={busy}
        onPay={pay}
        payLabel={<Trans>Start charging</Trans>}
        confirmText={<Trans>Reserve {amountText} and start charging?</Trans>}
      />
    </section>
  );
}
