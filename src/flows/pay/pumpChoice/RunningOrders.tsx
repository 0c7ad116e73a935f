import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Link, useSearch } from 'wouter';
import { isIn, runningStates } from '../../../../machines/shared/orderStates';
import {
  type RunningOrderKind,
  type RunningOrderStatus,
  runningOrderKind,
  runningOrderStatus,
  runningOrdersByProduct,
} from '../../../../machines/shared/runningOrders';
import { followedOngoingOrdersQuery, stationQuery } from '../../../api/queries';
import type { Order, Product, Station } from '../../../api/schemas';
import { useApi } from '../../../app/contexts';
import { queryClient } from '../../../app/queryClient';
import { useUserId } from '../../../app/useUserId';
import { formatNumber } from '../../../i18n/format';
import { runningOrderTarget, screenUrl } from '../flowScreens';

/**
 * The driver's running orders (GET v4/ongoing-orders, at most 5), read anew on every screen that shows them and
 * every few seconds while one runs. A failed read shows none: the lifecycle looks again before any payment.
 */
export function useRunningOrders(): readonly Order[] {
  const api = useApi();
  const userId = useUserId();
  const { data } = useQuery(
    followedOngoingOrdersQuery(api, userId, (order) => isIn(runningStates, order.state)),
    queryClient,
  );
  return data ?? [];
}

/** A running order as the driver knows it: what and where, the link that follows it (kept in `search`). */
function viewOf(order: Order, station: Station | undefined, search: string) {
  const product = station?.products.find((candidate) => candidate._id === order.products[0]?._id);
  if (!station || !product) return undefined;
  const kind = runningOrderKind(product, station.type);
  const status = runningOrderStatus(order, kind);
  if (!status) return undefined;
  return { kind, status, product, href: screenUrl(runningOrderTarget(kind, order), search) };
}

/** What the order is doing, in a sentence naming the pump, wash or charger. */
function RunningOrderText({
  kind,
  status,
  product,
  order,
}: {
  kind: RunningOrderKind;
  status: RunningOrderStatus;
  product: Product;
  order: Order;
}) {
  const { i18n } = useLingui();
  const name = product.name;
  switch (kind) {
    case 'prepayFuel':
      if (status === 'toPay') return <Trans>Pump {name}: your order waits for payment</Trans>;
      return status === 'supplying' ? (
        <Trans>Pump {name} is fuelling</Trans>
      ) : (
        <Trans>Pump {name} is being released</Trans>
      );
    case 'postpayFuel':
      if (status === 'toPay') return <Trans>Pump {name}: fuelling is done, pay now</Trans>;
      if (status === 'supplying') return <Trans>Pump {name} is fuelling</Trans>;
      return status === 'confirming' ? (
        <Trans>Pump {name}: your payment is being confirmed</Trans>
      ) : (
        <Trans>Pump {name} is released</Trans>
      );
    case 'wash':
      return status === 'toPay' ? (
        <Trans>Car wash {name}: your order waits for payment</Trans>
      ) : (
        <Trans>Car wash {name}: your wash is being prepared</Trans>
      );
    case 'ev': {
      if (status === 'toPay') return <Trans>Charger {name}: your session waits for payment</Trans>;
      if (status === 'preparing') return <Trans>Charger {name}: connecting</Trans>;
      const energy = formatNumber(i18n.locale, order.charging?.energyKwh ?? 0, 2);
      return (
        <Trans>
          Charger {name} is charging: {energy} kWh
        </Trans>
      );
    }
  }
}

/** One running order: what it is doing, and the way to it. */
function RunningOrderNotice({
  order,
  station,
  withStation,
}: {
  order: Order;
  station?: Station;
  withStation: boolean;
}) {
  const view = viewOf(order, station, useSearch());
  const textId = useId();
  if (!view || !station) return null;
  return (
    <li className="notice notice--info running-order">
      <p className="notice__text" id={textId}>
        {withStation && <span className="running-order__station">{station.name}</span>}
        <RunningOrderText kind={view.kind} status={view.status} product={view.product} order={order} />
      </p>
      <Link href={view.href} className="button button--primary running-order__show" aria-describedby={textId}>
        <Trans>Show</Trans>
      </Link>
    </li>
  );
}

/** An order at a station other than the one the screen knows: its station is read (and kept) by id. */
function RunningOrderElsewhere({ order }: { order: Order }) {
  const api = useApi();
  const { data: station } = useQuery(
    { ...stationQuery(api, order.poiId ?? ''), enabled: order.poiId !== undefined },
    queryClient,
  );
  return <RunningOrderNotice order={order} station={station} withStation />;
}

/**
 * The driver's running orders, each with the way to it ("Pump 1 is fuelling — Show"): on the map all of them,
 * in the pay area those at its station, but the one the screen itself is for (`except`). Nothing when none runs.
 */
export function RunningOrders({ station, except }: { station?: Station; except?: string | null }) {
  const { t } = useLingui();
  const orders = useRunningOrders().filter(
    (order) => order.poiId !== undefined && (!station || order.poiId === station._id) && order._id !== except,
  );
  if (!orders.length) return null;
  return (
    <section aria-label={t`Your running orders`}>
      <ul className="running-orders">
        {orders.map((order) =>
          station ? (
            <RunningOrderNotice key={order._id} order={order} station={station} withStation={false} />
          ) : (
            <RunningOrderElsewhere key={order._id} order={order} />
          ),
        )}
      </ul>
    </section>
  );
}

/**
 * The pay area's station with the driver's running orders there: their notices, and for the screen beside the
 * link of each product in use, handed to `onLinks` as it changes. The screen keeps its pumps where they are while
 * this loads after them: a pump the driver is tapping is not drawn anew under the finger.
 */
export function RunningOrdersAt({
  station,
  onLinks,
}: {
  station: Station;
  onLinks: (links: ReadonlyMap<string, string>) => void;
}) {
  const search = useSearch();
  const byProduct = runningOrdersByProduct(useRunningOrders(), station._id);
  const links: [string, string][] = [];
  for (const [productId, order] of byProduct) {
    const view = viewOf(order, station, search);
    if (view) links.push([productId, view.href]);
  }
  const key = JSON.stringify(links);
  useEffect(() => onLinks(new Map(JSON.parse(key))), [key, onLinks]);
  return <RunningOrders station={station} />;
}
