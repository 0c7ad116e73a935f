/**
 * The parts every order screen shows the same way: discount lines, the quantity, the receipt's status, facts
 * (time, receipt number, payment method), VAT and OK, cancel.
 */
import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useSelector } from '@xstate/react';
import { Fragment, type ReactNode, useState } from 'react';
import { selectCanCancelCheckout } from '../../../../machines/checkout';
import { selectCanCancel, selectCheckout, selectIsCancelling } from '../../../../machines/orderLifecycle';
import { selectIsGuest } from '../../../../machines/session';
import { stationTimeZone } from '../../../../machines/shared/tariff';
import { discountPreviewQuery } from '../../../api/queries';
import type { Order, PaymentAttributes } from '../../../api/schemas';
import type { DiscountPreviewRequest } from '../../../api/vouchers';
import { useOwnOfflineNotice } from '../../../app/ConnectionBanner';
import { Session, useApi } from '../../../app/contexts';
import { queryClient } from '../../../app/queryClient';
import { useOnline } from '../../../app/useOnline';
import { useUserId } from '../../../app/useUserId';
import { formatDateTime, formatMoney } from '../../../i18n/format';
import { Button } from '../../../ui/Button';
import { ConfirmDialog } from '../../../ui/ConfirmDialog';
import { Notice } from '../../../ui/Notice';
import { PaymentMethodLabel } from '../checkout/PaymentMethodLabel';
import { usePayStation } from '../PayStationContext';
import { ExitNote } from './ExitNote';
import { type PaymentData, useFinishAction } from './finishAction';
import type { OrderRef } from './orderFlow';
import { orderPrecision, quantityDecimals } from './receiptLines';
import { unitLabels } from './units';

export interface DiscountLine {
  key: string;
  name: string;
  amount: number;
  currency: string;
}

/** Discounts and vouchers, as negative lines (SPEC.md section 9), in the currency's precision. */
export function DiscountLines({ lines, decimals }: { lines: readonly DiscountLine[]; decimals?: number }) {
  const { i18n } = useLingui();
  return lines.map((line) => (
    <div key={line.key} className="summary__discount">
      <dt>{line.name}</dt>
      <dd>{formatMoney(i18n.locale, -Math.abs(line.amount), line.currency, decimals)}</dd>
    </div>
  ));
}

/** The vouchers an order applied, as discount lines. */
export const voucherLines = (order: Order, currency: string): DiscountLine[] =>
  (order.vouchers ?? []).map((voucher) => ({
    key: voucher.id,
    name: voucher.name,
    amount: voucher.paymentAttributes.totalPrice,
    currency,
  }));

/**
 * The discounts the platform previews for an amount about to be paid, as discount lines; none for guests
 * (SPEC.md section 6) or until the request can be made, and none when the preview fails (section 4).
 */
export function usePreviewLines(request: DiscountPreviewRequest | undefined): DiscountLine[] {
  const api = useApi();
  const userId = useUserId();
  const isGuest = Session.useSelector(selectIsGuest);
  const preview = useQuery(
    {
      ...discountPreviewQuery(api, userId, request ?? { poiId: '', productId: '', amount: 0, currency: '' }),
      enabled: !isGuest && request !== undefined,
    },
    queryClient,
  );
  return (preview.data?.discounts ?? []).map((discount) => ({
    key: discount.name,
    name: discount.label ? `${discount.name} (${discount.label})` : discount.name,
    amount: discount.appliedDiscount.amount,
    currency: discount.appliedDiscount.currency,
  }));
}

/** While the order runs without the app: the offline notice of a waiting screen (the polls pause by themselves). */
export function OfflineNotice({ children }: { children: ReactNode }) {
  const online = useOnline();
  useOwnOfflineNotice();
  return online ? null : <Notice tone="warning">{children}</Notice>;
}

/** What was given: litres, kWh, with the decimals the meter gave (at least two). */
export function QuantityLine({ attributes }: { attributes: PaymentAttributes | undefined }) {
  const { i18n } = useLingui();
  if (attributes?.quantity === undefined) return null;
  const decimals = quantityDecimals(attributes.quantity);
  const quantity = new Intl.NumberFormat(i18n.locale, {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  }).format(attributes.quantity);
  return (
    <>
      <dt>
        <Trans>Quantity</Trans>
      </dt>
      <dd>
        {quantity} {unitLabels[attributes.unit ?? ''] ?? attributes.unit}
      </dd>
    </>
  );
}

/** When the product was given (else when the order was made), at the station's local time. */
export function orderTime(order: Order) {
  return order.stateHistory.find((entry) => entry.state === 'PRODUCT_ACQUIRED')?.createdAt ?? order.createdAt;
}

/** What identifies a receipt: when, at the station's local time; its number (the order id); how it was paid. */
export function ReceiptFacts({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const station = usePayStation();
  const time = orderTime(order);
  const method = order.paymentMethod;
  return (
    <>
      {time && (
        <>
          <dt>
            <Trans>Time</Trans>
          </dt>
          <dd>{formatDateTime(i18n.locale, time, station ? stationTimeZone(station.location) : undefined)}</dd>
        </>
      )}
      <dt>
        <Trans>Receipt number</Trans>
      </dt>
      <dd className="receipt__number">{order._id}</dd>
      {method && (
        <>
          <dt>
            <Trans>Paid with</Trans>
          </dt>
          <dd>
            <PaymentMethodLabel method={{ ...method, id: method.id ?? method.method, isPreferred: false }} />
          </dd>
        </>
      )}
    </>
  );
}

/**
 * What the platform charged beyond (or below) the lines shown: its own line, so that the receipt still adds up
 * to the total charged.
 */
export function AdjustmentLine({ amount, currency, decimals }: { amount: number; currency: string; decimals: number }) {
  const { i18n } = useLingui();
  return (
    <>
      <dt>
        <Trans>Rounding and other adjustments</Trans>
      </dt>
      <dd>{formatMoney(i18n.locale, amount, currency, decimals)}</dd>
    </>
  );
}

/**
 * A receipt's total, then the VAT it includes: the order's total once known; until then that it is being
 * calculated, or, once the flow has stopped waiting for it (`settled`), that it is not available yet.
 */
export function ReceiptTotal({
  order,
  settled,
  currency,
  decimals,
}: {
  order: Order;
  settled: boolean;
  currency: string;
  decimals: number;
}) {
  const { i18n } = useLingui();
  const total = order.totalAfterDiscounts;
  return (
    <>
      <dt>
        <Trans>Total</Trans>
      </dt>
      <dd className="summary__amount">
        {total ? (
          formatMoney(i18n.locale, total.amount, currency, decimals)
        ) : settled ? (
          <Trans>Not available yet.</Trans>
        ) : (
          <Trans>Being calculated…</Trans>
        )}
      </dd>
      <VatLines order={order} />
    </>
  );
}

/** The VAT the total includes, per rate, as the platform gives it. */
export function VatLines({ order }: { order: Order }) {
  const { i18n } = useLingui();
  const currency = order.totalAfterDiscounts?.currency ?? order.totalBeforeDiscounts?.currency;
  if (!currency || order.totalAfterDiscounts?.isPriceHidden) return null;
  const decimals = orderPrecision(order);
  return (order.vat ?? []).map((vat) => {
    const rate = new Intl.NumberFormat(i18n.locale, { style: 'percent', maximumFractionDigits: 1 }).format(
      vat.rate / 100,
    );
    return (
      <Fragment key={vat.rate}>
        <dt>
          <Trans>VAT {rate} included</Trans>
        </dt>
        <dd>{formatMoney(i18n.locale, vat.amount, currency, decimals)}</dd>
      </Fragment>
    );
  });
}

/** A receipt: its status line first, its lines, and OK, which returns to the map or hands over to the callback. */
export function Receipt({
  status,
  data,
  children,
  after,
}: {
  status: ReactNode;
  data: PaymentData;
  children: ReactNode;
  /** Shown under the OK button (the optional feedback), so it never moves or hides the receipt or the way on. */
  after?: ReactNode;
}) {
  const finishAction = useFinishAction();
  return (
    <section className="receipt">
      <p className="receipt__status">
        <span className="status-icon status-icon--success" aria-hidden="true">
          ✓
        </span>
        <strong>{status}</strong>
      </p>
      {children}
      {finishAction.error && <Notice tone="error">{finishAction.error}</Notice>}
      <ExitNote partnerHost={finishAction.partnerHost} />
      <Button className="button--block" onPress={() => finishAction.finish(data)}>
        <Trans>OK</Trans>
      </Button>
      {after}
    </section>
  );
}

/**
 * Cancel, where the order lifecycle allows it, after a confirmation that says what cancelling does. On the summary
 * the cancel is the checkout's (the lifecycle's `checkout` child ends cancelled); elsewhere the lifecycle's.
 */
export function CancelOrder({ order, consequence }: { order: OrderRef | undefined; consequence: ReactNode }) {
  const checkout = useSelector(order, (s) => (s ? selectCheckout(s) : undefined));
  const orderCanCancel = useSelector(order, (s) => (s ? selectCanCancel(s) : false));
  const checkoutCanCancel = useSelector(checkout, (s) => (s ? selectCanCancelCheckout(s) : false));
  const canCancel = orderCanCancel || checkoutCanCancel;
  const cancelling = useSelector(order, (s) => (s ? selectIsCancelling(s) : false));
  const [confirming, setConfirming] = useState(false);
  if (!canCancel && !cancelling) return null;
  return (
    <>
      <Button variant="secondary" className="button--block" isPending={cancelling} onPress={() => setConfirming(true)}>
        <Trans>Cancel</Trans>
      </Button>
      {confirming && canCancel && (
        <ConfirmDialog
          title={<Trans>Cancel this order?</Trans>}
          confirmLabel={<Trans>Yes, cancel</Trans>}
          cancelLabel={<Trans>No, keep the order</Trans>}
          destructive
          onConfirm={() => {
            setConfirming(false);
            if (checkoutCanCancel) checkout?.send({ type: 'cancel.requested' });
            else order?.send({ type: 'cancel.requested' });
          }}
          onCancel={() => setConfirming(false)}
        >
          {consequence}
        </ConfirmDialog>
      )}
    </>
  );
}
