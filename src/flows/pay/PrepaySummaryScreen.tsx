import { Trans, useLingui } from '@lingui/react/macro';
import { Redirect, useSearch } from 'wouter';
import { selectIsGuest } from '../../../machines/session';
import { Session, useApi } from '../../app/contexts';
import { useQuery } from '../../app/useQuery';
import { formatMoney } from '../../i18n/format';
import { PumpBadge } from '../../ui/PumpBadge';
import { Checkout, type PaymentChoice } from './Checkout';
import { PrepayFuel } from './PrepayFlow';
import { payPath } from './payQuery';
import { useProduct } from './useProduct';

/** Prepay summary: pump, fuel, discounts, amount, the payment method, and the button that pays. */
export function PrepaySummaryScreen() {
  const { i18n } = useLingui();
  const api = useApi();
  const search = useSearch();
  const { station, product, query } = useProduct();
  const isGuest = Session.useSelector(selectIsGuest);
  const prepay = PrepayFuel.useActorRef();
  const busy = PrepayFuel.useSelector((s) => s.hasTag('busy'));
  const amount = Number(query.get('amount'));
  const currency = query.get('currency') ?? 'EUR';
  const fuel = product?.attributes.availableItems.find((item) => item.itemCode === query.get('fuelTypeId'));
  const preview = useQuery(
    !isGuest && product && fuel ? `${product._id}:${fuel.itemCode}:${amount}` : undefined,
    (signal) =>
      api.vouchers.previewDiscount(
        { poiId: station!._id, productId: product!._id, fuelTypeId: fuel!.itemCode, amount, currency },
        { signal },
      ),
  );
  if (!station || !product || !fuel || !(amount > 0)) {
    return <Redirect to={payPath('/pay/prepay/amount', search, { amount: undefined })} replace />;
  }
  const amountText = formatMoney(i18n.locale, amount, currency);
  const pay = (payment: PaymentChoice) => prepay.send({ type: 'payment.confirmed', payment });
  const fuelName = fuel.marketingName ?? fuel.itemCode;
  return (
    <section className="summary">
      <PumpBadge name={product.name} />
      <dl className="summary__lines">
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{fuelName}</dd>
        {preview.status === 'success' &&
          preview.data.discounts.map((discount) => (
            <div key={discount.name} className="summary__discount">
              <dt>{discount.label ? `${discount.name} (${discount.label})` : discount.name}</dt>
              <dd>−{formatMoney(i18n.locale, discount.appliedDiscount.amount, discount.appliedDiscount.currency)}</dd>
            </div>
          ))}
        <dt>
          <Trans>Maximum amount</Trans>
        </dt>
        <dd className="summary__amount">{amountText}</dd>
      </dl>
      <p className="muted">
        <Trans>The amount is reserved on your payment method; you only pay for what you fuel.</Trans>
      </p>
      <Checkout
        productId={product._id}
        amount={amount}
        currency={currency}
        amountText={amountText}
        busy={busy}
        onPay={pay}
        odometer={{}}
        payLabel={<Trans>Pay {amountText}</Trans>}
        confirmText={
          <Trans>
            Reserve {amountText} for pump {product.name}?
          </Trans>
        }
      />
    </section>
  );
}
