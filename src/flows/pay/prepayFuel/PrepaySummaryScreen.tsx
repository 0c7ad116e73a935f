import { Trans, useLingui } from '@lingui/react/macro';
import { useSelector } from '@xstate/react';
import { Link, useSearch } from 'wouter';
import { selectCheckoutBusy } from '../../../../machines/checkout';
import {
  selectCanChangeAmount,
  selectCanChangeChoice,
  selectCheckout,
  selectRunningOrderId,
} from '../../../../machines/orderLifecycle';
import { formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { Notice } from '../../../ui/Notice';
import { PumpBadge } from '../../../ui/PumpBadge';
import { Spinner } from '../../../ui/Spinner';
import { payPath } from '../../../url/query';
import { Checkout } from '../checkout/Checkout';
import { payScreens } from '../flowScreens';
import { CancelOrder, DiscountLines, usePreviewLines } from '../kit/OrderParts';
import { useOrderRef } from '../kit/orderFlow';
import { useProduct } from '../kit/useProduct';
import { PrepayFuel } from './PrepayFlow';

/** Prepay summary: pump, fuel, discounts, amount, the payment method, and the button that pays. */
export function PrepaySummaryScreen() {
  const { t, i18n } = useLingui();
  const { station, product } = useProduct();
  const order = useOrderRef();
  const search = useSearch();
  const running = useSelector(order, (s) => (s ? selectRunningOrderId(s) !== undefined : false));
  // Until the payment is sent the choice is the driver's to change; the selection screens keep the query.
  const checkout = useSelector(order, (s) => (s ? selectCheckout(s) : undefined));
  const atChoice = useSelector(order, (s) => (s ? selectCanChangeChoice(s) : false));
  const atAmount = useSelector(order, (s) => (s ? selectCanChangeAmount(s) : false));
  const checkoutBusy = useSelector(checkout, (s) => (s ? selectCheckoutBusy(s) : false));
  // The fuel is part of the order once it exists (a payment that did not go through); the amount never is.
  const canChangeFuel = atChoice && !checkoutBusy;
  const canChangeAmount = atAmount && !checkoutBusy;
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
      {canChangeAmount && !running && (
        <nav className="summary__change" aria-label={t`Change your choice`}>
          {canChangeFuel && (
            <Link href={payPath(payScreens.fuelSelection, search, { fuelTypeId: undefined, amount: undefined })}>
              <Trans>Change fuel</Trans>
            </Link>
          )}
          <Link href={payPath(payScreens.amount, search, { amount: undefined, declined: undefined })}>
            <Trans>Change amount</Trans>
          </Link>
        </nav>
      )}
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
          <CancelOrder order={order} consequence={<Trans>Nothing has been paid for this order.</Trans>} />
        </>
      )}
    </section>
  );
}
