import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link, useParams } from 'wouter';
import { stationTimeZone, tariffOfItem } from '../../../machines/shared/tariff';
import { ApiError } from '../../api/client';
import type { HistoryEvent, Order, recurrencePeriods, Station } from '../../api/schemas';
import { evReceipt, orderPrecision, unitPriceDecimals } from '../../flows/pay/kit/receiptLines';
import { formatDateTime, formatMoney, formatNumber } from '../../i18n/format';
import { Button } from '../../ui/Button';
import { FormOutcome } from '../../ui/FormOutcome';
import { Loaded } from '../../ui/Loaded';
import { Notice } from '../../ui/Notice';
import {
  useHistoryEvent,
  useInvoiceDownload,
  usePaymentOrder,
  usePaymentStation,
  useVehicleNames,
} from './historyData';
import { categoryLabels } from './labels';
import { TripMap } from './TripMap';

const recurrenceLabels: Record<(typeof recurrencePeriods)[number], MessageDescriptor> = {
  NO: msg`Once`,
  WEEKLY: msg`Every week`,
  MONTHLY: msg`Every month`,
  QUARTERLY: msg`Every quarter`,
  YEARLY: msg`Every year`,
};

/** One line of a detail list: its label and value; nothing when there is no value. */
function Line({ label, children }: { label: ReactNode; children: ReactNode }) {
  if (children === undefined || children === null || children === '') return null;
  return (
    <>
      <dt>{label}</dt>
      <dd>{children}</dd>
    </>
  );
}

function BackToHistory() {
  return (
    <Link href="/history" className="button button--secondary">
      <Trans>Back to your history</Trans>
    </Link>
  );
}

/** The charger of an EV payment, from its station: the plug and its power, and the tariff of the receipt. */
function chargerOf(order: Order, station: Station | undefined) {
  const product = station?.products.find((candidate) => candidate._id === order.products[0]?._id);
  return product?.attributes.availableItems[0];
}

function PaymentReceipt({ order, station }: { order: Order; station: Station | undefined }) {
  const { i18n, t } = useLingui();
  const line = order.products[0];
  const attributes = line?.attributes?.paymentAttributes;
  const total = order.totalAfterDiscounts ?? order.totalBeforeDiscounts;
  const currency = total?.currency ?? 'EUR';
  const decimals = orderPrecision(order);
  const money = (amount: number) => formatMoney(i18n.locale, amount, currency, decimals);
  const timeZone = station ? stationTimeZone(station.location) : undefined;
  const time =
    order.stateHistory.find((entry) => entry.state === 'PRODUCT_ACQUIRED')?.createdAt ?? order.createdAt ?? undefined;
  // The pump as the station names it ("Pump 1"); the order's line has only its number.
  const pumpName = station?.products.find((candidate) => candidate._id === line?._id)?.name ?? line?.name;
  const charger = order.charging ? chargerOf(order, station) : undefined;
  const ev = order.charging && station ? evReceipt(order, tariffOfItem(charger), timeZone ?? 'UTC') : undefined;
  const evLabels: Record<string, string> = {
    ENERGY: t`Energy`,
    TIME: t`Charging time`,
    FLAT: t`One-time fee`,
    PARKING_TIME: t`Parking`,
  };
  return (
    <dl className="summary__lines history-facts">
      <Line
        label={order.charging ? <Trans>Charging</Trans> : line?.fuelType ? <Trans>Fuel</Trans> : <Trans>Product</Trans>}
      >
        {line?.fuelType?.name ?? attributes?.description ?? line?.name}
      </Line>
      {order.charging ? (
        <>
          <Line label={<Trans>Energy</Trans>}>{`${formatNumber(i18n.locale, order.charging.energyKwh, 3)} kWh`}</Line>
          <Line label={<Trans>Plug type</Trans>}>{charger?.details?.standard ?? charger?.marketingName}</Line>
          <Line label={<Trans>Plug power</Trans>}>
            {charger?.details?.power === undefined
              ? undefined
              : `${formatNumber(i18n.locale, charger.details.power)} kW`}
          </Line>
          {ev?.lines
            .filter((cost) => cost.type !== 'ENERGY')
            .map((cost) => (
              <Line key={`${cost.line.element}-${cost.type}`} label={evLabels[cost.type] ?? cost.type}>
                {money(cost.amount)}
              </Line>
            ))}
          {ev?.bound && (
            <Line
              label={
                ev.bound.kind === 'MAX' ? (
                  <Trans>Maximum price of the tariff</Trans>
                ) : (
                  <Trans>Minimum price of the tariff</Trans>
                )
              }
            >
              {`${ev.bound.amount > 0 ? '+' : ''}${money(ev.bound.amount)}`}
            </Line>
          )}
        </>
      ) : (
        <>
          <Line label={<Trans>Pump</Trans>}>{line?.fuelType ? pumpName : undefined}</Line>
          <Line label={<Trans>Amount</Trans>}>
            {!line?.fuelType || attributes?.quantity === undefined
              ? undefined
              : `${formatNumber(i18n.locale, attributes.quantity, 3)} l`}
          </Line>
          <Line label={<Trans>Unit price</Trans>}>
            {!line?.fuelType || attributes?.unitPrice === undefined
              ? undefined
              : formatMoney(
                  i18n.locale,
                  attributes.unitPrice,
                  currency,
                  unitPriceDecimals(attributes.unitPrice, decimals),
                )}
          </Line>
        </>
      )}
      <Line label={<Trans>Time</Trans>}>{time ? formatDateTime(i18n.locale, time, timeZone) : undefined}</Line>
      <Line label={<Trans>Total</Trans>}>{total ? <strong>{money(total.amount)}</strong> : undefined}</Line>
      <Line label={<Trans>Order number</Trans>}>
        <span className="receipt__number">{order._id}</span>
      </Line>
    </dl>
  );
}

/** A payment: its receipt, from the order it paid, and its invoice. */
function PaymentDetail({ event }: { event: HistoryEvent }) {
  const order = usePaymentOrder(event.orderId);
  const station = usePaymentStation(event.poiId);
  const invoice = useInvoiceDownload();
  const orderId = event.orderId;
  return (
    <>
      <h1>
        <Trans>Payment</Trans>
      </h1>
      {event.stationName && <p className="muted">{event.stationName}</p>}
      {orderId !== undefined && (
        <Loaded
          query={order}
          failed={<Trans>The receipt could not be loaded. Check your connection and try again.</Trans>}
        >
          {(paid) => <PaymentReceipt order={paid} station={station.data} />}
        </Loaded>
      )}
      {orderId && (
        <div className="stack">
          <Button isPending={invoice.pending} onPress={() => invoice.submit(orderId)}>
            <Trans>Download invoice</Trans>
          </Button>
          <FormOutcome status={invoice.status} failure={<Trans>The invoice could not be downloaded.</Trans>} />
        </div>
      )}
    </>
  );
}

/** A cost: what, how much, when, how often, for which vehicle, the readings and the photo; and its edit form. */
function CostDetail({ event }: { event: HistoryEvent }) {
  const { i18n, t } = useLingui();
  const vehicles = useVehicleNames();
  const category = event.category ? i18n._(categoryLabels[event.category]) : t`Cost`;
  const litres = event.category === 'EV_CHARGE' ? 'kWh' : 'l';
  return (
    <>
      <h1>{event.name ?? category}</h1>
      <dl className="summary__lines history-facts">
        <Line label={<Trans>Category</Trans>}>{category}</Line>
        <Line label={<Trans>Amount</Trans>}>
          {event.priceInCents === undefined
            ? undefined
            : formatMoney(i18n.locale, event.priceInCents / 100, event.currency ?? 'EUR')}
        </Line>
        <Line label={<Trans>Date</Trans>}>
          {event.dateTime ? formatDateTime(i18n.locale, event.dateTime) : undefined}
        </Line>
        <Line label={<Trans>Repeats</Trans>}>
          {event.recurrencePeriod ? i18n._(recurrenceLabels[event.recurrencePeriod]) : undefined}
        </Line>
        <Line label={<Trans>Vehicle</Trans>}>
          {event.vehicleId ? (vehicles.get(event.vehicleId) ?? event.vehicleId) : undefined}
        </Line>
        <Line label={<Trans>Mileage</Trans>}>
          {event.mileage === undefined ? undefined : `${formatNumber(i18n.locale, event.mileage / 1000, 0)} km`}
        </Line>
        <Line label={<Trans>Quantity</Trans>}>
          {event.quantityMilliLiters === undefined
            ? undefined
            : `${formatNumber(i18n.locale, event.quantityMilliLiters / 1000, 2)} ${litres}`}
        </Line>
        {event.tankIsFull && <Line label={<Trans>Tank</Trans>}>{t`Filled up`}</Line>}
        {event.isFullyCharged && <Line label={<Trans>Battery</Trans>}>{t`Fully charged`}</Line>}
        <Line label={<Trans>Notes</Trans>}>{event.notes}</Line>
      </dl>
      {event.imageUrl && <img className="history-photo" src={event.imageUrl} alt={t`The receipt`} />}
      <Link href={`/history/${encodeURIComponent(event._id)}/edit`} className="button button--primary">
        <Trans>Edit or delete</Trans>
      </Link>
    </>
  );
}

/** A trip: how far, how well, from where to where and when, on a small map; merging it with others. */
function TripDetail({ event }: { event: HistoryEvent }) {
  const { i18n } = useLingui();
  const vehicles = useVehicleNames();
  const when = (iso: string | undefined) => (iso ? formatDateTime(i18n.locale, iso) : undefined);
  return (
    <>
      <h1>
        <Trans>Trip</Trans>
      </h1>
      <TripMap trip={event} />
      <dl className="summary__lines history-facts">
        <Line label={<Trans>Distance</Trans>}>
          {event.distanceM === undefined ? undefined : `${formatNumber(i18n.locale, event.distanceM / 1000, 1)} km`}
        </Line>
        <Line label={<Trans>Driving score</Trans>}>
          {event.drivingScore === undefined ? undefined : <Trans>{event.drivingScore} of 100</Trans>}
        </Line>
        <Line label={<Trans>Start (A)</Trans>}>
          {event.startAddress}
          {event.dateTime && <span className="history-time">{when(event.dateTime)}</span>}
        </Line>
        <Line label={<Trans>End (B)</Trans>}>
          {event.endAddress}
          {event.endDateTime && <span className="history-time">{when(event.endDateTime)}</span>}
        </Line>
        <Line label={<Trans>Vehicle</Trans>}>
          {event.vehicleId ? (vehicles.get(event.vehicleId) ?? event.vehicleId) : undefined}
        </Line>
      </dl>
      {event.isResultOfMerge && (
        <p className="muted">
          <Trans>This trip was merged from {event.mergedFrom?.length ?? 2} trips.</Trans>
        </p>
      )}
      <Link href={`/history/${encodeURIComponent(event._id)}/merge`} className="button button--primary">
        {event.isResultOfMerge ? <Trans>Merge or split trips</Trans> : <Trans>Merge trips</Trans>}
      </Link>
    </>
  );
}

/**
 * `/history/{id}` (SPEC.md section 2; section 3, history event and the payment and EV detail forms): a payment's
 * receipt and invoice, a cost's fields with the way to edit it, or a trip with its map. An id the driver's
 * history does not hold says so, with the way back.
 */
export function HistoryEventScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const event = useHistoryEvent(id);
  return (
    <main className="screen stack">
      <Loaded
        query={event}
        failed={<Trans>This entry could not be loaded. Check your connection and try again.</Trans>}
        notFound={{
          when: event.error instanceof ApiError && event.error.status === 404,
          show: (
            <>
              <h1>
                <Trans>Not in your history</Trans>
              </h1>
              <Notice tone="info">
                <Trans>This entry is not in your history. It may have been deleted.</Trans>
              </Notice>
            </>
          ),
        }}
      >
        {(entry) =>
          entry.type === 'PAYMENT' ? (
            <PaymentDetail event={entry} />
          ) : entry.type === 'COST' ? (
            <CostDetail event={entry} />
          ) : (
            <TripDetail event={entry} />
          )
        }
      </Loaded>
      <BackToHistory />
    </main>
  );
}
