import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { selectRunningOrderId } from '../../../machines/orderLifecycle';
import { formatMoney } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { Notice } from '../../ui/Notice';
import { PumpBadge } from '../../ui/PumpBadge';
import { Spinner } from '../../ui/Spinner';
import { Checkout } from './Checkout';
import { DiscountLines, usePreviewLines } from './OrderParts';
import { useOrderRef } from './orderFlow';
import { PrepayFuel } from './PrepayFlow';
import { useProduct } from './useProduct';

/** Prepay summary: pump, fuel, discounts, amount, the payment method, and the button that pays. */
export function PrepaySummaryScreen() {
  const { i18n } = useLingui();
  const { station, product } = useProduct();
  const order = useOrderRef();
  const running = useSelector(order, (s) => (s ? selectRunningOrderId(s) !== undefined : false));
  const amount = PrepayFuel.useSelector((s) => s.context.amount);
  const currency = PrepayFuel.useSelector((s) => s.context.currency);
  const fuelTypeId = PrepayFuel.useSelector((s) => s.context.fuelTypeId);
  const fuel = product?.attributes.availableItems.find((item) => item.itemCode === fuelTypeId);
  const previewLines = usePreviewLines(
    station && product && fuel
      ? { poiId: station._id, productId: product._id, fuelTypeId, amount, currency }
      : undefined,
  );
  if (!order || !product) return <Spinner />;
  const amountText = formatMoney(i18n.locale, amount, currency);
  const fuelName = fuel?.marketingName ?? fuelTypeId;
  return (
    <section className="summary">
      <PumpBadge name={product.name} />
      <dl className="summary__lines">
        <dt>
          <Trans>Fuel</Trans>
        </dt>
        <dd>{fuelName}</dd>
        <DiscountLines lines={previewLines} />
        <dt>
          <Trans>Maximum amount</Trans>
        </dt>
        <dd className="summary__amount">{amountText}</dd>
      </dl>
      {running ? (
        <>
          <Notice tone="info">
            <Trans>Pump {product.name} already has an order of yours. Follow it here; nothing is paid twice.</Trans>
          </Notice>
          <Button className="button--block" onPress={() => order.send({ type: 'order.resumed' })}>
            <Trans>Show my order</Trans>
          </Button>
        </>
      ) : (
        <>
          <p className="muted">
            <Trans>The amount is reserved on your payment method; you only pay for what you fuel.</Trans>
          </p>
          <Checkout
            order={order}
            payLabel={<Trans>Pay {amountText}</Trans>}
            confirmText={
              <Trans>
                Reserve {amountText} for pump {product.name}?
              </Trans>
            }
          />
        </>
      )}
    </section>
  );
}
